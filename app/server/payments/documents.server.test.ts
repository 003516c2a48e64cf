import { describe, expect, it } from 'vitest';
import { quoteTaxLabel } from '#app/domain/booking/quote-labels';
import {
  invoiceDataOf,
  invoiceLinesOfQuote,
  invoiceReference,
  lineTotals,
  type DocumentStay,
  type InvoiceRow,
  type Issuer,
} from '#app/domain/payments/documents';
import { formatMinorAmount } from '#app/domain/payments/money';
import { renderInvoice, renderProForma, renderPaymentReceipt } from '#app/server/payments/documents.server';
import { EXAMPLE_SCHEDULE, day } from '#tests/helpers/payments';
import { plainSpaces, readPdf } from '#tests/helpers/pdf-text';
// The booking texts' French (the invoice's lines are the quote's words), as the server registers it.
import '#app/domain/i18n/texts/fr';

/**
 * The payment documents read back from their PDFs (issue 28, item 7): each says its amounts, references and
 * numbers in the document's language, states that language and a title, and draws the same bytes twice
 * when its creation date is fixed.
 */

const ISSUER: Issuer = {
  name: 'Island Estates SAS',
  address: '12 rue du Port\nGustavia, 97133 Saint-Barthélemy',
  registrationNumber: 'RCS Basse-Terre 901 234 567',
  vatNumber: null,
  email: 'desk@islandestates.example',
  phone: '+590 590 27 00 00',
  legalNotice: 'SAS au capital de 10 000 €',
};
const GUEST = { name: 'Grace Guest', email: 'grace@example.com', address: '1 Main Street\nBoston, MA 02110' };
const STAY: DocumentStay = {
  reference: 'IE-1A2B3C4D',
  villa: 'Villa Azur',
  checkIn: day('2027-03-06'),
  checkOut: day('2027-03-13'),
  guests: 4,
};
// 12,345 dollars: the example schedule's total.
const QUOTE = {
  lines: [
    { nights: 5, rate: 1_800, season: 'High season', amount: 9_000 },
    { nights: 2, rate: 1_085, season: null, amount: 2_170 },
  ],
  serviceFee: { percent: 5.5, amount: 616 },
  tax: { label: quoteTaxLabel('Saint Barthélemy', 5), percent: 5, amount: 559 },
};
const BANK = {
  holder: 'Island Estates SAS',
  bank: 'BRED Banque Populaire',
  iban: 'FR76 1010 7001 0100 0000 0000 000',
  bic: 'BREDFRPPXXX',
};
const CREATED = new Date('2026-11-20T14:00:00Z');
const usd = (amount: number, locale: 'en' | 'fr' = 'en') => plainSpaces(formatMinorAmount(amount, 'USD', locale));

describe('invoice lines of a quote', () => {
  it('lists the nights, the fee and the tax in minor units, adding up to the quote’s total', () => {
    const lines = invoiceLinesOfQuote(QUOTE, 'USD', 'en');
    expect(lines).toEqual([
      { label: '5 nights × $1,800 — High season', amount: 900_000, kind: 'charge' },
      { label: '2 nights × $1,085', amount: 217_000, kind: 'charge' },
      { label: 'Service fee (5.5%)', amount: 61_600, kind: 'charge' },
      { label: 'Saint-Barthélemy tax on accommodation (5%)', amount: 55_900, kind: 'tax' },
    ]);
    expect(lineTotals(lines)).toEqual({ subtotal: 1_178_600, tax: 55_900, total: EXAMPLE_SCHEDULE.total });
    expect(invoiceLinesOfQuote(QUOTE, 'USD', 'fr').map((line) => plainSpaces(line.label))).toEqual([
      '5 nuits × 1 800 $US — High season',
      '2 nuits × 1 085 $US',
      'Frais de service (5,5 %)',
      'Taxe de séjour de Saint-Barthélemy (5 %)',
    ]);
  });

  it('numbers invoices as the database does', () => {
    expect(invoiceReference('IE-SBH', 42)).toBe('IE-SBH-000042');
  });
});

