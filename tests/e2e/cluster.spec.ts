/**
 * Issue 16, "Tests and figures": the site as it runs in production at scale — a real PostgreSQL, two production
 * server processes (the built app, started as `npm start` starts it) and nginx round-robin in front of them,
 * with TRUST_PROXY=1 — then:
 *
 *   1. a listing unpublished and published again by a staff member signed in on instance A (the admin list's
 *      status form, posted as a browser without JavaScript posts it) is gone from, then back on, instance B's
 *      cached list within a second;
 *   2. the inquiry limit for one client address holds across both instances behind nginx (the limit + 1st post
 *      is refused whichever instance answers), and another address is limited apart — real addresses: this
 *      process's sockets are bound to different loopback addresses, nginx sees them as $remote_addr and the
 *      app reads them from X-Forwarded-For;
 *   3. a burst of 150 parallel wrong-password sign-ins from one address through both instances gets ten guesses
 *      (issue 25: attempts are counted in the database before any password is checked);
 *   4. 60 s of mixed traffic through nginx (public pages, inquiries each with a marker of its own, from many
 *      addresses), instance A killed with SIGKILL at 20 s and started again at 25 s: every acknowledged
 *      inquiry is stored exactly once (a 502 in flight is retried with the same submission id and stored once
 *      too), and the only 5xx are requests that were in flight on A when it was killed.
 *
 * Needs the build (`npm run build`, which Playwright's web server runs first), PostgreSQL's server binaries and
 * nginx; without any of them it fails. It runs in the `js` project only (no browser: plain HTTP). The last
 * test prints a one-line summary of the figures.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { HONEYPOT_FIELD } from '../../app/domain/leads/lead-form-fields';
import { specTexts } from '../../app/domain/spec-texts';
import { answeredBy, loopbackRequest, type Answer } from '../helpers/loopback-client';
import { findNginx, startNginx, type Nginx } from '../helpers/nginx';
import { startPostgres, type PostgresServer } from '../helpers/postgres-server';
import { productionInstance, requireBuild, type ProductionInstance } from '../helpers/production-instance';
import { signInOverHttp } from './helpers';

const LEAD_RATE_LIMIT = 3;
const STAFF = { email: 'cluster-staff@example.com', password: 'cluster-staff-password-0123' };
const LOAD_MS = 60_000;
const KILL_AT_MS = 20_000;
const RESTART_AT_MS = 25_000;
const LOAD_CONNECTIONS = 10;
/** The inquiry form's success text as it appears in the served HTML (React escapes the apostrophe). */
const LEAD_ACKNOWLEDGED = specTexts.inquiry.success.replaceAll("'", '&#x27;');

/** What the tests measured, for the summary line. */
const figures: Record<string, number | string> = {};

