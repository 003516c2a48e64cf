import { beforeAll, describe, expect, it } from 'vitest';
import '#app/domain/i18n/texts/fr';
import type { GuestDocumentLink } from '#app/domain/payments/stay-documents';
import * as bookingDocumentRoute from '#app/routes/admin/booking-document';
import * as bookingRoute from '#app/routes/admin/booking';
import * as receiptRoute from '#app/routes/public/booking-receipt';
import * as guestDocumentRoute from '#app/routes/resources/guest-document';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertRental, requestContext, unwrap } from '#tests/helpers/fixtures';
import {
  islandDay,
  load,
  locationOf,
  post,
  signInStaff,
  staffRequestContext,
  type SignedInStaff,
} from '#tests/helpers/booking-desk';
import { postBookingRequest, stayOfReceiptToken } from '#tests/helpers/booking-request';
import { plainSpaces, readPdf } from '#tests/helpers/pdf-text';

/**
 * A stay's documents (issue 28, items 6 and 7), through the route modules: the guest downloads the pro-forma,
 * each payment's receipt, the invoice once staff issued it, and the stay as an .ics, behind their page's
 * private link and in its language; staff download the same from the booking page and issue the invoice
 * once, numbered in the villa's legal entity's series. A wrong token or a file that is none of the stay's is
 * a 404.
 */

type Handler = (args: never) => unknown;
type ReceiptData = {
  stay: { reference: string; documents: GuestDocumentLink[] } | null;
  receipt: { reference: string };
};

