/**
 * Issue 25, item 4: an oversized or broken upload never ends the server. A production server of its own (the
 * built app, started as `npm start` starts it, so the process a crash would end is this one) gets, from a
 * signed-in staff member:
 *
 *   - a 60 MB file to every upload route (the JSON endpoint of the editors with JavaScript, and the property,
 *     rental and blog editors' own forms without), under the field the forms use and under another name;
 *   - a file over the 25 MB limit that the request guard lets through (it reaches the multipart parser);
 *   - oversized bodies without any file (a form field over its limit; a body announced over the whole limit);
 *   - a multipart post to a route that takes no photos (held to the forms' limit, never buffered);
 *   - truncated bodies over raw sockets: headers announcing a large body, part of it, then the connection
 *     closed (half-closed, and reset); and a multipart body whose closing boundary never comes.
 *
 * Each post that keeps its connection gets a complete answer: 413 naming the limit in words (JSON from the JSON
 * endpoint, the editor's page with the message beside the file field from an editor), 400 for what cannot be
 * read. Then /healthz answers 200 from the same process, and no temporary upload folder is left behind.
 *
 * Plain HTTP, no browser: it runs in the `js` project only. Needs the build (`npm run build`, which Playwright's
 * web server runs first).
 */
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { expect, test } from '@playwright/test';
import { productionInstance, requireBuild, type ProductionInstance } from '../helpers/production-instance';
import { signInOverHttp } from './helpers';

const STAFF = { email: 'upload-limits@example.com', password: 'upload-limits-password-0123' };
const MB = 1024 * 1024;
const BOUNDARY = '----IslandEstatesUploadLimits9f3a1c';
const JSON_ENDPOINT = '/admin/media/upload';
/**
 * The editors' forms, what each says of a 60 MB photo beside its file field, and of 60 MB under another field
 * name: the listing editors take many photos (a post of up to 512 MB, each photo refused past 25 MB while it
 * streams); the blog editor one (a post longer than one photo's limit is refused before it is read).
 */
const EDITORS = [
  {
    path: '/admin/properties/new',
    field: 'Choose photos',
    big: 'scan.tif: larger than 25 MB.',
    elsewhere: { status: 400, text: 'Choose a photo to upload.' },
  },
  {
    path: '/admin/rentals/new',
    field: 'Choose photos',
    big: 'scan.tif: larger than 25 MB.',
    elsewhere: { status: 400, text: 'Choose a photo to upload.' },
  },
  {
    path: '/admin/blogs/new',
    field: 'Choose a featured photo',
    big: 'The file is larger than 25 MB.',
    elsewhere: { status: 413, text: 'The file is larger than 25 MB.' },
  },
];
const EDITOR_PATHS = EDITORS.map((editor) => editor.path);

type Part = { name: string; value: string } | { name: string; filename: string; bytes: number };

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  error?: string;
}

/** The bytes of a multipart body, generated as they are sent (a 60 MB file is never held whole). */
function multipart(parts: Part[], { closing = true } = {}): { length: number; chunks: () => AsyncGenerator<Buffer> } {
  const heads = parts.map((part) =>
    Buffer.from(
      'value' in part
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            'Content-Type: image/tiff\r\n\r\n',
    ),
  );
  const end = Buffer.from(closing ? `--${BOUNDARY}--\r\n` : '');
  const length = parts.reduce((sum, part, index) => sum + heads[index]!.length + size(part) + 2, 0) + end.length;
  return {
    length,
    async *chunks() {
      const block = Buffer.alloc(MB, 0x49); // "IIII…": a TIFF's byte order mark, repeated
      for (const [index, part] of parts.entries()) {
        yield heads[index]!;
        if ('value' in part) yield Buffer.from(part.value);
        else for (let sent = 0; sent < part.bytes; sent += MB) yield block.subarray(0, Math.min(MB, part.bytes - sent));
        yield Buffer.from('\r\n');
      }
      if (end.length) yield end;
    },
  };
}

function size(part: Part): number {
  return 'value' in part ? Buffer.byteLength(part.value) : part.bytes;
}

/**
 * A multipart POST through Node's HTTP client, one connection of its own. Never rejects: the answer, or status
 * 0 with the error when none came. The server may stop reading once it has answered; the answer still counts.
 */
function post(base: string, pathname: string, body: ReturnType<typeof multipart>, headers: Record<string, string>) {
  return new Promise<Answer>((resolve) => {
    let answered = false;
    const req = httpRequest(
      `${base}${pathname}`,
      {
        method: 'POST',
        agent: false,
        timeout: 60_000,
        headers: {
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': String(body.length),
          ...headers,
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        const done = (error?: Error) =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ...(error ? { error: error.message } : {}),
          });
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done());
        res.on('error', done);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', (error) => {
      if (!answered) resolve({ status: 0, headers: {}, body: '', error: error.message });
    });
    pipeline(Readable.from(body.chunks()), req).catch(() => {
      // Refused before the whole body was sent: what counts is the answer (or its absence, above).
    });
  });
}