test.describe('two production instances behind nginx on one PostgreSQL', { tag: '@js-only' }, () => {
  let postgres: PostgresServer | undefined;
  let db: pg.Client | undefined;
  let dataDir: string | undefined;
  let a: ProductionInstance;
  let b: ProductionInstance;
  let nginx: Nginx | undefined;
  /** A published property on the first page of /properties, and the inquiries' target. */
  let listing: string;
  /** A browser's form post names the page's origin (the app refuses one that is not its Host's). */
  const origin = () => ({ Origin: nginx!.url });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // Everything this test needs, or a failure that names what is missing.
    requireBuild();
    findNginx();
    postgres = await startPostgres();
    const url = await postgres.createDatabase(`cluster_${randomUUID().replaceAll('-', '')}`);
    db = new pg.Client({ connectionString: url });
    await db.connect();
    dataDir = mkdtempSync(path.join(tmpdir(), 'island-cluster-'));
    const env = {
      DATABASE_URL: url,
      SEED_DEMO: '1',
      SESSION_SECRET: 'cluster-session-secret-not-for-production-0123456789',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      INQUIRY_RATE_LIMIT: String(LEAD_RATE_LIMIT),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      MAIL_DIR: path.join(dataDir, 'mail'),
      MEDIA_DIR: path.join(dataDir, 'media'),
    };
    a = await productionInstance('instance A', env);
    b = await productionInstance('instance B', env);
    // Started together on an empty database: both migrate, seed and create the staff account, in turn.
    const [startA, startB] = await Promise.all([a.start(), b.start()]);
    figures.startupMs = Math.max(startA, startB);
    nginx = await startNginx([a.address, b.address]);

    const page = await loopbackRequest(`${b.url}/properties`);
    expect(page.status).toBe(200);
    listing = /href="\/properties\/([0-9a-f-]{36})"/.exec(page.body)![1]!;
    const { rows } = await db.query('select status from public.properties where id = $1', [listing]);
    expect(rows[0]?.status).toBe('published');
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    const steps = [
      () => nginx?.stop(),
      () => Promise.all([a?.stop(), b?.stop()]),
      () => db?.end(),
      () => postgres?.destroy(),
      () => dataDir && rmSync(dataDir, { recursive: true, force: true }),
    ];
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        console.error(error);
      }
    }
  });

  // What the instances and nginx said, when a test failed.
  test.afterEach(() => {
    const info = test.info();
    if (info.status === info.expectedStatus) return;
    for (const instance of [a, b]) if (instance) console.log(`── ${instance.name} ──\n${instance.output()}`);
    if (nginx) console.log(`── nginx ──\n${nginx.errorLog()}`);
  });

  test('a listing unpublished and published on A is gone from, then back on, B within a second', async () => {
    const card = `href="/properties/${listing}"`;
    const view = (instance: ProductionInstance) => loopbackRequest(`${instance.url}/properties`);

    // Staff sign in on A through the login form, adding an authenticator (an owner must) as its page asks.
    const session = await signInOverHttp(a.url, STAFF);
    expect(session).toMatch(/^__session=/);

    /** The admin list's status buttons: a form post of intent, id and the button's status. */
    const setStatus = async (status: 'draft' | 'published') => {
      const response = await fetch(`${a.url}/admin/properties`, {
        method: 'POST',
        headers: { Cookie: session!, Origin: a.url },
        body: new URLSearchParams({ intent: 'status', id: listing, status }),
      });
      expect(response.status).toBe(200);
      const { rows } = await db!.query('select status from public.properties where id = $1', [listing]);
      expect(rows[0]?.status).toBe(status);
    };

    /** Polls B until `seen` holds of its list; the time from the write's answer until then. */
    const untilOnB = async (seen: (html: string) => boolean) => {
      const written = performance.now();
      for (;;) {
        const page = await view(b);
        expect(page.status).toBe(200);
        if (seen(page.body)) return Math.round(performance.now() - written);
        if (performance.now() - written > 5_000) throw new Error('B did not show the change within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };

    /** Both instances' cached list, with or without the listing. */
    const warm = async (listed: boolean) => {
      for (const instance of [a, b]) {
        await view(instance);
        const page = await view(instance);
        expect(page.headers['x-cache'], `${instance.name}'s page cache is warm`).toBe('hit');
        expect(page.body.includes(card)).toBe(listed);
      }
    };

    await warm(true);
    await setStatus('draft');
    // A emptied its own cache before answering the write.
    expect((await view(a)).body).not.toContain(card);
    const goneMs = await untilOnB((html) => !html.includes(card));

    await warm(false);
    await setStatus('published');
    const backMs = await untilOnB((html) => html.includes(card));
    // Through nginx, whichever instance answers.
    const viaNginx = [
      await loopbackRequest(`${nginx!.url}/properties`),
      await loopbackRequest(`${nginx!.url}/properties`),
    ];
    expect(new Set(viaNginx.map(answeredBy))).toEqual(new Set([a.address, b.address]));
    for (const page of viaNginx) expect(page.body).toContain(card);

    figures.unpublishedGoneMs = goneMs;
    figures.publishedVisibleMs = backMs;
    console.log(`publish on A → visible on B: ${backMs} ms; unpublish on A → gone from B: ${goneMs} ms`);
    expect(goneMs).toBeLessThan(1_000);
    expect(backMs).toBeLessThan(1_000);
  });

  test('the inquiry limit of one address holds across both instances; another address is limited apart', async () => {
    const marker = `cluster-limit ${randomUUID()}`;
    const post = (from: string) =>
      loopbackRequest(`${nginx!.url}/properties/${listing}`, { from, form: lead(marker), headers: origin() });

    const first: Answer[] = [];
    for (let i = 0; i < LEAD_RATE_LIMIT + 2; i += 1) first.push(await post('127.0.0.7'));
    const accepted = first.slice(0, LEAD_RATE_LIMIT);
    const refused = first.slice(LEAD_RATE_LIMIT);
    for (const answer of accepted) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(LEAD_ACKNOWLEDGED);
    }
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(500);
    }
    // Both instances counted hits of this address, and both refused it.
    expect(new Set(accepted.map(answeredBy))).toEqual(new Set([a.address, b.address]));
    expect(new Set(refused.map(answeredBy))).toEqual(new Set([a.address, b.address]));

    // Another visitor is not refused for the first one's posts, and has a limit of its own.
    const second: Answer[] = [];
    for (let i = 0; i < LEAD_RATE_LIMIT + 1; i += 1) second.push(await post('127.0.0.8'));
    expect(second.map((answer) => answer.status)).toEqual([...Array(LEAD_RATE_LIMIT).fill(200), 429]);

    // The counts are in PostgreSQL, under each visitor's own address (as SHA-256 digests), not nginx's: the
    // accepted submissions (a refused post takes none), and every post against the attempts' ceiling.
    const digest = (kind: string, address: string) =>
      createHash('sha256').update(`${kind}:${address}`).digest('base64url');
    const keys = ['127.0.0.7', '127.0.0.8', '127.0.0.1'].flatMap((address) =>
      ['submission', 'submission-attempt'].map((kind) => digest(kind, address)),
    );
    const { rows } = await db!.query<{ key: string; hits: number }>(
      'select key, hits from app_private.rate_limits where key = any($1)',
      [keys],
    );
    expect(new Map(rows.map((row) => [row.key, row.hits]))).toEqual(
      new Map([
        [digest('submission', '127.0.0.7'), LEAD_RATE_LIMIT],
        [digest('submission-attempt', '127.0.0.7'), LEAD_RATE_LIMIT + 2],
        [digest('submission', '127.0.0.8'), LEAD_RATE_LIMIT],
        [digest('submission-attempt', '127.0.0.8'), LEAD_RATE_LIMIT + 1],
      ]),
    );
    const stored = await db!.query('select count(*)::int as n from public.inquiries where message = $1', [marker]);
    expect(stored.rows[0].n).toBe(2 * LEAD_RATE_LIMIT);
  });

  test('a parallel burst of wrong passwords through both instances gets at most the allowed guesses; the holder signs in from another address', async () => {
    const signIn = (from: string, password: string) =>
      loopbackRequest(`${nginx!.url}/login`, {
        from,
        form: { email: STAFF.email, password, redirectTo: '/admin' },
        headers: origin(),
        timeoutMs: 60_000,
      });
    const burst = await Promise.all(Array.from({ length: 150 }, () => signIn('127.0.0.30', 'a-wrong-password-guess')));
    const statuses = burst.map((answer) => answer.status);
    // Counted in PostgreSQL before any password is checked: ten guesses, whichever instance answered.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(140);
    expect(new Set(burst.map(answeredBy))).toEqual(new Set([a.address, b.address]));
    for (const answer of burst.filter((each) => each.status === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    figures.signInBurst = `${statuses.filter((status) => status === 401).length}/150 guesses`;
    // The attacker's address stays refused, even with the right password; the holder's is not.
    expect((await signIn('127.0.0.30', STAFF.password)).status).toBe(429);
    expect((await signIn('127.0.0.31', STAFF.password)).status).toBe(302);
  });

  test('60 s of traffic with A killed (SIGKILL) at 20 s and restarted: nothing acknowledged lost or doubled, no 5xx but those in flight on A', async () => {
    test.setTimeout(180_000);
    const pages = [
      '/',
      '/properties',
      '/properties?island=Sint+Maarten',
      '/rentals',
      '/blog',
      `/properties/${listing}`,
    ];
    for (const page of pages) expect((await loopbackRequest(`${nginx!.url}${page}`)).status, page).toBe(200);

    const answers: (Answer & { kind: 'page' | 'inquiry' })[] = [];
    /** Each inquiry's marker, and whether it was acknowledged in the end (after retries). */
    const leads = new Map<string, boolean>();
    let retries = 0;
    let nextLeadAddress = 0;
    let nextPageAddress = 0;
    /** Many visitors: a new address for each inquiry (so the limit refuses none), 250 for the pages. */
    const leadAddress = () => {
      const n = nextLeadAddress++;
      return `127.10.${Math.floor(n / 254) % 254}.${(n % 254) + 1}`;
    };
    const pageAddress = () => `127.20.0.${(nextPageAddress++ % 250) + 1}`;

    const started = performance.now();
    const deadline = started + LOAD_MS;

    const sendLead = async () => {
      const marker = `cluster-load ${randomUUID()}`;
      const form = lead(marker);
      const from = leadAddress();
      leads.set(marker, false);
      // A connection error or 5xx (the instance died under it): the visitor sends the same form again.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        if (attempt > 0) {
          retries += 1;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const answer = await loopbackRequest(`${nginx!.url}/properties/${listing}`, { from, form, headers: origin() });
        answers.push({ ...answer, kind: 'inquiry' });
        if (answer.status === 200 && !answer.error && answer.body.includes(LEAD_ACKNOWLEDGED)) {
          leads.set(marker, true);
          return;
        }
        // No answer, a 5xx, or one cut off: the visitor does not know, and sends it again.
        if (answer.status !== 0 && answer.status < 500 && !answer.error) return;
      }
    };

    const visitor = async (index: number) => {
      let i = index;
      while (performance.now() < deadline) {
        i += 1;
        if (i % 4 === 0) await sendLead();
        else {
          const answer = await loopbackRequest(`${nginx!.url}${pages[i % pages.length]}`, { from: pageAddress() });
          answers.push({ ...answer, kind: 'page' });
        }
      }
    };

    /** From SIGKILL sent to the process gone: until then its listening socket still takes connections. */
    let killedAt = 0;
    let diedAt = 0;
    let backAt = 0;
    let restartMs = 0;
    const chaos = async () => {
      await new Promise((resolve) => setTimeout(resolve, started + KILL_AT_MS - performance.now()));
      killedAt = performance.now();
      diedAt = await a.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, started + RESTART_AT_MS - performance.now()));
      restartMs = await a.start();
      backAt = performance.now();
    };

    await Promise.all([chaos(), ...Array.from({ length: LOAD_CONNECTIONS }, (_, index) => visitor(index))]);
    const elapsed = performance.now() - started;

    // A is back and healthy, and nginx sent it traffic again.
    expect((await loopbackRequest(`${a.url}/healthz`)).status).toBe(200);
    const servedByA = (list: Answer[]) => list.filter((answer) => answeredBy(answer) === a.address).length;
    const servedByB = (list: Answer[]) => list.filter((answer) => answeredBy(answer) === b.address).length;
    const afterRestart = answers.filter((answer) => answer.started > backAt);
    expect(servedByA(afterRestart), 'requests A answered after its restart').toBeGreaterThan(0);

    // The 5xx: only requests in flight on A when it was killed — started before it was gone (its sockets closed),
    // not finished when the signal was sent: a connection the kernel still accepted for the dying process, or a
    // kept-alive one nginx had just sent a request on, is reset with it.
    const inFlight = (answer: Answer) => answer.started < diedAt && answer.ended > killedAt;
    // An answer A had begun is cut off with it (nginx has passed its headers on): in flight too.
    const fiveXX = answers.filter((answer) => answer.status >= 500);
    const cut = answers.filter((answer) => answer.status > 0 && answer.status < 500 && answer.error);
    const onKilled = (answer: Answer) => inFlight(answer) && answeredBy(answer) === a.address;
    const explained = [...fiveXX, ...cut].filter(onKilled);
    const unexplained = [...fiveXX, ...cut].filter((answer) => !onKilled(answer));
    const failedConnections = answers.filter((answer) => answer.status === 0);
    const unexpected = answers.filter((answer) => answer.status > 0 && answer.status !== 200 && answer.status < 500);
    const describe = (answer: Answer & { kind: string }) =>
      `${answer.kind} ${answer.status} ${answer.error ?? ''} via ${answer.upstream || '-'} from ` +
      `${Math.round(answer.started - killedAt)} to ${Math.round(answer.ended - killedAt)} ms after the kill ` +
      `(A gone ${Math.round(diedAt - killedAt)} ms after it)`;

    // Every acknowledged inquiry stored exactly once; none stored twice; an unacknowledged one at most once.
    const { rows } = await db!.query<{ message: string; n: number }>(
      `select message, count(*)::int as n from public.inquiries where message like 'cluster-load %' group by message`,
    );
    const stored = new Map(rows.map((row) => [row.message, row.n]));
    const acknowledged = [...leads].filter(([, ok]) => ok).map(([marker]) => marker);
    const lost = acknowledged.filter((marker) => !stored.has(marker));
    const doubled = rows.filter((row) => row.n !== 1).map((row) => row.message);
    const unknown = rows.filter((row) => !leads.has(row.message)).map((row) => row.message);

    Object.assign(figures, {
      requests: answers.length,
      requestsPerSecond: Math.round(answers.length / (elapsed / 1000)),
      servedByA: servedByA(answers),
      servedByB: servedByB(answers),
      inFlightAtKill: answers.filter(inFlight).length,
      retriedByNginx: answers.filter((answer) => answer.upstream.includes(',')).length,
      fiveXX: fiveXX.length,
      cutOff: cut.length,
      leadsPosted: leads.size,
      leadsAcknowledged: acknowledged.length,
      leadRetries: retries,
      leadsStored: rows.length,
      restartMs,
      killMs: Math.round(diedAt - killedAt),
    });
    console.log(
      `cluster figures: startup ${figures.startupMs} ms; publish on A → visible on B ${figures.publishedVisibleMs ?? '?'} ms ` +
        `(unpublish → gone ${figures.unpublishedGoneMs ?? '?'} ms); ${Math.round(elapsed / 1000)} s of load: ` +
        `${figures.requests} requests (${figures.requestsPerSecond}/s; A ${figures.servedByA}, B ${figures.servedByB}), ` +
        `${figures.inFlightAtKill} in flight at the kill (A gone ${figures.killMs} ms after SIGKILL), ` +
        `${figures.retriedByNginx} moved to B by nginx, ` +
        `5xx ${figures.fiveXX} and ${figures.cutOff} answers cut off (in flight on A: ${explained.length}), ` +
        `inquiries posted ${figures.inquiriesPosted}, ` +
        `acknowledged ${figures.inquiriesAcknowledged} (client retries ${retries}), stored ${rows.length}, lost ${lost.length}, ` +
        `doubled ${doubled.length}; A back and healthy ${restartMs} ms after its restart`,
    );

    expect(unexplained.map(describe), '5xx or cut answers beyond the requests in flight on A').toEqual([]);
    expect(failedConnections.map(describe), 'requests nginx never answered').toEqual([]);
    expect(unexpected.map(describe), 'answers other than 200 and the 5xx above').toEqual([]);
    expect(lost, 'acknowledged inquiries not stored').toEqual([]);
    expect(doubled, 'inquiries stored more than once').toEqual([]);
    expect(unknown, 'stored inquiries nobody posted').toEqual([]);
    expect(acknowledged.length, 'every inquiry acknowledged in the end').toBe(leads.size);
    expect(servedByA(answers.filter((answer) => answer.ended < killedAt))).toBeGreaterThan(0);
    expect(servedByB(answers)).toBeGreaterThan(0);
  });
});

/** The property inquiry form as a browser without JavaScript posts it, `marker` as its message. */
function lead(marker: string): Record<string, string> {
  return {
    name: 'Cluster Visitor',
    email: 'cluster@example.com',
    phone: '',
    message: marker,
    submissionId: randomUUID(),
    [HONEYPOT_FIELD]: '',
  };
}
