import { describe, expect, it } from 'vitest';
import { cachedCount, clearCounts, rememberCount } from './count-cache.server';

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
});
