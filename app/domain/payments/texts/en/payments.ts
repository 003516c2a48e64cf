import type { Translation } from '#app/domain/i18n/catalogue';

/** What a guest (and the staff's booking page) reads of a stay's payments: statuses, methods, steps, sums. */
export const paymentsEnglish = {
  // The ledger's statuses (app/domain/payments/ledger.ts)
  awaitingDeposit: 'Awaiting deposit',
  depositReceived: 'Deposit received',
  paidInFull: 'Paid in full',
  overdue: 'Overdue',
  refundDue: 'Refund due',
  settled: 'Settled',
  // How the money came (PAYMENT_METHODS)
  bankTransfer: 'Bank transfer',
  cardElsewhere: 'Card',
  cheque: 'Cheque',
  cash: 'Cash',
  // The schedule's steps (INSTALMENT_KINDS)
  deposit: 'Deposit',
  balance: 'Balance',
  fullPayment: 'Full payment',
  securityDeposit: 'Security deposit',
  // The ledger's entries and sums
  payment: 'Payment',
  refund: 'Refund',
  reversal: 'Correction',
  reversed: 'Cancelled by a correction',
  due: 'Due',
  received: 'Received',
  outstanding: 'Still to pay',
  toRefund: 'To be refunded',
  /** 'Next payment: $8,641.00 by January 5, 2027' (the amount and date formatted by the caller) */
  nextPayment: (amount: string, date: string) => `Next payment: ${amount} by ${date}`,
  /** 'Security deposit returned after your departure, from March 13, 2027' */
  securityDepositReturn: (date: string) => `Security deposit returned after your departure, from ${date}`,
  /** 'Quote IE-1A2B3C4D with your transfer' */
  quoteReference: (reference: string) => `Quote ${reference} with your transfer`,
};

/** The shape the French texts must fill (app/domain/payments/texts/fr/payments.ts). */
export type PaymentsTranslation = Translation<typeof paymentsEnglish>;
