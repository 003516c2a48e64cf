/**
 * Failed sign-ins, counted per e-mail and per client address within a window. After a few failures each
 * further attempt is slowed; after more it is refused until the window passes. In memory: one Node process
 * serves the site, and a restart forgetting the counts is acceptable.
 */
export interface LoginThrottleOptions {
  windowMs: number;
  slowAfter: number;
  blockAfter: number;
  maxDelayMs: number;
  maxKeys: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  windowMs: 15 * 60_000,
  slowAfter: 3,
  blockAfter: 10,
  maxDelayMs: 4_000,
  maxKeys: 10_000,
};

export type ThrottleVerdict = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

export class LoginThrottle {
  private failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string) {
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.since > this.options.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  /** What to do with an attempt for these keys (e.g. `email:a@b.c`, `ip:1.2.3.4`): the strictest wins. */
  check(keys: readonly string[]): ThrottleVerdict {
    let worst = 0;
    let since = this.now();
    for (const key of keys) {
      const entry = this.current(key);
      if (entry && entry.count > worst) {
        worst = entry.count;
        since = entry.since;
      }
    }
    if (worst >= this.options.blockAfter) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((since + this.options.windowMs - this.now()) / 1000)) };
    }
    const over = worst - this.options.slowAfter + 1;
    return { allowed: true, delayMs: over > 0 ? Math.min(this.options.maxDelayMs, 250 * 2 ** (over - 1)) : 0 };
  }

  recordFailure(keys: readonly string[]): void {
    for (const key of keys) {
      const entry = this.current(key);
      if (entry) entry.count += 1;
      else {
        if (this.failures.size >= this.options.maxKeys) this.failures.delete(this.failures.keys().next().value!);
        this.failures.set(key, { count: 1, since: this.now() });
      }
    }
  }

  /** A successful sign-in clears the e-mail's count (the address keeps its own). */
  recordSuccess(keys: readonly string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}

export const loginThrottle = new LoginThrottle();

/**
 * Public form submissions per client address: at most `limit` in a sliding window; beyond that the form
 * answers 429 with a clear message until older submissions age out.
 */
export class SubmissionLimiter {
  private hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.delete(key);
    if (this.hits.size >= this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
    this.hits.set(key, recent);
    return { allowed: true };
  }
}

let inquiryLimiterInstance: SubmissionLimiter | null | undefined;

/** INQUIRY_RATE_LIMIT (default 10) inquiries per address per ten minutes — far beyond what a person sends. */
export function inquiryLimiter(limit: number): SubmissionLimiter | null {
  if (inquiryLimiterInstance === undefined) inquiryLimiterInstance = limit > 0 ? new SubmissionLimiter(limit, 10 * 60_000) : null;
  return inquiryLimiterInstance;
}
