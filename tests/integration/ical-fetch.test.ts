/**
 * fetchFeed against a real HTTP server on 127.0.0.1 that serves the platform fixtures and
 * misbehaves on demand. No request leaves the machine: the refused addresses (169.254.169.254,
 * 10.0.0.5…) are refused before any connection is made.
 */
import { readFileSync } from 'node:fs';
import http, { type ServerResponse } from 'node:http';
import type { LookupAllOptions } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_TIMEOUT_MS,
  FEED_ERROR_MESSAGES,
  FeedError,
  fetchFeed,
  type FeedErrorCode,
  type FetchFeedOptions,
} from '#app/server/bookings/ical/fetch-feed.server';
import { parseFeed } from '#app/server/bookings/ical/parse.server';

// Host names this test resolves itself (through the guard's DNS lookup only). The system resolver
// knows none of them (.test is reserved), so a connection that looked the name up again would fail.
const fakeDns = vi.hoisted(() => ({
  answers: new Map<string, { address: string; family: number }[]>(),
  calls: [] as string[],
}));
vi.mock('node:dns/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:dns/promises')>();
  // fetchFeed always asks for every address ({ all: true }).
  const lookup = (hostname: string, options: LookupAllOptions) => {
    const answer = fakeDns.answers.get(hostname);
    if (!answer) return actual.lookup(hostname, options);
    fakeDns.calls.push(hostname);
    return Promise.resolve(answer);
  };
  return { ...actual, default: { ...actual, lookup }, lookup };
});

const fixture = (name: string) => readFileSync(new URL(`../fixtures/ical/${name}`, import.meta.url), 'utf8');
const THREE_MB = 3 * 1024 * 1024;

let server: http.Server;
let origin: string;
let port: number;
const requests: string[] = [];
const hosts: string[] = [];

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
function redirect(res: ServerResponse, location: string, status = 302) {
  res.writeHead(status, { location });
  res.end();
}
/** Writes `total` bytes of a valid-looking calendar line in 64 KiB chunks, honouring back-pressure. */
function stream(res: ServerResponse, total: number) {
  const chunk = Buffer.alloc(64 * 1024, 'X-FILLER:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n');
  let sent = 0;
  const write = () => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', write);
    }
    res.end();
  };
  res.write('BEGIN:VCALENDAR\r\n');
  write();
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.on('error', () => {}); // the client hangs up on purpose (too large, timeout)
    const path = req.url ?? '/';
    requests.push(path);
    hosts.push(req.headers.host ?? '');
    const hop = /^\/hops\/(\d+)$/.exec(path);
    if (hop) {
      const left = Number(hop[1]);
      return left === 0 ? send(res, 200, 'text/calendar', fixture('airbnb.ics')) : redirect(res, `/hops/${left - 1}`);
    }
    switch (path) {
      case '/airbnb.ics':
      case '/vrbo.ics':
      case '/booking-com.ics':
        return send(res, 200, 'text/calendar; charset=utf-8', fixture(path.slice(1)));
      case '/missing.ics':
        return send(res, 404, 'text/plain', 'Not found');
      case '/broken.ics':
        return send(res, 503, 'text/plain', 'Service unavailable');
      case '/hang.ics':
        return; // never answers
      case '/slow-body.ics':
        res.writeHead(200, { 'content-type': 'text/calendar' });
        res.write('BEGIN:VCALENDAR\r\n');
        return; // headers and a first line, then nothing
      case '/huge-with-length.ics':
        res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': THREE_MB });
        return stream(res, THREE_MB);
      case '/huge-chunked.ics':
        res.writeHead(200, { 'content-type': 'text/calendar' }); // no Content-Length: chunked
        return stream(res, THREE_MB);
      case '/login.html':
        return send(
          res,
          200,
          'text/html',
          '<!doctype html><html><head><title>Log in</title></head><body><form>…</form></body></html>',
        );
      case '/relative-redirect':
        return redirect(res, 'airbnb.ics', 301);
      case '/webcal-redirect':
        return redirect(res, `webcal://127.0.0.1:${port}/airbnb.ics`);
      case '/no-location':
        res.writeHead(302);
        return res.end();
      case '/to-metadata':
        return redirect(res, 'http://169.254.169.254/latest/meta-data/iam/security-credentials/');
      case '/to-mapped-metadata':
        return redirect(res, 'http://[::ffff:169.254.169.254]/latest/meta-data/');
      case '/to-private':
        return redirect(res, 'http://10.0.0.5/calendar.ics', 307);
      case '/to-ftp':
        return redirect(res, 'ftp://127.0.0.1/calendar.ics');
      default:
        return send(res, 404, 'text/plain', 'Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const LOCAL: FetchFeedOptions = { allowPrivateAddresses: true };
/** Production rules, except that this test server's own address is let through. */
const GUARDED_BUT_LOCAL: FetchFeedOptions = { allowPrivateAddresses: false, trustedAddresses: ['127.0.0.1'] };

async function failure(promise: Promise<unknown>): Promise<FeedError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(FeedError);
    return error as FeedError;
  }
  throw new Error('expected fetchFeed to fail');
}
async function expectCode(promise: Promise<unknown>, code: FeedErrorCode): Promise<FeedError> {
  const error = await failure(promise);
  expect(error.code, error.message).toBe(code);
  return error;
}