describe('the pro-forma', () => {
  const data = {
    issuer: ISSUER,
    guest: GUEST,
    stay: STAY,
    issuedOn: day('2026-11-20'),
    lines: invoiceLinesOfQuote(QUOTE, 'USD', 'en'),
    schedule: EXAMPLE_SCHEDULE,
    bank: BANK,
  };

  it('gives the schedule with due dates and amounts, the bank details and the reference to quote', async () => {
    const pdf = await readPdf(await renderProForma(data, 'en', { creationDate: CREATED }));
    expect(pdf.language).toBe('en-US');
    expect(pdf.title).toBe('Pro-forma invoice for booking IE-1A2B3C4D');
    for (const text of [
      'Pro-forma invoice',
      'Island Estates SAS',
      'Registration: RCS Basse-Terre 901 234 567',
      'Grace Guest',
      'Villa: Villa Azur',
      'Payment schedule',
      `Deposit November 27, 2026 ${usd(370_400)}`,
      `Balance January 5, 2027 ${usd(864_100)}`,
      `Security deposit January 5, 2027 ${usd(500_000)}`,
      `Total ${usd(1_234_500)}`,
      'FR76 1010 7001 0100 0000 0000 000',
      'BREDFRPPXXX',
      'Please quote IE-1A2B3C4D with every transfer.',
      'Page 1 of 1',
    ]) {
      expect(pdf.text).toContain(text);
    }
  });

  it('speaks French in French', async () => {
    const french = { ...data, lines: invoiceLinesOfQuote(QUOTE, 'USD', 'fr') };
    const pdf = await readPdf(await renderProForma(french, 'fr', { creationDate: CREATED }));
    expect(pdf.language).toBe('fr-FR');
    expect(pdf.title).toBe('Facture pro forma de la réservation IE-1A2B3C4D');
    for (const text of [
      'Facture pro forma',
      'Immatriculation : RCS Basse-Terre 901 234 567',
      'Échéancier',
      `Acompte 27 novembre 2026 ${usd(370_400, 'fr')}`,
      `Solde 5 janvier 2027 ${usd(864_100, 'fr')}`,
      `Caution 5 janvier 2027 ${usd(500_000, 'fr')}`,
      'Coordonnées bancaires',
      'Merci d’indiquer la référence IE-1A2B3C4D avec chaque virement.',
      'Taxe de séjour de Saint-Barthélemy (5 %)',
      'Page 1 sur 1',
    ]) {
      expect(pdf.text).toContain(text);
    }
  });

  it('draws the same bytes twice with a fixed creation date', async () => {
    const first = await renderProForma(data, 'en', { creationDate: CREATED });
    const second = await renderProForma(data, 'en', { creationDate: CREATED });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect((await readPdf(first)).creationDate).toBe('D:20261120140000Z');
  });
});

