import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from '#app/domain/payments/statements/camt053';
import type { BankCredit } from '#app/domain/payments/statements/credit';
import {
  creditFingerprints,
  matchCredits,
  nameWords,
  payerIsGuest,
  type OpenStay,
} from '#app/domain/payments/statements/matching';
import { stayReferenceOf } from '#app/domain/payments/statements/references';

const parsed = parseCamt053(readFileSync('tests/fixtures/statements/camt053-two-accounts.xml', 'utf8'));
if (!parsed.ok) throw new Error(parsed.error);
const CREDITS = parsed.statement.credits;

const stay = (id: string, extra: Partial<OpenStay> = {}): OpenStay => ({
  stayId: id,
  reference: stayReferenceOf(id),
  currency: 'EUR',
  guestName: 'Guest',
  outstanding: 1_000_000,
  nextAmount: 300_000,
  ...extra,
});

const STAYS: OpenStay[] = [
  stay('1a2b3c4d-0000-4000-8000-000000000001', { guestName: 'John Smith', nextAmount: 370_400 }),
  stay('5e6f7a8b-0000-4000-8000-000000000002', { guestName: 'Hans Müller', outstanding: 864_100, nextAmount: 864_100 }),
  stay('aaaa0001-0000-4000-8000-000000000003', {
    guestName: 'Marie-Claire Dupont',
    outstanding: 2_635_050,
    nextAmount: 2_135_050,
  }),
  stay('9c0d1e2f-0000-4000-8000-000000000004', { guestName: 'Ana Lopez', nextAmount: 300_000 }),
  stay('bbbb0002-0000-4000-8000-000000000005', {
    guestName: 'Robert Williams',
    currency: 'USD',
    outstanding: 1_500_000,
  }),
];

describe('matchCredits', () => {
  const matches = matchCredits(CREDITS, STAYS, new Set());
  const proposedFor = (amount: number) => matches.proposed.find((match) => match.credit.amount === amount);

  it('matches by the booking reference in the remittance text, however it was written', () => {
    expect(proposedFor(370_400)).toMatchObject({ stayId: STAYS[0]!.stayId, by: 'reference' });
    expect(proposedFor(864_100)).toMatchObject({ stayId: STAYS[1]!.stayId, by: 'reference' }); // 'ie 5e6f7a8b'
    expect(proposedFor(300_000)).toMatchObject({ stayId: STAYS[3]!.stayId, by: 'reference' }); // 'IE9C0D1E2F'
  });

  it('matches by an amount owed exactly from a payer named like the guest', () => {
    expect(proposedFor(2_135_050)).toMatchObject({ stayId: STAYS[2]!.stayId, by: 'amount-and-name' });
    expect(proposedFor(1_500_000)).toMatchObject({ stayId: STAYS[4]!.stayId, by: 'amount-and-name' });
  });

  it('leaves unmatched a credit whose reference is no open stay’s and whose amount nobody owes', () => {
    expect(matches.unmatched).toMatchObject([{ credit: { amount: 150_000 }, reason: 'no-match', candidates: [] }]);
    expect(matches.alreadyImported).toEqual([]);
  });

  it('records nothing twice: a second import of the same statement proposes nothing', () => {
    const recorded = new Set(matches.proposed.map((match) => match.fingerprint));
    const again = matchCredits(CREDITS, STAYS, recorded);
    expect(again.proposed).toEqual([]);
    expect(again.alreadyImported).toHaveLength(5);
    expect(again.unmatched.map((item) => item.credit.amount)).toEqual([150_000]);
  });

  it('does not propose a reference’s stay in another currency', () => {
    const usd = STAYS.map((open, index) => (index === 0 ? { ...open, currency: 'USD' as const } : open));
    expect(matchCredits([CREDITS[0]!], usd, new Set()).unmatched).toMatchObject([
      { reason: 'other-currency', candidates: [STAYS[0]!.stayId] },
    ]);
  });

  it('calls two references, or two stays owing the amount to the same name, ambiguous', () => {
    const twoReferences = { ...CREDITS[0]!, remittance: 'IE-1A2B3C4D and IE-5E6F7A8B' };
    expect(matchCredits([twoReferences], STAYS, new Set()).unmatched).toMatchObject([
      { reason: 'ambiguous', candidates: [STAYS[0]!.stayId, STAYS[1]!.stayId] },
    ]);
    const twin = stay('cccc0003-0000-4000-8000-000000000006', {
      guestName: 'Marie Claire Dupont',
      outstanding: 2_135_050,
      nextAmount: 300_000,
    });
    expect(matchCredits([CREDITS[2]!], [...STAYS, twin], new Set()).unmatched).toMatchObject([
      { reason: 'ambiguous', candidates: [STAYS[2]!.stayId, twin.stayId] },
    ]);
  });

  it('falls back to amount and name when the reference is mistyped, and never matches the amount alone', () => {
    const mistyped = { ...CREDITS[0]!, remittance: 'Deposit IE-1A2B3C4E' };
    expect(matchCredits([mistyped], STAYS, new Set()).proposed).toMatchObject([
      { stayId: STAYS[0]!.stayId, by: 'amount-and-name' },
    ]);
    const stranger = { ...mistyped, payer: 'ACME TRAVEL LTD' };
    expect(matchCredits([stranger], STAYS, new Set()).unmatched).toMatchObject([{ reason: 'no-match' }]);
    const paidUp = STAYS.map((open) => ({ ...open, outstanding: 0, nextAmount: null }));
    expect(matchCredits([mistyped], paidUp, new Set()).proposed).toEqual([]);
  });
});

