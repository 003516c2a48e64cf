/**
 * Delivery of the mail outbox, against a real SMTP server on 127.0.0.1 (tests/helpers/smtp-server.ts) whose
 * messages mailparser reads back, on PGlite and PostgreSQL:
 * - what arrives: recipients (envelope and headers), subject, Reply-To, both bodies, escaping, and no header
 *   injection from a hostile name;
 * - the fault test: the server is down, then refuses (421), then accepts, and the worker is restarted in
 *   the middle → every queued message delivered exactly once; a worker that dies after the server took a
 *   message but before recording it → the message is sent again with its Message-ID and the server drops the
 *   copy; two workers at once on one PostgreSQL → each message claimed and sent once;
 * - back-off, the last try, a recipient refused for good;
 * - the folder transport: .eml files that parse back, never written twice;
 * - the server's jobs with SMTP_URL set deliver on their own.
 * The figures of the fault tests are printed.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_EMAIL } from '#app/domain/constants';
import type { RetryPolicy } from '#app/domain/mail/outbox';
import * as contactRoute from '#app/routes/public/contact';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import { getEnv, type Env } from '#app/server/env.server';
import { deliverMailJob } from '#app/server/jobs/mail-jobs.server';
import { createJobRunner, type JobRunner } from '#app/server/jobs/runner.server';
import { startServerJobs } from '#app/server/jobs/start.server';
import type { MailSettings } from '#app/server/mail/compose.server';
import { folderTransport, smtpTransport, type MailTransport } from '#app/server/mail/transport.server';
import { deliverDueMessages, type OutboxStore } from '#app/server/mail/worker.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { leadFields, postForm, requestContext } from '#tests/helpers/fixtures';
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp-server';

type Args = never;

const SETTINGS: MailSettings = {
  from: 'Island Estates <no-reply@islandestates.example>',
  notify: ['desk@islandestates.example', 'sales@islandestates.example'],
  site: { url: 'https://islandestates.example' },
  acknowledgementReplyTo: CONTACT_EMAIL,
};

/** The production schedule (1 min, 5 min, 30 min, 2 h, 6 h… for 3 days) in milliseconds: same scenario, shorter. */
const QUICK: RetryPolicy = { delaysMs: [150, 300, 600], thenEveryMs: 600, giveUpAfterMs: 60_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const fast = (server: TestSmtpServer) =>
  smtpTransport(server.url, { connectionTimeoutMs: 2_000, greetingTimeoutMs: 2_000, socketTimeoutMs: 5_000 });

function figures(title: string, values: Record<string, number | string>) {
  console.log(
    `\n${title}\n${Object.entries(values)
      .map(([key, value]) => `  ${key}: ${value}`)
      .join('\n')}`,
  );
}

describe.each(ENGINES)('mail delivery on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let server: TestSmtpServer;
  let visitor: Backend;
  let service: Backend;
  let staff: Backend;
  let staffEmail: string;
  const runners: JobRunner[] = [];
  const transports: MailTransport[] = [];

  beforeAll(async () => {
    const { db } = database();
    server = await startSmtpServer();
    visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    service = createBackend(sqlExecutor(db, { role: 'service_role', name: 'Mail delivery' }));
    const staffId = await createUser(db, { staff: true });
    staffEmail = `${staffId}@example.com`;
    staff = createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: staffId, email: staffEmail }));
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await Promise.all(transports.splice(0).map((transport) => transport.close()));
    server.mode = 'accept';
    server.rejectRecipients = new Set();
    await server.start();
    server.received.length = 0;
    server.delivered.length = 0;
    // Each test starts with nothing due.
    await database().db.query(
      "update public.mail_outbox set state = 'sent', sent_at = now(), locked_until = null where state <> 'sent'",
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  const transport = () => {
    const created = fast(server);
    transports.push(created);
    return created;
  };

  /** `count` inquiries from distinct visitors: twice as many messages. Returns the inquiries' ids. */
  async function queue(count: number, label: string): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      await visitor.createLead({
        id,
        name: `Lead ${i}`,
        email: `${label}-${i}-${id.slice(0, 6)}@example.com`,
        message: `Message ${i} of ${label}.`,
        source: 'contact',
      });
      ids.push(id);
    }
    return ids;
  }

  async function statesOf(leadIds: string[]) {
    const { rows } = await database().db.query<{
      state: string;
      attempts: number;
      message_id: string;
      last_error: string | null;
    }>(
      'select state, attempts, message_id, last_error from public.mail_outbox where inquiry_id = any($1::uuid[]) order by created_at, kind',
      [leadIds],
    );
    return rows;
  }
  const countBy = <T>(items: T[], key: (item: T) => string) =>
    items.reduce<Record<string, number>>((acc, item) => ({ ...acc, [key(item)]: (acc[key(item)] ?? 0) + 1 }), {});

  it('delivers an inquiry’s two messages: recipients, subject, Reply-To, both bodies, escaping, no header injection', async () => {
    const email = `ada-${randomUUID().slice(0, 6)}@example.com`;
    await contactRoute.action({
      request: postForm(
        '/contact',
        leadFields({
          name: 'Ada\r\nBcc: evil@example.com',
          email,
          phone: '+590 690 12 34 56',
          message: 'Hello <script>alert("x")</script> & welcome\nSecond line',
        }),
        { 'x-client-address': '198.51.100.20' },
      ),
      params: {},
      context: requestContext(database().db),
    } as Args);
    const [inquiry] = (
      await database().db.query<{ id: string }>('select id from public.inquiries where email = $1', [email])
    ).rows;

    const report = await deliverDueMessages({
      store: service,
      transport: transport(),
      settings: SETTINGS,
      log: silent,
    });
    expect(report).toMatchObject({ claimed: 2, sent: 2, retrying: 0, failed: 0 });
    expect(server.received).toHaveLength(2);

    const toStaff = server.received.find((mail) => mail.envelope.to.includes('desk@islandestates.example'))!;
    const toVisitor = server.received.find((mail) => mail.envelope.to.includes(email))!;
    // Only the addresses the message is for: NOTIFY_EMAILS, or the address the visitor typed.
    expect(toStaff.envelope.to.sort()).toEqual(['desk@islandestates.example', 'sales@islandestates.example']);
    expect(toVisitor.envelope.to).toEqual([email]);
    for (const mail of server.received) {
      expect(mail.envelope.to).not.toContain('evil@example.com');
      expect(mail.parsed.bcc).toBeUndefined();
      expect(mail.parsed.headers.has('bcc')).toBe(false);
      expect(mail.raw).not.toMatch(/^Bcc:/im);
      expect(mail.parsed.from?.value).toEqual([{ address: 'no-reply@islandestates.example', name: 'Island Estates' }]);
      expect(mail.parsed.subject).not.toMatch(/[\r\n]/);
      // Escaped in HTML, as typed in the text.
      expect(mail.parsed.html).not.toContain('<script>');
      expect(mail.parsed.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.parsed.text).toContain('Hello <script>alert("x")</script> & welcome');
      expect(mail.parsed.text).toContain('Second line');
    }

    // To staff: the visitor as Reply-To (one line of name), the lead's details and the inbox link.
    expect(toStaff.parsed.subject).toBe('New contact message — Ada Bcc: evil@example.com');
    expect(toStaff.parsed.replyTo?.value).toEqual([{ address: email, name: 'Ada Bcc: evil@example.com' }]);
    expect(
      toStaff.parsed.to && 'value' in toStaff.parsed.to ? toStaff.parsed.to.value.map((a) => a.address) : [],
    ).toEqual(['desk@islandestates.example', 'sales@islandestates.example']);
    expect(toStaff.parsed.text).toContain('+590 690 12 34 56');
    expect(toStaff.parsed.text).toContain(`https://islandestates.example/admin/inquiries/${inquiry!.id}`);
    expect(toStaff.parsed.headers.get('auto-submitted')).toBe('auto-generated');

    // To the visitor: thanks, the reference, the agency as Reply-To.
    expect(toVisitor.parsed.subject).toMatch(/^We received your message — Island Estates \(IQ-[0-9A-F]{8}\)$/);
    expect(toVisitor.parsed.replyTo?.value).toEqual([{ address: CONTACT_EMAIL, name: 'Island Estates' }]);
    expect(toVisitor.parsed.text).toContain('Thank you for contacting Island Estates');
    expect(toVisitor.parsed.text).toContain('within one business day');

    // The outbox recorded the server's acceptance, with the Message-IDs it had fixed at insert.
    const rows = await staff.listLeadMail(inquiry!.id);
    expect(rows.map((row) => row.state)).toEqual(['sent', 'sent']);
    expect(rows.map((row) => row.message_id).sort()).toEqual(server.received.map((mail) => mail.messageId).sort());
    for (const row of rows) expect(row.smtp_response).toMatch(/^250 .*Ok: queued as/);
    expect(rows[0]!.sent_to!.sort()).toEqual(SETTINGS.notify);
    expect(rows[1]!.sent_to).toEqual([email]);
  });

  it('delivers a staff reply to the visitor, threaded under the acknowledgement, answering to the signer', async () => {
    const [inquiryId] = await queue(1, 'reply');
    await deliverDueMessages({ store: service, transport: transport(), settings: SETTINGS, log: silent });
    const acknowledgement = server.received.find((mail) => mail.parsed.subject?.startsWith('We received'))!;
    await staff.queueLeadReply(inquiryId!, {
      subject: 'Re: Your message',
      body: 'Dear Lead,\n\nThank you — <b>yes</b>.',
    });
    await deliverDueMessages({ store: service, transport: transport(), settings: SETTINGS, log: silent });
    const reply = server.received.at(-1)!;
    expect(reply.envelope.to).toEqual([acknowledgement.envelope.to[0]]);
    expect(reply.parsed.subject).toBe('Re: Your message');
    expect(reply.parsed.inReplyTo).toBe(acknowledgement.messageId);
    expect(reply.parsed.replyTo?.value).toEqual([{ address: staffEmail.toLowerCase(), name: 'Island Estates' }]);
    expect(reply.parsed.text).toContain('Thank you — <b>yes</b>.');
    expect(reply.parsed.text).toContain(staffEmail.toLowerCase());
    expect(reply.parsed.html).toContain('Thank you — &lt;b&gt;yes&lt;/b&gt;.');
    expect(reply.parsed.headers.has('auto-submitted')).toBe(false);
  });

  it('backs off after a refused try, fails after the last one, and fails at once a recipient refused for good', async () => {
    const [retried] = await queue(1, 'backoff');
    server.mode = 'refuse';
    // A first wait long enough that a busy machine still asks again inside it; its end is then brought
    // forward in the database rather than waited for.
    const patient: RetryPolicy = { ...QUICK, delaysMs: [30_000] };
    const started = Date.now();
    const report = await deliverDueMessages({
      store: service,
      transport: transport(),
      settings: SETTINGS,
      policy: patient,
      log: silent,
    });
    expect(report).toMatchObject({ claimed: 2, retrying: 2, sent: 0 });
    const rows = await staff.listLeadMail(retried!);
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'retrying', attempts: 1, locked_until: null });
      expect(row.last_error).toMatch(/421/);
      const wait = Date.parse(row.next_attempt_at) - started;
      expect(wait).toBeGreaterThanOrEqual(30_000);
      expect(wait).toBeLessThan(60_000);
    }
    // Not due yet: nothing is claimed.
    expect(
      (
        await deliverDueMessages({
          store: service,
          transport: transport(),
          settings: SETTINGS,
          policy: patient,
          log: silent,
        })
      ).claimed,
    ).toBe(0);
    // The window is over: the next failed try is the last.
    await database().db.query(
      `update public.mail_outbox set next_attempt_at = now() - interval '1 second' where inquiry_id = $1`,
      [retried],
    );
    const last = await deliverDueMessages({
      store: service,
      transport: transport(),
      settings: SETTINGS,
      policy: { ...QUICK, giveUpAfterMs: 0 },
      log: silent,
    });
    expect(last).toMatchObject({ claimed: 2, failed: 2 });
    expect((await staff.listLeadMail(retried!)).map((row) => [row.state, row.attempts])).toEqual([
      ['failed', 2],
      ['failed', 2],
    ]);

    // A mailbox the server refuses for good (550): failed at once; the staff copy still goes.
    server.mode = 'accept';
    const [bounced] = await queue(1, 'bounce');
    const address = (
      await database().db.query<{ email: string }>('select email from public.inquiries where id = $1', [bounced])
    ).rows[0]!.email;
    server.rejectRecipients = new Set([address]);
    await deliverDueMessages({
      store: service,
      transport: transport(),
      settings: SETTINGS,
      policy: QUICK,
      log: silent,
    });
    const outcome = await staff.listLeadMail(bounced!);
    expect(outcome.map((row) => [row.kind, row.state, row.attempts])).toEqual([
      ['staff-notification', 'sent', 1],
      ['visitor-acknowledgement', 'failed', 1],
    ]);
    expect(outcome[1]!.last_error).toMatch(/550/);

    // Retry from the back office: due again, delivered once the mailbox accepts.
    server.rejectRecipients = new Set();
    expect(await staff.retryOutboxMessage(outcome[1]!.id)).toBe(true);
    await deliverDueMessages({
      store: service,
      transport: transport(),
      settings: SETTINGS,
      policy: QUICK,
      log: silent,
    });
    expect((await staff.listLeadMail(bounced!))[1]).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('fault test: down, then refusing, then accepting, with a restart in the middle → each message delivered exactly once', async () => {
    const DOWN_MS = 1_000;
    const REFUSING_MS = 1_000;
    await server.stop();
    const inquiryIds = await queue(6, 'outage');
    const queued = (await statesOf(inquiryIds)).length;

    // A server process: its own runner and transport, ticking every 100 ms, two messages a tick at most.
    const startWorker = () => {
      const runner = createJobRunner({ initialDelayMs: 0, log: silent });
      runner.register(
        deliverMailJob(
          {
            store: service,
            transport: transport(),
            settings: SETTINGS,
            policy: QUICK,
            batchSize: 2,
            maxBatches: 1,
            leaseSeconds: 30,
            log: silent,
          },
          100,
        ),
      );
      runner.start();
      runners.push(runner);
      return runner;
    };

    let worker = startWorker();
    await sleep(DOWN_MS); // connection refused
    server.mode = 'refuse';
    await server.start();
    await sleep(REFUSING_MS); // 421 to every connection
    const duringOutage = countBy(await statesOf(inquiryIds), (row) => row.state);
    expect(server.delivered).toHaveLength(0);
    expect(duringOutage.retrying ?? 0).toBeGreaterThan(0);

    server.mode = 'accept';
    await vi.waitFor(() => expect(server.delivered.length).toBeGreaterThanOrEqual(3), {
      timeout: 10_000,
      interval: 20,
    });
    // The server restarts in the middle of the delivery: stopped (its run finishes), a new one takes over.
    const deliveredBeforeRestart = server.delivered.length;
    await worker.stop();
    worker = startWorker();
    await vi.waitFor(
      async () => expect(countBy(await statesOf(inquiryIds), (row) => row.state)).toEqual({ sent: queued }),
      {
        timeout: 20_000,
        interval: 50,
      },
    );
    await worker.stop();

    const rows = await statesOf(inquiryIds);
    const ids = server.received.map((mail) => mail.messageId);
    const duplicates = ids.length - new Set(ids).size;
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.message_id)));
    expect(server.delivered).toHaveLength(queued);
    expect(duplicates).toBe(0);
    figures(
      `Fault test (${engine}): SMTP down ${DOWN_MS} ms, then 421 for ${REFUSING_MS} ms, then accepting; worker restarted mid-delivery`,
      {
        'messages queued': queued,
        'delivered (unique Message-IDs)': server.delivered.length,
        'received by the server (all copies)': server.received.length,
        duplicates: duplicates,
        'connections refused with 421': server.refusedConnections,
        'tries in all': rows.reduce((sum, row) => sum + row.attempts, 0),
        'delivered before the restart': deliveredBeforeRestart,
        failed: rows.filter((row) => row.state !== 'sent').length,
      },
    );
  });

  it('fault test: a worker that dies after the server took a message → sent again with its Message-ID, the copy dropped', async () => {
    const inquiryIds = await queue(4, 'crash');
    const queued = (await statesOf(inquiryIds)).length;
    // The first worker records two outcomes, then dies while recording the third (the server has it).
    let recorded = 0;
    let died = false;
    const dying: OutboxStore = {
      ...service,
      markOutboxSent: (...args) => {
        if (recorded === 2) {
          died = true;
          return new Promise<boolean>(() => {}); // never returns: the process is gone
        }
        recorded += 1;
        return service.markOutboxSent(...args);
      },
    };
    void deliverDueMessages({
      store: dying,
      transport: transport(),
      settings: SETTINGS,
      batchSize: queued,
      leaseSeconds: 1,
      log: silent,
    });
    await vi.waitFor(() => expect(died).toBe(true), { timeout: 10_000, interval: 10 });
    const acceptedBeforeDeath = server.received.length;
    const states = countBy(await statesOf(inquiryIds), (row) => row.state);
    expect(states).toEqual({ sent: 2, sending: queued - 2 });

    // The restarted server's worker: nothing is due until the dead worker's lease ends, then all of it is.
    const restarted = { store: service, transport: transport(), settings: SETTINGS, leaseSeconds: 1, log: silent };
    expect((await deliverDueMessages(restarted)).claimed).toBe(0);
    await sleep(1_100);
    const report = await deliverDueMessages(restarted);
    expect(report).toMatchObject({ claimed: queued - 2, sent: queued - 2 });

    const rows = await statesOf(inquiryIds);
    expect(rows.every((row) => row.state === 'sent')).toBe(true);
    expect(server.delivered).toHaveLength(queued);
    expect(server.duplicatesDropped).toBe(1);
    const ids = server.delivered.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    figures(`Crash test (${engine}): the worker dies after the server accepted its 3rd message, before recording it`, {
      'messages queued': queued,
      'accepted by the server before the crash': acceptedBeforeDeath,
      'sent again after the lease ran out': report.sent,
      'copies dropped by the server (same Message-ID)': server.duplicatesDropped,
      'delivered (unique Message-IDs)': server.delivered.length,
      'duplicates delivered': server.delivered.length - new Set(ids).size,
    });
  });

  it('writes .eml files with the folder transport, which parse back, never twice for one Message-ID', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'island-mail-'));
    try {
      const [inquiryId] = await queue(1, 'folder');
      const folder = folderTransport(dir, { log: silent });
      const report = await deliverDueMessages({ store: service, transport: folder, settings: SETTINGS, log: silent });
      expect(report).toMatchObject({ claimed: 2, sent: 2 });
      const files = (await readdir(dir)).sort();
      expect(files).toHaveLength(2);
      const rows = await staff.listLeadMail(inquiryId!);
      for (const row of rows) {
        const file = files.find((name) => name.endsWith(`-${row.message_id.slice(1, -1)}.eml`));
        expect(file, row.kind).toMatch(/^\d{8}T\d{9}Z-[0-9a-f-]{36}@islandestates\.example\.eml$/);
        const parsed = await simpleParser(await readFile(path.join(dir, file!)));
        expect(parsed.messageId).toBe(row.message_id);
        expect(parsed.text).toContain('Message 0 of folder.');
        expect(parsed.html).toContain('Message 0 of folder.');
        expect(row.smtp_response).toBe(`250 written to ${file}`);
      }
      // The same message again (a retry after a crash): not written twice.
      const again = await folder.send({
        messageId: rows[0]!.message_id,
        from: SETTINGS.from,
        to: [{ address: 'desk@islandestates.example' }],
        subject: 'Again',
        text: 'Again',
        html: '<p>Again</p>',
      });
      expect(again.response).toMatch(/^250 duplicate of /);
      expect(await readdir(dir)).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('delivers on its own with SMTP_URL set, as server.ts starts the jobs', async () => {
    const inquiryIds = await queue(2, 'jobs');
    const env: Env = {
      ...getEnv(),
      NODE_ENV: 'production',
      JOBS: true,
      ICAL_SYNC_INTERVAL_MINUTES: 0,
      SMTP_URL: server.url,
      MAIL_WORKER_INTERVAL_SECONDS: 1,
      NOTIFY_EMAILS: ['desk@islandestates.example'],
      DATABASE_URL: engine === 'postgres' ? { kind: 'postgres', url: database().url } : getEnv().DATABASE_URL,
    };
    const runner = await startServerJobs({ env, runner: { initialDelayMs: 5, log: silent } });
    runners.push(runner!);
    await vi.waitFor(async () => expect((await statesOf(inquiryIds)).every((row) => row.state === 'sent')).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
    expect(server.delivered).toHaveLength(4);
    expect(server.delivered.filter((mail) => mail.envelope.to.includes('desk@islandestates.example'))).toHaveLength(2);
  });
});

