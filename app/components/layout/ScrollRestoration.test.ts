import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { keyHistoryEntry, RESTORE_SCROLL } from './ScrollRestoration';

/** Runs the server's inline script against a window of stubs and says what it did. */
function run(state: unknown, stored: string | null) {
  const calls: string[] = [];
  let entry = state;
  const window = {
    history: {
      get state() {
        return entry;
      },
      replaceState(next: unknown) {
        entry = next;
        calls.push('replaceState');
      },
    },
    scrollTo: (x: number, y: number) => calls.push(`scrollTo ${x},${y}`),
  };
  const sessionStorage = {
    getItem: (key: string) => {
      calls.push(`getItem ${key}`);
      return stored;
    },
    removeItem: (key: string) => calls.push(`removeItem ${key}`),
  };
  runInNewContext(RESTORE_SCROLL, { window, sessionStorage, console: { error: () => {} } });
  return { calls, entry };
}

describe('the scroll-restoring inline script', () => {
  it('leaves a new history entry alone: no replaceState, no sessionStorage', () => {
    expect(run(null, '{"abc":400}')).toEqual({ calls: [], entry: null });
    expect(run({ usr: null }, '{"abc":400}')).toEqual({ calls: [], entry: { usr: null } });
  });

  it('scrolls a known entry (a reload, a step back) to its saved position, under React Router’s key', () => {
    expect(run({ key: 'abc' }, '{"abc":400,"def":10}').calls).toEqual([
      'getItem react-router-scroll-positions',
      'scrollTo 0,400',
    ]);
    expect(run({ key: 'xyz' }, '{"abc":400}').calls).toEqual(['getItem react-router-scroll-positions']);
    expect(run({ key: 'abc' }, null).calls).toEqual(['getItem react-router-scroll-positions']);
  });

  it('forgets positions it cannot read', () => {
    expect(run({ key: 'abc' }, '{not json').calls).toEqual([
      'getItem react-router-scroll-positions',
      'removeItem react-router-scroll-positions',
    ]);
  });
});

describe('keyHistoryEntry', () => {
  function key(state: unknown) {
    let entry = state;
    const replaced: unknown[] = [];
    const history = {
      get state() {
        return entry;
      },
      replaceState: (next: unknown) => replaced.push((entry = next)),
    };
    vi.stubGlobal('window', { history });
    try {
      keyHistoryEntry();
    } finally {
      vi.unstubAllGlobals();
    }
    return { entry, replaced: replaced.length };
  }

  it('names a new entry once, keeping what its state held', () => {
    expect(key(null)).toEqual({ entry: { key: expect.stringMatching(/^[0-9a-v]+$/) }, replaced: 1 });
    expect(key({ usr: 'x' })).toEqual({ entry: { usr: 'x', key: expect.any(String) }, replaced: 1 });
  });

  it('leaves a named entry as it is (a reload, a step back)', () => {
    expect(key({ usr: null, key: 'abc', idx: 2 })).toEqual({ entry: { usr: null, key: 'abc', idx: 2 }, replaced: 0 });
  });
});
