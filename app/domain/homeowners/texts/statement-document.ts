import type { Locale } from '#app/domain/i18n/locale';
import { plural } from '#app/domain/format';

/**
 * What a homeowner reads of their statement — its lines, the PDF and the e-mail that carries it — in English and
 * French (the homeowner's language). The back office shows the lines in English with the same words.
 */
export interface StatementDocumentTexts {
  kinds: {
    accommodation: string;
    services: string;
    platform: string;
    cancellation: string;
    commission: string;
    expense: string;
    adjustment: string;
    payout: string;
    correction: string;
  };
  nights: (count: number) => string;
  share: (percent: string) => string;
  commissionOf: (percent: string, base: string) => string;
  correctionOf: (month: string) => string;
  title: string;
  heading: (month: string) => string;
  homeowner: string;
  period: string;
  currency: string;
  columns: { day: string; description: string; villa: string; amount: string };
  opening: string;
  total: string;
  closing: string;
  closingNote: { owed: string; due: string; nil: string };
  noLines: string;
  issued: string;
  page: (current: number, total: number) => string;
  fileName: (month: string) => string;
  mail: {
    subject: (month: string, agency: string) => string;
    body: (name: string, month: string, closing: string) => string;
  };
}

const en: StatementDocumentTexts = {
  kinds: {
    accommodation: 'Accommodation',
    services: 'Services passed on',
    platform: 'Platform stay',
    cancellation: 'Cancellation retained',
    commission: 'Commission',
    expense: 'Expense',
    adjustment: 'Adjustment',
    payout: 'Payout',
    correction: 'Correction',
  },
  nights: (count) => plural(count, 'night'),
  share: (percent) => `your share ${percent} %`,
  commissionOf: (percent, base) => `${percent} % of ${base}`,
  correctionOf: (month) => `to the statement of ${month}`,
  title: 'Owner statement',
  heading: (month) => `Owner statement — ${month}`,
  homeowner: 'Homeowner',
  period: 'Month',
  currency: 'Currency',
  columns: { day: 'Date', description: 'Description', villa: 'Villa', amount: 'Amount' },
  opening: 'Opening balance',
  total: 'Movements of the month',
  closing: 'Closing balance',
  closingNote: {
    owed: 'This balance is owed to you and will be paid to your account.',
    due: 'This balance is owed to the agency.',
    nil: 'Nothing is owed either way.',
  },
  noLines: 'No movement this month.',
  issued: 'Issued on',
  page: (current, total) => `Page ${current} of ${total}`,
  fileName: (month) => `statement-${month}.pdf`,
  mail: {
    subject: (month, agency) => `Your statement for ${month} — ${agency}`,
    body: (name, month, closing) =>
      `Dear ${name},\n\nPlease find attached your statement for ${month}. Its closing balance is ${closing}.\n\nWith our kind regards,`,
  },
};

const fr: StatementDocumentTexts = {
  kinds: {
    accommodation: 'Location',
    services: 'Services reversés',
    platform: 'Séjour plateforme',
    cancellation: 'Retenue d’annulation',
    commission: 'Commission',
    expense: 'Dépense',
    adjustment: 'Ajustement',
    payout: 'Virement',
    correction: 'Correction',
  },
  nights: (count) => `${count} ${count === 1 ? 'nuit' : 'nuits'}`,
  share: (percent) => `votre quote-part ${percent} %`,
  commissionOf: (percent, base) => `${percent} % de ${base}`,
  correctionOf: (month) => `du relevé de ${month}`,
  title: 'Relevé propriétaire',
  heading: (month) => `Relevé propriétaire — ${month}`,
  homeowner: 'Propriétaire',
  period: 'Mois',
  currency: 'Devise',
  columns: { day: 'Date', description: 'Libellé', villa: 'Villa', amount: 'Montant' },
  opening: 'Solde d’ouverture',
  total: 'Mouvements du mois',
  closing: 'Solde de clôture',
  closingNote: {
    owed: 'Ce solde vous est dû et sera viré sur votre compte.',
    due: 'Ce solde est dû à l’agence.',
    nil: 'Aucun solde n’est dû.',
  },
  noLines: 'Aucun mouvement ce mois-ci.',
  issued: 'Émis le',
  page: (current, total) => `Page ${current} sur ${total}`,
  fileName: (month) => `releve-${month}.pdf`,
  mail: {
    subject: (month, agency) => `Votre relevé de ${month} — ${agency}`,
    body: (name, month, closing) =>
      `Bonjour ${name},\n\nVous trouverez ci-joint votre relevé de ${month}. Son solde de clôture est de ${closing}.\n\nBien cordialement,`,
  },
};

export const statementDocumentTexts: Readonly<Record<Locale, StatementDocumentTexts>> = { en, fr };
