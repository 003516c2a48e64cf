import { describe, expect, it, vi } from 'vitest';
import { memoryRateLimitStore, withFallback, type RateLimitStore } from './rate-limit-store.server';
import { LoginThrottle, SubmissionLimiter } from './rate-limit.server';

describe('LoginThrottle', () => {
  const OPTIONS = {
    windowMs: 60_000,
    pairLimit: 5,
    slowAfter: 100,
    maxDelayMs: 1000,
    addressLimit: 20,
    accountFree: 8,
    accountMaxDelayMs: 8_000,
  };
  const setup = (options: Partial<typeof OPTIONS> = {}) => {
    const clock = { now: 0 };
    const throttle = new LoginThrottle(memoryRateLimitStore({ now: () => clock.now }), { ...OPTIONS, ...options });
    return { clock, throttle };
  };
  const allowedCount = (verdicts: { allowed: boolean }[]) => verdicts.filter((v) => v.allowed).length;

  it('gives a burst of any size from one address at most the allowed number of guesses', async () => {
    const { throttle } = setup();
    const subject = { account: 'owner@example.com', address: '203.0.113.1' };
    const verdicts = await Promise.all(Array.from({ length: 150 }, () => throttle.attempt(subject)));
    expect(allowedCount(verdicts)).toBe(OPTIONS.pairLimit);
    expect(verdicts.find((v) => !v.allowed)).toMatchObject({ allowed: false, limit: 'pair', retryAfterSeconds: 60 });
  });

  it('does not let an attacker at one address lock the holder out from another', async () => {
    const { throttle } = setup();
    const attacker = { account: 'owner@example.com', address: '198.51.100.66' };
    for (let i = 0; i < 40; i++) await throttle.attempt(attacker);
    expect(await throttle.attempt(attacker)).toMatchObject({ allowed: false, limit: 'pair' });
    const owner = { account: 'owner@example.com', address: '203.0.113.7' };
    expect(await throttle.attempt(owner)).toEqual({ allowed: true, delayMs: 0 });
    await throttle.succeeded(owner);
    // The attacker's address stays refused.
    expect(await throttle.attempt(attacker)).toMatchObject({ allowed: false });
  });

  it('refuses one address guessing at many accounts, and a success takes its attempt back', async () => {
    const { throttle } = setup();
    const address = '192.0.2.9';
    for (let i = 0; i < 40; i++) {
      const subject = { account: `staff${i}@example.com`, address: '192.0.2.10' };
      await throttle.attempt(subject);
      await throttle.succeeded(subject);
    }
    // Forty right passwords from one office address: never refused.
    expect(await throttle.attempt({ account: 'staff0@example.com', address: '192.0.2.10' })).toMatchObject({
      allowed: true,
    });
    const verdicts = [];
    for (let i = 0; i < 30; i++) verdicts.push(await throttle.attempt({ account: `victim${i}@example.com`, address }));
    expect(allowedCount(verdicts)).toBe(OPTIONS.addressLimit);
    expect(verdicts.at(-1)).toMatchObject({ allowed: false, limit: 'address' });
  });

  it('slows guessing spread over many addresses with growing delays: a bounded number of guesses', async () => {
    const { clock, throttle } = setup();
    const account = 'owner@example.com';
    let n = 0;
    const burst = (size: number) =>
      Promise.all(
        Array.from({ length: size }, () => throttle.attempt({ account, address: `10.0.${++n >> 8}.${n & 255}` })),
      );
    // The free attempts, then the gate lets exactly one through.
    expect(allowedCount(await burst(100))).toBe(OPTIONS.accountFree + 1);
    const waits: number[] = [];
    for (let round = 0; round < 6; round++) {
      const verdicts = await burst(20);
      expect(allowedCount(verdicts)).toBe(0);
      const wait = (verdicts[0] as { retryAfterSeconds: number }).retryAfterSeconds;
      waits.push(wait);
      clock.now += wait * 1000;
      // Once the delay has passed, one guess again, and only one.
      expect(allowedCount(await burst(20))).toBe(1);
    }
    // Each delay at least as long as the one before, up to the maximum.
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits.at(-1)).toBe(OPTIONS.accountMaxDelayMs / 1000);
    // Over the window: the free guesses and one per delay, however many addresses tried.
    expect(n).toBe(100 + 6 * 40);
  });

  it('forgets the account after a success, and everything once the window has closed', async () => {
    const { clock, throttle } = setup();
    const account = 'agent@example.com';
    for (let i = 0; i < 12; i++) await throttle.attempt({ account, address: `10.1.0.${i}` });
    const owner = { account, address: '10.1.0.200' };
    expect(await throttle.attempt(owner)).toMatchObject({ allowed: false, limit: 'account' });
    clock.now += OPTIONS.accountMaxDelayMs;
    expect(await throttle.attempt(owner)).toMatchObject({ allowed: true });
    await throttle.succeeded(owner);
    expect(await throttle.attempt({ account, address: '10.1.0.201' })).toEqual({ allowed: true, delayMs: 0 });
    const attacker = { account, address: '10.1.0.0' };
    for (let i = 0; i < 10; i++) await throttle.attempt(attacker);
    expect(await throttle.attempt(attacker)).toMatchObject({ allowed: false, limit: 'pair' });
    clock.now += OPTIONS.windowMs;
    expect(await throttle.attempt(attacker)).toEqual({ allowed: true, delayMs: 0 });
  });

  it('answers the attempts after the first few from one address a little later each', async () => {
    const { throttle } = setup({ slowAfter: 2, maxDelayMs: 600 });
    const subject = { account: 'a@example.com', address: '203.0.113.2' };
    const delays = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const verdict = (await throttle.attempt(subject)) as { delayMs: number };
      delays.push(verdict.delayMs);
      expect(performance.now() - started).toBeGreaterThanOrEqual(verdict.delayMs - 5);
    }
    expect(delays).toEqual([0, 0, 250, 500, 600]);
  });
});

