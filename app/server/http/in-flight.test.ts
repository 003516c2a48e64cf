import { once } from 'node:events';
import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { inFlightRequests, STOPPING_MESSAGE } from './in-flight';

/** A server whose /slow answers when the test says so, behind the in-flight counter. */
async function start() {
  const requests = inFlightRequests();
  const pending: (() => void)[] = [];
  const app = express();
  app.use(requests.middleware);
  app.get('/slow', (_req, res) => void pending.push(() => res.type('text/plain').send('answered')));
  app.get('/quick', (_req, res) => void res.type('text/plain').send('quick'));
  const server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { requests, pending, server, port };
}

/** One request on `agent` (a kept-alive connection when the agent keeps it). */
function get(port: number, path: string, agent: Agent) {
  return new Promise<{ status: number; body: string; connection?: string; retryAfter?: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body,
          connection: res.headers.connection,
          retryAfter: res.headers['retry-after'],
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('the requests in flight when the server stops', () => {
  it('are answered before the drain resolves, and a request arriving meanwhile is told to come back', async () => {
    const { requests, pending, server, port } = await start();
    servers.push(server);
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    // A connection kept alive from before the stop, that a client will use again.
    expect((await get(port, '/quick', agent)).body).toBe('quick');
    const slow = get(port, '/slow', agent);
    await expect.poll(() => pending.length).toBe(1);
    expect(requests.running()).toBe(1);

    let drained: boolean | undefined;
    const drain = requests.drain(5_000).then((value) => (drained = value));
    const late = await get(port, '/quick', agent);
    expect(late).toMatchObject({ status: 503, body: STOPPING_MESSAGE, connection: 'close', retryAfter: '5' });
    // The refused request was never counted, and the slow one still holds the drain.
    expect(requests.running()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained).toBeUndefined();

    pending[0]!();
    expect(await slow).toMatchObject({ status: 200, body: 'answered' });
    expect(await drain).toBe(true);
    expect(requests.running()).toBe(0);
    agent.destroy();
  });

  it('resolves at once with nothing in flight, and gives up at the deadline on a request that never ends', async () => {
    const idle = await start();
    servers.push(idle.server);
    expect(await idle.requests.drain(5_000)).toBe(true);

    const { requests, pending, server, port } = await start();
    servers.push(server);
    const agent = new Agent({ keepAlive: false });
    void get(port, '/slow', agent).catch(() => undefined);
    await expect.poll(() => pending.length).toBe(1);
    const started = performance.now();
    expect(await requests.drain(200)).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(requests.running()).toBe(1);
  });

  it('counts a request whose client went away as done', async () => {
    const { requests, pending, server, port } = await start();
    servers.push(server);
    const agent = new Agent({ keepAlive: false });
    const slow = request({ host: '127.0.0.1', port, path: '/slow', agent });
    slow.on('error', () => undefined).end();
    await expect.poll(() => pending.length).toBe(1);
    slow.destroy();
    await expect.poll(() => requests.running()).toBe(0);
    expect(await requests.drain(5_000)).toBe(true);
  });
});