describe.each(ENGINES)('a stay’s documents on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let staff: SignedInStaff;
  let villa: string;

  beforeAll(async () => {
    const { db } = database();
    staff = await signInStaff(db, `documents-${engine}@example.com`, engine === 'pglite' ? '192.0.2.90' : '192.0.2.91');
    villa = await insertRental(db, { title: 'Villa Papiers', max_guests: 6, min_stay_days: 2, daily_rate: 1000 });
    await db.query(
      `insert into public.bank_accounts (currency, holder, bank_name, bank_address, iban, swift)
       values ('USD', 'Island Estates SARL', 'Banque des Îles', 'Gustavia', 'FR7630006000011234567890189', 'BDIFFRPPXXX')`,
    );
  });

  const page = async (token: string, locale: 'en' | 'fr' = 'en') =>
    unwrap<ReceiptData>(
      (await receiptRoute.loader({
        request: new Request(`http://localhost${locale === 'fr' ? '/fr' : ''}/rentals/${villa}/requests/${token}`),
        params: { id: villa, requestId: token },
        context: requestContext(database().db),
      } as never)) as never,
    ).data as ReceiptData;

  const guestFile = (token: string, file: string, locale: 'en' | 'fr' = 'en') =>
    load(
      guestDocumentRoute.loader as Handler,
      `${locale === 'fr' ? '/fr' : ''}/rentals/${villa}/requests/${token}/documents/${file}`,
      requestContext(database().db),
      { id: villa, requestId: token, file },
    ) as Promise<Response | { init: { status: number } }>;

  const staffFile = (stayId: string, file: string, lang = 'en') =>
    load(
      bookingDocumentRoute.loader as Handler,
      `/admin/bookings/${stayId}/documents/${file}?lang=${lang}`,
      staffRequestContext(database().db, staff),
      { id: stayId, file },
    ) as Promise<Response | { init: { status: number } }>;

  const act = (stayId: string, fields: Record<string, string>) =>
    post(
      bookingRoute.action as Handler,
      `/admin/bookings/${stayId}`,
      fields,
      requestContext(database().db),
      { id: stayId },
      staff.cookie,
    );

  const pdfText = async (answer: Response | { init: { status: number } }) => {
    if (!(answer instanceof Response)) throw new Error(`no PDF: ${JSON.stringify(answer)}`);
    expect(answer.headers.get('Content-Type')).toBe('application/pdf');
    expect(answer.headers.get('Cache-Control')).toContain('no-store');
    return plainSpaces((await readPdf(new Uint8Array(await answer.arrayBuffer()))).text);
  };
  const statusOf = (answer: unknown) =>
    answer instanceof Response ? answer.status : (answer as { init?: { status?: number } }).init?.status;

  async function confirmedStay(locale: 'en' | 'fr', offset: number) {
    const location = await postBookingRequest(database().db, {
      rentalId: villa,
      checkIn: islandDay(offset),
      checkOut: islandDay(offset + 3),
      email: `papiers-${locale}-${engine}@example.com`,
      locale,
    });
    const token = location.split('/').pop()!;
    const stayId = await stayOfReceiptToken(database().db, token);
    expect(locationOf(await act(stayId, { intent: 'confirm' }))).toBe(`/admin/bookings/${stayId}?done=confirmed`);
    return { token, stayId };
  }

  it('gives the guest the stay as an .ics at once, and the PDFs once the agency’s legal details exist', async () => {
    const { token } = await confirmedStay('en', 120);
    const before = await page(token);
    const reference = before.receipt.reference;
    expect(before.stay!.documents).toEqual([{ kind: 'calendar', file: `stay-${reference}.ics` }]);

    const ics = (await guestFile(token, `stay-${reference}.ics`)) as Response;
    expect(ics.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const calendar = (await ics.text()).replace(/\r\n /g, '');
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${islandDay(120).replaceAll('-', '')}`);
    // The day of departure included: iCalendar's end is exclusive.
    expect(calendar).toContain(`DTEND;VALUE=DATE:${islandDay(124).replaceAll('-', '')}`);
    expect(calendar).toContain(`SUMMARY:Stay at Villa Papiers (${reference})`);
    expect(statusOf(await guestFile(token, `pro-forma-${reference}.pdf`))).toBe(404);

    await database().db.query(
      `insert into public.legal_entities (name, address, registration_number, invoice_prefix)
       values ('Island Estates SAS', '1 rue de la République, Gustavia', 'RCS Basse-Terre 123 456 789', 'IE-${engine === 'pglite' ? 'PG' : 'PS'}')`,
    );
    const after = await page(token);
    expect(after.stay!.documents.map((document) => document.kind)).toEqual(['pro-forma', 'calendar']);
    const proForma = await pdfText(await guestFile(token, `pro-forma-${reference}.pdf`));
    for (const said of ['Pro-forma invoice', reference, 'Island Estates SAS', 'FR76 3000 6000 0112 3456 7890 189']) {
      expect(proForma).toContain(said);
    }
    // Another token, or a file that is none of the stay's: the same 404.
    expect(statusOf(await guestFile('x'.repeat(43), `pro-forma-${reference}.pdf`))).toBe(404);
    expect(statusOf(await guestFile(token, 'pro-forma-IE-00000000.pdf'))).toBe(404);
  });

  it('gives a receipt for each payment and the invoice staff issue once, in the guest’s language', async () => {
    const { token, stayId } = await confirmedStay('fr', 150);
    const reference = (await page(token, 'fr')).receipt.reference;
    expect(
      locationOf(
        await act(stayId, {
          intent: 'record-payment',
          amount: '945',
          receivedOn: islandDay(0),
          method: 'bank-transfer',
          payer: 'Famille Martin',
        }),
      ),
    ).toBe(`/admin/bookings/${stayId}?done=record-payment#payments`);

    const receipt = (await page(token, 'fr')).stay!.documents.find((document) => document.kind === 'receipt')!;
    const receiptText = await pdfText(await guestFile(token, receipt.file, 'fr'));
    expect(receiptText).toContain('Reçu de paiement');
    expect(receiptText).toContain(reference);
    expect(receiptText).toContain('945,00 $US');

    // Staff issue the invoice from the booking page: once, in the guest's language, numbered in the series.
    expect(locationOf(await act(stayId, { intent: 'issue-invoice' }))).toBe(
      `/admin/bookings/${stayId}?done=issue-invoice#documents`,
    );
    const again = await act(stayId, { intent: 'issue-invoice' });
    expect(statusOf(again)).toBe(409);
    const documents = (await page(token, 'fr')).stay!.documents;
    const invoice = documents.find((document) => document.kind === 'invoice');
    expect(invoice).toMatchObject({ reference: expect.stringMatching(/^IE-P[GS]-0000\d\d$/) });
    const invoiceText = await pdfText(await guestFile(token, invoice!.file, 'en'));
    // Issued in French, it reads in French whichever page asks.
    expect(invoiceText).toContain('Facture');
    expect(invoiceText).toContain(invoice!.kind === 'invoice' ? invoice!.reference : '');

    // Staff read the same documents, the receipt in either language.
    const staffPage = (await load(
      bookingRoute.loader as Handler,
      `/admin/bookings/${stayId}`,
      staffRequestContext(database().db, staff),
      { id: stayId },
    )) as { documents: { documents: GuestDocumentLink[]; invoiceRefusal: string | null } };
    expect(staffPage.documents.invoiceRefusal).toBe('already-issued');
    expect(staffPage.documents.documents.map((document) => document.kind)).toEqual(['pro-forma', 'invoice', 'receipt']);
    expect(await pdfText(await staffFile(stayId, receipt.file, 'en'))).toContain('Payment receipt');
    expect(statusOf(await staffFile(stayId, 'receipt-00000000-0000-0000-0000-000000000000.pdf'))).toBe(404);
  });
});
