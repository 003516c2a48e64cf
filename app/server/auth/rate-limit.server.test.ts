import { describe, expect, it } from 'vitest';
import { LoginThrottle, SubmissionLimiter } from './rate-limit.server';

describe('LoginThrottle', () => {
  it('slows after a few failures and refuses after more, until the window passes', () => {
    let now = 0;
    const throttle = new LoginThrottle({ windowMs: 1000, slowAfter: 2, blockAfter: 4, maxDelayMs: 1000, maxKeys: 10 }, () => now);
    const keys = ['email:a@b.c', 'ip:1'];
    expect(throttle.check(keys)).toEqual({ allowed: true, delayMs: 0 });
    throttle.recordFailure(keys);
    throttle.recordFailure(keys);
    expect(throttle.check(keys)).toEqual({ allowed: true, delayMs: 250 });
    throttle.recordFailure(keys);
    throttle.recordFailure(keys);
    expect(throttle.check(keys)).toMatchObject({ allowed: false });
    expect(throttle.check(['ip:1'])).toMatchObject({ allowed: false });
    now = 1001;
    expect(throttle.check(keys)).toEqual({ allowed: true, delayMs: 0 });
  });
});

describe('SubmissionLimiter', () => {
  it('allows up to the limit in the window, per key', () => {
    let now = 0;
    const limiter = new SubmissionLimiter(2, 1000, () => now);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    now = 1000;
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });
});
