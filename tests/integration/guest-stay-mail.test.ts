import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADD_ONS } from '#app/domain/booking/add-ons';
import { addDays, formatStayDates, islandToday } from '#app/domain/booking/dates';
import { toIslandDateTimeInput } from '#app/domain/booking/desk';
import { formatMoney } from '#app/domain/currency/currency';
// The French texts, as the server loads them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import { bookingRequestTexts } from '#app/domain/booking/texts/booking-request';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import * as bookingRoute from '#app/routes/admin/booking';
import * as requestRoute from '#app/routes/public/booking-request';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import type { OutgoingMail } from '#app/server/mail/transport.server';
import { deliverDueMessages } from '#app/server/mail/worker.server';
import { locationOf, post, signInStaff, type SignedInStaff } from '#tests/helpers/booking-desk';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { capturingTransport, SILENT_LOG, TEST_MAIL_SETTINGS } from '#tests/helpers/mail-capture';
import { insertRental, postForm, requestContext } from '#tests/helpers/fixtures';

/**
 * The guest's e-mails about their booking request (issue 26, item 7), on PGlite and PostgreSQL: the
 * acknowledgement repeats the dates and the total and names the services (so does the staff notification);
 * confirming, declining and cancelling each send the guest exactly one e-mail, in the request's language,
 * threaded under what they got before.
 */

type Args = never;
const day = (offset: number) => addDays(islandToday(), offset);
/** Every code a service may be stored under, as a whole word (so 'Private chef' never matches). */
const SERVICE_CODES = new RegExp(`\\b(${ADD_ONS.map((addOn) => addOn.value).join('|')})\\b`);

