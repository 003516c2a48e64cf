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
  release: (keys) => rateLimitStore().release(keys),
};

/**
 * How many password guesses a sign-in (or a password change) may make (docs/decisions/020-sign-in-throttle.md).
 * Every attempt is counted *before* its password is checked, by one atomic increment in the store, so a burst of
 * parallel attempts gets at most the limits below, never one guess per request.
 *
 * - per account and address (`pairLimit`): the guesses one address may make at one account; the first
 *   `slowAfter` are answered at once, each further one a little later (up to `maxDelayMs`), then none until the
 *   window closes. An attacker at one address thus locks only that address out of that account: the real
 *   holder, from an address that has not failed, still signs in.
 * - per address (`addressLimit`): the failed guesses one address may make over all accounts (a success takes
 *   its attempt back), against one address trying many accounts.
 * - per account (`accountFree`, then growing delays up to `accountMaxDelayMs`): guesses spread over many
 *   addresses. After `accountFree` attempts in the window, the account lets one attempt through per delay
 *   (1 s, 2 s, 4 s … up to the maximum, growing with every attempt); the others are refused with the time to
 *   wait. However many addresses guess, the account sees a bounded number of guesses.
 *
 * A success forgets the account's and the pair's counts.
 */
export interface LoginThrottleOptions {
  windowMs: number;
  pairLimit: number;
  slowAfter: number;
  maxDelayMs: number;
  addressLimit: number;
  accountFree: number;
  accountMaxDelayMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  windowMs: 15 * 60_000,
  pairLimit: 10,
  slowAfter: 3,
  maxDelayMs: 4_000,
  addressLimit: 30,
  accountFree: 10,
  accountMaxDelayMs: 60_000,
};

/** Who is trying: the account (an e-mail, or a member's id for a password change) and the client's address. */
export interface SignInSubject {
  account: string;
  address: string;
}

export type ThrottleVerdict =
  | { allowed: true; delayMs: number }
  | { allowed: false; retryAfterSeconds: number; limit: 'pair' | 'address' | 'account' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class LoginThrottle {
  constructor(
    private readonly store: RateLimitStore = processStore,
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
  ) {}

  private keys({ account, address }: SignInSubject) {
    return {
      pair: `sign-in:pair:${account}|${address}`,
      address: `sign-in:address:${address}`,
      account: `sign-in:account:${account}`,
      gate: `sign-in:account-gate:${account}`,
    };
  }

  /**
   * Counts an attempt and says whether its password may be checked; an allowed attempt resolves after its
   * delay (`delayMs`). Call it before the check, and `succeeded` after a right password; a wrong one needs
   * nothing more (it was counted here).
   */
  async attempt(subject: SignInSubject): Promise<ThrottleVerdict> {
    const { windowMs, pairLimit, addressLimit, accountFree } = this.options;
    const keys = this.keys(subject);
    const counts = await this.store.hit([keys.pair, keys.address], windowMs, Math.max(pairLimit, addressLimit));
    const pair = counts.get(keys.pair)!;
    const address = counts.get(keys.address)!;
    if (pair.hits > pairLimit) return this.refused('pair', pair.retryAfterMs);
    if (address.hits > addressLimit) return this.refused('address', address.retryAfterMs);

    const account = (await this.store.hit([keys.account], windowMs, null)).get(keys.account)!;
    if (account.hits > accountFree) {
      // One attempt per delay: the first to open the gate's window passes, the rest wait for it to close.
      const gate = (await this.store.hit([keys.gate], this.accountDelayMs(account.hits), 1)).get(keys.gate)!;
      if (gate.hits > 1) return this.refused('account', gate.retryAfterMs);
    }
    const over = pair.hits - this.options.slowAfter;
    const delayMs = over > 0 ? Math.min(this.options.maxDelayMs, 250 * 2 ** (over - 1)) : 0;
    if (delayMs > 0) await sleep(delayMs);
    return { allowed: true, delayMs };
  }

  /** A right password: the account and the pair start afresh, and the address takes this attempt back. */
  async succeeded(subject: SignInSubject): Promise<void> {
    const keys = this.keys(subject);
    await Promise.all([this.store.reset([keys.pair, keys.account, keys.gate]), this.store.release([keys.address])]);
  }

  /** The account's delay for its `attempts`th attempt of the window: 1 s after the free ones, doubling. */
  private accountDelayMs(attempts: number): number {
    return Math.min(this.options.accountMaxDelayMs, 1000 * 2 ** Math.min(30, attempts - this.options.accountFree - 1));
  }

  private refused(limit: 'pair' | 'address' | 'account', retryAfterMs: number): ThrottleVerdict {
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(retryAfterMs), limit };
  }
}