describe('the invoice', () => {
  it('is numbered and lists the quote’s lines, the tax and the total', async () => {
    const lines = invoiceLinesOfQuote(QUOTE, 'USD', 'fr');
    const bytes = await renderInvoice(
      {
        issuer: ISSUER,
        guest: GUEST,
        stay: STAY,
        number: 'IE-SBH-000042',
        issuedOn: day('2027-03-14'),
        currency: 'USD',
        lines,
      },
      'fr',
    );
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('Facture IE-SBH-000042');
    expect(pdf.language).toBe('fr-FR');
    for (const text of [
      'Facture',
      'Numéro de facture IE-SBH-000042',
      'Date d’émission 14 mars 2027',
      'Référence de réservation IE-1A2B3C4D',
      `5 nuits × 1 800 $US — High season ${usd(900_000, 'fr')}`,
      `Sous-total ${usd(1_178_600, 'fr')}`,
      `Taxe ${usd(55_900, 'fr')}`,
      `Total ${usd(1_234_500, 'fr')}`,
      'SAS au capital de 10 000 €',
    ]) {
      expect(pdf.text).toContain(text);
    }
  });

  it('is drawn again from its row as it was issued, whatever the entity says today', async () => {
    const row: InvoiceRow = {
      id: 'f2b0c0de-0000-4000-8000-000000000001',
      legal_entity_id: 'f2b0c0de-0000-4000-8000-000000000002',
      series: 'IE-SBH',
      number: 7,
      reference: invoiceReference('IE-SBH', 7),
      stay_id: 'f2b0c0de-0000-4000-8000-000000000003',
      kind: 'invoice',
      issued_on: day('2027-03-14'),
      currency: 'EUR',
      total: 100_000,
      lines: [{ label: 'Villa Azur, 1 night', amount: 100_000, kind: 'charge' }],
      issuer: { ...ISSUER, name: 'Island Estates SARL (then)', island: 'Saint Barthélemy' },
      language: 'en',
      created_at: '2027-03-14T15:00:00Z',
      issued_by: null,
    };
    const data = invoiceDataOf(row, GUEST, STAY);
    expect(data).toMatchObject({ number: 'IE-SBH-000007', currency: 'EUR', issuedOn: '2027-03-14' });
    expect(data.issuer).toEqual({ ...ISSUER, name: 'Island Estates SARL (then)' });
    const pdf = await readPdf(await renderInvoice(data, row.language));
    expect(pdf.title).toBe('Invoice IE-SBH-000007');
    expect(pdf.text).toContain('Island Estates SARL (then)');
    expect(pdf.text).toContain(`Total ${plainSpaces(formatMinorAmount(100_000, 'EUR', 'en'))}`);
  });

  it('runs onto more pages when its lines do, numbering every page', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      label: `Extra ${i + 1}`,
      amount: 10_000,
      kind: 'charge' as const,
    }));
    const pdf = await readPdf(
      await renderInvoice(
        {
          issuer: ISSUER,
          guest: GUEST,
          stay: STAY,
          number: 'IE-SBH-000043',
          issuedOn: day('2027-03-14'),
          currency: 'EUR',
          lines,
        },
        'en',
      ),
    );
    expect(pdf.pages.length).toBeGreaterThan(1);
    expect(pdf.pages.at(-1)).toContain(`Page ${pdf.pages.length} of ${pdf.pages.length}`);
    expect(pdf.pages[1]).toContain('Description Amount');
    expect(pdf.text).toContain('Extra 60');
    expect(pdf.text).toContain(`Total ${plainSpaces(formatMinorAmount(600_000, 'EUR', 'en'))}`);
  });
});

describe('the payment receipt', () => {
  const data = {
    issuer: ISSUER,
    guest: GUEST,
    stay: STAY,
    currency: 'USD' as const,
    payment: {
      amount: 370_400,
      on: day('2026-11-24'),
      method: 'bank-transfer' as const,
      payer: 'Grace Guest',
      bankReference: 'NOTPROVIDED 4471',
    },
    receivedToDate: 370_400,
    outstanding: 1_364_100,
    issuedOn: day('2026-11-25'),
  };

  it('names the amount, the date, the method, the payer, the bank reference, the stay and what remains', async () => {
    const pdf = await readPdf(await renderPaymentReceipt(data, 'en'));
    expect(pdf.title).toBe('Payment receipt for booking IE-1A2B3C4D, November 24, 2026');
    for (const text of [
      'Payment receipt',
      'Booking reference IE-1A2B3C4D',
      'Date received November 24, 2026',
      'Payment method Bank transfer',
      'Paid by Grace Guest',
      'Bank reference NOTPROVIDED 4471',
      `Amount received ${usd(370_400)}`,
      `Still to pay ${usd(1_364_100)}`,
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).not.toContain('Nothing remains to be paid');
  });

  it('says so when nothing remains, in French', async () => {
    const paid = { ...data, payment: { ...data.payment, amount: 1_364_100, payer: null }, receivedToDate: 1_734_500 };
    const pdf = await readPdf(await renderPaymentReceipt({ ...paid, outstanding: 0 }, 'fr'));
    for (const text of [
      'Reçu de paiement',
      'Moyen de paiement Virement bancaire',
      `Montant reçu ${usd(1_364_100, 'fr')}`,
      `Reste à payer ${usd(0, 'fr')}`,
      'Plus rien ne reste à payer. Merci.',
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).not.toContain('Payé par');
  });
});
