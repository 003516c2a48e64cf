import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import {
  countPageViews,
  flushPageViews,
  isPrefetch,
  listingOfPath,
  PageViewCounter,
  startPageViewFlushes,
  viewOf,
  type AnsweredRequest,
} from './page-views.server';

const ID = '0b6f3c1e-6a1d-4c55-9d0e-1f2a3b4c5d6e';
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DAY = '2026-03-18' as CalendarDate;

function answered(overrides: Partial<AnsweredRequest> & { headers?: Record<string, string> } = {}): AnsweredRequest {
  const headers = { 'user-agent': BROWSER, ...overrides.headers };
  return {
    method: 'GET',
    path: `/rentals/${ID}`,
    status: 200,
    header: (name) => headers[name.toLowerCase() as keyof typeof headers],
    ...overrides,
  };
}

describe('listingOfPath', () => {
  it('knows listing pages in both languages, and the data of client-side navigations', () => {
    expect(listingOfPath(`/properties/${ID}`)).toEqual({ kind: 'property', id: ID });
    expect(listingOfPath(`/rentals/${ID}`)).toEqual({ kind: 'rental', id: ID });
    expect(listingOfPath(`/fr/rentals/${ID}`)).toEqual({ kind: 'rental', id: ID });
    expect(listingOfPath(`/properties/${ID}.data`)).toEqual({ kind: 'property', id: ID });
    expect(listingOfPath(`/fr/properties/${ID.toUpperCase()}.data`)).toEqual({ kind: 'property', id: ID });
  });

  it('leaves everything else: lists, sub-pages, other ids, other languages', () => {
    for (const path of [
      '/rentals',
      `/rentals/${ID}/request`,
      `/rentals/${ID}/calendar.ics`,
      '/rentals/not-an-id',
      `/de/rentals/${ID}`,
      `/admin/rentals/${ID}`,
      `/rentals/${ID}.data.data`,
    ])
      expect(listingOfPath(path), path).toBeNull();
  });
});

describe('viewOf', () => {
  it('counts a browser’s GET answered 200 or 304', () => {
    expect(viewOf(answered())).toEqual({ kind: 'rental', id: ID });
    expect(viewOf(answered({ status: 304 }))).toEqual({ kind: 'rental', id: ID });
  });

  it('leaves out other methods and statuses, bots, agents that say nothing, and prefetches', () => {
    expect(viewOf(answered({ method: 'HEAD' }))).toBeNull();
    expect(viewOf(answered({ method: 'POST' }))).toBeNull();
    expect(viewOf(answered({ status: 404 }))).toBeNull();
    expect(viewOf(answered({ status: 500 }))).toBeNull();
    expect(
      viewOf(
        answered({
          headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
        }),
      ),
    ).toBeNull();
    expect(viewOf(answered({ headers: { 'user-agent': 'curl/8.5.0' } }))).toBeNull();
    expect(viewOf(answered({ headers: { 'user-agent': '' } }))).toBeNull();
    expect(viewOf(answered({ headers: { 'sec-purpose': 'prefetch' } }))).toBeNull();
    expect(viewOf(answered({ headers: { 'sec-purpose': 'prefetch;prerender' } }))).toBeNull();
    expect(viewOf(answered({ headers: { purpose: 'prefetch' } }))).toBeNull();
  });

  it('tells prefetches by their headers only', () => {
    expect(isPrefetch(() => undefined)).toBe(false);
    expect(isPrefetch((name) => (name === 'sec-purpose' ? 'prefetch' : undefined))).toBe(true);
  });
});

describe('PageViewCounter', () => {
  it('adds views by listing and day, and forgets what it hands over', () => {
    const counter = new PageViewCounter();
    counter.add({ kind: 'rental', id: ID }, DAY);
    counter.add({ kind: 'rental', id: ID }, DAY);
    counter.add({ kind: 'rental', id: ID }, '2026-03-19' as CalendarDate);
    counter.add({ kind: 'property', id: ID }, DAY, 5);
    expect(counter.size).toBe(3);
    expect(counter.take()).toEqual([
      { kind: 'rental', id: ID, day: DAY, views: 2 },
      { kind: 'rental', id: ID, day: '2026-03-19', views: 1 },
      { kind: 'property', id: ID, day: DAY, views: 5 },
    ]);
    expect(counter.take()).toEqual([]);
  });

  it('flushes once a flush: nothing to write is no call; a failure puts the counts back', async () => {
    const counter = new PageViewCounter();
    const calls: unknown[] = [];
    expect(await flushPageViews(counter, async (counts) => calls.push(counts))).toBe(0);
    expect(calls).toEqual([]);
    counter.add({ kind: 'rental', id: ID }, DAY, 2);
    await expect(flushPageViews(counter, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    counter.add({ kind: 'rental', id: ID }, DAY);
    expect(await flushPageViews(counter, async (counts) => calls.push(counts))).toBe(1);
    expect(calls).toEqual([[{ kind: 'rental', id: ID, day: DAY, views: 3 }]]);
  });
});

describe('startPageViewFlushes', () => {
  it('writes at stop, retries after a failure, and drops counts when there is nowhere to write', async () => {
    const counter = new PageViewCounter();
    const written: number[] = [];
    let fail = true;
    const flusher = startPageViewFlushes(
      async () => async (counts) => {
        if (fail) throw new Error('not yet');
        written.push(counts.reduce((sum, count) => sum + count.views, 0));
      },
      { counter, intervalMs: 60_000 },
    );
    counter.add({ kind: 'rental', id: ID }, DAY, 2);
    await flusher.flush();
    expect(counter.size).toBe(1);
    fail = false;
    counter.add({ kind: 'rental', id: ID }, DAY);
    await flusher.stop();
    expect(written).toEqual([3]);

    const nowhere = new PageViewCounter();
    const idle = startPageViewFlushes(async () => null, { counter: nowhere, intervalMs: 60_000 });
    nowhere.add({ kind: 'rental', id: ID }, DAY);
    await idle.stop();
    expect(nowhere.size).toBe(0);
  });
});

describe('countPageViews', () => {
  it('counts a listing page once its answer is sent, on the agency’s day', () => {
    const counter = new PageViewCounter();
    // 02:00 UTC on the 19th is still the 18th on the island (UTC−4).
    const middleware = countPageViews(counter, () => new Date('2026-03-19T02:00:00Z'));
    const serve = (path: string, status: number, agent = BROWSER) => {
      const res = Object.assign(new EventEmitter(), { statusCode: status });
      const req = {
        method: 'GET',
        path,
        get: (name: string) => (name.toLowerCase() === 'user-agent' ? agent : undefined),
      };
      let passed = false;
      middleware(req as never, res as never, () => void (passed = true));
      expect(passed).toBe(true);
      res.emit('finish');
    };
    serve(`/rentals/${ID}`, 200);
    serve(`/rentals/${ID}.data`, 200);
    serve(`/rentals/${ID}`, 404);
    serve(`/rentals/${ID}`, 200, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    serve('/rentals', 200);
    expect(counter.take()).toEqual([{ kind: 'rental', id: ID, day: DAY, views: 2 }]);
  });
});
