import { describe, expect, it } from 'vitest';
// The French texts, as the server loads them.
import '#app/domain/i18n/texts/fr';
import { parseCalendarDate } from './dates';
import { paymentScheduleSentence, paymentStepLabelIn, type PaymentStep } from './quote';

const due = parseCalendarDate('2027-02-19')!;
const SPLIT: PaymentStep[] = [
  { kind: 'deposit', percent: 30, amount: 3000, due: null },
  { kind: 'balance', percent: 70, amount: 7000, due },
];
const FULL: PaymentStep[] = [{ kind: 'full', percent: 100, amount: 10000, due: null }];

describe('paymentScheduleSentence', () => {
  it('says the schedule in its own words, in English and French', () => {
    expect(paymentScheduleSentence(SPLIT, 'en')).toBe(
      'Then: deposit (30%) on confirmation; balance (70%) by February 19, 2027.',
    );
    expect(paymentScheduleSentence(FULL, 'en')).toBe('Then: full payment on confirmation.');
    expect(paymentScheduleSentence(SPLIT, 'fr')).toBe(
      'Ensuite\u00a0: acompte (30\u202f%) à la confirmation\u00a0; solde (70\u202f%) au plus tard le 19 février 2027.',
    );
    expect(paymentScheduleSentence(FULL, 'fr')).toBe('Ensuite\u00a0: paiement intégral à la confirmation.');
  });

  it('never mentions a step the schedule does not have', () => {
    for (const locale of ['en', 'fr'] as const) {
      const label = paymentStepLabelIn(locale);
      const full = paymentScheduleSentence(FULL, locale).toLowerCase();
      expect(full).toContain(label(FULL[0]!).toLowerCase());
      for (const step of SPLIT) expect(full).not.toContain(label(step).toLowerCase().split(' ')[0]);
      const split = paymentScheduleSentence(SPLIT, locale).toLowerCase();
      for (const step of SPLIT) expect(split).toContain(label(step).toLowerCase());
      expect(split).not.toContain(label(FULL[0]!).toLowerCase());
    }
  });
});
