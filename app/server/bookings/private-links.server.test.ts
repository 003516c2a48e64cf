import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingReceiptPath, isPrivateLinkToken } from '#app/domain/booking/private-links';
import {
  issuePrivateLink,
  newPrivateLinkToken,
  privateLinkDigest,
  privateLinkHeaders,
  redactSecrets,
  submissionSecret,
} from './private-links.server';

describe('private links', () => {
  it('makes tokens of 32 random bytes, base64url, and keeps only their SHA-256', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newPrivateLinkToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(isPrivateLinkToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    // The digest app_private.sha256_hex computes in SQL (tests/integration/private-links.test.ts compares them).
    expect(privateLinkDigest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const { token, digest } = issuePrivateLink();
    expect(digest).toBe(createHash('sha256').update(token).digest('hex'));
    expect(isPrivateLinkToken(`${token}=`)).toBe(false);
    expect(isPrivateLinkToken('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(false);
  });

  it('derives the same request key from the same post, another from any other', () => {
    const key = submissionSecret('booking-request', 'form-1', ['a', 'b', undefined]);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(submissionSecret('booking-request', 'form-1', ['a', 'b', ''])).toBe(key);
    expect(submissionSecret('booking-request', 'form-2', ['a', 'b', ''])).not.toBe(key);
    expect(submissionSecret('booking-request', 'form-1', ['a', 'bb', ''])).not.toBe(key);
    expect(submissionSecret('other', 'form-1', ['a', 'b', ''])).not.toBe(key);
  });

  it('answers with no-store, noindex and no Referer (same-origin where a form posts back)', () => {
    expect(privateLinkHeaders()).toEqual({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
    });
    expect(privateLinkHeaders({ postsForms: true })['Referrer-Policy']).toBe('same-origin');
    expect(bookingReceiptPath('v1', 'tok', 'fr')).toBe('/fr/rentals/v1/requests/tok');
  });

  it('redacts private paths and secret query values wherever they appear in a log line', () => {
    const token = newPrivateLinkToken();
    const cases: [string, string][] = [
      [`/rentals/v1/requests/${token}`, '/rentals/v1/requests/[redacted]'],
      [`/fr/rentals/v1/requests/${token}.data`, '/fr/rentals/v1/requests/[redacted]'],
      [
        `http://localhost/rentals/v1/requests/${token}?sent=1`,
        'http://localhost/rentals/v1/requests/[redacted]?sent=1',
      ],
      // A vendor's tasks and feed (issue 30, item 5).
      [`/vendors/${token}`, '/vendors/[redacted]'],
      [`/fr/vendors/${token}.data`, '/fr/vendors/[redacted]'],
      [`/vendors/${token}/tasks.ics`, '/vendors/[redacted]/tasks.ics'],
      [`/alerts/${token}`, '/alerts/[redacted]'],
      [`/fr/alerts/${token}.data`, '/fr/alerts/[redacted]'],
      [`/alerts/${token}/unsubscribe`, '/alerts/[redacted]/unsubscribe'],
      ['/rentals/v1/calendar.ics?token=abc123', '/rentals/v1/calendar.ics?token=[redacted]'],
      ['/set-password?token=abc&done=1', '/set-password?token=[redacted]&done=1'],
      ['/auth/callback?next=/admin&code=xyz#top', '/auth/callback?next=/admin&code=[redacted]#top'],
      ['?TOKEN=abc;access_token=def', '?TOKEN=[redacted];access_token=[redacted]'],
      // Not secrets: other parameters, other paths, a word that only contains a secret's name.
      ['/rentals?checkIn=2027-01-05&tokens=3&page=2', '/rentals?checkIn=2027-01-05&tokens=3&page=2'],
      ['/rentals/v1/request?checkIn=2027-01-05', '/rentals/v1/request?checkIn=2027-01-05'],
    ];
    for (const [text, redacted] of cases) expect(redactSecrets(text), text).toBe(redacted);
    const line = JSON.stringify({
      msg: 'request failed',
      url: `http://x/rentals/v/requests/${token}`,
      error: 'in "/x?token=s3cret"',
    });
    expect(redactSecrets(line)).toBe(
      JSON.stringify({
        msg: 'request failed',
        url: 'http://x/rentals/v/requests/[redacted]',
        error: 'in "/x?token=[redacted]"',
      }),
    );
  });
});