describe('SubmissionLimiter', () => {
  it('allows up to the limit in the window, per key', async () => {
    let now = 0;
    const limiter = new SubmissionLimiter(2, 1000, memoryRateLimitStore({ now: () => now }));
    expect(await limiter.accept('a')).toEqual({ allowed: true });
    now = 300;
    expect(await limiter.accept('a')).toEqual({ allowed: true });
    expect(await limiter.accept('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.accept('b')).toEqual({ allowed: true });
    now = 1000;
    expect(await limiter.accept('a')).toEqual({ allowed: true });
  });

  it('says how long until the window closes, in whole seconds', async () => {
    let now = 0;
    const limiter = new SubmissionLimiter(1, 600_000, memoryRateLimitStore({ now: () => now }));
    await limiter.accept('a');
    now = 60_500;
    expect(await limiter.accept('a')).toEqual({ allowed: false, retryAfterSeconds: 540 });
  });
});

describe('SubmissionLimiter: accepted submissions and attempts', () => {
  const setup = (limit = 2, attemptLimit = 6) => {
    const clock = { now: 0 };
    return {
      clock,
      limiter: new SubmissionLimiter(limit, 1000, memoryRateLimitStore({ now: () => clock.now }), attemptLimit),
    };
  };

  it('lets invalid and refused posts through as long as the attempts allow: they use no accepted submission', async () => {
    const { limiter } = setup(2, 6);
    // Four posts that store nothing (a typo, refused dates…): checked, never accepted.
    for (let i = 0; i < 4; i++) expect(await limiter.check('a')).toEqual({ allowed: true });
    // The visitor's two real submissions still go through.
    for (let i = 0; i < 2; i++) {
      expect(await limiter.check('a')).toEqual({ allowed: true });
      expect(await limiter.accept('a')).toEqual({ allowed: true });
    }
    expect(await limiter.accept('a')).toMatchObject({ allowed: false });
  });

  it('refuses every post past the attempts ceiling, valid or not, until the window closes', async () => {
    const { clock, limiter } = setup(2, 3);
    for (let i = 0; i < 3; i++) expect(await limiter.check('a')).toEqual({ allowed: true });
    clock.now = 400;
    expect(await limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.check('b')).toEqual({ allowed: true });
    clock.now = 1000;
    expect(await limiter.check('a')).toEqual({ allowed: true });
  });

  it('refuses at the check once the accepted submissions are used up, before the form is read', async () => {
    const { limiter } = setup(1, 10);
    await limiter.accept('a');
    expect(await limiter.check('a')).toMatchObject({ allowed: false });
  });

  it('takes back a submission that stored nothing after all', async () => {
    const { limiter } = setup(1, 10);
    expect(await limiter.accept('a')).toEqual({ allowed: true });
    await limiter.release('a');
    expect(await limiter.check('a')).toEqual({ allowed: true });
    expect(await limiter.accept('a')).toEqual({ allowed: true });
    expect(await limiter.accept('a')).toMatchObject({ allowed: false });
  });

  it('allows three attempts per accepted submission by default', async () => {
    const limiter = new SubmissionLimiter(2, 1000, memoryRateLimitStore());
    const verdicts = [];
    for (let i = 0; i < 8; i++) verdicts.push((await limiter.check('a')).allowed);
    expect(verdicts).toEqual([true, true, true, true, true, true, false, false]);
  });
});

describe('the memory store', () => {
  it('keeps at most maxKeys windows, forgetting the least recently used', async () => {
    const store = memoryRateLimitStore({ maxKeys: 2 });
    await store.hit(['a'], 1000, null);
    await store.hit(['b'], 1000, null);
    await store.peek(['a']);
    await store.hit(['c'], 1000, null);
    expect([...(await store.peek(['a', 'b', 'c'])).keys()].sort()).toEqual(['a', 'c']);
  });

  it('counts a refused hit no further than limit + 1', async () => {
    const store = memoryRateLimitStore();
    for (let i = 0; i < 5; i++) await store.hit(['a'], 1000, 2);
    expect((await store.peek(['a'])).get('a')?.hits).toBe(3);
  });
});

describe('withFallback', () => {
  it('counts in memory while the database fails, and says so once a minute', async () => {
    const failing: RateLimitStore = {
      kind: 'database',
      hit: () => Promise.reject(new Error('connect ECONNREFUSED')),
      peek: () => Promise.reject(new Error('connect ECONNREFUSED')),
      reset: () => Promise.reject(new Error('connect ECONNREFUSED')),
      release: () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    const warn = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'warn';
    try {
      let now = 0;
      const limiter = new SubmissionLimiter(
        1,
        1000,
        withFallback(failing, memoryRateLimitStore(), () => now),
      );
      expect(await limiter.accept('a')).toEqual({ allowed: true });
      now = 10;
      expect(await limiter.accept('a')).toMatchObject({ allowed: false });
      const said = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('rate limits'));
      expect(said).toHaveLength(1);
    } finally {
      warn.mockRestore();
      process.env.LOG_LEVEL = level;
    }
  });
});
