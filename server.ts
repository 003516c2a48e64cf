/**
 * The Node server, in development (Vite middleware, hot reload) and production (the built app):
 * Express with compression, immutable caching of hashed assets, HOST/PORT, the background jobs
 * (app/server/jobs/), and a graceful shutdown that stops accepting connections, lets the jobs finish,
 * closes the database and exits.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { countPageViews, startPageViewFlushes } from './app/server/figures/page-views.server';
import { pageCacheFastPath } from './app/server/http/page-cache-fast-path';
import { staticFiles } from './app/server/http/static-files';
import { clientAddressOf, parseTrustProxy, trustProxies } from './app/server/http/proxy';
import { bodyLimitFor } from './app/server/http/body-limits';
import { baseSecurityHeaders, checkRequest, requestId } from './app/server/http/security';
import { closeUnreadBodies } from './app/server/http/unread-body';
import { inFlightRequests } from './app/server/http/in-flight';
import { redactSecrets } from '#app/server/bookings/private-links.server';

const DEVELOPMENT = process.env.NODE_ENV !== 'production';
/** From the working directory, like the client files: server.ts also runs compiled, from build/server/. */
const BUILD_URL = pathToFileURL(path.resolve('build/server/index.js')).href;

/** What app/entry.server.tsx exports besides the renderer. */
interface ServerLifecycle {
  startup(): Promise<void>;
  shutdown(): Promise<void>;
  startServerJobs: typeof import('./app/server/jobs/start.server').startServerJobs;
  pageViewWriter: typeof import('./app/server/figures/page-view-writer.server').pageViewWriter;
}

function lifecycle(build: ServerBuild): ServerLifecycle {
  return build.entry.module as unknown as ServerLifecycle;
}

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

async function main() {
  const startedAt = performance.now();
  const app = express();
  const server = createServer(app);
  app.disable('x-powered-by');
  // Behind a reverse proxy or CDN, which peers' X-Forwarded-*/Forwarded headers count (TRUST_PROXY; off by default).
  trustProxies(app, parseTrustProxy(process.env.TRUST_PROXY));
  const securityHeaders = Object.entries(baseSecurityHeaders({ production: !DEVELOPMENT }));
  const logRequests = !['warn', 'error', 'silent'].includes(process.env.LOG_LEVEL ?? 'info');

  // Request id, timing and one structured log line per request (no cookies, no query strings).
  app.use((req, res, next) => {
    const id = requestId(req.get('x-request-id'), randomUUID);
    const started = performance.now();
    res.setHeader('X-Request-Id', id);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    // The app reads these; a client can set neither (the address comes from a trusted proxy or the socket).
    const client = clientAddressOf(req);
    req.headers['x-request-id'] = id;
    req.headers['x-client-address'] = client;
    res.on('finish', () => {
      if (!logRequests && res.statusCode < 500) return;
      if (req.originalUrl === '/healthz' && res.statusCode === 200) return;
      const line = {
        time: new Date().toISOString(),
        level: res.statusCode >= 500 ? 'error' : 'info',
        msg: 'request',
        requestId: id,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        client,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      // Private links carry their secret in the path (app/server/bookings/private-links.server.ts).
      process.stdout.write(`${redactSecrets(JSON.stringify(line))}\n`);
    });
    next();
  });

  // Counted until answered, so that stopping closes the database only after them (in-flight.ts).
  const requests = inFlightRequests();
  app.use(requests.middleware);

  // The build's client files, from memory, before any other work (static-files.ts; decision 045).
  if (!DEVELOPMENT) {
    app.use(
      staticFiles('build/client', {
        cacheControl: (urlPath) =>
          urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      }),
    );
  }

  // A body answered before it was read in full is read and dropped for a while, then its connection closed.
  app.use(closeUnreadBodies());

  // Cross-site posts and oversized bodies are refused before any action runs (app/server/http/body-limits.ts).
  app.use((req, res, next) => {
    const limit = bodyLimitFor(req.path, req.get('content-type'));
    const verdict = checkRequest(
      // req.host: the Host header, or a trusted proxy's X-Forwarded-Host (the address the browser used).
      // req.path: the one-click unsubscribe of a saved search takes cross-site posts (RFC 8058; security.ts).
      { method: req.method, host: req.host, headers: req.headers, path: req.path },
      { maxBodyBytes: limit.maxBytes },
    );
    if (verdict.ok) return next();
    const message = verdict.status === 413 ? limit.message() : 'Request refused.';
    res.status(verdict.status);
    // The editors' uploads with JavaScript read JSON; anyone else, text.
    if (req.accepts(['text/plain', 'application/json']) === 'application/json') res.json({ error: message });
    else res.type('text/plain').send(message);
  });

  // Listing page views, counted once answered, whoever answers (the page cache's fast path included).
  app.use(countPageViews());
  // Cached public pages leave here, already compressed; everything else is compressed on the way out.
  if (!DEVELOPMENT) app.use(pageCacheFastPath());
  app.use(compression());

  let loadBuild: () => Promise<ServerBuild>;
  let closeDevServer = async () => {};

  if (DEVELOPMENT) {
    const vite = await import('vite');
    // Hot reload rides on this server's own port, so several dev servers can run side by side.
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true, hmr: { server } } });
    closeDevServer = () => viteDevServer.close();
    app.use(viteDevServer.middlewares);
    loadBuild = () => viteDevServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const build = (await import(BUILD_URL)) as ServerBuild;
    loadBuild = async () => build;
  }

  // Validate the environment and migrate/seed the database before accepting traffic.
  await lifecycle(await loadBuild())
    .startup()
    .catch(fail);

  // Option deadlines and calendar feeds, once the database is ready (never in tests, off with JOBS=0). They come
  // from the app's build, so they share its modules (database, caches); a failure to start them must not keep
  // the site from serving.
  const jobs =
    process.env.NODE_ENV === 'test'
      ? null
      : await lifecycle(await loadBuild())
          .startServerJobs()
          .catch((error: unknown) => {
            console.error(
              JSON.stringify({
                time: new Date().toISOString(),
                level: 'error',
                msg: 'background jobs not started',
                error: error instanceof Error ? error.message : String(error),
              }),
            );
            return null;
          });

  // The page views counted in memory go to the database every ~10 s (every instance adds its own).
  const pageViews = startPageViewFlushes(async () => lifecycle(await loadBuild()).pageViewWriter());

  // In development the build is re-read on every request so edits show at once.
  app.all(
    '/{*splat}',
    createRequestHandler({
      build: DEVELOPMENT ? loadBuild : await loadBuild(),
      mode: DEVELOPMENT ? 'development' : 'production',
    }),
  );

  const host = process.env.HOST || '0.0.0.0';
  const port = Number(process.env.PORT || 3000);
  server.listen(port, host, () => {
    const address = server.address();
    const shown = typeof address === 'object' && address ? `${address.address}:${address.port}` : `${host}:${port}`;
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'info',
        msg: `listening on http://${shown}`,
        mode: DEVELOPMENT ? 'development' : 'production',
        startupMs: Math.round(performance.now() - startedAt),
      }),
    );
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: `${signal}: shutting down` }));
    // Finish in-flight requests, refuse new ones; give up on stragglers after 10 s.
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    server.close();
    server.closeIdleConnections();
    try {
      // The requests being answered finish before anything they use is stopped (8 s at most, in the 10).
      await requests.drain(8_000);
      // Runs in progress finish (or are left after a deadline) before the database closes under them.
      await jobs?.stop();
      // The last counts, before the database closes.
      await pageViews.stop();
      await lifecycle(await loadBuild()).shutdown();
      await closeDevServer();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch(fail);
