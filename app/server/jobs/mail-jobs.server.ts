import { deliverDueMessages, type DeliveryOptions } from '#app/server/mail/worker.server';
import type { Job } from './runner.server';

/** The mail outbox's delivery (app/server/mail/worker.server.ts), every few seconds (MAIL_WORKER_INTERVAL_SECONDS). */

export const DELIVER_MAIL_JOB = 'deliver-mail';

export function deliverMailJob(options: Omit<DeliveryOptions, 'signal'>, intervalMs: number): Job {
  return {
    name: DELIVER_MAIL_JOB,
    intervalMs,
    async run({ signal }) {
      const report = await deliverDueMessages({ ...options, signal });
      // A run with nothing due is quiet (debug); one that moved messages says what it did.
      return report.claimed > 0 ? { ...report } : undefined;
    },
  };
}
