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
  yieldHeading: 'Revenus locatifs',
  yieldOwnLead: 'Cette maison fait aussi partie de nos locations. Ses douze derniers mois\u00a0:',
  yieldEstimateLead: 'Une estimation, et non les chiffres de cette maison\u00a0:',
  estimate: 'Estimation',
  nightsBooked: 'Nuits réservées',
  nights: (n: number) => `${n} ${n <= 1 ? 'nuit' : 'nuits'}`,
  occupancy: 'Taux d’occupation',
  grossIncome: 'Revenu locatif brut',
  grossYield: 'Rendement brut',
  ofAskingPrice: 'du prix demandé',
  yieldOwnMethod:
    'Calculé sur les séjours des douze derniers mois, réservés chez nous ou sur les plateformes de location\u00a0; le revenu est le loyer tel que facturé aux hôtes ou versé par la plateforme, avant charges et frais de gestion.',
  yieldEstimateMethod: (villas: number, bedrooms: string, island: string) =>
    `Estimé comme la moyenne des ${villas}\u00a0villas de ${bedrooms} que nous louons à ${island}, sur leurs douze derniers mois de séjours\u00a0; le revenu est le loyer avant charges et frais de gestion.`,
  notFoundTitle: 'Propriété introuvable',
  notFound: 'Propriété introuvable ou indisponible.',
  notFoundFallback: 'La propriété que vous recherchez n’existe pas ou a été retirée.',
};
