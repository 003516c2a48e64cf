import { describe, expect, it } from 'vitest';
import { processWideLimiter } from './concurrency.server';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('processWideLimiter', () => {
  it('runs at most `limit` jobs at once, the rest in the order they came', async () => {
    const limiter = processWideLimiter('test-two-at-once', 2);
    const started: number[] = [];
    const release = new Map<number, () => void>();
    const job = (n: number) =>
      limiter.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => release.set(n, resolve));
        return n * 10;
      });
    const results = [1, 2, 3, 4].map(job);
    await tick();
    expect(started).toEqual([1, 2]);
    expect(limiter.state()).toEqual({ active: 2, waiting: 2 });
    release.get(2)!();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    release.get(1)!();
    release.get(3)!();
    await tick();
    release.get(4)!();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40]);
    expect(limiter.state()).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot when a job fails, and one name is one set of slots', async () => {
    const first = processWideLimiter('test-shared', 1);
    const second = processWideLimiter('test-shared', 1);
    await expect(first.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(second.state()).toEqual({ active: 0, waiting: 0 });
    let release!: () => void;
    const holding = first.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = second.run(async () => 'ran');
    await tick();
    expect(second.state()).toEqual({ active: 1, waiting: 1 });
    release();
    await holding;
    expect(await waiting).toBe('ran');
  });
});
