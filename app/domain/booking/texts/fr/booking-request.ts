import type { AddOn } from '#app/domain/booking/add-ons';
import { formatMoney, type Currency } from '#app/domain/currency/currency';
import type { BookingRequestTranslation } from '#app/domain/booking/texts/booking-request';

const ADD_ONS: Record<AddOn, string> = {
  'private-chef': 'Chef à domicile',
  'car-rental': 'Location de voiture',
  'boat-charter': 'Location de bateau',
  'airport-transfer': 'Transfert depuis l’aéroport',
  'grocery-stocking': 'Courses livrées avant l’arrivée',
  massage: 'Massage à la villa',
};

export const bookingRequestFrench: BookingRequestTranslation = {
  // The dash stays with the words before it when the title wraps.
  title: (villa: string) => `Demande de réservation\u00a0— ${villa}`,
  lead: 'Dites-nous qui vous accompagne. Nous vérifions le calendrier de la villa et vous répondons sous 24 heures\u00a0; rien n’est débité maintenant.',
  yourStay: 'Votre séjour',
  changeDates: 'Modifier les dates',
  guestHeading: 'Vos coordonnées',
  addOnsHeading: 'Services (facultatifs, tarifs sur demande)',
  messageLabel: 'Message (facultatif)',
  messagePlaceholder: 'Heure d’arrivée, l’occasion, tout ce que nous devrions préparer…',
  submit: 'Envoyer la demande de réservation',
  submitting: 'Envoi…',
  failure: 'Votre demande n’a pas pu être envoyée. Rien n’a été réservé\u00a0; veuillez réessayer dans un instant.',
  priceChanged: (total: number, currency: Currency = 'USD') =>
    `Le prix de ces dates vient de passer à ${formatMoney(total, currency, 'fr')}. Vérifiez-le, puis renvoyez votre demande.`,
  receivedTitle: 'Demande de réservation envoyée',
  receivedLead: (reference: string) =>
    `Merci. Votre demande ${reference} est bien parvenue à notre service des réservations.`,
  reference: 'Référence',
  backToVilla: 'Retour à la villa',
  nextStep1:
    'Nous vérifions le calendrier de la villa avec son propriétaire et vous répondons par e-mail sous 24 heures.',
  nextStep2: 'Pour vous garder ces dates le temps de décider, nous pouvons les bloquer en option pendant 72 heures.',
  nextStep3: 'Rien n’est débité avant la confirmation de votre séjour.',
  whatHappensNext: 'Et ensuite\u00a0?',
  requestNotFoundTitle: 'Demande introuvable',
  requestNotFound: 'Cette demande de réservation n’existe pas ou n’est plus consultable ici.',
  oldLinkTitle: 'Cette adresse n’ouvre plus de demande de réservation',
  oldLinkLead:
    'Pour que chaque réservation reste privée, une demande ne s’ouvre plus que par un lien personnel envoyé au voyageur. Nous pouvons envoyer un nouveau lien à l’adresse e-mail avec laquelle la demande a été faite.',
  oldLinkSend: 'M’envoyer un nouveau lien',
  oldLinkSending: 'Envoi…',
  oldLinkSentTitle: 'Consultez vos e-mails',
  oldLinkSent:
    'Si cette adresse correspond à une demande de réservation, un nouveau lien part vers l’adresse e-mail avec laquelle elle a été faite. Cela peut prendre quelques minutes ; pensez à vérifier vos courriers indésirables.',
  addOn: (value: AddOn | (string & {})) => ADD_ONS[value as AddOn] ?? value,
  onRequest: 'sur demande',
  messageTooLong: 'Le message ne peut pas dépasser 4\u202f000 caractères',
};
