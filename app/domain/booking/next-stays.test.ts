import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekday, parseCalendarDate, type CalendarDate } from './dates';
import { nextAvailableStays, nextStaysWindow, refusedForDates } from './next-stays';
import { stayRefusals, type QuoteContext } from './quote';
import type { Season } from './seasons';
import { DEFAULT_BOOKING_TERMS } from './terms';

const d = (value: string) => parseCalendarDate(value)!;

// 2026-12-05, 12 and 19 are Saturdays; arrivals in the season are on Saturdays only.
const HIGH: Season = {
  id: 'high',
  name: 'High season',
  startDate: d('2026-11-01'),
  endDate: d('2027-01-31'),
  nightlyRate: 3000,
  minNights: 7,
  arrivalDays: [6],
  festive: false,
};

const context = (overrides: Partial<QuoteContext> = {}): QuoteContext => ({
  rental: { dailyRate: 1000, minStayDays: 3, maxGuests: 6, island: 'Sint Maarten', securityDeposit: 0 },
  seasons: [HIGH],
  terms: DEFAULT_BOOKING_TERMS,
  busy: [],
  today: d('2026-06-01'),
  ...overrides,
});

describe('nextAvailableStays', () => {
  it('offers the nearest free stays of the same length around taken dates, in date order', () => {
    const ctx = context({ busy: [{ checkIn: d('2026-09-10'), checkOut: d('2026-09-14') }] });
    const offered = nextAvailableStays(ctx, { checkIn: d('2026-09-11'), checkOut: d('2026-09-15') });
    expect(offered.map(({ checkIn, checkOut, nights }) => ({ checkIn, checkOut, nights }))).toEqual([
      { checkIn: d('2026-09-06'), checkOut: d('2026-09-10'), nights: 4 },
      { checkIn: d('2026-09-14'), checkOut: d('2026-09-18'), nights: 4 },
      { checkIn: d('2026-09-15'), checkOut: d('2026-09-19'), nights: 4 },
    ]);
    // 4 nights at $1,000 and Sint Maarten's tax.
    expect(offered[0]!.total).toBe(
      4000 + Math.round(4000 * 0.05) + Math.round((4000 * DEFAULT_BOOKING_TERMS.serviceFeePercent) / 100),
    );
  });

  it('offers Saturday arrivals in a season that allows only them, as long as its minimum stay', () => {
    // A Wednesday, four nights: the wrong day and too short.
    const offered = nextAvailableStays(context(), { checkIn: d('2026-12-09'), checkOut: d('2026-12-13') });
    expect(offered.map((stay) => [stay.checkIn, stay.checkOut])).toEqual([
      [d('2026-12-05'), d('2026-12-12')],
      [d('2026-12-12'), d('2026-12-19')],
      [d('2026-12-19'), d('2026-12-26')],
    ]);
  });

  it('never offers a date before today, nor the stay that was refused', () => {
    const today = d('2026-06-01');
    const offered = nextAvailableStays(context({ today }), { checkIn: d('2026-05-20'), checkOut: d('2026-05-25') });
    expect(offered[0]).toMatchObject({ checkIn: today, checkOut: d('2026-06-06') });
    expect(offered.every((stay) => stay.checkIn >= today)).toBe(true);
  });

  it('offers nothing when no stay of that length is free in the window', () => {
    const ctx = context({ busy: [{ checkIn: d('2026-06-01'), checkOut: d('2027-06-01') }] });
    expect(
      nextAvailableStays(ctx, { checkIn: d('2026-09-01'), checkOut: d('2026-09-05') }, { searchDays: 30 }),
    ).toEqual([]);
  });

  it('offers only stays the quote engine accepts, each as long as asked or its minimum, nearest first', () => {
    const date = fc.integer({ min: 0, max: 400 }).map((n) => addDays(d('2026-06-01'), n));
    const busy = fc.array(
      fc
        .tuple(date, fc.integer({ min: 1, max: 12 }))
        .map(([from, n]) => ({ checkIn: from, checkOut: addDays(from, n) })),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(busy, date, fc.integer({ min: 1, max: 10 }), (taken, checkIn, nights) => {
        const ctx = context({ busy: taken });
        const asked = { checkIn, checkOut: addDays(checkIn, nights) };
        const offered = nextAvailableStays(ctx, asked, { searchDays: 40 });
        expect(offered.length).toBeLessThanOrEqual(3);
        for (const stay of offered) {
          expect(stayRefusals(ctx, { ...stay, guests: 2 })).toEqual([]);
          expect(stay.nights).toBe(daysBetween(stay.checkIn, stay.checkOut));
          expect(stay.nights).toBeGreaterThanOrEqual(nights);
          expect(Math.abs(daysBetween(checkIn, stay.checkIn))).toBeLessThanOrEqual(40);
          if (stay.checkIn >= HIGH.startDate && stay.checkIn <= HIGH.endDate) expect(isoWeekday(stay.checkIn)).toBe(6);
        }
        // Nearest first: no accepted stay of the asked length starts closer than the farthest one offered.
        if (offered.length === 3) {
          const farthest = Math.max(...offered.map((stay) => Math.abs(daysBetween(checkIn, stay.checkIn))));
          for (let distance = 1; distance < farthest; distance++) {
            for (const start of [addDays(checkIn, -distance), addDays(checkIn, distance)] as CalendarDate[]) {
              if (start < ctx.today || offered.some((stay) => stay.checkIn === start)) continue;
              const refused = stayRefusals(ctx, { checkIn: start, checkOut: addDays(start, nights), guests: 2 });
              if (refused.length === 0) expect.fail(`${start} is nearer and bookable`);
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('refusedForDates', () => {
  it('is true when other dates could answer the refusal', () => {
    expect(refusedForDates(['not_free'])).toBe(true);
    expect(refusedForDates(['arrival_day', 'too_short', 'too_many_guests'])).toBe(true);
    expect(refusedForDates(['too_many_guests'])).toBe(false);
    expect(refusedForDates(['check_out_missing'])).toBe(false);
    expect(refusedForDates([])).toBe(false);
  });
});

describe('nextStaysWindow', () => {
  it('reads from the search’s first day (not before today) to past its last possible check-out', () => {
    const window = nextStaysWindow({ checkIn: d('2026-07-01'), checkOut: d('2026-07-08') }, d('2026-06-15'));
    expect(window.from).toBe(d('2026-06-15'));
    expect(window.to).toBe(addDays(d('2026-07-08'), 90 + 31));
  });
});
