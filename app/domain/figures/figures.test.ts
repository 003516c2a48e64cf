import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import { conversionFunnel, figurePeriods, leadsByWeek, occupancyByRental, occupancyShare } from './figures';

const d = (date: string) => date as CalendarDate;

describe('figurePeriods', () => {
  it('covers 26 Monday weeks up to this one, six months from this one, 30 days to today', () => {
    expect(figurePeriods(d('2026-03-18'))).toEqual({
      today: '2026-03-18',
      leadsSince: '2025-09-22',
      occupancyFrom: '2026-03-01',
      occupancyUntil: '2026-08-31',
      viewsSince: '2026-02-17',
    });
    // A Monday is its own week's first day; a Sunday belongs to the week before.
    expect(figurePeriods(d('2026-03-16')).leadsSince).toBe('2025-09-22');
    expect(figurePeriods(d('2026-03-15')).leadsSince).toBe('2025-09-15');
  });
});

describe('leadsByWeek', () => {
  it('gathers the rows of each week, oldest first', () => {
    expect(
      leadsByWeek([
        { week: d('2026-03-16'), source: 'booking', leads: 2 },
        { week: d('2026-03-09'), source: 'property', leads: 1 },
        { week: d('2026-03-16'), source: 'contact', leads: 3 },
      ]),
    ).toEqual([
      { week: '2026-03-09', counts: { property: 1, rental: 0, contact: 0, booking: 0, alert: 0, whatsapp: 0 } },
      { week: '2026-03-16', counts: { property: 0, rental: 0, contact: 3, booking: 2, alert: 0, whatsapp: 0 } },
    ]);
  });
});

describe('conversionFunnel', () => {
  it('counts a lead at a later stage as having reached the earlier ones; lost apart', () => {
    const funnel = conversionFunnel([
      { stage: 'new', leads: 4 },
      { stage: 'contacted', leads: 3 },
      { stage: 'qualified', leads: 2 },
      { stage: 'won', leads: 1 },
      { stage: 'lost', leads: 10 },
    ]);
    expect(funnel.map(({ stage, reached }) => [stage, reached])).toEqual([
      ['new', 20],
      ['contacted', 6],
      ['qualified', 3],
      ['won', 1],
      ['lost', 10],
    ]);
    expect(funnel[3]!.share).toBe(0.05);
  });

  it('has no shares without leads', () => {
    expect(conversionFunnel([]).every((step) => step.reached === 0 && step.share === 0)).toBe(true);
  });
});

describe('occupancy', () => {
  it('groups months by villa and gives the share of nights taken', () => {
    const month = { nights: 30, booked: 10, held: 3, blocked: 2 };
    const villas = occupancyByRental([
      { rental_id: 'a', title: 'A', month: d('2026-03-01'), ...month },
      { rental_id: 'a', title: 'A', month: d('2026-04-01'), ...month, booked: 0 },
      { rental_id: 'b', title: 'B', month: d('2026-03-01'), ...month },
    ]);
    expect(villas.map((villa) => [villa.title, villa.months.length])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
    expect(occupancyShare(month)).toBe(0.5);
    expect(occupancyShare({ nights: 0, booked: 0, held: 0, blocked: 0 })).toBe(0);
  });
});
