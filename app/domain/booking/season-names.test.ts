import { describe, expect, it } from 'vitest';
// The French texts, as the server loads them (the browser loads them only on French pages).
import '#app/domain/i18n/texts/fr';
import { parseCalendarDate, type CalendarDate } from './dates';
import { priceStay, quoteLineFormatter, stayRefusals, type QuoteContext } from './quote';
import { localizeSeasons, localizeStoredQuote } from './season-names';
import type { Season } from './seasons';
import { DEFAULT_BOOKING_TERMS } from './terms';

/** Season names in the page's language (issue 26, item 9). */

const d = (value: string) => parseCalendarDate(value) as CalendarDate;

const high: Season = {
  id: 'high',
  name: 'High season',
  nameFr: 'Haute saison',
  startDate: d('2027-01-05'),
  endDate: d('2027-04-18'),
  nightlyRate: 3000,
  minNights: 7,
  arrivalDays: [6],
  festive: false,
};
const shoulder: Season = {
  ...high,
  id: 'shoulder',
  name: 'Shoulder',
  nameFr: null,
  startDate: d('2027-04-19'),
  endDate: d('2027-05-31'),
  nightlyRate: 2000,
  arrivalDays: null,
  minNights: 3,
};

const context = (seasons: readonly Season[], locale: 'en' | 'fr'): QuoteContext => ({
  rental: { dailyRate: 2400, minStayDays: 3, maxGuests: 8, island: 'Saint Barthélemy', securityDeposit: 10_000 },
  seasons,
  terms: DEFAULT_BOOKING_TERMS,
  busy: [],
  today: d('2026-11-01'),
  locale,
});

describe('season names in the page’s language', () => {
  it('names each season in French on a French page, in English (marked) where it has no French', () => {
    expect(
      localizeSeasons([high, shoulder], 'fr').map(({ name, nameLang, nameFr }) => ({ name, nameLang, nameFr })),
    ).toEqual([
      { name: 'Haute saison', nameLang: undefined, nameFr: undefined },
      { name: 'Shoulder', nameLang: 'en', nameFr: undefined },
    ]);
    expect(localizeSeasons([high, shoulder], 'en').map((season) => season.name)).toEqual(['High season', 'Shoulder']);
  });

  it('prices and refuses in French with the French names: the quote line and the arrival-day rule', () => {
    const seasons = localizeSeasons([high], 'fr');
    const quote = priceStay(context(seasons, 'fr'), d('2027-02-06'), d('2027-02-13'), 2);
    expect(quoteLineFormatter('USD', 'fr')(quote.lines[0]!)).toMatch(
      /^7\snuits × 3\u202f000\u00a0\$US — Haute saison$/,
    );
    const [refusal] = stayRefusals(context(seasons, 'fr'), {
      checkIn: d('2027-02-08'),
      checkOut: d('2027-02-15'),
      guests: 2,
    });
    expect(refusal?.message).toBe('Haute saison\u00a0: arrivées le samedi uniquement.');
  });

  it('gives a stored quote (English names) the French names of the villa’s seasons', () => {
    const stored = priceStay(context([high, shoulder], 'en'), d('2027-04-17'), d('2027-04-24'), 2);
    expect(stored.lines.map((line) => line.season)).toEqual(['High season', 'Shoulder']);
    const fr = localizeStoredQuote(stored, [high, shoulder], 'fr');
    expect(fr.lines.map((line) => line.season)).toEqual(['Haute saison', 'Shoulder']);
    expect(fr.minNightsSeason).toBe('Haute saison');
    expect(localizeStoredQuote(stored, [high], 'en')).toBe(stored);
    // A season renamed or deleted since keeps the name the quote was stored with.
    expect(localizeStoredQuote(stored, [], 'fr').lines.map((line) => line.season)).toEqual(['High season', 'Shoulder']);
  });
});
