import { describe, expect, it } from 'vitest';
import '#app/domain/i18n/texts/fr';
import type { CalendarDate } from '#app/domain/booking/dates';
import {
  formatPercentIn,
  kindOn,
  nightsOwned,
  occupancyOf,
  ownedOn,
  ownerPasswordSchema,
  ownerStaySchema,
  type CalendarSpan,
  type OwnedPeriod,
} from './owner-page';
import { homeownerInvitationMail, homeownerLinkUrl } from './invitation-mail';

const d = (value: string) => value as CalendarDate;
const span = (checkIn: string, checkOut: string, kind: CalendarSpan['kind']): CalendarSpan => ({
  checkIn: d(checkIn),
  checkOut: d(checkOut),
  kind,
});

describe('occupancy', () => {
  const always: OwnedPeriod[] = [{ from: d('2020-01-01'), to: null }];

  it('counts the nights of the calendar year the homeowner owned the villa', () => {
    expect(nightsOwned(always, d('2026-01-01'), d('2027-01-01'))).toBe(365);
    expect(nightsOwned(always, d('2024-01-01'), d('2025-01-01'))).toBe(366);
    // Bought on 1 July 2026 and sold on 1 October: 92 nights of 2026.
    expect(nightsOwned([{ from: d('2026-07-01'), to: d('2026-10-01') }], d('2026-01-01'), d('2027-01-01'))).toBe(92);
    // Two periods (sold, then bought back).
    const twice = [
      { from: d('2025-06-01'), to: d('2026-02-01') },
      { from: d('2026-12-01'), to: null },
    ];
    expect(nightsOwned(twice, d('2026-01-01'), d('2027-01-01'))).toBe(31 + 31);
  });

  it('counts booked nights only (confirmed and platform stays), clipped to the year', () => {
    const spans = [
      span('2025-12-28', '2026-01-04', 'booked'), // 3 nights in 2026
      span('2026-02-01', '2026-02-08', 'booked'), // 7
      span('2026-03-01', '2026-03-05', 'option'),
      span('2026-04-01', '2026-04-10', 'owner-stay'),
      span('2026-05-01', '2026-05-03', 'blocked'),
      span('2026-06-01', '2026-06-04', 'requested'),
      span('2026-12-30', '2027-01-02', 'booked'), // 2
    ];
    expect(occupancyOf(2026, spans, always)).toEqual({ year: 2026, booked: 12, owned: 365, percent: 3 });
    expect(occupancyOf(2025, spans, always)).toEqual({ year: 2025, booked: 4, owned: 365, percent: 1 });
  });

  it('says nothing of a year the villa was not theirs', () => {
    expect(occupancyOf(2019, [], always)).toEqual({ year: 2019, booked: 0, owned: 0, percent: null });
  });

  it('formats a percentage in the page’s language', () => {
    expect(formatPercentIn(45, 'en')).toBe('45%');
    expect(formatPercentIn(45, 'fr')).toMatch(/^45[\u00a0\u202f]%$/);
  });
});

describe('the calendar’s days', () => {
  const spans = [span('2026-03-01', '2026-03-05', 'booked'), span('2026-03-04', '2026-03-08', 'requested')];

  it('names what takes a night, a booking before the homeowner’s own request; the check-out day is free', () => {
    expect(kindOn(d('2026-03-01'), spans)).toBe('booked');
    expect(kindOn(d('2026-03-04'), spans)).toBe('booked');
    expect(kindOn(d('2026-03-05'), spans)).toBe('requested');
    expect(kindOn(d('2026-03-08'), spans)).toBeNull();
  });

  it('knows the days the villa was theirs', () => {
    const periods = [{ from: d('2026-03-02'), to: d('2026-03-04') }];
    expect([
      ownedOn(d('2026-03-01'), periods),
      ownedOn(d('2026-03-02'), periods),
      ownedOn(d('2026-03-04'), periods),
    ]).toEqual([false, true, false]);
  });
});

describe('the owner-stay form', () => {
  const today = d('2026-11-29');
  const base = { intent: 'owner-stay', rentalId: '6f1c3c1e-8a6b-4d7e-9a51-3f2b1c0d9e8f', note: '' };

  it('takes nights from today, departure after arrival, a year at most', () => {
    const schema = ownerStaySchema('en', today);
    expect(schema.safeParse({ ...base, checkIn: '2026-12-01', checkOut: '2026-12-05' }).data).toMatchObject({
      checkIn: '2026-12-01',
      checkOut: '2026-12-05',
      note: null,
    });
    const issues = (input: object) => schema.safeParse({ ...base, ...input }).error?.issues.map((i) => i.message);
    expect(issues({ checkIn: '2026-11-28', checkOut: '2026-12-05' })).toEqual(['Choose a date from today.']);
    expect(issues({ checkIn: '2026-12-05', checkOut: '2026-12-05' })).toEqual([
      'The departure must be after the arrival.',
    ]);
    expect(issues({ checkIn: '2026-12-01', checkOut: '2027-12-05' })).toEqual(['An owner stay lasts a year at most.']);
    expect(issues({ checkIn: 'soon', checkOut: '2026-12-05' })).toEqual(['Choose a date.']);
  });

  it('answers in French on the French page', () => {
    const result = ownerStaySchema('fr', today).safeParse({ ...base, checkIn: '2026-12-05', checkOut: '2026-12-01' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Le départ doit suivre l’arrivée.']);
  });

  it('asks for the password twice, long enough', () => {
    const schema = ownerPasswordSchema('en');
    const token = 'a'.repeat(64);
    expect(schema.safeParse({ token, password: 'long enough pw', confirm: 'long enough pw' }).success).toBe(true);
    expect(schema.safeParse({ token, password: 'long enough pw', confirm: 'other' }).error?.issues[0]?.message).toBe(
      'The two passwords are not the same.',
    );
    expect(schema.safeParse({ token, password: 'short', confirm: 'short' }).success).toBe(false);
  });
});

describe('the invitation e-mail', () => {
  const site = { url: 'https://island.example/', name: 'Island Estates' } as never;
  const token = 'b'.repeat(64);

  it('links to the set-password page in the homeowner’s language, and greets them in it', () => {
    expect(homeownerLinkUrl(site, 'fr', token)).toBe(`https://island.example/fr/owners/set-password?token=${token}`);
    const fr = homeownerInvitationMail({ name: 'Anne Dupont', language: 'fr', token }, site);
    expect(fr.subject).toContain('Votre espace');
    expect(fr.text).toContain('Bonjour Anne Dupont,');
    expect(fr.text).toContain(`/fr/owners/set-password?token=${token}`);
    expect(fr.html).toContain('lang="fr"');
    const en = homeownerInvitationMail({ name: '', language: 'en', token }, site);
    expect(en.text).toMatch(/^Hello,/);
    expect(en.text).toContain(`https://island.example/owners/set-password?token=${token}`);
  });
});
