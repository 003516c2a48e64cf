import type { Translation } from '#app/domain/i18n/catalogue';
import type { alertFormEnglish } from '#app/domain/alerts/texts/en/alert-form';

export const alertFormFrench: Translation<typeof alertFormEnglish> = {
  title: 'M’alerter',
  lead: 'Recevez un e-mail quand une annonce correspondant à ces filtres est publiée ou baisse de prix.',
  email: 'E-mail',
  frequency: 'Fréquence',
  instant: 'Dès qu’il y en a une',
  daily: 'Une fois par jour',
  weekly: 'Une fois par semaine',
  submit: 'M’alerter',
  saving: 'Enregistrement…',
  saved:
    'C’est presque fini : ouvrez le lien que nous venons de vous envoyer par e-mail pour confirmer votre alerte. Rien ne vous sera envoyé d’ici là.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide',
  invalidFrequency: 'Veuillez choisir une fréquence',
  tooMany: 'Trop de demandes. Veuillez réessayer plus tard.',
  failed: 'Une erreur est survenue. Veuillez réessayer.',
};
