import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandMidnight, islandToday } from '#app/domain/booking/dates';
import '#app/domain/i18n/texts/fr';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { deliverDueMessages } from '#app/server/mail/worker.server';
import { paymentQueries } from '#app/server/payments/queries.server';
import { sendPaymentReminders } from '#app/server/payments/reminders.server';
import { ensureSchedule, loadStayPayments } from '#app/server/payments/stay-payments.server';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { postBookingRequest, stayOfReceiptToken } from '#tests/helpers/booking-request';
import { insertRental } from '#tests/helpers/fixtures';
import { capturingTransport, SILENT_LOG, TEST_MAIL_SETTINGS } from '#tests/helpers/mail-capture';

/**
 * Payment reminders with a moved clock (issue 28, item 4): the job (payments/reminders.server.ts) run on chosen
 * days queues each reminder once — however often it runs, and two runs at once —, none once the payment is
 * recorded, none for a cancelled stay; the e-mails go out in the guest's language with the amount, the
 * account and the reference, and staff's overdue notice links to the booking's payments.
 *
 * Every stay here is a website request for 3 nights at $1,000 (+5% tax: $3,150) arriving in 100 days, confirmed
 * today: deposit $945 due in 7 days, balance $2,205 due 60 days before arrival (day 40).
 */

const day = (offset: number) => addDays(islandToday(), offset);
/** Noon on the islands, `offset` days from today. */
const noonOf = (offset: number) => new Date(islandMidnight(day(offset)).getTime() + 12 * 3_600_000);

