import { afterAll, beforeAll } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { createRequestHandler, type ServerBuild } from 'react-router';

/**
 * The whole app as the development server runs it — route table, root middleware (page cache, services,
 * currency), loaders, meta and the document — answering `Request`s in-process, without a port. Pair it with
 * `useTestDatabase`, which makes the test's database the app's. Starting Vite takes a few seconds, so one
 * per describe block.
 */
export function useAppRenderer(): (path: string, init?: RequestInit) => Promise<Response> {
  let vite: ViteDevServer | undefined;
  let handle: ((request: Request) => Promise<Response>) | undefined;
  beforeAll(async () => {
    vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'warn' });
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    handle = createRequestHandler(build, 'development');
  });
  afterAll(async () => {
    await vite?.close();
  });
  return (path, init) => {
    if (!handle) throw new Error('The app is not ready');
    return handle(new Request(`http://localhost${path}`, init));
  };
}
