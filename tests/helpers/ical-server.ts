import { readFileSync } from 'node:fs';
import { islandToday } from '#app/domain/booking/dates';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A calendar platform on 127.0.0.1 for tests: serves fixture files from tests/fixtures/ical and scripted
 * answers (another body, an HTTP error, a hang, a reset connection, an oversized body, a redirect), each
 * changeable between two syncs. Nothing leaves the machine.
 */

export type ScriptedAnswer =
  /** A file of tests/fixtures/ical, as text/calendar. */
  | { file: string }
  | { body: string; status?: number; type?: string }
  /** Headers never come: the client's deadline ends it. */
  | { hang: true }
  /** The connection is dropped without an answer. */
  | { reset: true }
  /** A calendar-looking body of this many bytes, streamed without Content-Length. */
  | { bytes: number }
  | { redirect: string; status?: number };

export interface ICalServer {
  origin: string;
  url(path: string): string;
  /** What `path` answers from now on. */
  set(path: string, answer: ScriptedAnswer): void;
  /** The paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

export const icalFixture = (name: string) =>
  fixtureDates(readFileSync(new URL(`../fixtures/ical/${name}`, import.meta.url), 'utf8'));

/**
 * The fixtures' events are written for 2027–2028. From 2027 on, every year in them (and in a test's
 * expectations, through this same function) moves forward as many years as have passed since 2026, so
 * the events stay ahead of today and a website request on their dates is still allowed.
 */
export const FIXTURE_YEAR_SHIFT = Math.max(0, Number(islandToday().slice(0, 4)) - 2026);
export function fixtureDates<T extends string>(text: T): T {
  if (FIXTURE_YEAR_SHIFT === 0) return text;
  return text.replace(/\b202([78])(?=-?\d\d-?\d\d)/g, (_, digit: string) => String(2020 + Number(digit) + FIXTURE_YEAR_SHIFT)) as T;
}

function streamBytes(res: ServerResponse, total: number) {
  const chunk = Buffer.alloc(64 * 1024, 'X-FILLER:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n');
  let sent = 0;
  const write = () => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', write);
    }
    res.end();
  };
  res.writeHead(200, { 'content-type': 'text/calendar' });
  res.write('BEGIN:VCALENDAR\r\n');
  write();
}

export async function startICalServer(answers: Record<string, ScriptedAnswer> = {}): Promise<ICalServer> {
  const script = new Map(Object.entries(answers));
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    res.on('error', () => {}); // the client hangs up on purpose (too large, timeout)
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(path);
    const answer = script.get(path);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    if ('hang' in answer) return;
    if ('reset' in answer) return req.socket.destroy();
    if ('bytes' in answer) return streamBytes(res, answer.bytes);
    if ('redirect' in answer) {
      res.writeHead(answer.status ?? 302, { location: answer.redirect });
      return res.end();
    }
    const body = 'file' in answer ? icalFixture(answer.file) : answer.body;
    const type = 'file' in answer ? 'text/calendar; charset=utf-8' : (answer.type ?? 'text/calendar; charset=utf-8');
    const status = 'file' in answer ? 200 : (answer.status ?? 200);
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    set: (path, answer) => void script.set(path, answer),
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
