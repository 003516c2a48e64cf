import type { PropertyTranslation } from '#app/domain/listings/texts/property';

export const propertyFrench: PropertyTranslation = {
  backToProperties: 'Retour aux propriétés',
  listedAt: (price: string) => `Prix affiché\u00a0: ${price}`,
  price: 'Prix',
  bedrooms: 'Chambres',
  bathrooms: 'Salles de bains',
  area: 'Surface',
  // Pieds carrés, with a no-break space before the unit as for m².
  squareFeet: (figure: string) => `${figure}\u00a0pi²`,
  // French counts 0 and 1 in the singular.
  bedroomCount: (n: number) => `${n} ${n <= 1 ? 'chambre' : 'chambres'}`,
  bathroomCount: (n: number) => `${n} ${n <= 1 ? 'salle de bains' : 'salles de bains'}`,
  description: 'Descriptif',
  interested: 'Ce bien vous intéresse\u00a0?',
  interestedLead: 'Écrivez-nous\u00a0: un conseiller vous répondra sous un jour ouvré.',
  sendLead: 'Envoyer la demande',
  preparedFor: (name: string) => `Préparé pour ${name}`,
  privateNote:
    'Ce bien est proposé en toute discrétion\u00a0: il ne figure pas sur notre site. Merci de ne pas transmettre ce lien.',
  notFoundTitle: 'Propriété introuvable',
  notFound: 'Propriété introuvable ou indisponible.',
  notFoundFallback: 'La propriété que vous recherchez n’existe pas ou a été retirée.',
};
