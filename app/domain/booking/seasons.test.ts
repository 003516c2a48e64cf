import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from './dates';
import { nightlyRates, type Season } from './seasons';

const d = (value: string) => parseCalendarDate(value)!;
const season = (start: string, end: string, nightlyRate: number): Season => ({
  id: start,
  name: 'Season',
  startDate: d(start),
  endDate: d(end),
  nightlyRate,
  minNights: 3,
  arrivalDays: null,
  festive: false,
});

describe('nightlyRates', () => {
  it('names the lowest rate from today on, and whether the rates vary', () => {
    const today = d('2026-06-01');
    expect(nightlyRates(2400, [], today)).toEqual({ from: 2400, varies: false });
    expect(nightlyRates(2400, [season('2026-12-01', '2027-04-30', 3000)], today)).toEqual({ from: 2400, varies: true });
    expect(nightlyRates(2400, [season('2026-07-01', '2026-08-31', 1800)], today)).toEqual({ from: 1800, varies: true });
    // A season over before today changes nothing.
    expect(nightlyRates(2400, [season('2026-01-01', '2026-05-31', 1500)], today)).toEqual({
      from: 2400,
      varies: false,
    });
  });
});