describe.each(ENGINES)('the guest’s booking e-mails on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let service: Backend;
  let staff: SignedInStaff;
  let villa: string;

  beforeAll(async () => {
    const { db } = database();
    service = createBackend(sqlExecutor(db, { role: 'service_role', name: 'Mail delivery' }));
    staff = await signInStaff(db, `mail-desk-${engine}@example.com`, engine === 'pglite' ? '192.0.2.90' : '192.0.2.91');
    villa = await insertRental(db, { title: 'Villa Courrier', max_guests: 6, min_stay_days: 2, daily_rate: 1000 });
  });

  /** Delivers every due e-mail; answers all of them. */
  async function deliver(): Promise<OutgoingMail[]> {
    const transport = capturingTransport();
    await deliverDueMessages({ store: service, transport, settings: TEST_MAIL_SETTINGS, log: SILENT_LOG });
    return transport.sent;
  }
  const to = (mails: OutgoingMail[], address: string) =>
    mails.filter((mail) => mail.to.some((t) => t.address === address));

  /** A booking request as the form posts it (3 nights at $1,000, Sint Maarten's 5%): the stay's id. */
  async function requestStay(email: string, offset: number, locale: 'en' | 'fr', addOns: string[] = []) {
    const prefix = locale === 'fr' ? '/fr' : '';
    const body = new URLSearchParams({
      checkIn: day(offset),
      checkOut: day(offset + 3),
      guests: '3',
      quotedTotal: '3150',
      name: 'Grace Guest',
      email,
      phone: '',
      message: 'We arrive late.',
      submissionId: randomUUID(),
      [HONEYPOT_FIELD]: '',
    });
    for (const addOn of addOns) body.append('addOns', addOn);
    const request = postForm(`${prefix}/rentals/${villa}/request`, {});
    const thrown = await requestRoute
      .action({
        request: new Request(request.url, { method: 'POST', body, headers: request.headers }),
        params: { id: villa },
        context: requestContext(database().db),
      } as Args)
      .then(
        () => null,
        (redirect: Response) => redirect,
      );
    expect(thrown?.status).toBe(302);
    const { rows } = await database().db.query<{ id: string }>('select id from public.stays where guest_email = $1', [
      email,
    ]);
    return rows[0]!.id;
  }

  const act = (stayId: string, fields: Record<string, string>) =>
    post(
      bookingRoute.action as never,
      `/admin/bookings/${stayId}`,
      fields,
      requestContext(database().db),
      { id: stayId },
      staff.cookie,
    );

  it('repeats the dates and the total in the acknowledgement, and names the services for the guest and for staff', async () => {
    const email = `ack-${randomUUID()}@example.com`;
    await requestStay(email, 30, 'en', ['private-chef', 'airport-transfer']);
    const mails = await deliver();
    const [acknowledgement] = to(mails, email);
    const staffCopy = mails.find((mail) => mail.replyTo?.address === email)!;
    const dates = formatStayDates(day(30), day(33), 'en');
    for (const part of [acknowledgement!.text, acknowledgement!.html]) {
      expect(part).toContain(dates);
      expect(part).toContain('3 nights');
      expect(part).toContain('3 guests');
      expect(part).toContain('$3,150');
      expect(part).toContain('Private chef, Airport transfer');
      expect(part).not.toMatch(SERVICE_CODES);
    }
    expect(staffCopy.text).toContain('Services: Private chef, Airport transfer.');
    expect(staffCopy.text).toContain('Total: $3,150');
    expect(staffCopy.text).not.toMatch(SERVICE_CODES);
    expect(staffCopy.html).not.toMatch(SERVICE_CODES);
  });

  it('names the services in French for a French guest, as the French site does', async () => {
    const email = `ack-fr-${randomUUID()}@example.com`;
    await requestStay(email, 40, 'fr', ['private-chef', 'massage']);
    const [acknowledgement] = to(await deliver(), email);
    const fr = bookingRequestTexts.fr;
    expect(acknowledgement!.text).toContain(`${fr.addOn('private-chef')}, ${fr.addOn('massage')}`);
    expect(acknowledgement!.text).toContain(formatStayDates(day(40), day(43), 'fr'));
    expect(acknowledgement!.text).toContain(formatMoney(3150, 'USD', 'fr'));
    expect(acknowledgement!.text).not.toMatch(SERVICE_CODES);
    // The inquiry staff read in the inbox says them too.
    const { rows } = await database().db.query<{ message: string }>(
      'select message from public.inquiries where email = $1',
      [email],
    );
    expect(rows[0]!.message).toContain(`Services\u00a0: ${fr.addOn('private-chef')}, ${fr.addOn('massage')}.`);
  });

  it('names every service in the inquiry as the site does, in both languages (the SQL labels are the catalogue’s)', async () => {
    const codes = ADD_ONS.map((addOn) => addOn.value);
    for (const [locale, offset] of [
      ['en', 90],
      ['fr', 100],
    ] as const) {
      const email = `every-${locale}-${randomUUID()}@example.com`;
      await requestStay(email, offset, locale, codes);
      const { rows } = await database().db.query<{ message: string }>(
        'select message from public.inquiries where email = $1',
        [email],
      );
      const labels = codes.map((code) => bookingRequestTexts[locale].addOn(code)).join(', ');
      expect(rows[0]!.message).toContain(`Services${locale === 'fr' ? '\u00a0' : ''}: ${labels}.`);
    }
    await deliver();
  });

  it('sends the guest one e-mail when staff confirm, with the stay and its payment schedule, threaded', async () => {
    const email = `confirm-${randomUUID()}@example.com`;
    const stayId = await requestStay(email, 50, 'en', ['boat-charter']);
    const [acknowledgement] = to(await deliver(), email);
    expect(locationOf(await act(stayId, { intent: 'confirm' }))).toContain('done=');
    const mails = to(await deliver(), email);
    expect(mails).toHaveLength(1);
    const [confirmation] = mails;
    expect(confirmation!.subject).toMatch(
      /^Your stay at Villa Courrier is confirmed — Island Estates \(IE-[0-9A-F]{8}\)$/,
    );
    expect(confirmation!.inReplyTo).toBe(acknowledgement!.messageId);
    for (const part of [confirmation!.text, confirmation!.html]) {
      expect(part).toContain(formatStayDates(day(50), day(53), 'en'));
      expect(part).toContain('$3,150');
      expect(part).toContain('Boat charter');
      // The schedule fixed when staff confirmed (issue 28): each payment with its amount and due date.
      expect(part).toMatch(/(Deposit|Full payment): \$[\d,]+\.\d\d — Due by \w+ \d+, \d{4}/);
    }
    expect(confirmation!.text).not.toMatch(SERVICE_CODES);
    // Nothing more, however often the worker runs.
    expect(to(await deliver(), email)).toEqual([]);
  });

  it('sends a French guest one e-mail in French when staff decline', async () => {
    const email = `decline-${randomUUID()}@example.com`;
    const stayId = await requestStay(email, 60, 'fr');
    await deliver();
    expect(locationOf(await act(stayId, { intent: 'decline', confirm: 'yes' }))).toContain('done=');
    const mails = to(await deliver(), email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(
      /^Nous ne pouvons pas confirmer votre demande de réservation IE-[0-9A-F]{8} pour Villa Courrier — Island Estates$/,
    );
    expect(mails[0]!.text).toContain(formatStayDates(day(60), day(63), 'fr'));
    expect(mails[0]!.html).toContain('<html lang="fr">');
  });

  it('sends one e-mail for the confirmation and one for the cancellation of a held stay, none for holding it', async () => {
    const email = `cancel-${randomUUID()}@example.com`;
    const stayId = await requestStay(email, 70, 'en');
    await deliver();
    const until = toIslandDateTimeInput(new Date(Date.now() + 48 * 3_600_000));
    expect(locationOf(await act(stayId, { intent: 'hold', until }))).toContain('done=held');
    expect(to(await deliver(), email)).toEqual([]);
    await act(stayId, { intent: 'confirm' });
    await act(stayId, { intent: 'cancel', confirm: 'yes' });
    const subjects = to(await deliver(), email).map((mail) => mail.subject.replace(/IE-[0-9A-F]{8}/, 'IE-…'));
    expect(subjects).toEqual([
      'Your stay at Villa Courrier is confirmed — Island Estates (IE-…)',
      'Your stay at Villa Courrier is cancelled — Island Estates (IE-…)',
    ]);
  });

  it('sends nothing for a change of status the database’s owner makes (a seed, an import)', async () => {
    const email = `owner-${randomUUID()}@example.com`;
    const stayId = await requestStay(email, 80, 'en');
    await deliver();
    await database().db.query(`update public.stays set status = 'declined' where id = $1`, [stayId]);
    expect(to(await deliver(), email)).toEqual([]);
  });
});
