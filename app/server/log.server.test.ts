import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from '#app/entry.server';
import { log, redact } from './log.server';
import { newPrivateLinkToken } from '#app/server/bookings/private-links.server';

describe('log redaction', () => {
  it('never writes passwords, cookies or tokens', () => {
    expect(
      redact({
        password: 'hunter2',
        newPassword: 'x',
        cookie: 'a=b',
        Authorization: 'Bearer t',
        refresh_token: 't',
        apiKey: 'k',
        email: 'a@b.c',
      }),
    ).toEqual({
      password: '[redacted]',
      newPassword: '[redacted]',
      cookie: '[redacted]',
      Authorization: '[redacted]',
      refresh_token: '[redacted]',
      apiKey: '[redacted]',
      email: 'a@b.c',
    });
  });
});

describe('log lines', () => {
  afterEach(() => vi.restoreAllMocks());

  /** What a call writes to stderr (errors and warnings), line by line. */
  function captured(run: () => void): string[] {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    run();
    return lines;
  }

  it('never carry a private link’s token or a secret query value: the "request failed" line of a failed request', () => {
    const receipt = newPrivateLinkToken();
    const lines = captured(() => {
      for (const url of [
        `http://localhost/fr/rentals/v1/requests/${receipt}`,
        'http://localhost/rentals/v1/calendar.ics?token=ical-secret-0123456789',
        'http://localhost/set-password?token=reset-secret-0123456789',
      ]) {
        handleError(new Error(`Failed to load ${url}`), {
          request: new Request(url, { method: 'POST' }),
          params: {},
          context: undefined as never,
        });
      }
      log.warn('calendar feed not synced', { reason: 'GET /x.ics?token=ical-secret-0123456789 failed' });
    });
    expect(lines).toHaveLength(4);
    expect(lines.slice(0, 3).map((line) => JSON.parse(line).msg)).toEqual([
      'request failed',
      'request failed',
      'request failed',
    ]);
    const all = lines.join('');
    for (const secret of [receipt, 'ical-secret-0123456789', 'reset-secret-0123456789'])
      expect(all).not.toContain(secret);
    expect(all).toContain('/fr/rentals/v1/requests/[redacted]');
    expect(all).toContain('calendar.ics?token=[redacted]');
    expect(all).toContain('set-password?token=[redacted]');
  });
});
