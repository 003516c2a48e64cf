import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday } from '#app/domain/booking/dates';
import '#app/domain/i18n/texts/fr';
import * as receiptRoute from '#app/routes/public/booking-receipt';
import { ensureSchedule } from '#app/server/payments/stay-payments.server';
import { paymentQueries } from '#app/server/payments/queries.server';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { postBookingRequest, stayOfReceiptToken } from '#tests/helpers/booking-request';
import { get, insertRental, requestContext, unwrap } from '#tests/helpers/fixtures';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { deliverDueMessages } from '#app/server/mail/worker.server';
import { capturingTransport, SILENT_LOG, TEST_MAIL_SETTINGS } from '#tests/helpers/mail-capture';

/**
 * The guest's page (issue 28, item 6): the booking receipt's private link shows, once staff held or confirmed
 * the stay, its payments — schedule, received, still to pay, the next payment — and the agency's account in
 * the quote's currency with the reference to quote, in the guest's language; never to a wrong token, never the
 * payer's details or staff notes.
 */

type Args = never;
const day = (offset: number) => addDays(islandToday(), offset);

describe.each(ENGINES)('the guest’s page on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let villa: string;
  let staff: Backend;

  beforeAll(async () => {
    const { db } = database();
    villa = await insertRental(db, { title: 'Villa Paie', max_guests: 6, min_stay_days: 2, daily_rate: 1000 });
    const userId = await createUser(db, { staff: true, role: 'agent' });
    staff = createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId, email: `${userId}@example.com` }),
    );
    await db.query(
      `insert into public.bank_accounts (currency, holder, bank_name, bank_address, iban, swift)
       values ('USD', 'Island Estates SARL', 'Banque des Îles', 'Gustavia, Saint-Barthélemy', 'FR7630006000011234567890189', 'BDIFFRPPXXX')`,
    );
  });

  /** A website booking request, as the form posts it; answers the receipt's token. */
  async function requestStay(
    offset: number,
    locale: 'en' | 'fr',
    email = `grace-${randomUUID()}@example.com`,
  ): Promise<string> {
    const location = await postBookingRequest(database().db, {
      rentalId: villa,
      checkIn: day(offset),
      checkOut: day(offset + 3),
      email,
      locale,
    });
    return location.split('/').pop()!;
  }

  const pageAt = async (token: string, locale: 'en' | 'fr' = 'en') =>
    unwrap<Awaited<ReturnType<typeof receiptRoute.loader>>['data']>(
      await receiptRoute.loader({
        request: get(`${locale === 'fr' ? '/fr' : ''}/rentals/${villa}/requests/${token}`),
        params: { id: villa, requestId: token },
        context: requestContext(database().db),
      } as Args),
    ).data as { kind: 'receipt'; receipt: { reference: string }; stay: unknown };

  const stayIdOf = (token: string) => stayOfReceiptToken(database().db, token);

  it('shows a request as received until staff answer, then its payments and where to pay', async () => {
    const token = await requestStay(100, 'en');
    expect((await pageAt(token)).stay).toBeNull();

    const stayId = await stayIdOf(token);
    await database().db.query(`update public.stays set status = 'confirmed' where id = $1`, [stayId]);
    await ensureSchedule(staff, stayId);
    await staff.use(paymentQueries).recordEntry(stayId, {
      kind: 'payment',
      amount: 50_000,
      receivedOn: day(0),
      method: 'bank-transfer',
      payer: 'Grace’s family office',
      bankReference: 'WIRE-7781',
      note: 'Staff only: called to confirm',
    });

    const page = await pageAt(token);
    const reference = page.receipt.reference;
    expect(page.stay).toMatchObject({
      reference,
      status: 'confirmed',
      bank: { holder: 'Island Estates SARL', iban: 'FR7630006000011234567890189', swift: 'BDIFFRPPXXX' },
      payments: {
        closed: false,
        summary: {
          // $3,150: deposit 30% = $945, balance $2,205; no security deposit on this villa.
          owed: 315_000,
          received: 50_000,
          outstanding: 265_000,
          status: 'awaiting-deposit',
          next: { kind: 'deposit', amount: 44_500 },
        },
      },
    });
    // Nothing of what staff typed about the payer reaches the guest's page.
    const served = JSON.stringify(page);
    for (const secret of ['family office', 'WIRE-7781', 'Staff only']) expect(served).not.toContain(secret);

    // In French, the same stay; a wrong token opens nothing.
    expect((await pageAt(token, 'fr')).stay).toMatchObject({ reference, payments: { summary: { received: 50_000 } } });
    const visitor = createBackend(sqlExecutor(database().db, { role: 'anon' }));
    expect(await visitor.use(paymentQueries).guestStay('x'.repeat(43))).toBeNull();
    await expect(visitor.use(paymentQueries).getLedger(stayId)).rejects.toMatchObject({ code: 'permission' });
  });

  it('says how to pay in the confirmation itself, in the guest’s language, with a link to their page', async () => {
    const email = `paie-${randomUUID()}@example.com`;
    const token = await requestStay(140, 'fr', email);
    const stayId = await stayIdOf(token);
    const service = createBackend(sqlExecutor(database().db, { role: 'service_role', name: 'Mail delivery' }));
    const deliver = async () => {
      const transport = capturingTransport();
      await deliverDueMessages({ store: service, transport, settings: TEST_MAIL_SETTINGS, log: SILENT_LOG });
      return transport.sent.filter((mail) => mail.to.some((to) => to.address === email));
    };
    await deliver();
    // A rental agreement in force: the guest is asked to accept it on their page before paying.
    await database().db.query(
      `insert into public.rental_agreements (body_en, body_fr) values ('The house rules.', 'Le règlement.')`,
    );
    expect(await staff.use(bookingQueries).confirm(stayId)).toBe(true);
    await ensureSchedule(staff, stayId);

    const [confirmation] = await deliver();
    expect(confirmation!.text).toContain('Merci d’accepter le contrat de location avant de payer.');
    expect(confirmation!.html).toContain('<strong>Merci d’accepter le contrat de location avant de payer.</strong>');
    const reference = (await pageAt(token)).receipt.reference;
    expect(confirmation!.text).toContain('Acompte\u00a0: 945,00\u00a0$US — À régler avant le');
    for (const line of [
      'Comment régler',
      'Titulaire du compte\u00a0: Island Estates SARL',
      'IBAN\u00a0: FR76 3000 6000 0112 3456 7890 189',
      'SWIFT / BIC\u00a0: BDIFFRPPXXX',
      `Indiquez la référence ${reference} avec votre virement`,
    ]) {
      expect(confirmation!.text).toContain(line);
    }
    // Its link is the guest's own, and opens their page with the payments.
    const mailed = /\/fr\/rentals\/[^/]+\/requests\/([A-Za-z0-9_-]{43})/.exec(confirmation!.text)![1]!;
    expect((await pageAt(mailed, 'fr')).stay).toMatchObject({ reference, status: 'confirmed' });

    // Once accepted, the instructions (a reminder's) no longer ask for it.
    const instructions = async () => (await service.use(paymentQueries).paymentInstructions(stayId))?.agreementToAccept;
    expect(await instructions()).toBe(true);
    const [version] = (
      await database().db.query<{ version: number }>('select max(version) as version from public.rental_agreements')
    ).rows;
    await database().db.query(`select public.accept_rental_agreement($1, $2, '192.0.2.10')`, [
      mailed,
      version!.version,
    ]);
    expect(await instructions()).toBe(false);
  });
});
