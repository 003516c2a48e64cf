import { CURRENCIES, type Currency } from '#app/domain/currency/currency';
import type { BankAccountRow } from '#app/domain/payments/rows';
import { STEP_UP_MINUTES, stepUpDue, type SecondFactorStatus } from '#app/domain/staff/two-factor';
import { z } from '#app/domain/zod';

/**
 * The accounts guests pay into, one per currency (issue 28, item 10; supabase/migrations/…_bank_accounts.sql):
 * the owners' form on /admin/settings/bank-accounts, browser and server alike. What is typed is read as banks
 * print it ("FR76 3000 6000 …", "bnpa fr pp") and kept as the database wants it: no spaces, capitals. An IBAN
 * must pass its mod-97 check, an ABA routing number its checksum, a BIC its shape. The database keeps the
 * shapes too; only owners, with their second factor, change the accounts, and every change e-mails every owner.
 */

export const bankAccountTexts = {
  title: 'Bank Accounts',
  nav: 'Bank accounts',
  lead: 'The accounts guests pay into: their confirmation e-mail, their page and the invoices give these details. Only owners change them, with a fresh code from their authenticator app, and every change is e-mailed to every owner at once.',
  heading: { USD: 'US dollar account', EUR: 'Euro account' } satisfies Record<Currency, string>,
  description: {
    USD: 'For stays priced in US dollars: an IBAN, or an account number (with its ABA routing number for a US bank).',
    EUR: 'For stays priced in euros: the IBAN and BIC.',
  } satisfies Record<Currency, string>,
  notSet: 'Not set yet: guests paying in this currency are not given bank details.',
  lastChange: (date: string, who: string) => `Last changed ${date} by ${who}.`,
  labels: {
    holder: 'Account holder',
    bankName: 'Bank',
    bankAddress: 'Bank address',
    iban: 'IBAN',
    accountNumber: 'Account number',
    routingNumber: 'ABA routing number',
    swift: 'SWIFT / BIC',
  },
  hints: {
    holder: 'The name on the account, as the bank has it.',
    iban: 'Spaces are fine: e.g. FR76 3000 6000 0112 3456 7890 189',
    accountNumber: 'Only for an account without an IBAN.',
    routingNumber: '9 digits, for a bank in the United States.',
    swift: '8 or 11 characters, e.g. BNPAFRPP',
  },
  save: { USD: 'Save US dollar account', EUR: 'Save euro account' } satisfies Record<Currency, string>,
  saving: 'Saving...',
  saved: 'Saved. Every owner has been e-mailed about this change.',
  unchanged: 'Nothing was changed, so no e-mail was sent.',
  failed: 'The bank details could not be saved. Please try again.',
  refused: 'The database refused the change: only owners, signed in with their second factor, change bank details.',
  needsSecondFactor:
    'Bank details change only in a session that gave its second factor. Sign in again with the code from your authenticator app, then save again.',
  needsFreshCode: (minutes: number) =>
    `Bank details change only with a code from your authenticator app given in the last ${minutes} minutes. Enter a fresh code, then save again.`,
  freshCodeLink: 'Enter a fresh code',
  stepUpNotice: (minutes: number) =>
    `Before changing bank details, confirm it is you: enter a fresh code from your authenticator app (it counts for ${minutes} minutes).`,
  errors: {
    holderRequired: 'Enter the account holder’s name',
    bankNameRequired: 'Enter the bank’s name',
    tooLong: (max: number) => `Use at most ${max} characters`,
    oneLine: 'Keep it on one line',
    ibanFormat: 'An IBAN is 2 letters, 2 digits, then 11 to 30 letters or digits',
    ibanChecksum: 'This IBAN’s check digits do not match: check it for a typing slip',
    ibanOrAccountNumber: 'Give an IBAN or an account number',
    accountNumberFormat: 'An account number is 4 to 34 letters or digits',
    routingFormat: 'An ABA routing number is 9 digits',
    routingChecksum: 'This routing number’s check digit does not match: check it for a typing slip',
    routingNeedsAccount: 'A routing number goes with an account number',
    routingOnlyUsd: 'ABA routing numbers are for US dollar accounts',
    swiftRequired: 'Enter the SWIFT / BIC code',
    swiftFormat: 'A BIC is 8 or 11 letters or digits, e.g. BNPAFRPP or BNPAFRPPXXX',
  },
} as const;

const E = bankAccountTexts.errors;

/** Spaces (and, for account numbers, dashes) out, capitals in: how the database keeps a number. */
export const compactCode = (value: string) => value.replace(/[\s\u00a0-]/g, '').toUpperCase();