describe.each(ENGINES)('payment reminders on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let staff: Backend;
  let service: Backend;

  beforeAll(async () => {
    const { db } = database();
    const userId = await createUser(db, { staff: true, role: 'agent' });
    staff = createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email: `${userId}@example.com` }),
    );
    service = createBackend(sqlExecutor(db, { role: 'service_role', name: 'Payment reminders' }));
    await db.query(
      `insert into public.bank_accounts (currency, holder, bank_name, bank_address, iban, swift)
       values ('USD', 'Island Estates SARL', 'Banque des Îles', 'Gustavia, Saint-Barthélemy', 'FR7630006000011234567890189', 'BDIFFRPPXXX')`,
    );
  });

  /** A website booking request confirmed today, its schedule fixed, its first e-mails delivered; its stay's id. */
  async function confirmedStay(locale: 'en' | 'fr', email = `grace-${randomUUID()}@example.com`, securityDeposit = 0) {
    // A villa of its own: every stay here has the same dates.
    const villa = await insertRental(database().db, {
      title: 'Villa Rappel',
      max_guests: 6,
      min_stay_days: 2,
      daily_rate: 1000,
      security_deposit: securityDeposit,
    });
    const location = await postBookingRequest(database().db, {
      rentalId: villa,
      checkIn: day(100),
      checkOut: day(103),
      email,
      locale,
    });
    const stayId = await stayOfReceiptToken(database().db, location.split('/').pop()!);
    expect(await staff.use(bookingQueries).confirm(stayId)).toBe(true);
    await ensureSchedule(staff, stayId);
    await deliver();
    return { stayId, email };
  }

  const runOn = (offset: number) => sendPaymentReminders(service, () => noonOf(offset));

  /** The reminders recorded for a stay, 'kind outcome', in order. */
  async function remindersOf(stayId: string): Promise<string[]> {
    const { rows } = await database().db.query<{ key: string; outcome: string }>(
      'select key, outcome from public.payment_reminders where stay_id = $1 order by created_at, key',
      [stayId],
    );
    return rows.map((row) => `${row.key.split(':')[0]} ${row.outcome}`);
  }

  /** The stay's reminder e-mails in the outbox, by kind. */
  async function outboxOf(stayId: string): Promise<string[]> {
    const { rows } = await database().db.query<{ kind: string }>(
      `select o.kind from public.mail_outbox o join public.inquiries i on i.id = o.inquiry_id
        where i.stay_id = $1 and o.kind in ('payment-reminder', 'payment-overdue') order by o.created_at, o.kind`,
      [stayId],
    );
    return rows.map((row) => row.kind);
  }

  async function deliver() {
    const transport = capturingTransport();
    await deliverDueMessages({ store: service, transport, settings: TEST_MAIL_SETTINGS, log: SILENT_LOG });
    return transport.sent;
  }

  const recordPayment = (stayId: string, amount: number) =>
    staff.use(paymentQueries).recordEntry(stayId, {
      kind: 'payment',
      amount,
      receivedOn: day(0),
      method: 'bank-transfer',
      payer: null,
      bankReference: null,
      note: null,
    });

  it('reminds of the first payment on day 3 once, however often and however many run it', async () => {
    const { stayId, email } = await confirmedStay('en');
    await runOn(2);
    expect(await remindersOf(stayId)).toEqual([]);

    // Two runs at the same moment, then again the same day and the next: one reminder.
    await Promise.all([runOn(3), runOn(3)]);
    await runOn(3);
    await runOn(4);
    expect(await remindersOf(stayId)).toEqual(['first-payment queued']);
    expect(await outboxOf(stayId)).toEqual(['payment-reminder']);

    const mail = (await deliver()).find((sent) => sent.to.some((to) => to.address === email))!;
    expect(mail.subject).toMatch(/^Reminder: the first payment for your stay — IE-/);
    for (const line of [
      'Payment: Deposit',
      'Amount due: $945.00',
      'Received so far: $0.00',
      'IBAN: FR76 3000 6000 0112 3456 7890 189',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/Quote IE-[A-Z0-9]+ with your transfer/);
    expect(mail.text).toMatch(/\/rentals\/[^/]+\/requests\/[A-Za-z0-9_-]{43}/);
  });

  it('sends nothing once the deposit is recorded, then the balance 14 and 3 days before, then overdue to guest and staff', async () => {
    const { stayId, email } = await confirmedStay('en');
    await recordPayment(stayId, 94_500);
    for (const offset of [3, 7, 8, 20]) await runOn(offset);
    expect(await remindersOf(stayId)).toEqual([]);
    // The job reads only the stays that may need a reminder: not this one until its balance is 15 days away.
    const read = async (offset: number) =>
      (await service.use(paymentQueries).reminderStays(day(offset), 15)).map((row) => row.stayId);
    expect(await read(20)).not.toContain(stayId);
    expect(await read(25)).toContain(stayId);

    await runOn(26);
    await runOn(26);
    expect(await remindersOf(stayId)).toEqual(['balance-14-days queued']);
    await runOn(37);
    await runOn(40);
    expect(await remindersOf(stayId)).toEqual(['balance-14-days queued', 'balance-3-days queued']);
    // The booking page lists them, each with what it was about and what became of it.
    const stay = (await staff.use(bookingQueries).getStay(stayId))!;
    expect((await loadStayPayments(staff, stay, 'agent'))?.reminders).toMatchObject([
      { kind: 'balance-14-days', amount: 220_500, outcome: 'queued' },
      { kind: 'balance-3-days', amount: 220_500, outcome: 'queued' },
    ]);
    await runOn(41);
    await runOn(42);
    expect((await remindersOf(stayId)).slice(2).sort()).toEqual(['overdue-guest queued', 'overdue-staff queued']);
    expect((await outboxOf(stayId)).sort()).toEqual([
      'payment-overdue',
      'payment-reminder',
      'payment-reminder',
      'payment-reminder',
    ]);

    const sent = await deliver();
    const toGuest = sent.filter((mail) => mail.to.some((to) => to.address === email));
    expect(toGuest.map((mail) => mail.subject.replace(/ — IE-.*/, '')).sort()).toEqual([
      expect.stringMatching(/^Payment overdue: \$2,205\.00 was due by /),
      expect.stringMatching(/^Reminder: \$2,205\.00 due by /),
      expect.stringMatching(/^Reminder: \$2,205\.00 due by /),
    ]);
    const overdue = toGuest.find((mail) => mail.subject.startsWith('Payment overdue'))!;
    expect(overdue.text).toContain('Received so far: $945.00');
    // Staff's notice of this stay (the job reminds of every stay's payments: the other tests' stays too).
    const notice = sent.find(
      (mail) => mail.subject.startsWith('Payment overdue') && mail.text.includes(`/admin/bookings/${stayId}#`),
    )!;
    expect(notice.to).toEqual([{ address: 'desk@islandestates.example' }]);
    expect(notice.subject).toMatch(/^Payment overdue: IE-[A-Z0-9]+ — Grace Guest, \$2,205\.00$/);
    expect(notice.text).toContain(`https://islandestates.example/admin/bookings/${stayId}#payments`);

    // Paid: nothing more.
    await recordPayment(stayId, 220_500);
    await runOn(50);
    expect(await remindersOf(stayId)).toHaveLength(4);
  });

  it('supersedes a reminder whose day passed unsent, and never sends it late', async () => {
    const { stayId } = await confirmedStay('en');
    await recordPayment(stayId, 94_500);
    // The job did not run between day 26 and day 38.
    await runOn(38);
    await runOn(39);
    expect(await remindersOf(stayId)).toEqual(['balance-14-days superseded', 'balance-3-days queued']);
    expect(await outboxOf(stayId)).toEqual(['payment-reminder']);
  });

  it('sends nothing for a cancelled stay', async () => {
    const { stayId } = await confirmedStay('en');
    expect(await staff.use(paymentQueries).cancelStay(stayId, 0)).toBe(true);
    for (const offset of [3, 8, 26, 37, 41]) await runOn(offset);
    expect(await remindersOf(stayId)).toEqual([]);
    expect(await outboxOf(stayId)).toEqual([]);
  });

  it('says once that the security deposit was returned after departure, and asks for nothing once paid', async () => {
    const { stayId, email } = await confirmedStay('en', undefined, 500);
    await recordPayment(stayId, 365_000); // $945 + $2,205 + the $500 security deposit
    for (const offset of [3, 26, 37, 41, 102]) await runOn(offset);
    expect(await remindersOf(stayId)).toEqual([]);

    const ownerId = await createUser(database().db, { staff: true, role: 'owner' });
    const owner = createBackend(
      sqlExecutor(database().db, {
        role: 'authenticated',
        aal: 'aal2',
        userId: ownerId,
        email: `${ownerId}@example.com`,
      }),
    );
    await owner.use(paymentQueries).recordEntry(stayId, {
      kind: 'refund',
      amount: -50_000,
      receivedOn: day(0),
      method: 'bank-transfer',
      reason: 'Security deposit returned',
      note: null,
    });
    // (Recorded today, its real day, while the clock is after departure: the job runs on the days after.)
    await runOn(103);
    await runOn(104);
    expect(await remindersOf(stayId)).toEqual(['security-deposit-returned queued']);
    const mail = (await deliver()).find((sent) => sent.to.some((to) => to.address === email))!;
    expect(mail.subject).toMatch(/^Your security deposit has been returned — IE-/);
    expect(mail.text).not.toContain('IBAN');
  });

  it('writes to a French guest in French, with the amount and the reference', async () => {
    const { stayId, email } = await confirmedStay('fr');
    await runOn(3);
    const mail = (await deliver()).find((sent) => sent.to.some((to) => to.address === email))!;
    const { rows } = await database().db.query<{ reference: string }>(
      'select reference from public.stays where id = $1',
      [stayId],
    );
    const reference = rows[0]!.reference;
    // (A subject is one line of plain spaces.)
    expect(mail.subject).toBe(`Rappel : le premier paiement de votre séjour — ${reference}`);
    for (const line of [
      'Nous n’avons pas encore reçu le premier paiement',
      'Paiement\u00a0: Acompte',
      'Montant dû\u00a0: 945,00\u00a0$US',
      'Déjà reçu\u00a0: 0,00\u00a0$US',
      'IBAN\u00a0: FR76 3000 6000 0112 3456 7890 189',
      `Indiquez la référence ${reference} avec votre virement`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/\/fr\/rentals\/[^/]+\/requests\/[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('945,00');
  });
});
