/**
 * `npm run soak`: 60 s of mixed traffic (page views, filters, inquiry posts; 50 connections) at the
 * production server, then checks that every acknowledged inquiry is stored exactly once and that no
 * response was a 5xx. Prints the counts; exits non-zero when a check fails.
 *
 *   npm run soak [-- --duration 60 --connections 50 --no-build]
 */
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openSqlDatabase } from '#app/server/db/sql-database.server';
import { build, startProductionServer, temporaryDataDir } from './lib/production-server';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '60' }, connections: { type: 'string', default: '50' }, 'no-build': { type: 'boolean', default: false } },
});

const PROPERTY = '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01';
const SUCCESS = 'Thank you for your inquiry!';

async function main() {
  if (!values['no-build']) build();
  const data = temporaryDataDir('soak');
  const acknowledged = new Set<string>();
  const statuses = new Map<number, number>();
  let leadsSent = 0;
  try {
    const server = await startProductionServer({ DATABASE_URL: `pglite:${data.dir}`, SEED_DEMO: '1', INQUIRY_RATE_LIMIT: '0' });
    console.log(`Server ready in ${server.startupMs} ms; ${values.duration} s of traffic over ${values.connections} connections…`);
    let result: autocannon.Result;
    try {
      result = await autocannon({
        url: server.url,
        connections: Number(values.connections),
        duration: Number(values.duration),
        requests: [
          { method: 'GET', path: '/' },
          { method: 'GET', path: '/properties' },
          { method: 'GET', path: '/properties?island=Sint+Maarten&bedrooms=3' },
          { method: 'GET', path: '/rentals?guests=4' },
          { method: 'GET', path: `/properties/${PROPERTY}` },
          {
            method: 'POST',
            path: `/properties/${PROPERTY}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            // Each post is a different lead, named by a token the check looks for afterwards.
            setupRequest: (request, context) => {
              const token = randomUUID();
              (context as { token?: string }).token = token;
              leadsSent += 1;
              request.body = new URLSearchParams({ name: `Soak ${token}`, email: 'soak@example.com', message: 'Load test', submissionId: randomUUID(), leave_this_empty: '' }).toString();
              return request;
            },
            onResponse: (status, body, context) => {
              if (status === 200 && body.includes(SUCCESS)) acknowledged.add((context as { token?: string }).token!);
            },
          },
        ],
      });
      for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses.set(Number(code), (stat as { count: number }).count);
    } finally {
      await server.stop();
    }

    // The server has stopped: open its database and look for every acknowledged lead.
    const db = await openSqlDatabase({ kind: 'pglite', dataDir: data.dir });
    let storedOnce = 0;
    let missing = 0;
    let duplicated = 0;
    try {
      const { rows } = await db.query<{ name: string; n: number }>(`select name, count(*)::int as n from public.inquiries where name like 'Soak %' group by name`);
      const counts = new Map(rows.map((r) => [r.name.slice('Soak '.length), r.n]));
      for (const token of acknowledged) {
        const n = counts.get(token) ?? 0;
        if (n === 1) storedOnce += 1;
        else if (n === 0) missing += 1;
      }
      // Any lead stored twice, acknowledged or not.
      duplicated = rows.filter((r) => r.n > 1).length;
    } finally {
      await db.close();
    }
    const fiveXX = [...statuses].filter(([code]) => code >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.log(`requests: ${result.requests.total} (${Math.round(result.requests.average)} req/s), errors: ${result.errors}, timeouts: ${result.timeouts}`);
    console.log(`status codes: ${[...statuses].map(([c, n]) => `${c}×${n}`).join(', ')}`);
    console.log(`5xx: ${fiveXX}`);
    console.log(`inquiries posted: ${leadsSent}, acknowledged: ${acknowledged.size}, stored exactly once: ${storedOnce}, missing: ${missing}, duplicated: ${duplicated}`);
    const ok = fiveXX === 0 && missing === 0 && duplicated === 0 && acknowledged.size > 0 && result.errors === 0;
    console.log(ok ? 'SOAK PASSED' : 'SOAK FAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    data.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
