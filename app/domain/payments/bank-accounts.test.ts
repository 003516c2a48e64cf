import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  bankAccountFormValues,
  bankAccountSchema,
  bankAccountTexts,
  bankAccountValues,
  bankChangeRefusal,
  groupIban,
  ibanChecksumValid,
  routingChecksumValid,
} from './bank-accounts';

const E = bankAccountTexts.errors;

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema: bankAccountSchema });
}

/** The field messages of a refused submission. */
const errorsOf = (fields: Record<string, string>) => {
  const submission = parse(fields);
  return submission.status === 'error' ? submission.error : null;
};

const EURO = {
  currency: 'EUR',
  holder: 'Island Estates SAS',
  bankName: 'BNP Paribas',
  iban: 'fr76 3000 6000 0112 3456 7890 189',
  swift: 'bnpa fr pp',
};

describe('bank account numbers', () => {
  it('checks an IBAN’s mod-97 digits', () => {
    expect(ibanChecksumValid('FR7630006000011234567890189')).toBe(true);
    expect(ibanChecksumValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanChecksumValid('GB82WEST12345698765433')).toBe(false);
    expect(ibanChecksumValid('FR76')).toBe(false);
  });

  it('checks an ABA routing number’s check digit', () => {
    expect(routingChecksumValid('021000021')).toBe(true);
    expect(routingChecksumValid('021000022')).toBe(false);
    expect(routingChecksumValid('02100002')).toBe(false);
  });

  it('groups an IBAN by four for reading', () => {
    expect(groupIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});

describe('the bank account form', () => {
  it('keeps numbers without spaces, in capitals', () => {
    const submission = parse(EURO);
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(bankAccountValues(submission.value)).toEqual({
      currency: 'EUR',
      holder: 'Island Estates SAS',
      bank_name: 'BNP Paribas',
      bank_address: null,
      iban: 'FR7630006000011234567890189',
      account_number: null,
      routing_number: null,
      swift: 'BNPAFRPP',
    });
  });

  it('takes a US account by its account and routing numbers', () => {
    const submission = parse({
      currency: 'USD',
      holder: 'Island Estates LLC',
      bankName: 'JPMorgan Chase',
      accountNumber: '1234-5678-90',
      routingNumber: '021 000 021',
      swift: 'CHASUS33XXX',
    });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({ accountNumber: '1234567890', routingNumber: '021000021' });
  });

  it.each([
    [{ iban: 'FR76 3000 6000 0112 3456 7890 188' }, 'iban', E.ibanChecksum],
    [{ iban: 'FR76' }, 'iban', E.ibanFormat],
    [{ iban: '' }, 'iban', E.ibanOrAccountNumber],
    [{ swift: 'BNPAFR' }, 'swift', E.swiftFormat],
    [{ swift: '' }, 'swift', E.swiftRequired],
    [{ holder: ' ' }, 'holder', E.holderRequired],
    [{ holder: 'x'.repeat(201) }, 'holder', E.tooLong(200)],
    [{ routingNumber: '021000021', accountNumber: '12345678' }, 'routingNumber', E.routingOnlyUsd],
  ])('refuses %j', (change, field, message) => {
    expect(errorsOf({ ...EURO, ...change })?.[field]).toEqual([message]);
  });

  it('refuses a routing number without its account number, or a wrong check digit', () => {
    const usd = { ...EURO, currency: 'USD', iban: '' };
    expect(errorsOf({ ...usd, routingNumber: '021000021' })).toMatchObject({
      iban: [E.ibanOrAccountNumber],
      routingNumber: [E.routingNeedsAccount],
    });
    expect(errorsOf({ ...usd, accountNumber: '12345678', routingNumber: '021000022' })).toMatchObject({
      routingNumber: [E.routingChecksum],
    });
  });

  it('shows a stored account as typed, the IBAN grouped', () => {
    expect(bankAccountFormValues('USD', null)).toMatchObject({ currency: 'USD', holder: '', iban: '' });
    expect(
      bankAccountFormValues('EUR', {
        currency: 'EUR',
        holder: 'H',
        bank_name: 'B',
        bank_address: null,
        iban: 'FR7630006000011234567890189',
        account_number: null,
        routing_number: null,
        swift: 'BNPAFRPP',
        updated_at: '',
        updated_by: null,
      }),
    ).toMatchObject({ iban: 'FR76 3000 6000 0112 3456 7890 189', bankAddress: '' });
  });
});

describe('who may change bank details now', () => {
  const now = Date.parse('2026-12-07T12:00:00Z');
  it('needs a session that gave its second factor, in the last 5 minutes', () => {
    expect(bankChangeRefusal({ enrolled: true, assurance: 'aal1', verifiedAt: null }, now)).toBe('second-factor');
    expect(bankChangeRefusal({ enrolled: false, assurance: 'aal1', verifiedAt: null }, now)).toBe('second-factor');
    expect(bankChangeRefusal({ enrolled: true, assurance: 'aal2', verifiedAt: '2026-12-07T11:50:00Z' }, now)).toBe(
      'fresh-code',
    );
    expect(bankChangeRefusal({ enrolled: true, assurance: 'aal2', verifiedAt: '2026-12-07T11:58:00Z' }, now)).toBe(
      null,
    );
  });
});
