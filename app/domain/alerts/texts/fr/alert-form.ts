import type { Translation } from '#app/domain/i18n/catalogue';
import type { alertFormEnglish } from '#app/domain/alerts/texts/en/alert-form';

export const alertFormFrench: Translation<typeof alertFormEnglish> = {
  title: 'M’alerter',
  lead: 'Nouvelles annonces et baisses de prix pour ces filtres, par e-mail.',
  email: 'E-mail',
  frequency: 'Fréquence',
  instant: 'Aussitôt',
  daily: 'Une fois par jour',
  weekly: 'Une fois par semaine',
  submit: 'M’alerter',
  saved: 'Consultez vos e-mails : confirmez votre alerte avec le lien envoyé.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide',
  tooMany: 'Trop de demandes. Veuillez réessayer plus tard.',
  failed: 'Une erreur est survenue. Veuillez réessayer.',
};
