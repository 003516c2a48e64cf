import type { Translation } from '#app/domain/i18n/catalogue';

/** What the payment documents say (app/server/payments/documents.server.ts): pro-forma, invoice, payment receipt. */
export const documentsEnglish = {
  // Titles
  proForma: 'Pro-forma invoice',
  invoice: 'Invoice',
  paymentReceipt: 'Payment receipt',
  /** The PDF's title in its metadata: 'Invoice IE-SBH-000042' */
  invoiceTitle: (number: string) => `Invoice ${number}`,
  proFormaTitle: (reference: string) => `Pro-forma invoice for booking ${reference}`,
  paymentReceiptTitle: (reference: string, date: string) => `Payment receipt for booking ${reference}, ${date}`,
  // The issuer's details
  registration: 'Registration',
  vatNumber: 'VAT number',
  // Who and what
  billedTo: 'Billed to',
  receivedFrom: 'Received from',
  invoiceNumber: 'Invoice number',
  dateOfIssue: 'Date of issue',
  bookingReference: 'Booking reference',
  villa: 'Villa',
  stay: 'Stay',
  guests: 'Guests',
  // The lines
  description: 'Description',
  amount: 'Amount',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  // The pro-forma
  proFormaNote:
    'This pro-forma is not an invoice. It sets out what the stay costs and when each payment is due; the invoice follows once the stay is paid.',
  schedule: 'Payment schedule',
  payment: 'Payment',
  dueBy: 'Due by',
  securityDepositNote: (date: string) =>
    `The security deposit is refundable: it is returned after your departure, from ${date}.`,
  bankDetails: 'Bank details',
  accountHolder: 'Account holder',
  bank: 'Bank',
  accountNumber: 'Account number',
  routingNumber: 'Routing number (ABA)',
  /** 'Please quote IE-1A2B3C4D with every transfer.' */
  quoteReference: (reference: string) => `Please quote ${reference} with every transfer.`,
  // The payment receipt
  amountReceived: 'Amount received',
  dateReceived: 'Date received',
  method: 'Payment method',
  payer: 'Paid by',
  bankReference: 'Bank reference',
  receivedToDate: 'Received to date',
  outstanding: 'Still to pay',
  paidInFull: 'Nothing remains to be paid. Thank you.',
  paymentReceiptNote: 'This receipt confirms the payment above. It is not an invoice.',
  /** 'Registration: 123 456 789 R.C.S.' (French puts a no-break space before the colon) */
  labelled: (label: string, value: string) => `${label}: ${value}`,
  // Every page
  /** 'Page 1 of 2' */
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

/** The shape the French texts must fill (app/domain/payments/texts/fr/documents.ts). */
export type DocumentsTranslation = Translation<typeof documentsEnglish>;
