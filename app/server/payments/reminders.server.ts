import { islandToday } from '#app/domain/booking/dates';
import { summarizeLedger } from '#app/domain/payments/ledger';
import { remindersOn } from '#app/domain/payments/reminders';
import { bookingQueries } from '#app/server/bookings/queries.server';
import type { Capabilities } from '#app/server/capabilities.server';
import type { Job } from '#app/server/jobs/runner.server';
import { log } from '#app/server/log.server';
import { paymentQueries } from './queries.server';
import { entryFromRow, scheduleFromRows } from './stay-payments.server';

/**
 * The payment reminders' job (issue 28, item 4): every 15 minutes, the stays that may need a reminder today
 * (…_payment_reminders.sql `payment_reminder_stays`: something falls due within 15 days or is overdue, the
 * first payment is 3 days old, or a security deposit was paid back) are read with their schedule and ledger,
 * remindersOn (app/domain/payments/reminders.ts) says which reminders each needs, and each is recorded and
 * queued in the outbox at most once (`queue_payment_reminder`: the key is the primary key, so a second run,
 * or another instance at the same moment, queues nothing). The clock is injected so tests move the day.
 */

export const PAYMENT_REMINDERS_INTERVAL_MS = 15 * 60_000;
/** Stays whose next payment falls due within this many days are read; the others need nothing today. */
export const REMINDER_HORIZON_DAYS = 15;

export interface RemindersReport {
  stays: number;
  queued: number;
  superseded: number;
  failed: number;
}

export async function sendPaymentReminders(
  capabilities: Capabilities,
  clock: () => Date = () => new Date(),
  signal?: AbortSignal,
): Promise<RemindersReport> {
  const today = islandToday(clock());
  const payments = capabilities.use(paymentQueries);
  const bookings = capabilities.use(bookingQueries);
  const stays = await payments.reminderStays(today, REMINDER_HORIZON_DAYS);
  const report: RemindersReport = { stays: stays.length, queued: 0, superseded: 0, failed: 0 };
  for (const { stayId, sent } of stays) {
    if (signal?.aborted) break;
    try {
      const [stay, stored, entries] = await Promise.all([
        bookings.getStay(stayId),
        payments.getSchedule(stayId),
        payments.listEntries(stayId),
      ]);
      if (!stay || !stored || stored.schedule.retained !== null) continue;
      const schedule = scheduleFromRows(stay, stored.schedule, stored.instalments);
      const summary = summarizeLedger(schedule, entries.map(entryFromRow), today);
      const due = remindersOn(schedule, summary, today, {
        cancelled: stay.status !== 'option' && stay.status !== 'confirmed',
        sent: new Set(sent),
      });
      // Superseded first: a run that stops in between never leaves an older reminder to be sent later.
      for (const reminder of due.superseded) {
        await payments.queueReminder(stayId, reminder, true);
        report.superseded += 1;
      }
      for (const reminder of due.send) {
        if (await payments.queueReminder(stayId, reminder)) report.queued += 1;
      }
    } catch (error) {
      report.failed += 1;
      log.error('payment reminders not queued', { stayId, error });
    }
  }
  return report;
}

/** The periodic job; several instances take turns through the runner's lock, and the key keeps each once anyway. */
export function paymentRemindersJob(
  capabilities: Capabilities,
  clock: () => Date = () => new Date(),
  intervalMs = PAYMENT_REMINDERS_INTERVAL_MS,
): Job {
  return {
    name: 'payment-reminders',
    intervalMs,
    async run({ signal }) {
      const report = await sendPaymentReminders(capabilities, clock, signal);
      return report.queued + report.superseded + report.failed > 0 ? { ...report } : undefined;
    },
  };
}
