/**
 * The mail outbox in the database (supabase/migrations/…_mail_outbox.sql), on PGlite and PostgreSQL: the
 * e-mails a submission causes are written in the submission's own transaction — an inquiry, a contact
 * message and a booking request each write exactly a staff notification and an acknowledgement; a failed
 * insert writes none; an outbox that refuses fails the submission with the spec's text instead of losing
 * the mail; one acknowledgement per address per 10 minutes; nothing for the honeypot, the rate limit or the
 * owner's own inserts; and who may read and write the outbox (row level security, the functions).
 * The same port on Supabase: the PostgREST requests of the worker's claim and the staff functions.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday } from '#app/domain/booking/dates';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import type { OutboxRow } from '#app/domain/mail/outbox';
import { specTexts } from '#app/domain/spec-texts';
import * as contactRoute from '#app/routes/public/contact';
import * as propertyRoute from '#app/routes/public/property';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { BackendError } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { composeMessage, type MailSettings } from '#app/server/mail/compose.server';
import { mailQueries } from '#app/server/mail/outbox.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { leadFields, insertProperty, insertRental, postForm, requestContext, unwrap } from '#tests/helpers/fixtures';
import { recordingClient } from '#tests/helpers/recording-supabase';

type Args = never;

const MAIL_SETTINGS: MailSettings = {
  from: 'Island Estates <no-reply@islandestates.example>',
  notify: ['desk@islandestates.example'],
  site: { url: 'https://islandestates.example' },
  acknowledgementReplyTo: 'info@islandestates.example',
};
type Row = Pick<OutboxRow, 'kind' | 'audience' | 'recipient' | 'state' | 'attempts' | 'message_id' | 'inquiry_id'>;

describe.each(ENGINES)('the mail outbox on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let propertyId: string;
  let rentalId: string;
  let visitor: Backend;
  let staff: Backend;
  let stranger: Backend;
  let service: Backend;
  let staffEmail: string;

  beforeAll(async () => {
    const { db } = database();
    propertyId = await insertProperty(db, { title: 'Villa Outbox' });
    rentalId = await insertRental(db, { title: 'Villa Mailbox', min_stay_days: 1, max_guests: 6 });
    const staffId = await createUser(db, { staff: true });
    staffEmail = `${staffId}@example.com`;
    const strangerId = await createUser(db, { staff: false });
    visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    staff = createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: staffId, email: staffEmail }));
    stranger = createBackend(sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: strangerId }));
    service = createBackend(sqlExecutor(db, { role: 'service_role', name: 'Mail delivery' }));
  });

  /** The outbox rows of inquiries from `email` (as the database owner sees them). */
  async function outboxOf(email: string): Promise<Row[]> {
    const { rows } = await database().db.query<Row>(
      `select o.kind, o.audience, o.recipient, o.state, o.attempts, o.message_id, o.inquiry_id
         from public.mail_outbox o join public.inquiries i on i.id = o.inquiry_id
        where lower(i.email) = lower($1)
        order by o.created_at, o.kind`,
      [email],
    );
    return rows;
  }
  const leadsOf = async (email: string) =>
    (
      await database().db.query<{ id: string; source: string }>(
        'select id, source from public.inquiries where email = $1',
        [email],
      )
    ).rows;
  const outboxCount = async () =>
    (await database().db.query<{ n: number }>('select count(*)::int as n from public.mail_outbox')).rows[0]!.n;
  const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

  const postProperty = (fields: Record<string, string>, address = '198.51.100.7') =>
    propertyRoute.action({
      request: postForm(`/properties/${propertyId}`, fields, { 'x-client-address': address }),
      params: { id: propertyId },
      context: requestContext(database().db),
    } as Args);
  const postContact = (fields: Record<string, string>, address = '198.51.100.7') =>
    contactRoute.action({
      request: postForm('/contact', fields, { 'x-client-address': address }),
      params: {},
      context: requestContext(database().db),
    } as Args);

  function expectTheTwoMessages(rows: Row[], email: string, leadId: string) {
    expect(
      rows.map(({ kind, audience, recipient, state, attempts }) => ({ kind, audience, recipient, state, attempts })),
    ).toEqual([
      { kind: 'staff-notification', audience: 'staff', recipient: null, state: 'queued', attempts: 0 },
      { kind: 'visitor-acknowledgement', audience: 'visitor', recipient: email, state: 'queued', attempts: 0 },
    ]);
    for (const row of rows) {
      expect(row.inquiry_id).toBe(leadId);
      expect(row.message_id).toMatch(/^<[0-9a-f-]{36}@islandestates\.example>$/);
    }
    expect(new Set(rows.map((row) => row.message_id)).size).toBe(2);
  }

  it('a property inquiry writes a staff notification and an acknowledgement with it', async () => {
    const email = unique('ada');
    const { data, status } = unwrap<{ sent: boolean }>(await postProperty(leadFields({ name: 'Ada Lovelace', email })));
    expect(status).toBe(200);
    expect(data.sent).toBe(true);
    const [inquiry] = await leadsOf(email);
    expect(inquiry?.source).toBe('property');
    expectTheTwoMessages(await outboxOf(email), email, inquiry!.id);
  });

  it('a contact message writes the same two', async () => {
    const email = unique('marc');
    const { data } = unwrap<{ sent: boolean }>(await postContact(leadFields({ name: 'Marc Lefèvre', email })));
    expect(data.sent).toBe(true);
    const [inquiry] = await leadsOf(email);
    expect(inquiry?.source).toBe('contact');
    expectTheTwoMessages(await outboxOf(email), email, inquiry!.id);
  });

  it('a booking request writes them for the inquiry its trigger stores, in the same transaction', async () => {
    const email = unique('guest');
    const stayId = randomUUID();
    await visitor.createBookingRequest({
      id: stayId,
      rentalId,
      checkIn: addDays(islandToday(), 120),
      checkOut: addDays(islandToday(), 124),
      guests: 2,
      name: 'Grace Guest',
      email,
      phone: null,
      message: 'Our anniversary.',
      addOns: [],
    });
    const [inquiry] = await leadsOf(email);
    expect(inquiry?.source).toBe('booking');
    expectTheTwoMessages(await outboxOf(email), email, inquiry!.id);

    // A stay staff enter themselves (a phone booking) writes no inquiry and so no e-mail.
    const before = await outboxCount();
    await staff.createStaffStay({
      rentalId,
      checkIn: addDays(islandToday(), 150),
      checkOut: addDays(islandToday(), 153),
      status: 'option',
      optionExpiresAt: new Date(Date.now() + 86_400_000),
      guests: 2,
      name: 'Phone Guest',
      email: unique('phone'),
      phone: null,
      addOns: [],
      note: null,
      quote: { total: 1 },
    });
    expect(await outboxCount()).toBe(before);
  });

  it('writes nothing for a failed insert, a form posted twice, the honeypot or a refused rate limit', async () => {
    const before = await outboxCount();
    // The database refuses the row (an empty name): no inquiry, no e-mail.
    await expect(
      visitor.createLead({ id: randomUUID(), name: '', email: unique('bad'), message: 'Hello', source: 'contact' }),
    ).rejects.toBeInstanceOf(BackendError);
    expect(await outboxCount()).toBe(before);

    // The same submission twice: one inquiry, one pair of e-mails.
    const email = unique('twice');
    const fields = leadFields({ email });
    await postContact(fields);
    await postContact(fields);
    expect(await leadsOf(email)).toHaveLength(1);
    expect(await outboxOf(email)).toHaveLength(2);

    const afterTwice = await outboxCount();
    // The honeypot: answered like a success, nothing stored, nothing sent.
    const honey = unique('bot');
    expect(
      unwrap<{ sent: boolean }>(
        await postContact(leadFields({ email: honey, [HONEYPOT_FIELD]: 'https://spam.example' })),
      ).data.sent,
    ).toBe(true);
    expect(await outboxOf(honey)).toEqual([]);
    // Over the rate limit: refused before anything is stored.
    const address = `203.0.113.${engine === 'pglite' ? 71 : 72}`;
    for (let i = 0; i < Number(process.env.INQUIRY_RATE_LIMIT); i++)
      await postContact(leadFields({ [HONEYPOT_FIELD]: 'bot' }), address);
    const limited = unique('limited');
    expect(unwrap(await postContact(leadFields({ email: limited }), address)).status).toBe(429);
    expect(await outboxOf(limited)).toEqual([]);
    expect(await outboxCount()).toBe(afterTwice);
  });

  it('fails the submission with the spec’s text when the outbox refuses, and stores neither', async () => {
    const { db } = database();
    const refused = unique('refused');
    // A test-only rule the outbox trips on this one address: the trigger's insert fails inside the
    // submission's transaction.
    await db.exec(
      `alter table public.mail_outbox add constraint test_refuses_one_address check (recipient is distinct from '${refused}')`,
    );
    try {
      const contact = unwrap<{ sent: boolean; result: { error: Record<string, string[]> } }>(
        await postContact(leadFields({ email: refused })),
      );
      expect(contact.status).toBe(503);
      expect(contact.data.sent).toBe(false);
      expect(contact.data.result.error['']).toEqual([specTexts.contact.failure]);

      const property = unwrap<{ sent: boolean; result: { error: Record<string, string[]> } }>(
        await postProperty(leadFields({ email: refused })),
      );
      expect(property.status).toBe(503);
      expect(property.data.result.error['']).toEqual([specTexts.inquiry.failure]);

      expect(await leadsOf(refused)).toEqual([]);
      expect(await outboxOf(refused)).toEqual([]);
    } finally {
      await db.exec('alter table public.mail_outbox drop constraint test_refuses_one_address');
    }
    // The same visitor succeeds once the outbox accepts again.
    expect(unwrap<{ sent: boolean }>(await postContact(leadFields({ email: refused }))).data.sent).toBe(true);
    expect(await outboxOf(refused)).toHaveLength(2);
  });

  it('acknowledges one address at most once per 10 minutes, whatever its case', async () => {
    const { db } = database();
    const email = unique('Often');
    await postContact(leadFields({ email, message: 'First.' }));
    await postProperty(leadFields({ email: email.toLowerCase(), message: 'Second.' }));
    await postContact(leadFields({ email: email.toUpperCase(), message: 'Third.' }));
    let rows = await outboxOf(email);
    expect(rows.filter((row) => row.kind === 'staff-notification')).toHaveLength(3);
    expect(rows.filter((row) => row.kind === 'visitor-acknowledgement').map((row) => row.recipient)).toEqual([email]);

    // Eleven minutes later, the next one is acknowledged again.
    await db.query(
      "update public.mail_outbox set created_at = created_at - interval '11 minutes' where lower(recipient) = lower($1)",
      [email],
    );
    await postContact(leadFields({ email, message: 'Fourth.' }));
    rows = await outboxOf(email);
    expect(rows.filter((row) => row.kind === 'visitor-acknowledgement')).toHaveLength(2);
  });

  it('sends nothing for the owner’s own inserts (seed, imports)', async () => {
    const before = await outboxCount();
    await database().db.query(
      "insert into public.inquiries (name, email, message, source) values ('Seeded', 'seeded@example.com', 'Demo', 'contact')",
    );
    expect(await outboxCount()).toBe(before);
  });

  it('lets staff read the outbox and no one else; writes only through its functions', async () => {
    const email = unique('rls');
    await postContact(leadFields({ email }));
    const [inquiry] = await leadsOf(email);

    // Visitors: no privilege at all.
    await expect(visitor.listLeadMail(inquiry!.id)).rejects.toMatchObject({ code: 'permission' });
    await expect(visitor.claimOutbox(10, 60)).rejects.toMatchObject({ code: 'permission' });
    await expect(visitor.queueLeadReply(inquiry!.id, { subject: 'Hi', body: 'Hi' })).rejects.toMatchObject({
      code: 'permission',
    });
    // A signed-in user who is not staff sees nothing and may not reply or retry.
    expect(await stranger.listLeadMail(inquiry!.id)).toEqual([]);
    await expect(stranger.queueLeadReply(inquiry!.id, { subject: 'Hi', body: 'Hi' })).rejects.toMatchObject({
      code: 'permission',
    });
    await expect(stranger.claimOutbox(10, 60)).rejects.toMatchObject({ code: 'permission' });
    // Staff read the thread, but may not write rows directly (nor claim them: the worker's job).
    const thread = await staff.listLeadMail(inquiry!.id);
    expect(thread.map((row) => row.kind)).toEqual(['staff-notification', 'visitor-acknowledgement']);
    await expect(staff.markOutboxFailed(thread[0]!.id, 0, { error: 'x' })).rejects.toMatchObject({
      code: 'permission',
    });
    await expect(staff.claimOutbox(10, 60)).rejects.toMatchObject({ code: 'permission' });
    // The service role (the worker) updates only rows it claimed.
    expect(await service.markOutboxFailed(thread[0]!.id, 0, { error: 'not claimed' })).toBe(false);
  });

  it('queues a staff reply signed by the staff member, threaded under the acknowledgement; Retry re-queues a failed one', async () => {
    const { db } = database();
    const email = unique('reply');
    await postProperty(leadFields({ email }));
    const [inquiry] = await leadsOf(email);
    const replyId = await staff.queueLeadReply(inquiry!.id, {
      subject: 'Re: Villa Outbox',
      body: 'Dear Grace,\n\nIt is available.',
    });
    expect(replyId).toMatch(/^[0-9a-f-]{36}$/);
    const thread = await staff.listLeadMail(inquiry!.id);
    const acknowledgement = thread.find((row) => row.kind === 'visitor-acknowledgement')!;
    expect(thread.at(-1)).toMatchObject({
      id: replyId,
      kind: 'staff-reply',
      audience: 'visitor',
      recipient: email,
      subject: 'Re: Villa Outbox',
      body: 'Dear Grace,\n\nIt is available.',
      signer: staffEmail.toLowerCase(),
      in_reply_to: acknowledgement.message_id,
      state: 'queued',
    });
    // Replying counts as reading it.
    expect((await staff.getLeadMessage(inquiry!.id))?.read).toBe(true);
    // No such inquiry: nothing queued.
    expect(await staff.queueLeadReply(randomUUID(), { subject: 'Hi', body: 'Hi' })).toBeNull();

    // Retry: only a failed or retrying message; a failed one starts a new window.
    expect(await staff.retryOutboxMessage(replyId!)).toBe(false);
    await db.query(
      "update public.mail_outbox set state = 'failed', attempts = 14, last_error = '550 no' where id = $1",
      [replyId],
    );
    expect(await staff.retryOutboxMessage(replyId!)).toBe(true);
    const retried = (await staff.listLeadMail(inquiry!.id)).find((row) => row.id === replyId)!;
    expect(retried).toMatchObject({ state: 'queued', attempts: 0, last_error: '550 no' });
    await expect(stranger.retryOutboxMessage(replyId!)).rejects.toMatchObject({ code: 'permission' });
  });

  it('claims each due message once, for a lease, with what its text needs', async () => {
    const { db } = database();
    // Only this test's messages are due.
    await db.query(
      "update public.mail_outbox set state = 'sent', sent_at = now() where state in ('queued', 'retrying')",
    );
    const email = unique('claim');
    await postProperty(leadFields({ name: 'Claire Claim', email, phone: '+590 690 11 22 33' }));
    const first = await service.claimOutbox(10, 60);
    expect(first.map((message) => message.kind).sort()).toEqual(['staff-notification', 'visitor-acknowledgement']);
    expect(first[0]).toMatchObject({
      attempts: 1,
      inquiry_name: 'Claire Claim',
      inquiry_email: email,
      inquiry_phone: '+590 690 11 22 33',
      inquiry_source: 'property',
      property_id: propertyId,
      property_title: 'Villa Outbox',
      rental_id: null,
      stay_reference: null,
    });
    // Claimed: nobody else gets them while the lease runs.
    expect(await service.claimOutbox(10, 60)).toEqual([]);
    // A lease that ran out (the sender died): claimed again, the try counted.
    await db.query(
      "update public.mail_outbox set locked_until = now() - interval '1 second', next_attempt_at = now() - interval '1 second' where state = 'sending'",
    );
    const again = await service.claimOutbox(10, 60);
    expect(again.map((message) => [message.message_id, message.attempts]).sort()).toEqual(
      first.map((message) => [message.message_id, 2]).sort(),
    );
    // Outcomes apply only to the claim that holds the row.
    const [one, two] = again;
    expect(await service.markOutboxSent(one!.id, 1, { response: 'stale', sentTo: [], at: new Date() })).toBe(false);
    expect(
      await service.markOutboxSent(one!.id, 2, { response: '250 ok', sentTo: ['a@example.com'], at: new Date() }),
    ).toBe(true);
    expect(await service.releaseOutbox(two!.id, 2, new Date())).toBe(true);
    const rows = await staff.listLeadMail(one!.inquiry_id!);
    expect(rows.find((row) => row.id === one!.id)).toMatchObject({
      state: 'sent',
      smtp_response: '250 ok',
      sent_to: ['a@example.com'],
      locked_until: null,
    });
    expect(rows.find((row) => row.id === two!.id)).toMatchObject({
      state: 'retrying',
      attempts: 1,
      locked_until: null,
    });
  });

  it('writes a French visitor’s acknowledgement in French, and tells staff, in English, the visitor’s language', async () => {
    const { db } = database();
    // Only this test's messages are due.
    await db.query(
      "update public.mail_outbox set state = 'sent', sent_at = now() where state in ('queued', 'retrying')",
    );
    const leadEmail = unique('claire');
    const contactEmail = unique('paul');
    const guestEmail = unique('hote');
    const englishEmail = unique('eve');
    await visitor.createLead({
      id: randomUUID(),
      name: 'Claire Dupont',
      email: leadEmail,
      message: 'La villa est-elle libre en mars ?',
      source: 'property',
      propertyId,
      locale: 'fr',
    });
    await visitor.createLead({
      id: randomUUID(),
      name: 'Eve English',
      email: englishEmail,
      message: 'Hello.',
      source: 'contact',
    });
    // A form posted from the French site stores its language without being told (the page's URL).
    await contactRoute.action({
      request: postForm('/fr/contact', leadFields({ name: 'Paul Martin', email: contactEmail }), {
        'x-client-address': '198.51.100.31',
      }),
      params: {},
      context: requestContext(db),
    } as Args);
    // Clear of the other tests' stays: the database refuses a request for dates already taken.
    const checkIn = addDays(islandToday(), 170);
    const checkOut = addDays(checkIn, 4);
    const stayId = randomUUID();
    await visitor.createBookingRequest({
      id: stayId,
      rentalId,
      checkIn,
      checkOut,
      guests: 2,
      name: 'Hélène Hôte',
      email: guestEmail,
      phone: null,
      message: 'Notre anniversaire.',
      addOns: ['private-chef', 'airport-transfer'],
      locale: 'fr',
    });

    const locales = await db.query<{ email: string; locale: string; message: string }>(
      'select email, locale, message from public.inquiries where email = any($1::text[])',
      [[leadEmail, contactEmail, guestEmail, englishEmail]],
    );
    const localeOf = (email: string) => locales.rows.find((row) => row.email === email)?.locale;
    expect([leadEmail, contactEmail, guestEmail, englishEmail].map(localeOf)).toEqual(['fr', 'fr', 'fr', 'en']);
    const stay = await db.query<{ locale: string; reference: string }>(
      'select locale, reference from public.stays where id = $1',
      [stayId],
    );
    expect(stay.rows[0]!.locale).toBe('fr');
    // The booking request's summary, written by the database in the guest's language.
    const frenchDate = (date: string) =>
      new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
        .format(new Date(`${date}T12:00:00Z`))
        .replace(/^1 /, '1er ');
    const reference = stay.rows[0]!.reference;
    expect(locales.rows.find((row) => row.email === guestEmail)!.message).toBe(
      `Demande de réservation ${reference} pour Villa Mailbox\u00a0: du ${frenchDate(checkIn)} au ${frenchDate(checkOut)} (4 nuits), 2 voyageurs.\nServices\u00a0: Chef à domicile, Transfert depuis l’aéroport.\n\nNotre anniversaire.`,
    );

    const claimed = await service.claimOutbox(20, 60);
    expect(claimed).toHaveLength(8);
    const composed = (email: string, kind: string) => {
      const message = claimed.find((m) => m.inquiry_email === email && m.kind === kind)!;
      return composeMessage(message, MAIL_SETTINGS);
    };

    const acknowledgement = composed(leadEmail, 'visitor-acknowledgement');
    expect(acknowledgement.subject).toMatch(
      /^Votre demande concernant Villa Outbox — Island Estates \(IQ-[0-9A-F]{8}\)$/,
    );
    expect(acknowledgement.text).toContain(
      'Bonjour Claire,\n\nMerci d’avoir contacté Island Estates. Nous avons bien reçu votre demande concernant Villa Outbox.',
    );
    expect(acknowledgement.text).toContain(
      `Villa Outbox\u00a0: https://islandestates.example/fr/properties/${propertyId}`,
    );
    expect(acknowledgement.text).toContain('Votre message\u00a0:\n> La villa est-elle libre en mars ?');
    expect(acknowledgement.html).toContain('<html lang="fr">');

    expect(composed(contactEmail, 'visitor-acknowledgement').subject).toMatch(
      /^Nous avons bien reçu votre message — Island Estates \(IQ-[0-9A-F]{8}\)$/,
    );
    const booking = composed(guestEmail, 'visitor-acknowledgement');
    expect(booking.subject).toBe(`Votre demande de réservation ${reference} pour Villa Mailbox — Island Estates`);
    expect(booking.text).toContain('sous 24\u00a0heures');
    expect(booking.text).toContain(
      `> Demande de réservation ${reference} pour Villa Mailbox\u00a0: du ${frenchDate(checkIn)}`,
    );
    expect(booking.text).toContain(`https://islandestates.example/fr/rentals/${rentalId}`);

    // Staff: English, with the visitor's language.
    const notification = composed(leadEmail, 'staff-notification');
    expect(notification.subject).toBe('New property inquiry: Villa Outbox — Claire Dupont');
    expect(notification.text).toContain('Language: French\n');
    expect(composed(englishEmail, 'staff-notification').text).toContain('Language: English\n');
    expect(composed(englishEmail, 'visitor-acknowledgement').subject).toMatch(
      /^We received your message — Island Estates/,
    );
  });
});

