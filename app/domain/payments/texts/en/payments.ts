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
  // The guest's page (the booking receipt's private link, once the stay is an option or confirmed)
  guestTitle: 'Your stay',
  guestLead: (reference: string) => `Booking ${reference}: your stay and its payments, kept up to date on this page.`,
  guestHeading: 'Your payments',
  /** the option's deadline, formatted by the caller */
  guestOption: (date: string) =>
    `Your dates are held for you until ${date}; they are yours once the deposit is received.`,
  guestConfirmed: 'Your stay is confirmed.',
  guestCancelled: 'This stay is cancelled.',
  guestPaidInFull: 'Thank you: your stay is paid in full.',
  scheduleCaption: 'Payment schedule',
  dueBy: 'Due by',
  amount: 'Amount',
  state: 'Status',
  paid: 'Paid',
  /** what is left of a part-paid instalment, formatted by the caller */
  partlyPaid: (left: string) => `${left} still to pay`,
  toPay: 'To pay',
  retained: (amount: string) => `Retained under the cancellation terms: ${amount}`,
  howToPay: 'How to pay',
  payByTransfer: 'Please pay by bank transfer to the account below, in the currency of your quote.',
  accountHolder: 'Account holder',
  bankName: 'Bank',
  bankAddress: 'Bank address',
  iban: 'IBAN',
  swift: 'SWIFT / BIC',
  accountNumber: 'Account number',
  routingNumber: 'Routing number (ABA)',
  referenceToQuote: 'Reference to quote',
  bankDetailsSoon: 'Our bank details will reach you by e-mail shortly.',
  paymentsReceived: 'Payments received',
  noPaymentsYet: 'No payment received yet.',
  // The guest's documents (PDFs) and their stay for their calendar
  documentsHeading: 'Documents',
  proFormaDocument: 'Pro-forma invoice (PDF)',
  /** 'Invoice IE-SBH-000042 (PDF)' */
  invoiceDocument: (reference: string) => `Invoice ${reference} (PDF)`,
  /** 'Receipt for $4,000.00 received on January 5, 2027 (PDF)', formatted by the caller */
  receiptDocument: (amount: string, date: string) => `Receipt for ${amount} received on ${date} (PDF)`,
  calendarDocument: 'Add your stay to your calendar (.ics)',
  /** the calendar's name and event, from the villa's title */
  calendarName: (villa: string) => `Your stay at ${villa}`,
  calendarSummary: (villa: string, reference: string) => `Stay at ${villa} (${reference})`,
  calendarDescription: (page: string) => `Your stay, its payments and documents: ${page}`,
  // The confirmation e-mail's link to the guest's page
  guestPageLink: 'Your stay, its payments and receipts, online',
  seeYourStay: 'See your stay',
};

/** The shape the French texts must fill (app/domain/payments/texts/fr/payments.ts). */
export type PaymentsTranslation = Translation<typeof paymentsEnglish>;