describe('two workers at once on one PostgreSQL', () => {
  const database = useTestDatabase('postgres', { seedDemo: false });
  let server: TestSmtpServer;
  let second: SqlDatabase;

  beforeAll(async () => {
    server = await startSmtpServer();
    // Another server process: its own connection pool to the same database.
    second = await openSqlDatabase({ kind: 'postgres', url: database().url });
  });

  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('claims and sends each message once between them (FOR UPDATE SKIP LOCKED)', async () => {
    const visitor = createBackend(sqlExecutor(database().db, ANONYMOUS));
    for (let i = 0; i < 20; i++) {
      await visitor.createLead({
        id: randomUUID(),
        name: `Twin ${i}`,
        email: `twin-${i}@example.com`,
        message: 'Hello.',
        source: 'contact',
      });
    }
    const queued = 40;
    const worker = (db: SqlDatabase) => {
      const store = createBackend(sqlExecutor(db, { role: 'service_role', name: 'Mail delivery' }));
      const transport = fast(server);
      return (async () => {
        const total = { claimed: 0, sent: 0 };
        // Small batches, run after run, until nothing is due: the two interleave their claims.
        for (;;) {
          const report = await deliverDueMessages({
            store,
            transport,
            settings: SETTINGS,
            batchSize: 3,
            maxBatches: 1,
            log: silent,
          });
          total.claimed += report.claimed;
          total.sent += report.sent;
          if (report.claimed === 0) break;
        }
        transport.close();
        return total;
      })();
    };
    const [a, b] = await Promise.all([worker(database().db), worker(second)]);

    const { rows } = await database().db.query<{ state: string; attempts: number }>(
      'select state, attempts from public.mail_outbox',
    );
    expect(rows).toHaveLength(queued);
    expect(rows.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
    expect(a.claimed + b.claimed).toBe(queued);
    expect(server.received).toHaveLength(queued);
    const ids = server.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(queued);
    figures('Two workers on one PostgreSQL', {
      'messages queued': queued,
      'sent by worker A': a.sent,
      'sent by worker B': b.sent,
      'received by the server': server.received.length,
      duplicates: ids.length - new Set(ids).size,
    });
  });
});
