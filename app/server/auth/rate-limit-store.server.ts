import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { functionCaller } from '#app/server/backend/sql-executor.server';
import { supabaseExecutor } from '#app/server/backend/supabase-executor.server';
import type { QueryRunner } from '#app/server/backend/query';
import { getDatabase } from '#app/server/db/database.server';
import { getEnv, type Env } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import { serverOnlyClient } from '#app/server/supabase.server';

/**
 * Where the rate limits and the sign-in throttle (rate-limit.server.ts) keep their counts: one port, two
 * adapters (docs/decisions/013-shared-limits.md).
 *
 * - **database**: PostgreSQL or Supabase. Every instance on the database shares the counts, through four
 *   functions of the database (supabase/migrations/…_several_instances.sql, …_login_throttle.sql) called as the
 *   service role: the
 *   SQL executor on PostgreSQL, PostgREST with SUPABASE_SERVICE_ROLE_KEY on Supabase. Keys leave the server
 *   as SHA-256 digests, so no address or e-mail is stored. Should the database not answer, the counts are
 *   kept in this process until it does again (and that is logged): a limit is never a reason to refuse.
 * - **memory**: PGlite (one process opens its folder), and Supabase without the service-role key.
 *
 * The model is the same in both: a key's window opens at its first hit and lasts the limit's window; its
 * hits are counted in it; once closed, the next hit opens a new one.
 */
export interface WindowCount {
  /** Hits in the key's open window, this one included. */
  hits: number;
  /** Until the window closes (its hits are forgotten). */
  retryAfterMs: number;
}

export interface RateLimitStore {
  readonly kind: 'memory' | 'database';
  /**
   * Counts a hit on each key. A key already at `limit` hits is not counted further: it reports `limit + 1`,
   * so `hits <= limit` says whether this hit was within the limit. `limit` null: always counted.
   */
  hit(keys: readonly string[], windowMs: number, limit: number | null): Promise<Map<string, WindowCount>>;
  /** The open windows among these keys (absent: none), without counting a hit. */
  peek(keys: readonly string[]): Promise<Map<string, WindowCount>>;
  /** Forgets these keys' windows. */
  reset(keys: readonly string[]): Promise<void>;
  /** Takes one hit back from each key's open window (an attempt that turned out to succeed). */
  release(keys: readonly string[]): Promise<void>;
}

/** Counts in this process, for at most `maxKeys` keys (the least recently used make room). */
export function memoryRateLimitStore(options: { maxKeys?: number; now?: () => number } = {}): RateLimitStore {
  const now = options.now ?? Date.now;
  const windows = new LRUCache<string, { hits: number; endsAt: number }>({ max: options.maxKeys ?? 10_000 });
  const open = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    kind: 'memory',
    async hit(keys, windowMs, limit) {
      const counts = new Map<string, WindowCount>();
      for (const key of new Set(keys)) {
        const window = open(key) ?? { hits: 0, endsAt: now() + windowMs };
        window.hits = limit === null ? window.hits + 1 : Math.min(window.hits + 1, limit + 1);
        windows.set(key, window);
        counts.set(key, { hits: window.hits, retryAfterMs: window.endsAt - now() });
      }
      return counts;
    },
    async peek(keys) {
      const counts = new Map<string, WindowCount>();
      for (const key of new Set(keys)) {
        const window = open(key);
        if (window) counts.set(key, { hits: window.hits, retryAfterMs: window.endsAt - now() });
      }
      return counts;
    },
    async reset(keys) {
      for (const key of keys) windows.delete(key);
    },
    async release(keys) {
      for (const key of new Set(keys)) {
        const window = open(key);
        if (!window) continue;
        if (window.hits <= 1) windows.delete(key);
        else window.hits -= 1;
      }
    },
  };
}

const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

