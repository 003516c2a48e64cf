import { log as appLog } from '#app/server/log.server';

/**
 * The one runner of the server's periodic jobs (option deadlines, calendar feeds, later the mail outbox).
 *
 * Each job runs once shortly after start and then every `intervalMs`. A job never overlaps itself: a tick
 * that arrives while the previous run is still going is skipped. A failing run is logged and the next tick
 * runs as usual; nothing a job does can crash the process. `stop()` cancels the timers and waits for the
 * runs in progress (up to a deadline), so the database is closed after them.
 *
 * Several server instances may share one database: the optional `lock` lets one of them run a job at a
 * time (jobs/lock.server.ts); the others skip that tick. Jobs are written to be idempotent all the same.
 */

/** What a run reports; logged with the run's duration. Nothing (undefined): the run had nothing to do. */
export type JobReport = Record<string, string | number | boolean>;

export interface Job {
  /** Also the lock's name: one name, one job, whatever the instance. */
  name: string;
  intervalMs: number;
  /** `signal` aborts when the runner stops: a long job may end early at a safe point. */
  run(context: { signal: AbortSignal }): Promise<JobReport | void>;
}

export type LockedRun<T> = { acquired: true; value: T } | { acquired: false };

/** Lets one instance at a time run a job (by name) among all that share the lock. */
export interface JobLock {
  withLock<T>(name: string, work: () => Promise<T>): Promise<LockedRun<T>>;
}

/** How a tick ended: the job ran (or failed), or it was skipped and why. */
export type TickOutcome = 'ran' | 'failed' | 'overlap' | 'locked' | 'stopped';

type Logger = Pick<typeof appLog, 'debug' | 'info' | 'warn' | 'error'>;

export interface JobRunnerOptions {
  /** Before the first run of each job (default 5 s): start-up finishes first. */
  initialDelayMs?: number;
  /** How long `stop()` waits for runs in progress before giving up on them (default 8 s). */
  stopTimeoutMs?: number;
  lock?: JobLock;
  log?: Logger;
}

export interface JobRunner {
  register(job: Job): void;
  /** Schedules every registered job (and those registered later). */
  start(): void;
  /** Runs a job now, as a timer tick would (tests, and staff tools that want a run at once). */
  tick(name: string): Promise<TickOutcome>;
  /** Names of the jobs running at this moment. */
  running(): string[];
  stop(): Promise<void>;
}

interface Scheduled {
  job: Job;
  timers: ReturnType<typeof setTimeout>[];
  current?: Promise<TickOutcome>;
}

export const DEFAULT_INITIAL_DELAY_MS = 5_000;
export const DEFAULT_STOP_TIMEOUT_MS = 8_000;

export function createJobRunner(options: JobRunnerOptions = {}): JobRunner {
  const log = options.log ?? appLog;
  const initialDelayMs = options.initialDelayMs ?? DEFAULT_INITIAL_DELAY_MS;
  const jobs = new Map<string, Scheduled>();
  const stopping = new AbortController();
  let started = false;

  function schedule(entry: Scheduled) {
    const onTick = () => void tick(entry.job.name);
    const first = setTimeout(() => {
      onTick();
      const every = setInterval(onTick, entry.job.intervalMs);
      every.unref();
      entry.timers.push(every);
    }, initialDelayMs);
    // Never what keeps the process alive.
    first.unref();
    entry.timers.push(first);
  }

  async function execute({ job }: Scheduled): Promise<TickOutcome> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const work = () => job.run({ signal: stopping.signal });
      const result: LockedRun<JobReport | void> = options.lock
        ? await options.lock.withLock(job.name, work)
        : { acquired: true, value: await work() };
      if (!result.acquired) {
        log.debug('job skipped: another instance is running it', { job: job.name });
        return 'locked';
      }
      // A run with something to say is worth a line; the quiet ones only at debug level.
      if (result.value) log.info('job ran', { job: job.name, ms: ms(), ...result.value });
      else log.debug('job ran', { job: job.name, ms: ms() });
      return 'ran';
    } catch (error) {
      log.error('job failed', { job: job.name, ms: ms(), error });
      return 'failed';
    }
  }

  async function tick(name: string): Promise<TickOutcome> {
    const entry = jobs.get(name);
    if (!entry) throw new Error(`No job named ${name}`);
    if (stopping.signal.aborted) return 'stopped';
    if (entry.current) {
      log.warn('job still running: tick skipped', { job: name, intervalMs: entry.job.intervalMs });
      return 'overlap';
    }
    const current = execute(entry);
    entry.current = current;
    void current.finally(() => {
      if (entry.current === current) entry.current = undefined;
    });
    return current;
  }

  const running = () => [...jobs.values()].filter((entry) => entry.current).map((entry) => entry.job.name);

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`A job named ${job.name} is registered already`);
      if (!(job.intervalMs > 0)) throw new RangeError(`Job ${job.name}: intervalMs must be positive`);
      const entry: Scheduled = { job, timers: [] };
      jobs.set(job.name, entry);
      if (started && !stopping.signal.aborted) schedule(entry);
    },

    start() {
      if (started || stopping.signal.aborted) return;
      started = true;
      for (const entry of jobs.values()) schedule(entry);
      log.info('jobs started', {
        jobs: [...jobs.values()].map(({ job }) => `${job.name} every ${formatInterval(job.intervalMs)}`).join(', '),
      });
    },

    tick,

    running,

    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      for (const entry of jobs.values()) for (const timer of entry.timers) clearTimeout(timer);
      const inProgress = [...jobs.values()].flatMap((entry) => (entry.current ? [entry.current] : []));
      if (inProgress.length > 0) {
        let deadline: ReturnType<typeof setTimeout> | undefined;
        const timedOut = new Promise<'timeout'>((resolve) => {
          deadline = setTimeout(() => resolve('timeout'), options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS);
        });
        const ended = await Promise.race([Promise.all(inProgress).then(() => 'done' as const), timedOut]);
        clearTimeout(deadline);
        // Each job's writes are atomic (one transaction or one function call), so leaving one is safe.
        if (ended === 'timeout') log.warn('jobs still running at shutdown: left unfinished', { jobs: running() });
      }
      if (started) log.info('jobs stopped');
    },
  };
}

function formatInterval(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms % 1_000 === 0) return `${ms / 1_000} s`;
  return `${ms} ms`;
}