/**
 * Raw HTTP over a socket: the request's head announcing `announced` bytes, then `send` of them, then the
 * socket is ended (`end`: a half-close, the client waits for an answer), reset (`reset`: gone at once), or
 * kept open (`wait`) until the server closes it. Resolves with everything the server sent and whether (and
 * after how long) the server closed the connection.
 */
async function rawPost(
  port: number,
  head: string,
  send: Buffer,
  then: 'end' | 'reset' | 'wait',
  timeoutMs = 30_000,
): Promise<{ received: string; closedByServer: boolean; ms: number }> {
  const started = performance.now();
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('error', () => {});
  const closed = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  socket.write(head);
  if (send.length) socket.write(send);
  if (then === 'end') socket.end();
  if (then === 'reset') {
    // Let the bytes reach the server before the reset.
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.resetAndDestroy();
  }
  const closedByServer = then === 'reset' ? false : await closed;
  socket.destroy();
  return { received: Buffer.concat(received).toString('utf8'), closedByServer, ms: performance.now() - started };
}

function requestHead(pathname: string, cookie: string, announced: number, accept: string): string {
  return (
    `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nAccept: ${accept}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${announced}\r\n\r\n`
  );
}

/** The text of a page without its markup (what a visitor reads), with entities decoded. */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test.describe('oversized and broken uploads', { tag: '@js-only' }, () => {
  let server: ProductionInstance;
  let dataDir: string;
  let uploadTemp: string;
  let cookie: string;
  const json = { Accept: 'application/json' };
  const html = { Accept: 'text/html' };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    requireBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), 'island-upload-limits-'));
    // The server's temporary folders (uploads in progress) in a folder of their own, to see none is left.
    uploadTemp = path.join(dataDir, 'tmp');
    mkdirSync(uploadTemp);
    server = await productionInstance('upload limits', {
      DATABASE_URL: `pglite:${path.join(dataDir, 'db')}`,
      SEED_DEMO: '0',
      JOBS: '0',
      SESSION_SECRET: 'upload-limits-session-secret-not-for-production-0123',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      // Request lines too: the last test reads them.
      LOG_LEVEL: 'info',
      MAIL_DIR: path.join(dataDir, 'mail'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      TMPDIR: uploadTemp,
    });
    await server.start();
    // An owner: the password, then an authenticator added (two-factor sign-in).
    cookie = await signInOverHttp(server.url, STAFF);
    expect(cookie).toContain('__session=');
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test.afterEach(() => {
    const info = test.info();
    if (info.status !== info.expectedStatus) console.log(`── server ──\n${server.output()}`);
  });

  const send = (pathname: string, parts: Part[], headers: Record<string, string>, options?: { closing?: boolean }) =>
    post(server.url, pathname, multipart(parts, options), { Cookie: cookie, Origin: server.url, ...headers });

  test('answers every oversized, truncated or broken upload, and the same process serves on', async () => {
    test.setTimeout(240_000);
    const answers: { what: string; status: number; error?: string }[] = [];
    const expectAnswer = async (what: string, answer: Answer, status: number) => {
      answers.push({ what, status: answer.status, error: answer.error });
      if (answer.error) {
        // Say whether the server went with the connection (its exit may take a moment to be seen).
        for (let waited = 0; server.running() && waited < 5_000; waited += 100) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const state = server.running() ? 'still running' : 'the server process has exited';
        expect(answer.error, `${what}: ${answer.error}; ${state}`).toBeUndefined();
      }
      expect(answer.status, `${what}: ${answer.body.slice(0, 300)}`).toBe(status);
    };

    // The JSON endpoint, 60 MB under the forms' field name and under another.
    for (const field of ['file', 'photos']) {
      const answer = await send(JSON_ENDPOINT, [{ name: field, filename: 'scan.tif', bytes: 60 * MB }], json);
      await expectAnswer(`JSON endpoint, 60 MB in "${field}"`, answer, 413);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ error: 'The file is larger than 25 MB.' });
      expect(server.running(), 'the server process is still running').toBe(true);
    }
    // A file over the limit in a body the guard lets through: refused by the parser while it streams.
    const over = await send(JSON_ENDPOINT, [{ name: 'photos', filename: 'scan.tif', bytes: 30 * MB }], json);
    await expectAnswer('JSON endpoint, 30 MB in "photos"', over, 413);
    expect(JSON.parse(over.body)).toEqual({ error: 'scan.tif: larger than 25 MB.' });
    // No file at all, one field over its limit.
    const field = await send(JSON_ENDPOINT, [{ name: 'url', value: 'x'.repeat(2 * MB) }], json);
    await expectAnswer('JSON endpoint, a 2 MB field', field, 413);
    expect(JSON.parse(field.body)).toEqual({ error: 'A form field is larger than 512 KB.' });

    // The editors' own forms (no JavaScript): the editor's page, the message beside the file field.
    for (const { path: editor, field: fileField, big: bigMessage, elsewhere: otherField } of EDITORS) {
      const big = await send(
        editor,
        [
          { name: 'intent', value: 'upload' },
          { name: 'photos', filename: 'scan.tif', bytes: 60 * MB },
        ],
        html,
      );
      await expectAnswer(`${editor}, 60 MB in "photos"`, big, 413);
      expect(big.headers['content-type']).toMatch(/^text\/html/);
      const text = pageText(big.body);
      expect(text).toContain(bigMessage);
      // Beside the file field: after its label, before the next section's.
      expect(text.indexOf(bigMessage)).toBeGreaterThan(text.indexOf(fileField));
      expect(text.indexOf(bigMessage) - text.indexOf(fileField)).toBeLessThan(400);

      const elsewhere = await send(
        editor,
        [
          { name: 'intent', value: 'upload' },
          { name: 'file', filename: 'scan.tif', bytes: 60 * MB },
        ],
        html,
      );
      // Files of another input are read and dropped (nothing was chosen for the photos), or the post refused.
      await expectAnswer(`${editor}, 60 MB in "file"`, elsewhere, otherField.status);
      expect(pageText(elsewhere.body)).toContain(otherField.text);

      const longField = await send(editor, [{ name: 'description', value: 'x'.repeat(2 * MB) }], html);
      await expectAnswer(`${editor}, a 2 MB field`, longField, 413);
      expect(pageText(longField.body)).toContain('A form field is larger than 512 KB.');
      expect(server.running(), 'the server process is still running').toBe(true);
    }

    // A route that takes no photos reads its form whole: multipart or not, it is held to the forms' 1 MB.
    const notForPhotos = await send('/admin/blogs', [{ name: 'file', filename: 'scan.tif', bytes: 2 * MB }], html);
    await expectAnswer('/admin/blogs, 2 MB multipart', notForPhotos, 413);
    expect(notForPhotos.body).toContain('1 MB');

    // Announced over the whole limit (512 MB): refused from its headers, before a byte of it is read; the
    // connection is closed after the answer even though the client never sends the rest.
    for (const [route, accept] of [
      [EDITOR_PATHS[0]!, 'text/html'],
      [JSON_ENDPOINT, 'application/json'],
    ] as const) {
      const refused = await rawPost(
        server.port,
        requestHead(route, cookie, 600 * MB, accept),
        Buffer.alloc(64 * 1024, 0x49),
        'wait',
      );
      expect(refused.received, route).toMatch(/^HTTP\/1\.1 413 /);
      expect(refused.received).toContain(route === JSON_ENDPOINT ? 'The file is larger than 25 MB.' : '512 MB');
      expect(refused.closedByServer, `${route}: the server closes the connection`).toBe(true);
      answers.push({ what: `${route}, 600 MB announced`, status: 413 });
    }

    // Truncated: a large body announced, 1 MB of a file sent, then the client goes away (half-close or reset),
    // under each field name, to every route. Nobody is left to answer; the server must simply carry on.
    for (const route of [JSON_ENDPOINT, ...EDITOR_PATHS]) {
      for (const field of ['photos', 'file']) {
        for (const then of ['end', 'reset'] as const) {
          const body = multipart([{ name: field, filename: 'scan.tif', bytes: 20 * MB }]);
          const start: Buffer[] = [];
          for await (const chunk of body.chunks()) {
            start.push(chunk);
            if (start.length > 2) break;
          }
          await rawPost(
            server.port,
            requestHead(route, cookie, body.length, '*/*'),
            Buffer.concat(start),
            then,
            10_000,
          );
        }
      }
      expect(server.running(), `the server process is still running after truncated posts to ${route}`).toBe(true);
    }

    // A multipart body whose closing boundary never comes (the whole announced length is sent).
    for (const route of [JSON_ENDPOINT, ...EDITOR_PATHS]) {
      for (const field of ['photos', 'file']) {
        const cut = await send(
          route,
          [{ name: field, filename: 'scan.tif', bytes: 3 * MB }],
          route === JSON_ENDPOINT ? json : html,
          {
            closing: false,
          },
        );
        await expectAnswer(`${route}, "${field}" without its closing boundary`, cut, 400);
      }
    }

    // The same process still serves, and every upload's temporary folder is gone.
    expect(server.running(), 'the server process is still running').toBe(true);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    await expect
      .poll(() => readdirSync(uploadTemp).filter((name) => name.startsWith('upload-')), { timeout: 10_000 })
      .toEqual([]);
    console.log(`upload limits: ${answers.length} answers checked, the server process stayed up`);
  });

  test("logs a visitor's POST to a page without an action as one info line, and answers 405", async () => {
    const id = `post-without-action-${Date.now()}`;
    // The blog has no form (the list pages have one since the saved-search alerts).
    const answer = await fetch(`${server.url}/blog`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Request-Id': id },
      body: 'q=villa',
    });
    expect(answer.status).toBe(405);
    const page = pageText(await answer.text());
    expect(page).toContain('405 Method Not Allowed');
    // React Router's own text names its route modules: not for visitors.
    expect(page).not.toContain('did not provide an');
    await expect.poll(() => server.output().includes(id)).toBe(true);
    const lines = server
      .output()
      .split('\n')
      // The request line names it by its id; React Router's error line (before) by its address.
      .filter((line) => line.includes(id) || line.includes(`${server.url}/blog`));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', msg: 'request', path: '/blog', status: 405 });
  });
});
