/**
 * One app instance in a process of its own, for tests of several instances on one PostgreSQL
 * (tests/integration/several-instances.test.ts). It runs the app's own server modules with their
 * process-wide state — the database (opened, migrated and listening for public changes as the server
 * does), the page cache, the list counts, the rate limits — behind a small HTTP interface:
 *
 *   GET  /page?path=/properties   the published properties (title and total), through the page cache
 *   POST /inquiry                 the contact form's action (x-client-address: the visitor's address)
 *   POST /publish?id=…&status=…&staff=…   a staff member's write to a property's status
 *   GET  /state                   whether this instance listens for public changes, its page cache's size
 *   POST /job?name=…&hold=1       a tick of job `name` through the job runner and its PostgreSQL lock, as
 *                                 server.ts runs jobs; with hold=1 the run never ends (answered once it
 *                                 started), so the test can kill the instance holding the lock
 *
 * Started with `node --import tsx tests/helpers/app-instance.ts`; the environment (DATABASE_URL,
 * INQUIRY_RATE_LIMIT…) comes from the test. Prints `{"port":N}` once it listens; exits on SIGTERM, or when
 * its standard input closes (the test process is gone).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { RouterContextProvider } from 'react-router';
import { parsePropertyFilters } from '#app/domain/listings/filter-params';
import { createBackend } from '#tests/helpers/backend';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { requestServicesContext, visitorCapabilities } from '#app/server/context.server';
import { listingQueries } from '#app/server/listings/listings.server';
import { closeDatabase, getDatabase, publicChangesListener } from '#app/server/db/database.server';
import { pageCacheMiddleware, publicPageCache } from '#app/server/http/page-cache.server';
import { submitLead } from '#app/server/leads/lead-action.server';
import { postgresJobLock } from '#app/server/jobs/lock.server';
import { createJobRunner } from '#app/server/jobs/runner.server';

const jobs = createJobRunner({ lock: postgresJobLock(process.env.DATABASE_URL!), initialDelayMs: 60_000 });
const registered = new Set<string>();

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function send(res: ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const json = (value: unknown, status = 200) => Response.json(value, { status });

async function handle(req: IncomingMessage): Promise<Response> {
  const url = new URL(req.url ?? '/', 'http://instance');
  if (req.method === 'GET' && url.pathname === '/page') {
    const page = new URL(url.searchParams.get('path') ?? '/properties', 'http://localhost');
    const request = new Request(page);
    return (await pageCacheMiddleware({ request, params: {}, context: {} } as never, async () => {
      const listings = (await visitorCapabilities(request)).use(listingQueries);
      const list = await listings.listPublishedProperties(parsePropertyFilters(page.searchParams));
      return json({ total: list.total, titles: list.rows.map((row) => row.title) });
    })) as Response;
  }
  if (req.method === 'POST' && url.pathname === '/inquiry') {
    const request = new Request('http://localhost/contact', {
      method: 'POST',
      body: await body(req),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'x-client-address': String(req.headers['x-client-address'] ?? 'unknown'),
      },
    });
    const context = new RouterContextProvider();
    context.set(requestServicesContext, { capabilities: await visitorCapabilities(request) });
    const result: unknown = await submitLead(request, context, { source: 'contact' });
    // A refusal is `data(payload, init)`; a success is the payload itself.
    const refused = typeof result === 'object' && result !== null && 'init' in result && 'data' in result;
    const payload = (refused ? result.data : result) as { sent: boolean };
    const init = (refused ? result.init : null) as ResponseInit | null;
    return new Response(JSON.stringify({ sent: payload.sent }), {
      status: init?.status ?? 200,
      headers: { ...(init?.headers as Record<string, string> | undefined), 'Content-Type': 'application/json' },
    });
  }
  if (req.method === 'POST' && url.pathname === '/publish') {
    // As the staff member, the way the admin's actions write (row level security applies).
    const staff = createBackend(
      sqlExecutor(await getDatabase(), { role: 'authenticated', aal: 'aal2', userId: url.searchParams.get('staff')! }),
    );
    await staff.setStatus('properties', url.searchParams.get('id')!, url.searchParams.get('status') as 'published');
    return json({ ok: true });
  }
  if (req.method === 'POST' && url.pathname === '/job') {
    const name = url.searchParams.get('name')!;
    const hold = url.searchParams.get('hold') === '1';
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    if (!registered.has(name)) {
      registered.add(name);
      jobs.register({
        name,
        intervalMs: 60_000,
        run: async () => {
          started();
          if (hold) await new Promise(() => {});
        },
      });
    }
    const outcome = jobs.tick(name);
    return json({ outcome: await Promise.race([outcome, running.then(() => (hold ? 'running' : outcome))]) });
  }
  if (req.method === 'GET' && url.pathname === '/state') {
    return json({ listening: publicChangesListener()?.isListening() ?? false, pages: publicPageCache().size });
  }
  return json({ error: 'not found' }, 404);
}

await getDatabase();
await publicChangesListener()?.listening;
const server = createServer((req, res) => {
  handle(req)
    .then((response) => send(res, response))
    .catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(error instanceof Error ? `${error.message}\n${error.stack}` : String(error));
    });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
// The test process ended without stopping this one (it was killed): end too.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
process.on('SIGTERM', () => {
  server.close();
  void closeDatabase().finally(() => process.exit(0));
});
