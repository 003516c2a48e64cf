import { describe, expect, it } from 'vitest';
import {
  SHARE_LINK_DAYS,
  shareCreateSchema,
  sharedPropertyPath,
  shareLinkExpiry,
  shareLinkState,
} from './private-sharing';

const NOW = new Date('2026-12-10T12:00:00Z');
const LEAD = '6f1c2e64-9a0b-4c1d-8e2f-3a4b5c6d7e8f';

describe('share link expiry', () => {
  it('lasts 30 days unless staff choose 1 to 365', () => {
    expect(SHARE_LINK_DAYS.default).toBe(30);
    expect(shareLinkExpiry(NOW).toISOString()).toBe('2027-01-09T12:00:00.000Z');
    expect(shareLinkExpiry(NOW, 1).toISOString()).toBe('2026-12-11T12:00:00.000Z');
    expect(shareLinkExpiry(NOW, 365).toISOString()).toBe('2027-12-10T12:00:00.000Z');
    for (const days of [0, -3, 366, Number.NaN]) expect(() => shareLinkExpiry(NOW, days)).toThrow(RangeError);
  });

  it('is live until its instant, expired from it, and revoked whatever its expiry', () => {
    const expiresAt = '2026-12-10T12:00:00.000Z';
    expect(shareLinkState({ expiresAt, revokedAt: null }, new Date(NOW.getTime() - 1))).toBe('live');
    expect(shareLinkState({ expiresAt, revokedAt: null }, NOW)).toBe('expired');
    expect(shareLinkState({ expiresAt: '2030-01-01T00:00:00Z', revokedAt: '2026-12-01T00:00:00Z' }, NOW)).toBe(
      'revoked',
    );
  });
});

describe('the share form', () => {
  it('takes a lead, or a new lead’s name and e-mail, and the days', () => {
    expect(shareCreateSchema.parse({ intent: 'share-create', leadId: LEAD })).toMatchObject({ leadId: LEAD, days: 30 });
    expect(
      shareCreateSchema.parse({ intent: 'share-create', name: ' Ana ', email: 'ana@example.com', days: '7' }),
    ).toMatchObject({ name: 'Ana', email: 'ana@example.com', days: 7 });
    const refused = shareCreateSchema.safeParse({ intent: 'share-create', leadId: '', days: '400' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.path[0]).sort()).toEqual(['days', 'email', 'name']);
  });

  it('puts the token after /properties/shared/, under /fr in French', () => {
    expect(sharedPropertyPath('t'.repeat(43), 'en')).toBe(`/properties/shared/${'t'.repeat(43)}`);
    expect(sharedPropertyPath('t'.repeat(43), 'fr')).toBe(`/fr/properties/shared/${'t'.repeat(43)}`);
  });
});
