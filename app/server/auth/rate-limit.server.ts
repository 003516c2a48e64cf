import { rateLimitStore, type RateLimitStore } from './rate-limit-store.server';

/**
 * The sign-in throttle and the public forms' rate limit. Their counts live in a store
 * (rate-limit-store.server.ts): the database when the backend is PostgreSQL or Supabase, so every instance
 * behind the proxy shares them; this process's memory on PGlite.
 */

/** The process's store, resolved on each call (the environment is read on first use, not at import). */
const processStore: RateLimitStore = {
  get kind() {
    return rateLimitStore().kind;
  },
  hit: (keys, windowMs, limit) => rateLimitStore().hit(keys, windowMs, limit),
  peek: (keys) => rateLimitStore().peek(keys),
  reset: (keys) => rateLimitStore().reset(keys),
};

/**
 * Failed sign-ins, counted per e-mail and per client address within a window that opens at the first
 * failure. After a few failures each further attempt is slowed; after more it is refused until the window
 * closes.
 */
export interface LoginThrottleOptions {
  windowMs: number;
  slowAfter: number;
  blockAfter: number;
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  windowMs: 15 * 60_000,
  slowAfter: 3,
  blockAfter: 10,
  maxDelayMs: 4_000,
};

export type ThrottleVerdict = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class LoginThrottle {
  constructor(
    private readonly store: RateLimitStore = processStore,
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
  ) {}

  private keysOf(keys: readonly string[]) {
    return keys.map((key) => `sign-in:${key}`);
  }

  /** What to do with an attempt for these keys (e.g. `email:a@b.c`, `ip:1.2.3.4`): the strictest wins. */
  async check(keys: readonly string[]): Promise<ThrottleVerdict> {
    let worst = { hits: 0, retryAfterMs: 0 };
    for (const count of (await this.store.peek(this.keysOf(keys))).values()) if (count.hits > worst.hits) worst = count;
    if (worst.hits >= this.options.blockAfter) {
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(worst.retryAfterMs) };
    }
    const over = worst.hits - this.options.slowAfter + 1;
    return { allowed: true, delayMs: over > 0 ? Math.min(this.options.maxDelayMs, 250 * 2 ** (over - 1)) : 0 };
  }

  async recordFailure(keys: readonly string[]): Promise<void> {
    await this.store.hit(this.keysOf(keys), this.options.windowMs, null);
  }

  /** A successful sign-in clears the e-mail's count (the address keeps its own). */
  async recordSuccess(keys: readonly string[]): Promise<void> {
    await this.store.reset(this.keysOf(keys));
  }
}

export const loginThrottle = new LoginThrottle();

/**
 * Public form submissions per client address: at most `limit` in a window that opens at the address's
 * first submission; beyond that the form answers 429 with a clear message until the window closes.
 */
export class SubmissionLimiter {
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly store: RateLimitStore = processStore,
  ) {}

  async hit(key: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    const name = `submission:${key}`;
    const count = (await this.store.hit([name], this.windowMs, this.limit)).get(name);
    if (!count || count.hits <= this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(count.retryAfterMs) };
  }
}

let inquiryLimiterInstance: SubmissionLimiter | null | undefined;

/** INQUIRY_RATE_LIMIT (default 10) inquiries per address per ten minutes — far beyond what a person sends. */
export function inquiryLimiter(limit: number): SubmissionLimiter | null {
  if (inquiryLimiterInstance === undefined)
    inquiryLimiterInstance = limit > 0 ? new SubmissionLimiter(limit, 10 * 60_000) : null;
  return inquiryLimiterInstance;
}
