import type { Translation } from '#app/domain/i18n/catalogue';

/**
 * The payment reminders' e-mails to the guest (issue 28, item 4; app/domain/mail/payment-reminder-mail.ts).
 * Amounts and dates come formatted by the caller.
 */
export const remindersEnglish = {
  // Subjects ('— IE-1A2B3C4D' is added by the caller)
  subjectFirstPayment: 'Reminder: the first payment for your stay',
  subjectUpcoming: (amount: string, date: string) => `Reminder: ${amount} due by ${date}`,
  subjectOverdue: (amount: string, date: string) => `Payment overdue: ${amount} was due by ${date}`,
  subjectReturned: 'Your security deposit has been returned',
  // The small line above the heading
  eyebrowReminder: 'Payment reminder',
  eyebrowOverdue: 'Payment overdue',
  eyebrowReturned: 'Security deposit',
  // What each reminder says (villa and dates formatted by the caller)
  leadFirstPayment: (villa: string, dates: string) =>
    `We have not yet received the first payment for your stay at ${villa}, ${dates}. If you have already sent it, thank you: please disregard this message.`,
  leadUpcoming: (villa: string, days: number, date: string) =>
    `A friendly reminder: the next payment for your stay at ${villa} is due in ${days} days, by ${date}.`,
  leadOverdue: (villa: string, date: string) =>
    `The payment for your stay at ${villa} that was due by ${date} has not reached us yet. Please send it as soon as you can, or reply to this e-mail if anything is unclear.`,
  leadReturned: (villa: string) =>
    `Your security deposit for your stay at ${villa} has been returned to you. Thank you for staying with us; we hope to welcome you again.`,
  // The reminder's figures
  thePayment: 'Payment',
  amountDue: 'Amount due',
  dueBy: 'Due by',
  receivedSoFar: 'Received so far',
  /** between the names of payments due the same day: 'Balance and Security deposit' */
  and: ' and ',
};

/** The shape the French texts must fill (app/domain/payments/texts/fr/reminders.ts). */
export type RemindersTranslation = Translation<typeof remindersEnglish>;
