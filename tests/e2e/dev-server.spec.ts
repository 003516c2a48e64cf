/**
 * Issue 26, item 21: `npm run dev` on a fresh clone. From an empty dependency cache, the first visits of the public
 * pages each load once (Vite never reloads them to bundle a dependency it found late), nothing is logged in the
 * console (no "Invalid hook call" from a second copy of React), and the browser fetches no server package: the
 * browser's dependencies are the ones vite.config.ts lists.
 *
 * Starts its own development server (`server.ts` without NODE_ENV=production), with its own embedded database and
 * Vite cache. Runs in the `js` project only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './helpers';
import { freePort } from '../helpers/postgres-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Packages that run on the server only: none of them may be bundled for the browser. */
const SERVER_PACKAGES = ['ws', 'supabase', 'react-dom_server', 'marked', 'busboy', 'ical', 'pg', 'pglite', 'nodemailer', 'sharp', 'lru-cache', 'otpauth', 'qrcode', 'd3-geo', 'sanitize-html', 'express'];

test.describe('the development server', { tag: '@js-only' }, () => {
  let server: ChildProcess | undefined;
  let dir = '';
  let url = '';
  const output: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    dir = mkdtempSync(path.join(tmpdir(), 'island-dev-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', '--import', './tests/helpers/end-with-parent.mjs', './server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: `pglite:${path.join(dir, 'db')}`,
        MAIL_DIR: path.join(dir, 'mail'),
        MEDIA_DIR: path.join(dir, 'media'),
        SESSION_SECRET: 'dev-server-test-secret-0123456789-abcdefgh',
        VITE_CACHE_DIR: path.join(dir, 'vite'),
        JOBS: '0',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => output.push(chunk.toString());
    server.stdout!.on('data', keep);
    server.stderr!.on('data', keep);
    const started = performance.now();
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the development server exited:\n${output.join('')}`);
      const answer = await fetch(`${url}/healthz`).catch(() => null);
      if (answer?.status === 200) break;
      if (performance.now() - started > 360_000) throw new Error(`no answer within 360 s:\n${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  test('first visits load once each, with no console error and no server package in the browser', async ({ page }) => {
    test.setTimeout(240_000);
    const bundled = new Set<string>();
    page.on('request', (request) => {
      const dep = /\/\.vite\/deps\/([^?]+)|\/deps\/([^/?]+\.js)/.exec(request.url());
      if (dep) bundled.add(dep[1] ?? dep[2]!);
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(await (await fetch(`${url}/blog`)).text())?.[1];
    const rental = /href="(\/rentals\/[0-9a-f-]{36})"/.exec(await (await fetch(`${url}/rentals`)).text())?.[1];
    expect(post && rental).toBeTruthy();
    for (const pagePath of ['/', '/properties', '/rentals', rental!, '/blog', post!, `/fr${post}`, '/contact', '/login']) {
      const before = loads;
      await page.goto(`${url}${pagePath}`);
      // Long enough for a late dependency to be bundled and the page reloaded, as it was.
      await page.waitForTimeout(3_000);
      expect(loads - before, `${pagePath} loaded once`).toBe(1);
    }
    // A form's validation is loaded on demand (zod): typing in one must not reload the page either.
    await page.goto(`${url}/contact`);
    await page.getByLabel('Email Address').fill('not an address');
    await page.getByLabel('Email Address').blur();
    await page.waitForTimeout(3_000);
    expect(output.join('')).not.toMatch(/optimized dependencies changed|new dependencies optimized/);
    expect([...bundled].filter((file) => SERVER_PACKAGES.some((name) => file.includes(name)))).toEqual([]);
    expect(bundled.size).toBeGreaterThan(0);
  });
});
