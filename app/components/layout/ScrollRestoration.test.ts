import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { RESTORE_SCROLL } from './ScrollRestoration';

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
  it('names a new history entry and leaves sessionStorage closed', () => {
    const { calls, entry } = run(null, '{"abc":400}');
    expect(calls).toEqual(['replaceState']);
    expect(entry).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/) });
    expect(run({ usr: null }, null).calls).toEqual(['replaceState']);
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