describe('the mail port on Supabase (PostgREST requests)', () => {
  it('claims through rpc/claim_outbox and records an outcome only for the claim that holds the row', async () => {
    const { runner, requests } = recordingClient((request) =>
      request.path.endsWith('/claim_outbox') ? Response.json([]) : Response.json([{ id: 'x' }]),
    );
    const port = mailQueries(runner);
    expect(await port.claimOutbox(10, 600)).toEqual([]);
    expect(
      await port.markOutboxSent('3f1d2c4b-5a69-4788-9abc-def012345678', 2, {
        response: '250 ok',
        sentTo: ['a@example.com'],
        at: new Date('2026-11-25T10:00:00Z'),
      }),
    ).toBe(true);
    expect(requests.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      { method: 'POST', path: '/rest/v1/rpc/claim_outbox', query: [], body: { p_batch: 10, p_lease_seconds: 600 } },
      {
        method: 'PATCH',
        path: '/rest/v1/mail_outbox',
        query: [
          ['id', 'eq.3f1d2c4b-5a69-4788-9abc-def012345678'],
          ['state', 'eq.sending'],
          ['attempts', 'eq.2'],
          ['select', 'id'],
        ],
        body: {
          state: 'sent',
          // An account e-mail's one-time link is erased once the mail server has it (…_staff_roles.sql).
          secret: null,
          sent_at: '2026-11-25T10:00:00.000Z',
          sent_to: ['a@example.com'],
          smtp_response: '250 ok',
          last_error: null,
          locked_until: null,
        },
      },
    ]);
  });

  it('queues a reply and retries through their functions', async () => {
    const { runner, requests } = recordingClient((request) =>
      Response.json(request.path.endsWith('/queue_inquiry_reply') ? '9b2e1f3a-0c4d-4e5f-8a6b-7c8d9e0f1a2b' : true),
    );
    const port = mailQueries(runner);
    expect(
      await port.queueLeadReply('3f1d2c4b-5a69-4788-9abc-def012345678', { subject: 'Re: Hello', body: 'Thanks' }),
    ).toBe('9b2e1f3a-0c4d-4e5f-8a6b-7c8d9e0f1a2b');
    expect(await port.retryOutboxMessage('9b2e1f3a-0c4d-4e5f-8a6b-7c8d9e0f1a2b')).toBe(true);
    expect(requests.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/rest/v1/rpc/queue_inquiry_reply',
        body: { p_inquiry_id: '3f1d2c4b-5a69-4788-9abc-def012345678', p_subject: 'Re: Hello', p_body: 'Thanks' },
      },
      { path: '/rest/v1/rpc/retry_outbox_message', body: { p_id: '9b2e1f3a-0c4d-4e5f-8a6b-7c8d9e0f1a2b' } },
    ]);
  });
});
