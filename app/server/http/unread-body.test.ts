import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeUnreadBodies } from './unread-body';

const LINGER_MS = 300;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(closeUnreadBodies(LINGER_MS));
  // Answers at once, without reading a byte of the body (as the request guard refuses one too long).
  app.post('/refuse', (_req, res) => void res.status(413).type('text/plain').send('too large'));
  app.get('/ok', (_req, res) => void res.type('text/plain').send('ok'));
  server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Client {
  socket: Socket;
  received: () => string;
  /** The first error the connection met (a reset, or a write into one), if any. */
  error: () => Error | undefined;
}

async function client(): Promise<Client> {
  // Half-open allowed: it goes on sending after the server has shut its side (Node's sockets stop by default).
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  let error: Error | undefined;
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', (e) => (error ??= e));
  return { socket, received: () => Buffer.concat(chunks).toString('latin1'), error: () => error };
}

/** The connections the server still holds. */
const connections = () =>
  new Promise<number>((resolve, reject) => server.getConnections((e, count) => (e ? reject(e) : resolve(count))));

const head = (length: number, connection: 'keep-alive' | 'close') =>
  `POST /refuse HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: ${connection}\r\nContent-Type: application/octet-stream\r\n` +
  `Content-Length: ${length}\r\n\r\n`;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Writes `count` chunks, waiting for each to be taken (a write into a reset connection fails). */
async function send(socket: Socket, count: number): Promise<void> {
  for (let i = 0; i < count && !socket.destroyed; i++) {
    await new Promise<void>((resolve) => socket.write(CHUNK, () => resolve()));
  }
}

describe('closeUnreadBodies', () => {
  it('keeps a kept-alive connection open for the next request once the rest of the body has come', async () => {
    const { socket, received } = await client();
    socket.write(head(16 * CHUNK.length, 'keep-alive'));
    socket.write(CHUNK);
    await until(() => received().includes('too large'));
    await send(socket, 15);
    socket.write('GET /ok HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await until(() => received().endsWith('ok'));
    expect(received()).toMatch(/^HTTP\/1\.1 413 [\s\S]*HTTP\/1\.1 200 /);
    socket.destroy();
  });

  it('holds the close a client asked for until the body has come, so the answer is never reset', async () => {
    const { socket, received, error } = await client();
    socket.write(head(32 * CHUNK.length, 'close'));
    socket.write(CHUNK);
    await until(() => received().includes('too large'));
    // The rest arrives after the answer: Node alone would close the socket with it unread, a reset.
    await send(socket, 31);
    await until(async () => (await connections()) === 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error()).toBeUndefined();
    expect(received()).toMatch(/^HTTP\/1\.1 413 [\s\S]*Connection: close[\s\S]*too large$/);
    socket.destroy();
  });

  it('closes a connection whose body stops coming, soon after the answer', async () => {
    for (const connection of ['keep-alive', 'close'] as const) {
      const { socket, received } = await client();
      socket.write(head(600 * 1024 * 1024, connection));
      socket.write(CHUNK);
      await until(() => received().includes('too large'));
      const answered = performance.now();
      await until(async () => (await connections()) === 0);
      const closed = performance.now() - answered;
      expect(closed, connection).toBeGreaterThanOrEqual(LINGER_MS - 50);
      expect(closed, connection).toBeLessThan(LINGER_MS + 2_000);
      socket.destroy();
    }
  });
});
