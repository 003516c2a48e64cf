import type { RemindersTranslation } from '#app/domain/payments/texts/en/reminders';

const nbsp = '\u00a0';

export const remindersFrench: RemindersTranslation = {
  subjectFirstPayment: `Rappel${nbsp}: le premier paiement de votre séjour`,
  subjectUpcoming: (amount: string, date: string) => `Rappel${nbsp}: ${amount} à régler avant le ${date}`,
  subjectOverdue: (amount: string, date: string) => `Paiement en retard${nbsp}: ${amount} attendus le ${date}`,
  subjectReturned: 'Votre caution vous a été restituée',
  eyebrowReminder: 'Rappel de paiement',
  eyebrowOverdue: 'Paiement en retard',
  eyebrowReturned: 'Caution',
  leadFirstPayment: (villa: string, dates: string) =>
    `Nous n’avons pas encore reçu le premier paiement de votre séjour à ${villa}, ${dates}. Si vous l’avez déjà envoyé, merci${nbsp}: ne tenez pas compte de ce message.`,
  leadUpcoming: (villa: string, days: number, date: string) =>
    `Petit rappel${nbsp}: le prochain paiement de votre séjour à ${villa} est à régler dans ${days}${nbsp}jours, avant le ${date}.`,
  leadOverdue: (villa: string, date: string) =>
    `Le paiement de votre séjour à ${villa} attendu le ${date} ne nous est pas encore parvenu. Merci de l’envoyer dès que possible, ou de répondre à cet e-mail pour toute question.`,
  leadReturned: (villa: string) =>
    `La caution de votre séjour à ${villa} vous a été restituée. Merci d’avoir séjourné avec nous${nbsp}; nous espérons vous accueillir de nouveau.`,
  thePayment: 'Paiement',
  amountDue: 'Montant dû',
  dueBy: 'À régler avant le',
  receivedSoFar: 'Déjà reçu',
  and: ' et ',
};
