import { addDays, type CalendarDate } from '#app/domain/booking/dates';
import { outstandingDueOn, type LedgerSummary } from '#app/domain/payments/ledger';
import type { PaymentSchedule } from '#app/domain/payments/schedule';

/**
 * Which payment reminders a stay needs on a day (issue 28, item 4); the outbox sends them, each once, in the
 * guest's language. The rules:
 * - the first payment not received 3 days after the schedule was fixed;
 * - the balance 14 and 3 days before its due date;
 * - overdue the day after a due date, to the guest and to staff;
 * - the security deposit returned, once it has been paid back after departure.
 * Nothing once the amount is paid; nothing for a cancelled stay. A reminder whose day passed unsent (the job
 * did not run) is still sent while it is the latest of its instalment's; an older one is superseded, not sent late.
 */

export type ReminderKind =
  | 'first-payment'
  | 'balance-14-days'
  | 'balance-3-days'
  | 'overdue-guest'
  | 'overdue-staff'
  | 'security-deposit-returned';

export interface Reminder {
  kind: ReminderKind;
  /** unique per stay: the outbox keeps it so a reminder goes once ('balance-3-days:2027-01-05') */
  key: string;
  /** the day it is meant for */
  on: CalendarDate;
  /** the due date and what is still to pay of everything due that day (0 for the security deposit's return) */
  due: CalendarDate | null;
  amount: number;
}

export interface RemindersToday {
  send: Reminder[];
  /** older reminders of the same payment that a later one replaces: to mark as done without sending */
  superseded: Reminder[];
}

export const FIRST_PAYMENT_REMINDER_DAYS = 3;
export const BALANCE_REMINDER_DAYS_BEFORE = [14, 3] as const;

export function remindersOn(
  schedule: PaymentSchedule,
  ledger: LedgerSummary,
  today: CalendarDate,
  facts: { cancelled: boolean; sent: ReadonlySet<string> },
): RemindersToday {
  const result: RemindersToday = { send: [], superseded: [] };
  if (facts.cancelled) return result;

  // The instalments due on one day are asked together (the balance and the security deposit).
  const dueDates = [...new Set(ledger.instalments.map((step) => step.due))];
  dueDates.forEach((due, index) => {
    const outstanding = outstandingDueOn(ledger.instalments, due);
    if (outstanding === 0) return;
    const make = (kind: ReminderKind, on: CalendarDate): Reminder => ({
      kind,
      key: `${kind}:${due}`,
      on,
      due,
      amount: outstanding,
    });
    const before =
      index === 0
        ? [make('first-payment', addDays(schedule.fixedOn, FIRST_PAYMENT_REMINDER_DAYS))]
        : BALANCE_REMINDER_DAYS_BEFORE.map((days) =>
            make(days === 14 ? 'balance-14-days' : 'balance-3-days', addDays(due, -days)),
          );
    const after = addDays(due, 1);
    // A reminder meant for the day the schedule was fixed or before is the confirmation's own instructions.
    const chain = [
      ...before.filter((reminder) => reminder.on > schedule.fixedOn && reminder.on <= due),
      make('overdue-guest', after),
    ];
    const reached = chain.filter((reminder) => reminder.on <= today && !facts.sent.has(reminder.key));
    const latest = reached.at(-1);
    if (!latest) return;
    result.superseded.push(...reached.slice(0, -1));
    result.send.push(latest);
    if (latest.kind === 'overdue-guest' && !facts.sent.has(`overdue-staff:${due}`)) {
      result.send.push({ ...latest, kind: 'overdue-staff', key: `overdue-staff:${due}` });
    }
  });

  // Paid back after departure: a refund recorded and nothing left to refund.
  const refunded = ledger.entries.some(({ entry, reversed }) => entry.kind === 'refund' && !reversed);
  const returned = 'security-deposit-returned';
  const isReturned = schedule.securityDeposit > 0 && today >= schedule.checkOut && refunded && ledger.toRefund === 0;
  if (isReturned && !facts.sent.has(returned)) {
    result.send.push({ kind: returned, key: returned, on: today, due: null, amount: 0 });
  }
  return result;
}
