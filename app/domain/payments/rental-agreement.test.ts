import { describe, expect, it } from 'vitest';
import '#app/domain/i18n/texts/fr';
import { agreementBlocks } from '#app/domain/payments/agreement-text';
import {
  acceptanceSchema,
  guestAgreementOf,
  rentalAgreementSchema,
  staffAgreementTexts,
} from '#app/domain/payments/rental-agreement';

describe('agreementBlocks', () => {
  it('reads paragraphs at blank lines, keeps line breaks within one, and headings on their own', () => {
    expect(agreementBlocks('# Terms\nThe guest pays.\r\nOn time.\n\n\n## Damage\nThe deposit covers it.\n')).toEqual([
      { kind: 'heading', lines: ['Terms'] },
      { kind: 'paragraph', lines: ['The guest pays.', 'On time.'] },
      { kind: 'heading', lines: ['Damage'] },
      { kind: 'paragraph', lines: ['The deposit covers it.'] },
    ]);
  });

  it('treats anything else as text (no HTML), and an empty text as nothing', () => {
    expect(agreementBlocks('<b>bold</b> #not a heading')).toEqual([
      { kind: 'paragraph', lines: ['<b>bold</b> #not a heading'] },
    ]);
    expect(agreementBlocks('  \n\n ')).toEqual([]);
  });
});

describe('the forms', () => {
  it('requires both languages, trimmed', () => {
    const parsed = rentalAgreementSchema.safeParse({ bodyEn: '  The terms. ', bodyFr: '   ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['bodyFr', staffAgreementTexts.bodyFrRequired],
    ]);
    expect(rentalAgreementSchema.parse({ bodyEn: ' A ', bodyFr: ' B ' })).toEqual({ bodyEn: 'A', bodyFr: 'B' });
  });

  it('asks for the box in the page’s language, and reads the version as a number', () => {
    const missing = acceptanceSchema('fr').safeParse({ version: '2' });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['accept', 'Cochez la case pour accepter le contrat de location'],
    ]);
    expect(acceptanceSchema('en').safeParse({ version: '2', accept: 'yes' }).error?.issues[0]?.message).toBe(
      'Please tick the box to accept the rental agreement',
    );
    expect(acceptanceSchema('en').parse({ version: '2', accept: 'on' })).toEqual({ version: 2, accept: 'on' });
  });
});

describe('guestAgreementOf', () => {
  it('gives the text in the page’s language', () => {
    const record = { version: 3, bodyEn: 'English', bodyFr: 'Français', publishedAt: '2026-12-01', accepted: null };
    expect(guestAgreementOf(record, 'fr')).toEqual({ version: 3, body: 'Français', accepted: null });
    expect(guestAgreementOf(record, 'en').body).toBe('English');
  });
});
