import { describe, expect, it } from 'vitest';
import { canDecide, CREDIT_STATES, isOpen } from '#app/domain/payments/statements/credit-states';
import {
  csvMappingOf,
  formatCreditAmount,
  reviewSections,
  statementUploadSchema,
  type ReviewedCredit,
} from '#app/domain/payments/statements/import-form';
import { statementImportTexts } from '#app/domain/payments/texts/statement-imports';

const text = statementImportTexts.errors;

describe('statementUploadSchema', () => {
  it('takes a camt.053 statement without any mapping', () => {
    expect(statementUploadSchema.safeParse({ format: 'camt.053' }).success).toBe(true);
  });

  it('asks a CSV for its date, amount, currency and text columns, each next to its field', () => {
    const result = statementUploadSchema.safeParse({ format: 'csv' });
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      dateColumn: text.dateColumnRequired,
      amountColumn: text.amountColumnRequired,
      currencyColumn: text.currencyRequired,
      remittanceColumns: text.remittanceRequired,
    });
  });

  it('reads the mapping of a French export: credits column, fixed currency, several text columns, comma decimals', () => {
    const parsed = statementUploadSchema.parse({
      format: 'csv',
      dateColumn: ' Date opération ',
      creditColumn: 'Crédit',
      amountColumn: 'Montant',
      fixedCurrency: 'EUR',
      remittanceColumns: 'Libellé + Détail',
      decimalSeparator: ',',
      dateFormat: 'DD/MM/YYYY',
    });
    expect(csvMappingOf(parsed)).toEqual({
      decimalSeparator: ',',
      dateFormat: 'DD/MM/YYYY',
      currency: 'EUR',
      columns: {
        date: 'Date opération',
        // The credits-only column wins over a signed one.
        amount: undefined,
        credit: 'Crédit',
        currency: undefined,
        payer: undefined,
        remittance: ['Libellé', 'Détail'],
        bankReference: undefined,
      },
    });
  });
});

describe('the review', () => {
  const credit = (id: string, state: ReviewedCredit['state'], recordedIn: string | null = null) =>
    ({ id, state, recordedIn }) as ReviewedCredit;

  it('shows a proposed or unmatched credit whose transfer was accepted elsewhere as already recorded', () => {
    const sections = reviewSections([
      credit('a', 'proposed'),
      credit('b', 'proposed', 'IE-1A2B3C4D'),
      credit('c', 'unmatched'),
      credit('d', 'already-recorded', 'IE-1A2B3C4D'),
      credit('e', 'accepted', 'IE-5E6F7A8B'),
      credit('f', 'dismissed'),
    ]);
    const ids = (list: ReviewedCredit[]) => list.map((item) => item.id);
    expect(ids(sections.proposed)).toEqual(['a']);
    expect(ids(sections.unmatched)).toEqual(['c']);
    expect(ids(sections.alreadyRecorded)).toEqual(['b', 'd']);
    expect(ids(sections.decided)).toEqual(['e', 'f']);
  });

  it('decides a credit once: proposed or unmatched into accepted or dismissed', () => {
    const allowed = CREDIT_STATES.flatMap((from) =>
      CREDIT_STATES.filter((to) => canDecide(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['proposed→accepted', 'proposed→dismissed', 'unmatched→accepted', 'unmatched→dismissed']);
    expect(CREDIT_STATES.filter(isOpen)).toEqual(['proposed', 'unmatched']);
  });

  it('shows amounts in a currency no stay is priced in with their code', () => {
    expect(formatCreditAmount(370_400, 'EUR')).toBe('€3,704.00');
    expect(formatCreditAmount(1_500_000, 'USD')).toBe('$15,000.00');
    expect(formatCreditAmount(12_345, 'GBP')).toBe('123.45 GBP');
  });
});