describe('creditFingerprints', () => {
  const bare: BankCredit = {
    bookedOn: '2026-11-30' as BankCredit['bookedOn'],
    valueOn: null,
    amount: 50_000,
    currency: 'EUR',
    payer: 'Paul Martin',
    remittance: 'Cadeau',
    bankReference: null,
  };

  it('is the bank’s reference when there is one, else the date, amount, payer and text', () => {
    expect(creditFingerprints([{ ...bare, bankReference: ' vir-1 ' }])).toEqual(['bank:EUR:VIR-1']);
    expect(creditFingerprints([bare])).toEqual(['text:2026-11-30:EUR:50000:PAUL MARTIN:CADEAU']);
    expect(creditFingerprints([{ ...bare, remittance: 'cadeau  ' }])).toEqual(creditFingerprints([bare]));
  });

  it('keeps two identical credits of one statement apart, the same way each time', () => {
    const twice = creditFingerprints([bare, { ...bare, amount: 1 }, bare]);
    expect(twice[2]).toBe(`${twice[0]}#2`);
    expect(creditFingerprints([bare, { ...bare, amount: 1 }, bare])).toEqual(twice);
    const imported = new Set(creditFingerprints([bare]));
    expect(matchCredits([bare, bare], [], imported)).toMatchObject({
      alreadyImported: [{ fingerprint: twice[0] }],
      unmatched: [{ fingerprint: twice[2] }],
    });
  });
});

describe('payerIsGuest', () => {
  it('recognises the guest in any order, in capitals, with initials, titles and accents', () => {
    expect(payerIsGuest('SMITH J', 'John Smith')).toBe(true);
    expect(payerIsGuest('MR ROBERT J WILLIAMS', 'Robert Williams')).toBe(true);
    expect(payerIsGuest('DUPONT MARIE-CLAIRE', 'Marie-Claire Dupont')).toBe(true);
    expect(payerIsGuest('HANS MULLER', 'Hans Müller')).toBe(true);
    expect(payerIsGuest('Mme Élodie Faure', 'elodie faure')).toBe(true);
    expect(payerIsGuest('SMITH', 'Smith')).toBe(true);
  });

  it('does not take a shared first name, a stranger or nobody for the guest', () => {
    expect(payerIsGuest('John Doe', 'John Smith')).toBe(false);
    expect(payerIsGuest('ACME TRAVEL LTD', 'John Smith')).toBe(false);
    expect(payerIsGuest(null, 'John Smith')).toBe(false);
    expect(payerIsGuest('J', 'John Smith')).toBe(false);
  });

  it('reads names into plain words', () => {
    expect(nameWords('M. Jean-Pierre  DUPONT & Mme Dupont')).toEqual(['jean', 'pierre', 'dupont', 'dupont']);
  });
});
