import { describe, expect, it } from 'vitest';
import {
  agreementSchema,
  homeownerBankDetailsSchema,
  homeownerMatches,
  homeownerSchema,
  ownershipSchema,
  splitEmails,
} from './schemas';

const RENTAL = '16fd2706-8baf-433b-82eb-8c7fada847da';
const HOMEOWNER = '3f1d2c4b-5a69-4788-9abc-def012345678';

describe('the homeowner form', () => {
  it('splits, lowers and dedupes the e-mail addresses', () => {
    expect(splitEmails(' Anne@Example.fr, paul@example.com;\nanne@example.fr ')).toEqual([
      'anne@example.fr',
      'paul@example.com',
    ]);
    const parsed = homeownerSchema.parse({
      name: ' Anne Dupont ',
      emails: 'Anne@Example.fr paul@example.com',
      phone: '+590 690 12 34 56',
      language: 'fr',
      currency: 'EUR',
      note: '',
    });
    expect(parsed).toEqual({
      name: 'Anne Dupont',
      emails: ['anne@example.fr', 'paul@example.com'],
      phone: '+590 690 12 34 56',
      language: 'fr',
      currency: 'EUR',
      note: null,
    });
  });

  it('refuses no address, a bad one, too many, a bad phone and a language or currency it does not know', () => {
    const base = { name: 'A', emails: 'a@b.fr', language: 'en', currency: 'USD' };
    expect(homeownerSchema.safeParse({ ...base, emails: ' , ' }).success).toBe(false);
    expect(homeownerSchema.safeParse({ ...base, emails: 'a@b.fr, nope' }).success).toBe(false);
    expect(homeownerSchema.safeParse({ ...base, emails: 'a@b.fr b@b.fr c@b.fr d@b.fr e@b.fr f@b.fr' }).success).toBe(
      false,
    );
    expect(homeownerSchema.safeParse({ ...base, phone: 'call me' }).success).toBe(false);
    expect(homeownerSchema.safeParse({ ...base, language: 'de' }).success).toBe(false);
    expect(homeownerSchema.safeParse({ ...base, currency: 'GBP' }).success).toBe(false);
    expect(homeownerSchema.safeParse({ ...base, name: 'A\nB' }).success).toBe(false);
    expect(homeownerSchema.safeParse(base).success).toBe(true);
  });
});

describe('the ownership form', () => {
  it('reads the listing, the period and the share', () => {
    expect(
      ownershipSchema.parse({
        homeownerId: HOMEOWNER,
        listing: `rental:${RENTAL}`,
        ownedFrom: '2026-01-01',
        ownedTo: '',
        sharePercent: '50',
      }),
    ).toEqual({
      homeownerId: HOMEOWNER,
      listing: { kind: 'rental', id: RENTAL },
      ownedFrom: '2026-01-01',
      ownedTo: null,
      sharePercent: 5000,
    });
  });
  it('refuses an end before the start, a share of 0 and no listing', () => {
    const base = { homeownerId: HOMEOWNER, listing: `property:${RENTAL}`, ownedFrom: '2026-01-01' };
    expect(ownershipSchema.safeParse({ ...base, ownedTo: '2026-01-01' }).success).toBe(false);
    expect(ownershipSchema.safeParse({ ...base, sharePercent: '0' }).success).toBe(false);
    expect(ownershipSchema.safeParse({ ...base, listing: '' }).success).toBe(false);
    expect(ownershipSchema.safeParse({ ...base, ownedFrom: '2026-02-30' }).success).toBe(false);
    expect(ownershipSchema.safeParse(base).success).toBe(true);
  });
});

describe('the agreement form', () => {
  const base = {
    rentalId: RENTAL,
    effectiveFrom: '2027-01-01',
    commissionPercent: '18.5',
    mandateSignedOn: '2026-12-01',
    mandateSignatories: 'Anne Dupont; Island Estates SAS',
  };
  it('reads the commission in hundredths, the defaults and the checkbox', () => {
    expect(agreementSchema.parse(base)).toEqual({
      ...base,
      commissionPercent: 1850,
      commissionBase: 'accommodation',
      servicesTreatment: 'agency-revenue',
      cancellationShare: 'as-accommodation',
      ownerStaysWithoutApproval: false,
      note: null,
    });
    expect(agreementSchema.parse({ ...base, cancellationShare: 'agency' }).cancellationShare).toBe('agency');
    expect(agreementSchema.safeParse({ ...base, cancellationShare: 'homeowner' }).success).toBe(false);
    expect(agreementSchema.parse({ ...base, ownerStaysWithoutApproval: 'on' }).ownerStaysWithoutApproval).toBe(true);
  });
  it('refuses a commission out of 0–100 or with three decimals, an unknown base, no signatories', () => {
    for (const commissionPercent of ['101', '-5', '12.345', '']) {
      expect(agreementSchema.safeParse({ ...base, commissionPercent }).success, commissionPercent).toBe(false);
    }
    expect(agreementSchema.safeParse({ ...base, commissionBase: 'everything' }).success).toBe(false);
    expect(agreementSchema.safeParse({ ...base, mandateSignatories: ' ' }).success).toBe(false);
  });
});

describe('the payout account form', () => {
  it('is the agency accounts’ form: the IBAN’s check digits count', () => {
    const account = { currency: 'EUR', holder: 'Anne Dupont', bankName: 'BNP Paribas', swift: 'BNPAFRPP' };
    expect(
      homeownerBankDetailsSchema.safeParse({ ...account, iban: 'FR76 3000 6000 0112 3456 7890 189' }).success,
    ).toBe(true);
    expect(
      homeownerBankDetailsSchema.safeParse({ ...account, iban: 'FR76 3000 6000 0112 3456 7890 188' }).success,
    ).toBe(false);
  });
});

describe('the list’s search', () => {
  it('finds a homeowner by name or address, ignoring case and accents', () => {
    const row = { name: 'Zoé Lédée', emails: ['zoe@example.fr', 'office@ledee.com'] };
    expect(homeownerMatches(row, '')).toBe(true);
    expect(homeownerMatches(row, 'ledee')).toBe(true);
    expect(homeownerMatches(row, 'OFFICE@')).toBe(true);
    expect(homeownerMatches(row, 'paul')).toBe(false);
  });
});
