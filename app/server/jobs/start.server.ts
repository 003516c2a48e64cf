import { readFileSync } from 'node:fs';
import { islandMidnight, parseCalendarDate } from '#app/domain/booking/dates';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { optionsExpiryBackend, serviceBackend } from '#app/server/bookings/service-backend.server';
import { mailQueries } from '#app/server/mail/outbox.server';
import { statementMailQueries } from '#app/server/homeowners/statement-mail.server';
import { paymentQueries } from '#app/server/payments/queries.server';
import { paymentRemindersJob } from '#app/server/payments/reminders.server';
import { getEnv, type Env } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import { mailSettings } from '#app/server/mail/compose.server';
import { transportFromEnv, transportTarget } from '#app/server/mail/transport.server';
import { mediaSweepJob } from '#app/server/media/media.server';
import { embeddedMediaStore } from '#app/server/media/store.server';
import { expireOptionsJob, syncCalendarFeedsJob } from './booking-jobs.server';
import { homeownerAccountQueries } from '#app/server/homeowners/accounts.server';
import { deliverMailJob } from './mail-jobs.server';
import { vendorLinkQueries } from '#app/server/tasks/vendor-links.server';
import { vendorMorningJob } from '#app/server/tasks/vendor-mail.server';
import { alertQueries } from '#app/server/alerts/queries.server';
import { searchAlertsJob } from '#app/server/alerts/job.server';
import { retentionJob } from '#app/server/privacy/retention-job.server';
import { postgresJobLock } from './lock.server';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './runner.server';

/**
 * The server's background jobs, started by server.ts once the database is ready and stopped by its
 * graceful shutdown before the database closes. Never in tests: the integration tests drive jobs directly.
 *
 *   expire-options        every minute        options past their deadline release their dates
 *   sync-calendar-feeds   ICAL_SYNC_INTERVAL  every villa's imported iCal feeds (0: only 'Sync now')
 *   deliver-mail          MAIL_WORKER_INTERVAL_SECONDS (5 s)  the mail outbox: SMTP_URL or the .eml folder
 *   sweep-orphan-media    every 6 hours       stored image files left without a row (embedded store)
 *   payment-reminders     PAYMENT_REMINDERS_INTERVAL_SECONDS (15 min)  payment reminders due today, each once
 *   vendor-morning-mail   VENDOR_MAIL_INTERVAL_SECONDS (15 min)  from 7:00 on the islands, each vendor's e-mail of the day, once
 *   search-alerts         SEARCH_ALERTS_INTERVAL_SECONDS (5 min)  saved searches' alerts, each listing to each search once
 *   retention             RETENTION_INTERVAL_SECONDS (6 h)  leads without activity and old e-mails anonymised, once
 *
 * JOBS=0 turns them all off (say, on all instances but one, or while debugging).
 *
 * server.ts takes it from the app's build (entry.server.tsx re-exports it), so the jobs use the very modules the
 * pages do.
 */
