import { describe, expect, it, vi } from 'vitest';
import { memoryRateLimitStore, withFallback, type RateLimitStore } from './rate-limit-store.server';
import { LoginThrottle, SubmissionLimiter } from './rate-limit.server';

describe('LoginThrottle', () => {
  it('slows after a few failures and refuses after more, until the window passes', async () => {
    let now = 0;
    const throttle = new LoginThrottle(memoryRateLimitStore({ now: () => now }), {
      windowMs: 1000,
      slowAfter: 2,
      blockAfter: 4,
      maxDelayMs: 1000,
    });
    const keys = ['email:a@b.c', 'ip:1'];
    expect(await throttle.check(keys)).toEqual({ allowed: true, delayMs: 0 });
    await throttle.recordFailure(keys);
    await throttle.recordFailure(keys);
    expect(await throttle.check(keys)).toEqual({ allowed: true, delayMs: 250 });
    await throttle.recordFailure(keys);
    now = 400;
    await throttle.recordFailure(keys);
    expect(await throttle.check(keys)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await throttle.check(['ip:1'])).toMatchObject({ allowed: false });
    // A success clears the e-mail's count; the address keeps its own.
    await throttle.recordSuccess(['email:a@b.c']);
    expect(await throttle.check(['email:a@b.c'])).toEqual({ allowed: true, delayMs: 0 });
    expect(await throttle.check(keys)).toMatchObject({ allowed: false });
    // The window opened at the first failure.
    now = 1000;
    expect(await throttle.check(keys)).toEqual({ allowed: true, delayMs: 0 });
  });
});

describe('SubmissionLimiter', () => {
  it('allows up to the limit in the window, per key', async () => {
    let now = 0;
    const limiter = new SubmissionLimiter(2, 1000, memoryRateLimitStore({ now: () => now }));
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    now = 300;
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.hit('b')).toEqual({ allowed: true });
    now = 1000;
    expect(await limiter.hit('a')).toEqual({ allowed: true });
  });

  it('says how long until the window closes, in whole seconds', async () => {
    let now = 0;
    const limiter = new SubmissionLimiter(1, 600_000, memoryRateLimitStore({ now: () => now }));
    await limiter.hit('a');
    now = 60_500;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 540 });
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
      expect(await limiter.hit('a')).toEqual({ allowed: true });
      now = 10;
      expect(await limiter.hit('a')).toMatchObject({ allowed: false });
      const said = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('rate limits'));
      expect(said).toHaveLength(1);
    } finally {
      warn.mockRestore();
      process.env.LOG_LEVEL = level;
    }
  });
});
