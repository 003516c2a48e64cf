import type { ContactTranslation } from '#app/domain/i18n/texts/contact';

export const contactFrench: ContactTranslation = {
  eyebrow: 'Contact',
  title: 'Contactez-nous',
  lead: 'Un achat, une location, ou quelqu’un pour prendre soin de votre maison\u00a0: nous serons ravis de vous lire, et nous répondons sous un jour ouvré.',
  formHeading: 'Envoyez-nous un message',
  requiredBefore: 'Les champs marqués d’un ',
  requiredAfter: ' sont obligatoires.',
  detailsLabel: 'Coordonnées et horaires d’ouverture',
  details: 'Coordonnées',
  phone: 'Téléphone',
  email: 'E-mail',
  officeHours: 'Horaires d’ouverture',
  timeZoneNote: 'Heure de l’Atlantique (AST). Visites en dehors de ces horaires sur rendez-vous.',
  visitUs: 'Nous rendre visite',
  ourOffices: 'Nos bureaux',
  officesLead: 'Un bureau sur chaque île, à quelques pas du port. Le café est toujours prêt.',
  officeMap: (city: string) => `Plan du bureau de ${city}`,
  metaTitle: (site: string) => `Contactez-nous | ${site}`,
};