/** Counts in the database, shared by every instance: `runner` acts as the service role. */
export function databaseRateLimitStore(runner: () => Promise<QueryRunner>): RateLimitStore {
  const call = async (fn: 'rate_limit_hit' | 'rate_limit_peek', keys: readonly string[], args = {}) => {
    const byDigest = new Map(keys.map((key) => [digest(key), key]));
    const { rows } = await (await runner()).run({ kind: 'rpc', fn, args: { p_keys: [...byDigest.keys()], ...args } });
    const counts = new Map<string, WindowCount>();
    for (const row of rows as { key: string; hits: number; retry_after_ms: number }[]) {
      const key = byDigest.get(row.key);
      if (key !== undefined) counts.set(key, { hits: Number(row.hits), retryAfterMs: Number(row.retry_after_ms) });
    }
    return counts;
  };
  return {
    kind: 'database',
    hit: (keys, windowMs, limit) =>
      call('rate_limit_hit', keys, { p_window_ms: Math.max(1, Math.round(windowMs)), p_limit: limit }),
    peek: (keys) => call('rate_limit_peek', keys),
    async reset(keys) {
      await (await runner()).run({ kind: 'rpc', fn: 'rate_limit_reset', args: { p_keys: keys.map(digest) } });
    },
    async release(keys) {
      await (await runner()).run({ kind: 'rpc', fn: 'rate_limit_release', args: { p_keys: [...new Set(keys)].map(digest) } });
    },
  };
}

const FALLBACK_WARNING_INTERVAL_MS = 60_000;

/**
 * `primary`, or `fallback` for any call `primary` fails (the database is unreachable): limits keep working
 * per instance meanwhile. Said at most once a minute.
 */
export function withFallback(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  now: () => number = Date.now,
): RateLimitStore {
  let warnedAt = -Infinity;
  const guarded =
    <A extends unknown[], R>(work: (store: RateLimitStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await work(primary, ...args);
      } catch (error) {
        if (now() - warnedAt >= FALLBACK_WARNING_INTERVAL_MS) {
          warnedAt = now();
          log.warn('rate limits: the database did not answer; counting in this instance meanwhile', { error });
        }
        return work(fallback, ...args);
      }
    };
  return {
    kind: primary.kind,
    hit: guarded((store, keys: readonly string[], windowMs: number, limit: number | null) =>
      store.hit(keys, windowMs, limit),
    ),
    peek: guarded((store, keys: readonly string[]) => store.peek(keys)),
    reset: guarded((store, keys: readonly string[]) => store.reset(keys)),
    release: guarded((store, keys: readonly string[]) => store.release(keys)),
  };
}

/** The store for this configuration: shared through the database when it can be, else in memory. */
export function rateLimitStoreFor(
  env: Pick<Env, 'backend' | 'DATABASE_URL' | 'SUPABASE_URL' | 'SUPABASE_SERVICE_ROLE_KEY'>,
  options: { fetch?: typeof fetch } = {},
): RateLimitStore {
  const memory = memoryRateLimitStore();
  if (env.backend === 'supabase') {
    if (!env.SUPABASE_SERVICE_ROLE_KEY) {
      log.warn(
        'rate limits and the sign-in throttle are counted per instance: SUPABASE_SERVICE_ROLE_KEY is not set (several instances do not share them)',
      );
      return memory;
    }
    const runner = supabaseExecutor(serverOnlyClient(env, env.SUPABASE_SERVICE_ROLE_KEY, options.fetch));
    return withFallback(
      databaseRateLimitStore(async () => runner),
      memory,
    );
  }
  if (env.DATABASE_URL.kind === 'postgres') {
    return withFallback(
      // Counted in one statement each (see functionCaller): a burst on one key must not starve the pool.
      databaseRateLimitStore(async () => functionCaller(await getDatabase())),
      memory,
    );
  }
  return memory;
}

const state = ((globalThis as { __islandEstatesRateLimits?: { store?: RateLimitStore } }).__islandEstatesRateLimits ??=
  {});

/** The process's store, chosen from the environment on first use. */
export function rateLimitStore(): RateLimitStore {
  return (state.store ??= rateLimitStoreFor(getEnv()));
}
