import { readFile } from 'node:fs/promises';
import type { Currency } from '#app/domain/currency/currency';
import { parseBankCsv } from '#app/domain/payments/statements/bank-csv';
import { parseCamt053 } from '#app/domain/payments/statements/camt053';
import type { BankStatement } from '#app/domain/payments/statements/credit';
import type { IMPORTED_STATES } from '#app/domain/payments/statements/credit-states';
import {
  csvMappingOf,
  MAX_STATEMENT_BYTES,
  STATEMENT_FILE_FIELD,
  type AcceptOutcome,
  type StatementImportSummary,
  type StatementReview,
  type StatementUpload,
} from '#app/domain/payments/statements/import-form';
import {
  creditFingerprints,
  matchCredits,
  type MatchedBy,
  type OpenStay,
  type UnmatchedReason,
} from '#app/domain/payments/statements/matching';
import { statementImportTexts } from '#app/domain/payments/texts/statement-imports';
import type { QueryRunner } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseUpload, UploadError } from '#app/server/media/upload.server';

/**
 * Bank statement import (issue 28, item 5; supabase/migrations/…_statement_imports.sql): a statement read by the
 * domain's parsers, its credits matched to the stays that still owe money (the ledger's outstanding, as the
 * database computes it) and stored for review; accepting a credit records its payment, once per transfer —
 * the database keeps that rule, whoever accepts and however often the statement is imported.
 */

const text = statementImportTexts;

/** The credit as stored with its proposal: what record_statement_import takes. */
interface StoredCredit {
  fingerprint: string;
  amount: number;
  currency: string;
  bookedOn: string;
  valueOn: string | null;
  payer: string | null;
  remittance: string;
  bankReference: string | null;
  stayId: string | null;
  matchedBy: MatchedBy | null;
  unmatchedReason: UnmatchedReason | null;
  state: (typeof IMPORTED_STATES)[number];
}

export function statementImportQueries(runner: QueryRunner) {
  const value = async (fn: Parameters<QueryRunner['run']>[0] & { kind: 'rpc' }) =>
    (await runner.run(fn)).rows[0]?.value ?? null;

  return {
    /** The stays that still owe money, and which of `fingerprints` are recorded already. */
    async matchContext(fingerprints: readonly string[]): Promise<{ stays: OpenStay[]; recorded: Set<string> }> {
      const context = (await value({
        kind: 'rpc',
        fn: 'statement_match_context',
        args: { p_fingerprints: fingerprints },
      })) as { stays?: OpenStay[]; recorded?: string[] } | null;
      return {
        stays: (context?.stays ?? []).map((stay) => ({
          ...stay,
          currency: stay.currency as Currency,
          outstanding: Number(stay.outstanding),
          nextAmount: stay.nextAmount === null ? null : Number(stay.nextAmount),
        })),
        recorded: new Set(context?.recorded ?? []),
      };
    },

    /** Stores an import with its credits in one transaction; its id. */
    async recordImport(payload: {
      fileName: string;
      format: BankStatement['format'];
      account: string | null;
      currency: string | null;
      skipped: number;
      credits: StoredCredit[];
    }): Promise<string> {
      return String(await value({ kind: 'rpc', fn: 'record_statement_import', args: { p_import: payload } }));
    },

    async list(limit = 50): Promise<StatementImportSummary[]> {
      const rows = (await value({ kind: 'rpc', fn: 'statement_import_list', args: { p_limit: limit } })) as
        StatementImportSummary[] | null;
      return rows ?? [];
    },

    async review(importId: string): Promise<StatementReview | null> {
      const review = (await value({
        kind: 'rpc',
        fn: 'statement_import_review',
        args: { p_import_id: importId },
      })) as StatementReview | null;
      if (!review) return null;
      const numberOrNull = (n: unknown) => (n === null || n === undefined ? null : Number(n));
      return {
        import: review.import,
        credits: review.credits.map((credit) => ({
          ...credit,
          amount: Number(credit.amount),
          outstanding: numberOrNull(credit.outstanding),
          nextAmount: numberOrNull(credit.nextAmount),
        })),
      };
    },

    /** Records the credit as a payment of its stay (or of the stay with `reference`), once. */
    async accept(creditId: string, reference: string | null = null): Promise<AcceptOutcome> {
      return (await value({
        kind: 'rpc',
        fn: 'accept_statement_credit',
        args: { p_credit_id: creditId, p_reference: reference },
      })) as AcceptOutcome;
    },

    /** False when the credit was decided already. */
    async dismiss(creditId: string): Promise<boolean> {
      return (await value({ kind: 'rpc', fn: 'dismiss_statement_credit', args: { p_credit_id: creditId } })) === true;
    },
  };
}

