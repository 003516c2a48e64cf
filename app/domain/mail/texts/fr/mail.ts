import type { MailTranslation } from '#app/domain/mail/texts/mail';
import { bookingRequestFrench } from '#app/domain/booking/texts/fr/booking-request';
import { chromeFrench } from '#app/domain/i18n/texts/fr/chrome';

/** French counts 0 and 1 in the singular. */
const count = (n: number, singular: string) => `${n} ${n <= 1 ? singular : `${singular}s`}`;

export const mailFrench: MailTranslation = {
  colon: '\u00a0: ',
  guest: 'Madame, Monsieur',
  aProperty: 'une propriété',
  aVilla: 'une villa',
  property: 'Propriété',
  villa: 'Location',
  islands: 'Saint-Barthélemy · Sint Maarten',
  answerBooking:
    'Nous vérifions le calendrier de la villa et répondons à chaque demande de réservation sous 24\u00a0heures, avec ses disponibilités et la marche à suivre. Rien ne vous est facturé avant votre confirmation.',
  answerLead:
    'Un conseiller vous répond personnellement sous un jour ouvré — le plus souvent le jour même si vous nous écrivez pendant les heures d’ouverture.',
  ourOffices: 'Nos bureaux',
  phone: 'Téléphone',
  email: 'E-mail',
  hours: 'Horaires',
  officeHoursIslandTime: 'Horaires d’ouverture (heure des îles)',
  mondayFriday: chromeFrench.mondayFriday,
  saturday: chromeFrench.saturday,
  sunday: chromeFrench.sunday,
  weekdayHours: chromeFrench.weekdayHours,
  saturdayHours: chromeFrench.saturdayHours,
  closed: chromeFrench.closed,
  subjectBooking: (reference: string, title: string | null, site: string) =>
    `Votre demande de réservation ${reference}${title ? ` pour ${title}` : ''} — ${site}`,
  subjectContact: (reference: string, site: string) => `Nous avons bien reçu votre message — ${site} (${reference})`,
  subjectLead: (reference: string, title: string | null, site: string) =>
    `Votre demande${title ? ` concernant ${title}` : ''} — ${site} (${reference})`,
  thanksBooking: (site: string, title: string | null) =>
    `Merci d’avoir contacté ${site}. Nous avons bien reçu votre demande de réservation${title ? ` pour ${title}` : ''}.`,
  thanksContact: (site: string, title: string | null) =>
    `Merci d’avoir contacté ${site}. Nous avons bien reçu votre message${title ? ` concernant ${title}` : ''}.`,
  thanksLead: (site: string, title: string | null) =>
    `Merci d’avoir contacté ${site}. Nous avons bien reçu votre demande${title ? ` concernant ${title}` : ''}.`,
  dear: (firstName: string) => `Bonjour ${firstName},`,
  whenToExpect: 'Notre délai de réponse',
  yourReference: 'Votre référence',
  reference: 'Référence',
  whatYouSent: 'Votre message',
  addAnything: 'Pour compléter votre demande, répondez simplement à cet e-mail en gardant la référence dans l’objet.',
  preheader: (reference: string, expectation: string) => `Votre référence est ${reference}. ${expectation}`,
  eyebrowBooking: 'Demande de réservation reçue',
  eyebrowMessage: 'Message reçu',
  thankYou: (firstName: string) => `Merci, ${firstName}`,
  footerAcknowledgement: (reference: string) =>
    `Vous recevez cet e-mail car cette adresse a été saisie sur notre site (${reference}).`,
  yourRequestOnline: 'Votre demande en ligne',
  seeYourRequest: 'Voir votre demande',
  receiptLinkPrivate:
    'Ce lien n’est qu’à vous : quiconque le détient peut voir votre demande, gardez-le donc pour vous.',
  subjectReceiptLink: (reference: string, site: string) =>
    `Un nouveau lien vers votre demande de réservation ${reference} — ${site}`,
  eyebrowReceiptLink: 'Votre demande de réservation',
  receiptLinkHeading: (firstName: string) => `Voici votre lien, ${firstName}`,
  receiptLinkLead: (reference: string, title: string | null) =>
    `Comme demandé sur notre site, voici un nouveau lien vers votre demande de réservation ${reference}${title ? ` pour ${title}` : ''}. Les anciennes adresses qui ne portaient que le numéro de la demande ne l’ouvrent plus.`,
  receiptLinkNotYou: 'Si vous ne l’avez pas demandé, ignorez cet e-mail : le lien n’a été envoyé qu’à vous.',
  footerReceiptLink: (reference: string) =>
    `Vous recevez cet e-mail car un nouveau lien vers la demande de réservation ${reference} a été demandé sur notre site.`,
  yourStay: 'Votre séjour',
  stayDates: 'Dates',
  stayGuests: 'Voyageurs',
  stayServices: 'Services',
  servicesOnRequest: 'tarifs sur demande',
  stayTotal: 'Total',
  paymentSchedule: 'Échéancier de paiement',
  nightCount: (n: number) => count(n, 'nuit'),
  guestCount: (n: number) => count(n, 'voyageur'),
  addOn: (value: string) => bookingRequestFrench.addOn(value),
  subjectConfirmed: (reference: string, title: string | null, site: string) =>
    `Votre séjour${title ? ` à ${title}` : ''} est confirmé — ${site} (${reference})`,
  eyebrowConfirmed: 'Séjour confirmé',
  headingConfirmed: (firstName: string) => `Votre séjour est confirmé, ${firstName}`,
  leadConfirmed: (title: string | null, dates: string) =>
    `Nous avons le plaisir de confirmer votre séjour${title ? ` à ${title}` : ''}, ${dates}\u00a0: la villa est à vous pour ces dates.`,
  paymentNext: 'Notre service des réservations vous écrira au sujet du premier paiement.',
  subjectDeclined: (reference: string, title: string | null, site: string) =>
    `Nous ne pouvons pas confirmer votre demande de réservation ${reference}${title ? ` pour ${title}` : ''} — ${site}`,
  eyebrowDeclined: 'Demande de réservation déclinée',
  headingDeclined: (firstName: string) => `Nous sommes désolés, ${firstName}`,
  leadDeclined: (title: string | null, dates: string) =>
    `Nous ne pouvons pas confirmer votre séjour${title ? ` à ${title}` : ''}, ${dates}. Rien ne vous a été débité.`,
  otherDates:
    'D’autres dates, ou une autre de nos villas, pourraient vous convenir\u00a0: répondez à cet e-mail, ou choisissez de nouvelles dates sur la page de la villa.',
  subjectCancelled: (reference: string, title: string | null, site: string) =>
    `Votre séjour${title ? ` à ${title}` : ''} est annulé — ${site} (${reference})`,
  eyebrowCancelled: 'Séjour annulé',
  headingCancelled: (firstName: string) => `Votre séjour est annulé, ${firstName}`,
  leadCancelled: (title: string | null, dates: string) =>
    `Votre séjour${title ? ` à ${title}` : ''}, ${dates}, est annulé.`,
  cancelledNext:
    'Si vous ne vous y attendiez pas, ou pour un paiement déjà effectué, répondez simplement à cet e-mail.',
  seeTheVilla: 'Voir la villa',
  footerStay: (reference: string) =>
    `Vous recevez cet e-mail au sujet de votre demande de réservation ${reference} sur notre site.`,
  referenceN: (reference: string) => `Référence ${reference}`,
  wrote: (date: string, name: string) => `Le ${date}, ${name} a écrit\u00a0:`,
  footerReply: (site: string, reference: string) => `Une réponse à votre message à ${site} (${reference}).`,
};
