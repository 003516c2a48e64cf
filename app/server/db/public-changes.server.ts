import type { Client, Notification } from 'pg';
import type { QueryRunner } from '#app/server/backend/query';
import { supabaseExecutor } from '#app/server/backend/supabase-executor.server';
import type { Env } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import { serverOnlyClient } from '#app/server/supabase.server';

/**
 * Keeping several instances' caches true to the database (issue 16, item 3).
 *
 * Each instance keeps rendered pages, list counts, the booking terms and seasons, and the exchange rate in
 * memory; each registers itself here (`onPublicChange`). A write through this instance clears them at once
 * (backend/after-writes.server.ts). A write anywhere else —
 * another instance, a background job, an operator in psql — reaches every instance through the database:
 * a statement-level trigger on each table visitors read from notifies `island_estates_public_changes` when
 * its transaction commits (supabase/migrations/…_several_instances.sql), and each instance on PostgreSQL
 * LISTENs there on a connection of its own. Within milliseconds of the commit, every instance's caches are
 * empty; the next visitor's request renders from the database.
 *
 * That connection is the one thing that can be lost: it reconnects with back-off, and on reconnecting
 * clears the caches (a change may have been missed meanwhile). Until then the caches' minute-long lifetime
 * bounds how stale a page can be.
 *
 * Supabase offers an app outside its network no LISTEN. There each instance asks every second for the
 * changes recorded in the last minute (the same trigger writes them; `recent_public_changes()`, one small
 * PostgREST call) and clears its caches when one it has not seen appears (docs/decisions/013-shared-limits.md).
 *
 * DATABASE_URL must reach PostgreSQL directly or through a session-mode pooler: a transaction-mode pooler
 * (PgBouncer's `pool_mode = transaction`, Supabase's port 6543) does not carry LISTEN.
 */

export const PUBLIC_CHANGES_CHANNEL = 'island_estates_public_changes';

/**
 * The caches of what visitors see, by name. On globalThis, like the caches themselves: a module loaded twice
 * (the dev server's reloads, the production server and its bundle) still clears the one set of caches, and a
 * reloaded cache replaces its own entry instead of adding a second.
 */
const listeners: Map<string, () => void> = ((
  globalThis as { __islandEstatesPublicChangeListeners?: Map<string, () => void> }
).__islandEstatesPublicChangeListeners ??= new Map());

/** A cache of what visitors see registers how it is emptied, once, where it is defined. */
export function onPublicChange(name: string, clear: () => void): void {
  listeners.set(name, clear);
}

/** Empties every cache of what visitors see, in this process. */
export function clearPublicCaches(): void {
  for (const clear of listeners.values()) clear();
}

export interface PublicChangesListener {
  /** Settles once listening (the first time); tests wait for it. */
  readonly listening: Promise<void>;
  /** Whether the connection is up and LISTENing now. */
  isListening(): boolean;
  stop(): Promise<void>;
}

export interface ListenOptions {
  /** Called with the table that changed, or null when changes may have been missed (after a reconnect). */
  onChange?: (table: string | null) => void;
  /** Waits before each reconnection attempt, the last repeated (ms). */
  retryDelaysMs?: readonly number[];
  connectTimeoutMs?: number;
}

const DEFAULT_RETRY_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];

export function listenForPublicChanges(url: string, options: ListenOptions = {}): PublicChangesListener {
  const onChange = options.onChange ?? (() => clearPublicCaches());
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let client: Client | null = null;
  let stopped = false;
  let failures = 0;
  let everListened = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let markListening!: () => void;
  const listening = new Promise<void>((resolve) => (markListening = resolve));

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 1_000;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    // Never what keeps the process alive.
    retry.unref();
  };

  /** The connection ended or failed: forget it, and try again. */
  const lost = (lostClient: Client, error?: unknown) => {
    if (client !== lostClient) return;
    client = null;
    if (stopped) return;
    log.warn('public changes: connection lost; reconnecting (caches are cleared once it is back)', { error });
    lostClient.end().catch(() => undefined);
    scheduleReconnect();
  };

  async function connect() {
    if (stopped) return;
    const { default: pg } = await import('pg');
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
      // The session sits idle between notifications; keepalives tell a dead peer from a quiet one.
      keepAlive: true,
      application_name: 'island-estates public changes',
    });
    next.on('notification', (message: Notification) => {
      if (message.channel === PUBLIC_CHANGES_CHANNEL) onChange(message.payload ?? null);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${PUBLIC_CHANGES_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      if (stopped) return;
      if (failures === 0 || failures === delays.length) {
        log.warn('public changes: cannot listen; retrying', { error });
      }
      scheduleReconnect();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (everListened) {
      log.info('public changes: listening again');
      // Whatever changed while nobody listened.
      onChange(null);
    }
    everListened = true;
    failures = 0;
    markListening();
  }

  void connect();

  return {
    listening,
    isListening: () => client !== null,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      retry = undefined;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}

export interface PublicChangesPoller {
  /** Asks once (the timer does it every interval; tests call it directly). */
  poll(): Promise<void>;
  stop(): void;
}

export const POLL_INTERVAL_MS = 1_000;

/**
 * Asks `runner` (any actor may) for the changes of the last minute, every `intervalMs`, and calls `onChange`
 * when one appears that the last answer did not have. A change's row shows from its commit, so one that
 * commits late (its id smaller than others already seen) is still new here. The first answer, and the first
 * after failures, clear the caches too: a change may have come and gone unseen meanwhile.
 */
export function pollPublicChanges(
  runner: QueryRunner,
  options: { intervalMs?: number; onChange?: (table: string | null) => void; start?: boolean } = {},
): PublicChangesPoller {
  const onChange = options.onChange ?? (() => clearPublicCaches());
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
  /** The ids of the last answer; null before the first or after a failure. */
  let seen: Set<number> | null = null;
  let failing = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function poll() {
    let ids: number[];
    try {
      const { rows } = await runner.run({ kind: 'rpc', fn: 'recent_public_changes', args: {} });
      ids = ((rows[0]?.value ?? []) as (number | string)[]).map(Number);
    } catch (error) {
      if (!failing)
        log.warn('public changes: the database did not answer; caches expire on their own meanwhile', { error });
      failing = true;
      seen = null;
      return;
    }
    if (failing) log.info('public changes: the database answers again');
    failing = false;
    const previous = seen;
    seen = new Set(ids);
    if (previous === null || ids.some((id) => !previous.has(id))) onChange(null);
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void poll().finally(schedule), intervalMs);
    // Never what keeps the process alive.
    timer.unref();
  };
  if (options.start !== false) schedule();

  return {
    poll,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

const state = ((
  globalThis as { __islandEstatesPublicChanges?: { poller?: PublicChangesPoller } }
).__islandEstatesPublicChanges ??= {});

/**
 * On Supabase, starts this process's poller (once), through a client of its own with the anon key: the
 * function says only that something changed. Stopped by `stopPublicChangesPolling()` at shutdown.
 */
export function startPublicChangesPolling(
  env: Pick<Env, 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'>,
  options: { fetch?: typeof fetch; intervalMs?: number } = {},
): PublicChangesPoller {
  if (!env.SUPABASE_ANON_KEY) throw new Error('SUPABASE_ANON_KEY is not set');
  state.poller ??= pollPublicChanges(supabaseExecutor(serverOnlyClient(env, env.SUPABASE_ANON_KEY, options.fetch)), {
    intervalMs: options.intervalMs,
  });
  return state.poller;
}

export function stopPublicChangesPolling(): void {
  state.poller?.stop();
  state.poller = undefined;
}
