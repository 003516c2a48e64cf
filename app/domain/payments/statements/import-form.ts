import { CURRENCIES, parseCurrency } from '#app/domain/currency/currency';
import { minorDigitsOf } from '#app/domain/payments/statements/credit';
import { isOpen, type CreditState } from '#app/domain/payments/statements/credit-states';
import { formatMinorAmount } from '#app/domain/payments/money';
import type { BankCsvMapping } from '#app/domain/payments/statements/bank-csv';
import { CSV_DATE_FORMATS } from '#app/domain/payments/statements/csv-date-formats';
import type { MatchedBy, UnmatchedReason } from '#app/domain/payments/statements/matching';
import { statementImportTexts } from '#app/domain/payments/texts/statement-imports';
import { z } from '#app/domain/zod';

/**
 * The bank statement import's forms (issue 28, item 5): the upload (a camt.053 file, or a CSV with the mapping
 * of its columns) and the review's decisions; and what the review shows of an import and its credits.
 */

const text = statementImportTexts.errors;

/** The largest statement taken (a month of a busy account in camt.053 is well under it). */
export const MAX_STATEMENT_BYTES = 4 * 1024 * 1024;
export const STATEMENT_FILE_FIELD = 'statement';
export const STATEMENT_IMPORTS_PATH = '/admin/payments/imports';

export const STATEMENT_FORMATS = ['camt.053', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

const column = z
  .string()
  .trim()
  .max(100, text.columnTooLong)
  .optional()
  .transform((value) => value || undefined);

export const statementUploadSchema = z
  .object({
    format: z.enum(STATEMENT_FORMATS, { message: text.formatRequired }),
    dateColumn: column,
    amountColumn: column,
    creditColumn: column,
    currencyColumn: column,
    fixedCurrency: z.enum(CURRENCIES).optional(),
    payerColumn: column,
    remittanceColumns: z
      .string()
      .trim()
      .max(300, text.columnTooLong)
      .optional()
      .transform((value) => value || undefined),
    referenceColumn: column,
    decimalSeparator: z.enum(['.', ',']).default('.'),
    dateFormat: z.enum(CSV_DATE_FORMATS).default('YYYY-MM-DD'),
  })
  .superRefine((value, ctx) => {
    if (value.format !== 'csv') return;
    const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!value.dateColumn) missing('dateColumn', text.dateColumnRequired);
    if (!value.amountColumn && !value.creditColumn) missing('amountColumn', text.amountColumnRequired);
    if (!value.currencyColumn && !value.fixedCurrency) missing('currencyColumn', text.currencyRequired);
    if (!value.remittanceColumns) missing('remittanceColumns', text.remittanceRequired);
  });

export type StatementUpload = z.infer<typeof statementUploadSchema>;

/** The CSV mapping the form describes (its schema has checked the required columns). */
export function csvMappingOf(upload: StatementUpload): BankCsvMapping {
  return {
    decimalSeparator: upload.decimalSeparator,
    dateFormat: upload.dateFormat,
    currency: upload.fixedCurrency,
    columns: {
      date: upload.dateColumn ?? '',
      amount: upload.creditColumn ? undefined : upload.amountColumn,
      credit: upload.creditColumn,
      currency: upload.currencyColumn,
      payer: upload.payerColumn,
      remittance: (upload.remittanceColumns ?? '')
        .split('+')
        .map((heading) => heading.trim())
        .filter(Boolean),
      bankReference: upload.referenceColumn,
    },
  };
}

// ---- The review ----------------------------------------------------------------------------------------

export const REVIEW_INTENTS = ['accept', 'dismiss', 'accept-all', 'assign'] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

export const reviewDecisionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('accept'), creditId: z.uuid() }),
  z.object({ intent: z.literal('dismiss'), creditId: z.uuid() }),
  z.object({ intent: z.literal('accept-all') }),
  z.object({
    intent: z.literal('assign'),
    creditId: z.uuid(),
    reference: z.string({ message: statementImportTexts.outcomes.referenceRequired }).trim().min(1).max(40),
  }),
]);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** What accepting a credit came to (accept_statement_credit in …_statement_imports.sql). */
export type AcceptOutcome =
  'accepted' | 'already-recorded' | 'not-open' | 'no-stay' | 'no-schedule' | 'other-currency' | 'not-found';

export type { CreditState };

export interface StatementImportSummary {
  id: string;
  fileName: string;
  format: StatementFormat;
  account: string | null;
  currency: string | null;
  importedAt: string;
  importedBy: string | null;
  credits: number;
  skipped: number;
  proposed: number;
  unmatched: number;
  accepted: number;
  dismissed: number;
  alreadyRecorded: number;
}

export interface ReviewedCredit {
  id: string;
  position: number;
  amount: number;
  currency: string;
  bookedOn: string;
  payer: string | null;
  remittance: string;
  bankReference: string | null;
  state: CreditState;
  matchedBy: MatchedBy | 'staff' | null;
  unmatchedReason: UnmatchedReason | null;
  stayId: string | null;
  reference: string | null;
  guestName: string | null;
  stayCurrency: string | null;
  outstanding: number | null;
  nextAmount: number | null;
  /** the stay's reference when the same transfer was accepted (in this import or another) */
  recordedIn: string | null;
}

export interface StatementReview {
  import: Pick<
    StatementImportSummary,
    'id' | 'fileName' | 'format' | 'account' | 'currency' | 'importedAt' | 'credits' | 'skipped'
  >;
  credits: ReviewedCredit[];
}

/** The review's sections: a proposed or unmatched credit whose transfer was accepted elsewhere is recorded already. */
export function reviewSections(credits: readonly ReviewedCredit[]) {
  const open = (credit: ReviewedCredit) => isOpen(credit.state) && credit.recordedIn === null;
  return {
    proposed: credits.filter((credit) => credit.state === 'proposed' && open(credit)),
    unmatched: credits.filter((credit) => credit.state === 'unmatched' && open(credit)),
    alreadyRecorded: credits.filter(
      (credit) => credit.state === 'already-recorded' || (isOpen(credit.state) && credit.recordedIn !== null),
    ),
    decided: credits.filter((credit) => credit.state === 'accepted' || credit.state === 'dismissed'),
  };
}

/** A credit's amount: as payments are shown, or digits and code for a currency no stay is priced in. */
export function formatCreditAmount(amount: number, currency: string): string {
  const known = parseCurrency(currency);
  if (known && known === currency) return formatMinorAmount(amount, known);
  const digits = minorDigitsOf(currency);
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}
