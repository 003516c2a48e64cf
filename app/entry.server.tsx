import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { rateLimitStore } from '#app/server/auth/rate-limit-store.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { closeDatabase, getDatabase } from '#app/server/db/database.server';
import { startPublicChangesPolling, stopPublicChangesPolling } from '#app/server/db/public-changes.server';
import { getEnv } from '#app/server/env.server';
import { deferHydration } from '#app/server/http/deferred-hydration.server';
import { documentPolicy } from '#app/server/http/document-security.server';
import { pageTextsPreloads } from '#app/server/http/page-texts.server';
import { renderTurn } from '#app/server/http/render-turns.server';
import { log } from '#app/server/log.server';
// Every French text, for the pages rendered here (the browser loads them only on French pages).
import '#app/domain/i18n/texts/fr';

// What server.ts starts besides the request handler, from this build (one copy of the app's modules).
export { startServerJobs } from '#app/server/jobs/start.server';
export { pageViewWriter } from '#app/server/figures/page-view-writer.server';

export const streamTimeout = 5_000;

/**
 * Pages render completely before the first byte: no loader streams deferred data, and a whole document
 * can be compressed, cached and validated as one. Its hydration waits for the page to load
 * (deferred-hydration.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // One render per turn of the event loop (render-turns.server.ts).
  await renderTurn();
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Everything is ready before the first byte, so every Suspense boundary (the parts that hydrate later,
      // app/components/ui/hydrate-later.tsx) goes in its place. React otherwise moves a completed boundary past
      // its first 12.8 KB to the end of the document, hidden, with an inline script to put it back: a page
      // without JavaScript would never show it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            // The document stays bytes: a string of over 128 KB (a staff list) costs V8 a millisecond to make.
            const { body: html, insertedScripts } = deferHydration(
              Buffer.concat(chunks),
              pageTextsPreloads(routerContext, request.url),
            );
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            const policy = documentPolicy(html, insertedScripts);
            if (policy) responseHeaders.set('Content-Security-Policy', policy);
            resolve(new Response(html, { headers: responseHeaders, status: statusCode }));
            callback();
          },
        });
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        statusCode = 500;
        log.error('render failed', { url: request.url, error });
      },
    });
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (a visitor navigated away) are not errors of ours; nor is a request refused as such (a
  // POST to a page without an action: 405), which server.ts's request line records with its status.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  log.error('request failed', { method: request.method, url: request.url, error });
};

/** Called by server.ts before it listens: validates the environment and prepares the embedded database. */
export async function startup(): Promise<void> {
  const env = getEnv();
  // Where the rate limits are counted is chosen now, so a configuration that cannot share them says so at start.
  rateLimitStore();
  // Hosted Supabase keeps its own schema and users (docs/deploy-supabase.md). Other instances' changes to what
  // visitors see are polled for (PostgreSQL's are heard once the database is open: db/database.server.ts).
  if (env.backend === 'supabase') {
    startPublicChangesPolling(env);
    return;
  }
  const db = await getDatabase();
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const { created } = await upsertStaffAccount(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    log.info(created ? 'staff account created from ADMIN_EMAIL' : 'staff account password set from ADMIN_PASSWORD', {
      email: env.ADMIN_EMAIL,
    });
  }
}

/** Called by server.ts on SIGTERM/SIGINT after the HTTP server stopped accepting connections. */
export async function shutdown(): Promise<void> {
  stopPublicChangesPolling();
  await closeDatabase();
}
