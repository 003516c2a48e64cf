import { describe, expect, it } from 'vitest';
import { islandMidnight, type CalendarDate } from '#app/domain/booking/dates';
import { isDue } from './schedule';

/** `hours` past midnight on the islands on `day`. */
const at = (day: string, hours: number) => new Date(islandMidnight(day as CalendarDate).getTime() + hours * 3_600_000);

describe('isDue', () => {
  it('sends instant alerts at every run', () => {
    expect(isDue('instant', at('2026-12-01', 3).toISOString(), at('2026-12-01', 3))).toBe(true);
  });
  it('sends a daily digest once per island day, from 8:00', () => {
    expect(isDue('daily', null, at('2026-12-01', 7.9))).toBe(false);
    expect(isDue('daily', null, at('2026-12-01', 8))).toBe(true);
    const sent = at('2026-12-01', 8.1).toISOString();
    expect(isDue('daily', sent, at('2026-12-01', 23))).toBe(false);
    expect(isDue('daily', sent, at('2026-12-02', 7))).toBe(false);
    expect(isDue('daily', sent, at('2026-12-02', 8))).toBe(true);
  });
  it('sends a weekly digest seven island days after the last', () => {
    const sent = at('2026-12-01', 9).toISOString();
    expect(isDue('weekly', sent, at('2026-12-07', 12))).toBe(false);
    expect(isDue('weekly', sent, at('2026-12-08', 8))).toBe(true);
  });
});
