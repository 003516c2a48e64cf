import { describe, expect, it } from 'vitest';
import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import type { StaySource, StayStatus } from '#app/domain/entities';
import { daysOverdue, sameDayTurnovers, type TurnoverStay } from './turnovers';

const d = (value: string) => parseCalendarDate(value) as CalendarDate;
const stay = (
  id: string,
  rentalId: string,
  checkIn: string,
  checkOut: string,
  status: StayStatus = 'confirmed',
  source: StaySource = 'website',
): TurnoverStay => ({ id, rentalId, status, source, checkIn: d(checkIn), checkOut: d(checkOut) });

describe('same-day turnovers', () => {
  it('flags a departure and an arrival on the same day at the same villa', () => {
    expect(
      sameDayTurnovers([
        stay('b', 'azur', '2027-01-17', '2027-01-24'),
        stay('a', 'azur', '2027-01-10', '2027-01-17'),
        // Another villa the same day: not a turnover of Azur.
        stay('c', 'corail', '2027-01-17', '2027-01-20'),
        // A gap of a day: not the same day.
        stay('e', 'azur', '2027-01-25', '2027-01-30'),
      ]),
    ).toEqual([{ rentalId: 'azur', day: '2027-01-17', departingStayId: 'a', arrivingStayId: 'b' }]);
  });

  it('counts owners’ and imported stays, not cancelled stays, requests or maintenance blocks', () => {
    const base = stay('a', 'azur', '2027-01-10', '2027-01-17');
    expect(sameDayTurnovers([base, stay('f', 'azur', '2027-01-17', '2027-01-20', 'blocked', 'feed')])).toHaveLength(1);
    expect(
      sameDayTurnovers([base, stay('h', 'azur', '2027-01-17', '2027-01-20', 'blocked', 'homeowner-block')]),
    ).toHaveLength(1);
    expect(sameDayTurnovers([base, stay('x', 'azur', '2027-01-17', '2027-01-20', 'cancelled')])).toEqual([]);
    expect(sameDayTurnovers([base, stay('r', 'azur', '2027-01-17', '2027-01-20', 'requested')])).toEqual([]);
    expect(sameDayTurnovers([base, stay('m', 'azur', '2027-01-17', '2027-01-20', 'blocked', 'maintenance')])).toEqual(
      [],
    );
  });

  it('lists them by day, then villa', () => {
    const found = sameDayTurnovers([
      stay('a2', 'corail', '2027-01-05', '2027-01-09'),
      stay('b2', 'corail', '2027-01-09', '2027-01-12'),
      stay('a1', 'azur', '2027-01-05', '2027-01-09'),
      stay('b1', 'azur', '2027-01-09', '2027-01-12'),
      stay('c1', 'azur', '2027-01-12', '2027-01-14'),
    ]);
    expect(found.map((t) => `${t.day} ${t.rentalId}`)).toEqual([
      '2027-01-09 azur',
      '2027-01-09 corail',
      '2027-01-12 azur',
    ]);
  });
});

describe('overdue tasks', () => {
  it('counts the days an unfinished task is late, in the agency’s days', () => {
    expect(daysOverdue({ dueOn: d('2027-01-10'), state: 'open' }, d('2027-01-12'))).toBe(2);
    expect(daysOverdue({ dueOn: d('2027-01-10'), state: 'in-progress' }, d('2027-01-11'))).toBe(1);
    expect(daysOverdue({ dueOn: d('2027-01-10'), state: 'open' }, d('2027-01-10'))).toBe(0);
    expect(daysOverdue({ dueOn: d('2027-01-10'), state: 'done' }, d('2027-01-20'))).toBe(0);
    expect(daysOverdue({ dueOn: d('2027-01-10'), state: 'cancelled' }, d('2027-01-20'))).toBe(0);
  });
});
