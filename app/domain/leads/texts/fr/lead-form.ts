import { formatNumber } from '#app/domain/i18n/format';
import type { LeadFormTranslation } from '#app/domain/leads/texts/lead-form';

export const leadFormFrench: LeadFormTranslation = {
  fullName: 'Nom complet',
  emailAddress: 'Adresse e-mail',
  phone: 'Téléphone',
  optional: 'Facultatif',
  message: 'Votre message',
  messageLength: (left: number, max: number) =>
    left === max
      ? `Jusqu’à ${formatNumber(max, 'fr')} caractères`
      : `${formatNumber(left, 'fr')} ${left <= 1 ? 'caractère restant' : 'caractères restants'}`,
  sendMessage: 'Envoyer le message',
  sending: 'Envoi en cours…',
  honeypot: 'Laissez ce champ vide',
  propertyMessage: (title: string) =>
    `Je souhaite en savoir plus sur «\u00a0${title}\u00a0». Merci de me faire parvenir des informations complémentaires.`,
  success: 'Merci pour votre demande\u00a0! Nous vous répondrons très prochainement.',
  failure: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
  rateLimited:
    'Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter quelques minutes, puis réessayer.',
  contactSuccess: 'Merci pour votre message\u00a0! Nous reviendrons vers vous très bientôt.',
  contactFailure: 'Un problème est survenu lors de l’envoi de votre formulaire. Veuillez réessayer.',
};
