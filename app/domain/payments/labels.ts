import type { Locale } from '#app/domain/i18n/locale';
import type { LedgerStatus, PaymentMethod } from '#app/domain/payments/ledger';
import type { InstalmentKind } from '#app/domain/payments/schedule';
import { paymentsTexts, type PaymentsTranslation } from '#app/domain/payments/texts/payments';

/** The words of each status, method and step: keys of the payments texts, so each word is written once. */
type Words = {
  [K in keyof PaymentsTranslation]: PaymentsTranslation[K] extends string ? K : never;
}[keyof PaymentsTranslation];

export const LEDGER_STATUS_WORDS: Record<LedgerStatus, Words> = {
  'awaiting-deposit': 'awaitingDeposit',
  'deposit-received': 'depositReceived',
  'paid-in-full': 'paidInFull',
  overdue: 'overdue',
  'refund-due': 'refundDue',
  settled: 'settled',
};

export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, Words> = {
  'bank-transfer': 'bankTransfer',
  'card-elsewhere': 'cardElsewhere',
  cheque: 'cheque',
  cash: 'cash',
};

export const INSTALMENT_WORDS: Record<InstalmentKind, Words> = {
  deposit: 'deposit',
  balance: 'balance',
  full: 'fullPayment',
  'security-deposit': 'securityDeposit',
};

/** 'Awaiting deposit' / 'Acompte attendu' */
export function ledgerStatusLabel(status: LedgerStatus, locale: Locale): string {
  return paymentsTexts[locale][LEDGER_STATUS_WORDS[status]];
}

/** 'Bank transfer' / 'Virement bancaire' */
export function paymentMethodLabel(method: PaymentMethod, locale: Locale): string {
  return paymentsTexts[locale][PAYMENT_METHOD_WORDS[method]];
}

/** 'Security deposit' / 'Caution' */
export function instalmentLabel(kind: InstalmentKind, locale: Locale): string {
  return paymentsTexts[locale][INSTALMENT_WORDS[kind]];
}
