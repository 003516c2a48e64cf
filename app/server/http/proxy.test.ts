import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustProxy, trustProxies } from './proxy';

/** A real Express app on loopback with the server's proxy rule, answering what it believes of the client. */
async function echoServer(trustProxy: string | undefined): Promise<{ url: string; server: Server }> {
  const app = express();
  trustProxies(app, parseTrustProxy(trustProxy));
  // host: the Host header as React Router's adapter reads it (a trusted proxy's X-Forwarded-Host replaces it).
  app.get('/', (req, res) => {
    res.json({ client: clientAddressOf(req), protocol: req.protocol, host: req.headers.host });
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

let running: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())));

async function seen(trustProxy: string | undefined, headers: Record<string, string> = {}) {
  const { url, server } = await echoServer(trustProxy);
  running = server;
  return (await fetch(url, { headers }).then((r) => r.json())) as { client: string; protocol: string; host: string };
}

describe('TRUST_PROXY', () => {
  it('is off by default: a visitor’s own X-Forwarded-For, Forwarded and proto are ignored', async () => {
    const headers = {
      'X-Forwarded-For': '203.0.113.9',
      Forwarded: 'for=198.51.100.1;proto=https;host=evil.example',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example',
    };
    const answer = await seen(undefined, headers);
    expect(answer.client).toBe('127.0.0.1');
    expect(answer.protocol).toBe('http');
    expect(answer.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect((await seen('false', headers)).client).toBe('127.0.0.1');
  });

  it('with one trusted hop, takes the address the proxy appended (not what the client wrote before it)', async () => {
    // nginx's $proxy_add_x_forwarded_for: the client's spoofed value, then the address nginx saw.
    const answer = await seen('1', {
      'X-Forwarded-For': '6.6.6.6, 203.0.113.9',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'www.islandestates.example',
    });
    expect(answer).toEqual({ client: '203.0.113.9', protocol: 'https', host: 'www.islandestates.example' });
  });

  it('with trusted addresses, walks past trusted proxies only', async () => {
    expect((await seen('loopback', { 'X-Forwarded-For': '203.0.113.9' })).client).toBe('203.0.113.9');
    expect((await seen('loopback, 10.0.0.0/8', { 'X-Forwarded-For': '203.0.113.9, 10.1.2.3' })).client).toBe(
      '203.0.113.9',
    );
    // A CDN address not in the list stops the walk: it is the client as far as we can tell.
    expect((await seen('loopback', { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' })).client).toBe('198.51.100.7');
  });

  it('ignores the headers of a peer that is not trusted (a spoofing client reaching the server directly)', async () => {
    const answer = await seen('10.0.0.0/8', { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' });
    expect(answer.client).toBe('127.0.0.1');
    expect(answer.protocol).toBe('http');
  });

  it('reads RFC 7239 Forwarded from a trusted proxy, over X-Forwarded-For', async () => {
    const answer = await seen('loopback', {
      Forwarded: 'for="[2001:db8::17]:4711";proto=https;host=www.islandestates.example',
      'X-Forwarded-For': '6.6.6.6',
    });
    expect(answer).toEqual({ client: '2001:db8::17', protocol: 'https', host: 'www.islandestates.example' });
    expect((await seen('1', { Forwarded: 'for=6.6.6.6, for="192.0.2.60:8080"' })).client).toBe('192.0.2.60');
    // Malformed: dropped whole, and the X-Forwarded-For beside it too (never half-read).
    expect((await seen('1', { Forwarded: 'for=="', 'X-Forwarded-For': '6.6.6.6' })).client).toBe('127.0.0.1');
  });
});

describe('parseTrustProxy', () => {
  it('reads off, hop counts and address lists, and refuses what is neither', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8 ,192.168.1.7')).toEqual(['loopback', '10.0.0.0/8', '192.168.1.7']);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow();
    expect(() => parseTrustProxy('the proxy')).toThrow();
  });
});
