import { describe, expect, it } from 'vitest';
// The French texts, as the server loads them.
import '#app/domain/i18n/texts/fr';
import { instalmentLabel, ledgerStatusLabel, paymentMethodLabel } from '#app/domain/payments/labels';
import { LEDGER_STATUSES, PAYMENT_METHODS } from '#app/domain/payments/ledger';
import { INSTALMENT_KINDS } from '#app/domain/payments/schedule';
import { paymentsTexts } from '#app/domain/payments/texts/payments';

describe('payment words', () => {
  it('names every status, method and step in English and French', () => {
    expect(LEDGER_STATUSES.map((status) => ledgerStatusLabel(status, 'en'))).toEqual([
      'Awaiting deposit',
      'Deposit received',
      'Paid in full',
      'Overdue',
      'Refund due',
      'Settled',
    ]);
    expect(LEDGER_STATUSES.map((status) => ledgerStatusLabel(status, 'fr'))).toEqual([
      'Acompte attendu',
      'Acompte reçu',
      'Payé intégralement',
      'En retard',
      'Remboursement dû',
      'Soldé',
    ]);
    expect(PAYMENT_METHODS.map((method) => paymentMethodLabel(method, 'en'))).toEqual([
      'Bank transfer',
      'Card',
      'Cheque',
      'Cash',
    ]);
    expect(PAYMENT_METHODS.map((method) => paymentMethodLabel(method, 'fr'))).toEqual([
      'Virement bancaire',
      'Carte bancaire',
      'Chèque',
      'Espèces',
    ]);
    expect(INSTALMENT_KINDS.map((kind) => instalmentLabel(kind, 'fr'))).toEqual([
      'Acompte',
      'Solde',
      'Paiement intégral',
      'Caution',
    ]);
  });

  it('says the next payment with French typography', () => {
    expect(paymentsTexts.en.nextPayment('$8,641.00', 'January 5, 2027')).toBe(
      'Next payment: $8,641.00 by January 5, 2027',
    );
    expect(paymentsTexts.fr.nextPayment('8\u202f641,00\u00a0$US', '5 janvier 2027')).toBe(
      'Prochain paiement\u00a0: 8\u202f641,00\u00a0$US au plus tard le 5 janvier 2027',
    );
  });
});