/** A statement's text: UTF-8, or Windows-1252 as many French banks still export (accents in the headings). */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export type ImportResult = { ok: true; id: string } | { ok: false; message: string };

/**
 * Reads a statement, matches its credits and stores the import; nothing is stored when the file cannot be read
 * as the form says (the parser's message, for the file's field) or has no credit.
 */
export async function importStatement(
  capabilities: Capabilities,
  file: { name: string; bytes: Uint8Array },
  upload: StatementUpload,
): Promise<ImportResult> {
  const source = decodeStatement(file.bytes);
  const parsed = upload.format === 'camt.053' ? parseCamt053(source) : parseBankCsv(source, csvMappingOf(upload));
  if (!parsed.ok) return { ok: false, message: parsed.error };
  const { statement } = parsed;
  if (statement.credits.length === 0) return { ok: false, message: text.errors.noCredits };

  const queries = capabilities.use(statementImportQueries);
  const fingerprints = creditFingerprints(statement.credits);
  const context = await queries.matchContext(fingerprints);
  const matches = matchCredits(statement.credits, context.stays, context.recorded);
  type Proposal = Pick<StoredCredit, 'stayId' | 'matchedBy' | 'unmatchedReason' | 'state'>;
  const proposals = new Map<string, Proposal>();
  for (const match of matches.proposed) {
    proposals.set(match.fingerprint, {
      stayId: match.stayId,
      matchedBy: match.by,
      unmatchedReason: null,
      state: 'proposed',
    });
  }
  for (const item of matches.unmatched) {
    proposals.set(item.fingerprint, {
      stayId: null,
      matchedBy: null,
      unmatchedReason: item.reason,
      state: 'unmatched',
    });
  }
  for (const item of matches.alreadyImported) {
    proposals.set(item.fingerprint, {
      stayId: null,
      matchedBy: null,
      unmatchedReason: null,
      state: 'already-recorded',
    });
  }

  const currencies = [...new Set(statement.credits.map((credit) => credit.currency))];
  const id = await queries.recordImport({
    fileName: file.name.slice(0, 255) || 'statement',
    format: statement.format,
    account: statement.account?.slice(0, 100) ?? null,
    currency:
      upload.format === 'csv' && upload.fixedCurrency
        ? upload.fixedCurrency
        : currencies.length === 1
          ? currencies[0]!
          : null,
    skipped: statement.skipped.length,
    credits: statement.credits.map((credit, index) => ({
      fingerprint: fingerprints[index]!,
      amount: credit.amount,
      currency: credit.currency,
      bookedOn: credit.bookedOn,
      valueOn: credit.valueOn,
      payer: credit.payer?.slice(0, 500) ?? null,
      remittance: credit.remittance.slice(0, 4000),
      bankReference: credit.bankReference?.slice(0, 500) ?? null,
      ...(proposals.get(fingerprints[index]!) ?? {
        stayId: null,
        matchedBy: null,
        unmatchedReason: 'no-match' as const,
        state: 'unmatched' as const,
      }),
    })),
  });
  return { ok: true, id };
}

/** The upload's post: its fields, and the statement file's name and bytes (or why it was refused). */
export interface StatementPost {
  formData: FormData;
  file: { name: string; bytes: Uint8Array } | null;
  /** why the file was refused while it was read (too large) */
  fileError: string | null;
}

const sizeInWords = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
export const STATEMENT_SIZE_TEXT = sizeInWords(MAX_STATEMENT_BYTES);

/**
 * Reads the upload's multipart post, the file streamed to a temporary file and read back (at most
 * MAX_STATEMENT_BYTES; the request guard refuses a longer post before it is read, app/server/http/body-limits.ts).
 * Throws UploadError for a post that cannot be read at all.
 */
export async function readStatementPost(request: Request): Promise<StatementPost> {
  const upload = await parseUpload(request, {
    fileField: STATEMENT_FILE_FIELD,
    maxFiles: 1,
    maxFileBytes: MAX_STATEMENT_BYTES,
    maxTotalBytes: MAX_STATEMENT_BYTES + 64 * 1024,
  });
  try {
    const [first] = upload.files;
    if (!first) return { formData: upload.formData, file: null, fileError: null };
    if (first.error || !first.path) {
      return { formData: upload.formData, file: null, fileError: text.errors.fileTooLarge(STATEMENT_SIZE_TEXT) };
    }
    const bytes = new Uint8Array(await readFile(first.path));
    return { formData: upload.formData, file: { name: first.name, bytes }, fileError: null };
  } finally {
    await upload.cleanup();
  }
}

export { UploadError };
