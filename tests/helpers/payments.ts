import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { fixPaymentSchedule } from '#app/domain/payments/schedule';

/** '2027-03-06' as a calendar date (tests only: a bad literal throws). */
export const day = (value: string): CalendarDate => parseCalendarDate(value)!;

/**
 * The payments tests' stay: fixed Nov 20, 2026 — deposit $3,704 due Nov 27; balance $8,641 and security
 * deposit $5,000 due Jan 5; stay Mar 6–13, 2027.
 */
export const EXAMPLE_SCHEDULE = fixPaymentSchedule(
  {
    checkIn: day('2027-03-06'),
    checkOut: day('2027-03-13'),
    total: 12_345,
    securityDeposit: 5_000,
    festive: false,
    currency: 'USD',
  },
  { depositPercent: 30, depositDueDays: 7, balanceDaysBefore: 60, festiveBalanceDaysBefore: 90 },
  day('2026-11-20'),
);