export const IBAN_PATTERN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;
export const BIC_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const ACCOUNT_NUMBER_PATTERN = /^[A-Z0-9]{4,34}$/;
const ROUTING_PATTERN = /^[0-9]{9}$/;

/** ISO 13616: the first four characters moved to the end, letters as 10–35, the number mod 97 is 1. */
export function ibanChecksumValid(iban: string): boolean {
  if (!IBAN_PATTERN.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The ABA's check: 3, 7 and 1 as weights, the sum a multiple of 10. */
export function routingChecksumValid(routing: string): boolean {
  if (!ROUTING_PATTERN.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routing].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return sum % 10 === 0;
}

/** "FR76 3000 6000 0112 3456 7890 189" for reading; the stored form has no spaces. */
export const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

const line = (required: string, max: number) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .max(max, E.tooLong(max))
    .refine((value) => !/[\r\n]/.test(value), E.oneLine);

/** A number as typed, compacted; its shape first, then (only for a well-shaped one) its check digits. */
const optionalCode = (
  pattern: RegExp,
  message: string,
  check?: { valid: (code: string) => boolean; message: string },
) =>
  z
    .string()
    .transform(compactCode)
    .pipe(
      check
        ? z.string().regex(pattern, { message, abort: true }).refine(check.valid, check.message)
        : z.string().regex(pattern, message),
    )
    .optional();

export const bankAccountSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    holder: line(E.holderRequired, 200),
    bankName: line(E.bankNameRequired, 200),
    bankAddress: z.string().trim().max(500, E.tooLong(500)).optional(),
    iban: optionalCode(IBAN_PATTERN, E.ibanFormat, { valid: ibanChecksumValid, message: E.ibanChecksum }),
    accountNumber: optionalCode(ACCOUNT_NUMBER_PATTERN, E.accountNumberFormat),
    routingNumber: optionalCode(ROUTING_PATTERN, E.routingFormat, {
      valid: routingChecksumValid,
      message: E.routingChecksum,
    }),
    swift: z
      .string({ message: E.swiftRequired })
      .transform(compactCode)
      .pipe(z.string().min(1, E.swiftRequired).regex(BIC_PATTERN, E.swiftFormat)),
  })
  .superRefine((account, ctx) => {
    if (!account.iban && !account.accountNumber) {
      ctx.addIssue({ code: 'custom', path: ['iban'], message: E.ibanOrAccountNumber });
    }
    if (account.routingNumber && account.currency !== 'USD') {
      ctx.addIssue({ code: 'custom', path: ['routingNumber'], message: E.routingOnlyUsd });
    } else if (account.routingNumber && !account.accountNumber) {
      ctx.addIssue({ code: 'custom', path: ['routingNumber'], message: E.routingNeedsAccount });
    }
  });

export type BankAccountInput = z.output<typeof bankAccountSchema>;

/** The form's values of a stored account (or of none yet). */
export function bankAccountFormValues(currency: Currency, row: BankAccountRow | null | undefined) {
  return {
    currency,
    holder: row?.holder ?? '',
    bankName: row?.bank_name ?? '',
    bankAddress: row?.bank_address ?? '',
    iban: row?.iban ? groupIban(row.iban) : '',
    accountNumber: row?.account_number ?? '',
    routingNumber: row?.routing_number ?? '',
    swift: row?.swift ?? '',
  };
}

/** The columns an account's form writes (the database stamps when and by whom). */
export function bankAccountValues(account: BankAccountInput) {
  return {
    currency: account.currency,
    holder: account.holder,
    bank_name: account.bankName,
    bank_address: account.bankAddress || null,
    iban: account.iban ?? null,
    account_number: account.accountNumber ?? null,
    routing_number: account.routingNumber ?? null,
    swift: account.swift,
  } satisfies Omit<BankAccountRow, 'updated_at' | 'updated_by'>;
}

/** Whether saving `account` would change nothing of the stored row (then nothing is written, nobody e-mailed). */
export function bankAccountUnchanged(row: BankAccountRow | null, account: BankAccountInput): boolean {
  if (!row) return false;
  const next = bankAccountValues(account);
  return (Object.keys(next) as (keyof typeof next)[]).every((key) => (row[key] ?? null) === next[key]);
}

/**
 * Why a session may not change bank details now: it never gave its second factor (`second-factor`), or its
 * last code is older than the step-up window (`fresh-code`); null when it may.
 */
export function bankChangeRefusal(
  status: SecondFactorStatus,
  now: number,
  maxAgeMinutes = STEP_UP_MINUTES,
): 'second-factor' | 'fresh-code' | null {
  if (status.assurance !== 'aal2') return 'second-factor';
  return stepUpDue(status, now, maxAgeMinutes) ? 'fresh-code' : null;
}
