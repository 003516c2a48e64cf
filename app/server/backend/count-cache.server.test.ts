import { describe, expect, it } from 'vitest';
import { cachedCount, clearCounts, rememberCount, shareCount } from './count-cache.server';

describe('the list counts cache', () => {
  it('keeps a count until cleared', () => {
    clearCounts();
    const { count, generation } = cachedCount('properties');
    expect(count).toBeUndefined();
    rememberCount('properties', 42, generation);
    expect(cachedCount('properties').count).toBe(42);
    clearCounts();
    expect(cachedCount('properties').count).toBeUndefined();
  });

  it('does not keep a count read before a change', () => {
    clearCounts();
    const { generation } = cachedCount('rentals');
    // A change (here or on another instance) lands while the count is being read.
    clearCounts();
    rememberCount('rentals', 7, generation);
    expect(cachedCount('rentals').count).toBeUndefined();
  });

  it('shares a count being read with the requests that come meanwhile, then keeps it', async () => {
    clearCounts();
    let answer!: (count: number) => void;
    const count = new Promise<number>((resolve) => (answer = resolve));
    const { generation } = cachedCount('rentals by dates');
    shareCount('rentals by dates', count, generation);
    const meanwhile = cachedCount('rentals by dates');
    expect(meanwhile.count).toBeUndefined();
    expect(meanwhile.reading).toBe(count);
    answer(12);
    await count;
    await Promise.resolve();
    expect(cachedCount('rentals by dates')).toMatchObject({ count: 12, reading: undefined });
  });

  it('forgets a count whose reading failed, and one a change overtook', async () => {
    clearCounts();
    const failed = Promise.reject(new Error('timeout'));
    shareCount('a', failed, cachedCount('a').generation);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(cachedCount('a')).toMatchObject({ count: undefined, reading: undefined });

    let answer!: (count: number) => void;
    const overtaken = new Promise<number>((resolve) => (answer = resolve));
    shareCount('b', overtaken, cachedCount('b').generation);
    clearCounts();
    expect(cachedCount('b').reading).toBeUndefined();
    answer(3);
    await overtaken;
    await Promise.resolve();
    expect(cachedCount('b').count).toBeUndefined();
  });
});