export const loginThrottle = new LoginThrottle();

/** A public form may be posted this many times as often as it may be accepted (typos, refused dates, retries). */
export const ATTEMPTS_PER_SUBMISSION = 3;

export type SubmissionVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Public form submissions per client address, in a window that opens at the address's first one:
 *
 * - **accepted** submissions (stored, or answered as sent): at most `limit`. A form reserves one with `accept`
 *   just before it stores, atomically, and gives it back with `release` when it stores nothing after all (the
 *   database refused it, a duplicate of a post already counted). A visitor who mistypes, or whose dates are
 *   refused, uses none of them.
 * - **attempts** (every post, valid or not): at most `attemptLimit`, a separate and higher ceiling, so a
 *   script cannot post invalid forms without end.
 *
 * `check` runs first, for every post: it counts the attempt and refuses at once when the attempts or the
 * accepted quota are used up (no point correcting a form that cannot be accepted). Past either, the form
 * answers 429 with a clear message until the window closes.
 */
export class SubmissionLimiter {
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly store: RateLimitStore = processStore,
    private readonly attemptLimit: number = limit * ATTEMPTS_PER_SUBMISSION,
  ) {}

  private keys(key: string) {
    return { accepted: `submission:${key}`, attempts: `submission-attempt:${key}` };
  }

  /** Counts an attempt; refused past the attempts ceiling, or when no accepted submission is left. */
  async check(key: string): Promise<SubmissionVerdict> {
    const keys = this.keys(key);
    const [attempts, accepted] = await Promise.all([
      this.store.hit([keys.attempts], this.windowMs, this.attemptLimit).then((counts) => counts.get(keys.attempts)),
      this.store.peek([keys.accepted]).then((counts) => counts.get(keys.accepted)),
    ]);
    if (attempts && attempts.hits > this.attemptLimit) return this.refused(attempts.retryAfterMs);
    if (accepted && accepted.hits >= this.limit) return this.refused(accepted.retryAfterMs);
    return { allowed: true };
  }

  /** Reserves one accepted submission (one atomic count); refused past the limit. */
  async accept(key: string): Promise<SubmissionVerdict> {
    const name = this.keys(key).accepted;
    const count = (await this.store.hit([name], this.windowMs, this.limit)).get(name);
    if (!count || count.hits <= this.limit) return { allowed: true };
    return this.refused(count.retryAfterMs);
  }

  /** Gives back an accepted submission that stored nothing after all. Never throws: a limit is never a failure. */
  async release(key: string): Promise<void> {
    await this.store.release([this.keys(key).accepted]).catch(() => undefined);
  }

  private refused(retryAfterMs: number): SubmissionVerdict {
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(retryAfterMs) };
  }
}

let leadLimiterInstance: SubmissionLimiter | null | undefined;

/**
 * INQUIRY_RATE_LIMIT (default 10) accepted inquiries, contact messages and booking requests per address per ten
 * minutes — far beyond what a person sends — and three times as many attempts.
 */
export function leadLimiter(limit: number): SubmissionLimiter | null {
  if (leadLimiterInstance === undefined)
    leadLimiterInstance = limit > 0 ? new SubmissionLimiter(limit, 10 * 60_000) : null;
  return leadLimiterInstance;
}