describe('fetchFeed', () => {
  it.each(['airbnb.ics', 'vrbo.ics', 'booking-com.ics'])('downloads and parses %s', async (name) => {
    expect(await fetchFeed(`${origin}/${name}`, LOCAL)).toEqual(parseFeed(fixture(name)));
  });

  it('reads the fixture to its events', async () => {
    const feed = await fetchFeed(`${origin}/airbnb.ics`, LOCAL);
    expect(feed.skipped).toBe(0);
    expect(feed.events.map(({ checkIn, checkOut, summary }) => [checkIn, checkOut, summary])).toEqual([
      ['2027-01-05', '2027-01-12', 'Reserved'],
      ['2027-01-12', '2027-01-15', 'Reserved'],
      ['2027-02-01', '2027-02-04', 'Airbnb (Not available)'],
      ['2027-12-20', '2028-01-03', 'Not available'],
    ]);
  });

  it('answers bad_status for a non-2xx answer', async () => {
    const notFound = await expectCode(fetchFeed(`${origin}/missing.ics`, LOCAL), 'bad_status');
    expect(notFound.message).toBe('The server answered HTTP 404');
    expect((await expectCode(fetchFeed(`${origin}/broken.ics`, LOCAL), 'bad_status')).message).toBe(
      'The server answered HTTP 503',
    );
    await expectCode(fetchFeed(`${origin}/no-location`, LOCAL), 'bad_status');
  });

  it('gives up on a server that never answers', async () => {
    const started = Date.now();
    const error = await expectCode(fetchFeed(`${origin}/hang.ics`, { ...LOCAL, timeoutMs: 300 }), 'timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(error.message).toBe('No answer within 0.3 s');
  });

  it('gives up on a body that stops coming, within the same overall deadline', async () => {
    await expectCode(fetchFeed(`${origin}/slow-body.ics`, { ...LOCAL, timeoutMs: 300 }), 'timeout');
  });

  it('allows 10 s by default', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    expect(FEED_ERROR_MESSAGES.timeout).toBe('No answer within 10 s');
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    try {
      await fetchFeed(`${origin}/airbnb.ics`, LOCAL);
      expect(timeout).toHaveBeenCalledWith(10_000);
    } finally {
      timeout.mockRestore();
    }
  });

  it('refuses a body over the limit, announced by Content-Length or not', async () => {
    expect(DEFAULT_MAX_BYTES).toBe(2 * 1024 * 1024);
    for (const path of ['/huge-with-length.ics', '/huge-chunked.ics']) {
      const error = await expectCode(fetchFeed(`${origin}${path}`, LOCAL), 'too_large');
      expect(error.message).toBe('Larger than 2 MB');
    }
    // A smaller limit applies to the fixtures too.
    await expectCode(fetchFeed(`${origin}/airbnb.ics`, { ...LOCAL, maxBytes: 512 }), 'too_large');
  });

  it('refuses what is not an iCalendar file', async () => {
    const error = await expectCode(fetchFeed(`${origin}/login.html`, LOCAL), 'not_ical');
    expect(error.message).toBe('Not an iCalendar file');
  });

  it('follows up to 3 redirects, relative ones and webcal: ones included', async () => {
    const expected = parseFeed(fixture('airbnb.ics'));
    expect(await fetchFeed(`${origin}/hops/3`, LOCAL)).toEqual(expected);
    expect(await fetchFeed(`${origin}/relative-redirect`, LOCAL)).toEqual(expected);
    await expectCode(fetchFeed(`${origin}/webcal-redirect`, LOCAL), 'unreachable'); // https: to an http server
  });

  it('stops after the third redirect', async () => {
    requests.length = 0;
    const error = await expectCode(fetchFeed(`${origin}/hops/4`, LOCAL), 'unreachable');
    expect(error.message).toBe('Unreachable: more than 3 redirects');
    expect(requests).toEqual(['/hops/4', '/hops/3', '/hops/2', '/hops/1']);
  });

  it('checks every redirect target: no way into the metadata service or the LAN', async () => {
    for (const path of ['/to-metadata', '/to-mapped-metadata', '/to-private']) {
      const error = await expectCode(fetchFeed(`${origin}${path}`, GUARDED_BUT_LOCAL), 'forbidden_address');
      expect(error.message).toMatch(/^Address not allowed \(private or loopback network\)/);
    }
    await expectCode(fetchFeed(`${origin}/to-ftp`, GUARDED_BUT_LOCAL), 'bad_url');
    // The first hop itself was allowed: the same server answers normally under these options.
    expect((await fetchFeed(`${origin}/airbnb.ics`, GUARDED_BUT_LOCAL)).events).toHaveLength(4);
  });

  describe('with a host name', () => {
    beforeEach(() => {
      fakeDns.answers.clear();
      fakeDns.calls.length = 0;
      hosts.length = 0;
    });

    it('connects to the address it checked, without a second DNS lookup', async () => {
      fakeDns.answers.set('calendar.test', [{ address: '127.0.0.1', family: 4 }]);
      const feed = await fetchFeed(`http://calendar.test:${port}/hops/2`, GUARDED_BUT_LOCAL);
      expect(feed.events).toHaveLength(4);
      expect(fakeDns.calls).toEqual(['calendar.test', 'calendar.test', 'calendar.test']); // one check per hop
      expect(hosts).toEqual(Array(3).fill(`calendar.test:${port}`)); // the name, not the address, in Host
    });

    it('refuses a name when any of its addresses is private', async () => {
      fakeDns.answers.set('mixed.test', [
        { address: '93.184.216.34', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ]);
      fakeDns.answers.set('mapped.test', [{ address: '::ffff:169.254.169.254', family: 6 }]);
      for (const host of ['mixed.test', 'mapped.test']) {
        const error = await expectCode(
          fetchFeed(`https://${host}/calendar.ics`, { allowPrivateAddresses: false }),
          'forbidden_address',
        );
        expect(error.message).toContain(host);
      }
      expect(hosts).toEqual([]);
    });
  });

  it('refuses loopback addresses unless private addresses are allowed', async () => {
    requests.length = 0;
    const guarded: FetchFeedOptions = { allowPrivateAddresses: false };
    for (const url of [
      `${origin}/airbnb.ics`,
      `http://localhost:${port}/airbnb.ics`,
      `webcal://localhost:${port}/airbnb.ics`,
      `http://2130706433:${port}/airbnb.ics`,
      `http://[::ffff:127.0.0.1]:${port}/airbnb.ics`,
      `http://[::1]:${port}/airbnb.ics`,
      `http://0.0.0.0:${port}/airbnb.ics`,
      'http://169.254.169.254/latest/meta-data/',
      'http://192.168.1.1/calendar.ics',
    ]) {
      await expectCode(fetchFeed(url, guarded), 'forbidden_address');
    }
    expect(requests, 'no request reached the server').toEqual([]);

    expect((await fetchFeed(`${origin}/airbnb.ics`, LOCAL)).events).toHaveLength(4);
    expect((await fetchFeed(`http://localhost:${port}/airbnb.ics`, LOCAL)).events).toHaveLength(4);
  });

  it('refuses what is no http(s) address', async () => {
    for (const url of ['ftp://127.0.0.1/a.ics', 'file:///etc/passwd', 'not a url', '']) {
      const error = await expectCode(fetchFeed(url, LOCAL), 'bad_url');
      expect(error.message).toBe('Not a valid http(s) address');
    }
  });

  it('reports a closed port and an unknown host as unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const refused = await expectCode(fetchFeed(`http://127.0.0.1:${closedPort}/a.ics`, LOCAL), 'unreachable');
    expect(refused.message).toMatch(/^Unreachable: .*ECONNREFUSED/);
    // .invalid never resolves (RFC 2606), with or without the guard.
    await expectCode(fetchFeed('http://calendar.invalid/a.ics', LOCAL), 'unreachable');
    await expectCode(fetchFeed('http://calendar.invalid/a.ics', { allowPrivateAddresses: false }), 'unreachable');
  });

  it('has a staff-facing text for every code', () => {
    expect(FEED_ERROR_MESSAGES).toEqual({
      unreachable: expect.stringMatching(/^Unreachable: /),
      timeout: 'No answer within 10 s',
      too_large: 'Larger than 2 MB',
      not_ical: 'Not an iCalendar file',
      forbidden_address: 'Address not allowed (private or loopback network)',
      bad_status: expect.stringMatching(/^The server answered/),
      bad_url: 'Not a valid http(s) address',
    });
  });
});
