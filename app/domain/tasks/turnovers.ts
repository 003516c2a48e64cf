import { daysBetween, type CalendarDate } from '#app/domain/booking/dates';
import type { StaySource, StayStatus } from '#app/domain/entities';
import { stayMakesTasks } from './plan';
import { UNFINISHED_STATES, type TaskState } from './states';

/**
 * Same-day turnovers and overdue tasks (issue 30, items 3–4). The database computes same-day turnovers for the
 * lists (the same_day_turnovers view, supabase/migrations/20261209000000_turnovers.sql) with the same rule:
 * a stay that makes turnover work leaves a villa on the day another arrives.
 */

export interface TurnoverStay {
  id: string;
  rentalId: string;
  status: StayStatus;
  source: StaySource;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
}

export interface SameDayTurnover {
  rentalId: string;
  day: CalendarDate;
  departingStayId: string;
  arrivingStayId: string;
}

/** Every day one party leaves a villa and the next arrives, by day then villa. */
export function sameDayTurnovers(stays: readonly TurnoverStay[]): SameDayTurnover[] {
  const working = stays.filter((stay) => stayMakesTasks(stay.status, stay.source));
  const arrivals = new Map<string, TurnoverStay[]>();
  for (const stay of working) {
    const key = `${stay.rentalId} ${stay.checkIn}`;
    arrivals.set(key, [...(arrivals.get(key) ?? []), stay]);
  }
  const found: SameDayTurnover[] = [];
  for (const departing of working) {
    for (const arriving of arrivals.get(`${departing.rentalId} ${departing.checkOut}`) ?? []) {
      if (arriving.id === departing.id) continue;
      found.push({
        rentalId: departing.rentalId,
        day: departing.checkOut,
        departingStayId: departing.id,
        arrivingStayId: arriving.id,
      });
    }
  }
  return found.sort((a, b) => (a.day === b.day ? a.rentalId.localeCompare(b.rentalId) : a.day < b.day ? -1 : 1));
}

/** How many days late an unfinished task is on `today` (0: not late, or finished). */
export function daysOverdue(task: { dueOn: CalendarDate; state: TaskState }, today: CalendarDate): number {
  if (!(UNFINISHED_STATES as readonly TaskState[]).includes(task.state)) return 0;
  return Math.max(0, daysBetween(task.dueOn, today));
}
