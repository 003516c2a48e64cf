import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '#app/domain/payments/ledger';
import {
  paymentReceiptData,
  proFormaData,
  stayDocumentOf,
  stayDocuments,
  type StayDocumentFacts,
} from '#app/domain/payments/stay-documents';
import { day, EXAMPLE_SCHEDULE } from '#tests/helpers/payments';

const ISSUER = {
  name: 'Island Estates SAS',
  address: 'Gustavia',
  registrationNumber: 'RCS 123',
  vatNumber: null,
  email: null,
  phone: null,
  legalNotice: '',
};

const payment = (id: string, amount: number, on: string): LedgerEntry => ({
  id,
  kind: 'payment',
  amount,
  on: day(on),
  note: null,
  method: 'bank-transfer',
  payer: null,
  bankReference: null,
});

const FACTS: StayDocumentFacts = {
  issuer: ISSUER,
  guest: { name: 'Grace Guest' },
  stay: { reference: 'IE-1A2B3C4D', villa: 'Villa Test', checkIn: day('2027-03-06'), checkOut: day('2027-03-13') },
  quote: { lines: [{ nights: 7, rate: 1000, season: null, amount: 7000 }], serviceFee: null, tax: null },
  schedule: EXAMPLE_SCHEDULE,
  retained: null,
  entries: [
    payment('a', 370_400, '2026-11-25'),
    payment('b', 100_000, '2026-12-01'),
    { id: 'c', kind: 'reversal', reverses: 'b', reason: 'bounced', on: day('2026-12-02'), note: null },
    payment('d', 864_100, '2027-01-04'),
  ],
  bank: { holder: 'Island Estates SARL', bank: 'Banque des Îles', iban: 'FR76 3000', bic: 'BDIFFRPPXXX' },
  invoices: [],
};

describe('a stay’s documents', () => {
  it('lists the pro-forma and a receipt for each payment not reversed, each by its file name', () => {
    expect(stayDocuments(FACTS).map((document) => document.file)).toEqual([
      'pro-forma-IE-1A2B3C4D.pdf',
      'receipt-a.pdf',
      'receipt-d.pdf',
    ]);
    expect(stayDocumentOf(FACTS, 'receipt-b.pdf')).toBeNull();
  });

  it('has no pro-forma without the legal details, the account, or once the stay is cancelled', () => {
    for (const facts of [{ ...FACTS, bank: null }, { ...FACTS, retained: 0 }]) {
      expect(stayDocuments(facts).map((document) => document.kind)).toEqual(['receipt', 'receipt']);
      expect(proFormaData(facts, 'en', day('2026-11-28'))).toBeNull();
    }
    expect(stayDocuments({ ...FACTS, issuer: null })).toEqual([]);
  });

  it('says on a receipt what was received up to that payment and what was left, reversals counted', () => {
    const [, first, second] = stayDocuments(FACTS);
    expect(first?.kind === 'receipt' && paymentReceiptData(FACTS, first.payment)).toMatchObject({
      receivedToDate: 370_400,
      outstanding: 1_734_500 - 370_400,
      issuedOn: '2026-11-25',
    });
    // The reversed $1,000 is not counted: the balance and security deposit are then covered in full.
    expect(second?.kind === 'receipt' && paymentReceiptData(FACTS, second.payment)).toMatchObject({
      receivedToDate: 1_234_500,
      outstanding: 500_000,
    });
  });
});