export async function startServerJobs(
  options: { env?: Env; runner?: JobRunnerOptions } = {},
): Promise<JobRunner | null> {
  const env = options.env ?? getEnv();
  if (env.NODE_ENV === 'test') return null;
  if (!env.JOBS) {
    log.info('background jobs are off (JOBS=0)');
    return null;
  }

  // Several instances on one PostgreSQL server take turns; PGlite (one process) and Supabase need no lock.
  const lock =
    env.backend === 'embedded' && env.DATABASE_URL.kind === 'postgres'
      ? postgresJobLock(env.DATABASE_URL.url)
      : undefined;
  const runner = createJobRunner({ lock, ...options.runner });

  runner.register(expireOptionsJob(await optionsExpiryBackend({ env })));
  if (env.ICAL_SYNC_INTERVAL_MINUTES === 0) {
    log.info("periodic calendar feed syncing is off (ICAL_SYNC_INTERVAL_MINUTES=0); 'Sync now' still works");
  } else {
    const service = await serviceBackend(undefined, { env });
    if (service) runner.register(syncCalendarFeedsJob(service, env.ICAL_SYNC_INTERVAL_MINUTES * 60_000));
  }

  await registerMailDelivery(runner, env);

  // Payment reminders, as the service role (on Supabase: SUPABASE_SERVICE_ROLE_KEY, as mail delivery).
  await registerClockedJob(runner, env, 'Payment reminders', paymentRemindersJob, {
    todayFile: env.PAYMENT_REMINDERS_TODAY_FILE,
    intervalSeconds: env.PAYMENT_REMINDERS_INTERVAL_SECONDS,
  });
  // The vendors' morning e-mails (issue 30, item 5), as the service role, from the morning hour on the islands.
  await registerClockedJob(runner, env, 'Vendors’ morning e-mail', vendorMorningJob, {
    todayFile: env.VENDOR_MAIL_TODAY_FILE,
    intervalSeconds: env.VENDOR_MAIL_INTERVAL_SECONDS,
  });
  // Saved searches' alerts (issue 31, item 1), as the service role: instant ones every run, digests from 8:00.
  await registerClockedJob(runner, env, 'Search alerts', searchAlertsJob, {
    todayFile: env.SEARCH_ALERTS_TODAY_FILE,
    intervalSeconds: env.SEARCH_ALERTS_INTERVAL_SECONDS,
  });
  // Retention (issue 32, item 5), as the service role: leads and e-mails past the owners' periods anonymised.
  await registerClockedJob(runner, env, 'Retention', retentionJob, {
    todayFile: env.RETENTION_TODAY_FILE,
    intervalSeconds: env.RETENTION_INTERVAL_SECONDS,
  });

  // The embedded store's image files left without a row (a crash between writing them and the row).
  const media = embeddedMediaStore(env);
  const mediaRows = media ? await serviceBackend('Media sweep', { env }) : null;
  if (media && mediaRows) runner.register(mediaSweepJob(mediaRows, media));

  runner.start();
  return runner;
}

/**
 * The mail outbox's worker, as the service role. On Supabase it needs SUPABASE_SERVICE_ROLE_KEY: without it
 * messages stay queued (none is lost) until a server with the key delivers them.
 */
async function registerMailDelivery(runner: JobRunner, env: Env): Promise<void> {
  if (env.backend === 'supabase' && !env.SUPABASE_SERVICE_ROLE_KEY) {
    log.warn(
      'mail delivery is off on Supabase: SUPABASE_SERVICE_ROLE_KEY is not set; e-mails stay queued in the outbox',
    );
    return;
  }
  const service = await serviceBackend('Mail delivery', { env });
  if (!service) return;
  const store = {
    ...service.use(mailQueries),
    ...service.use(bookingQueries),
    ...service.use(paymentQueries),
    ...service.use(homeownerAccountQueries),
    ...service.use(statementMailQueries),
    ...service.use(vendorLinkQueries),
    savedSearchMailOfMessage: service.use(alertQueries).savedSearchMailOfMessage,
  };
  runner.register(
    deliverMailJob(
      { store, transport: transportFromEnv(env), settings: mailSettings(env) },
      env.MAIL_WORKER_INTERVAL_SECONDS * 1_000,
    ),
  );
  log.info('mail delivery', { via: env.SMTP_URL ? 'smtp' : 'folder', to: transportTarget(env) });
}

type ServiceCapabilities = NonNullable<Awaited<ReturnType<typeof serviceBackend>>>;

/**
 * A job that runs as the service role on its own pace and reads the time from `clock` (the payment reminders, the
 * vendors' mornings): the end-to-end journeys' day file stands in for the clock when it is set.
 */
async function registerClockedJob(
  runner: JobRunner,
  env: Env,
  label: string,
  job: (
    capabilities: ServiceCapabilities,
    clock: (() => Date) | undefined,
    intervalMs: number,
  ) => Parameters<JobRunner['register']>[0],
  { todayFile, intervalSeconds }: { todayFile: string | undefined; intervalSeconds: number },
): Promise<void> {
  const capabilities = await serviceBackend(label, { env });
  if (capabilities)
    runner.register(job(capabilities, todayFile ? fileClock(todayFile) : undefined, intervalSeconds * 1000));
}

/**
 * The end-to-end journeys' clock for the payment reminders (PAYMENT_REMINDERS_TODAY_FILE) and the vendors' morning
 * e-mail (VENDOR_MAIL_TODAY_FILE): noon on the islands
 * of the day the file holds, read at every run; the real time while the file is missing, empty or not a date.
 */
function fileClock(file: string): () => Date {
  return () => {
    try {
      const day = parseCalendarDate(readFileSync(file, 'utf8').trim());
      return day ? new Date(islandMidnight(day).getTime() + 12 * 60 * 60 * 1000) : new Date();
    } catch {
      return new Date();
    }
  };
}
