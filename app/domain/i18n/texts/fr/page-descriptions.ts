import type { PageDescriptionsTranslation } from '#app/domain/i18n/texts/en/page-descriptions';

export const pageDescriptionsFrench: PageDescriptionsTranslation = {
  properties:
    'Villas, appartements et maisons de prestige à vendre à Saint-Barthélemy et Sint Maarten. Filtrez par île, type de bien, prix et nombre de pièces.',
  rentals:
    'Villas de prestige à louer à Saint-Barthélemy et Sint Maarten. Recherchez par dates, prix par nuit, île, nombre de chambres et de voyageurs, et durée minimum de séjour.',
  blog: 'Le Journal des îles\u00a0: notes sur le marché immobilier, portraits de quartiers et art de vivre à Saint-Barthélemy et Sint Maarten.',
  contact: (site: string) =>
    `Contactez ${site} à Gustavia (Saint-Barthélemy) et à Philipsburg (Sint Maarten)\u00a0: téléphone, e-mail, horaires d’ouverture et formulaire de contact. Nous répondons sous un jour ouvré.`,
};
