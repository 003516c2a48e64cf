import type { Locale } from '#app/domain/i18n/locale';

/**
 * A sale page's rental income section (issue 31, item 6), in both languages. Read by the page's loader only
 * (`rentalYieldView`), so the words travel with the loader's data and no page script carries them.
 */
export const rentalYieldTexts: Record<
  Locale,
  {
    heading: string;
    ownLead: string;
    estimateLead: string;
    estimate: string;
    nightsBooked: string;
    nights: (n: number) => string;
    occupancy: string;
    grossIncome: string;
    grossYield: string;
    ofAskingPrice: string;
    ownMethod: string;
    estimateMethod: (villas: number, bedrooms: number, island: string) => string;
  }
> = {
  en: {
    heading: 'Rental income',
    ownLead: 'This house is also one of our rentals. Its last twelve months:',
    estimateLead: 'An estimate, not this house’s own figures:',
    estimate: 'Estimate',
    nightsBooked: 'Nights booked',
    nights: (n) => `${n} ${n === 1 ? 'night' : 'nights'}`,
    occupancy: 'Occupancy',
    grossIncome: 'Gross rental income',
    grossYield: 'Gross yield',
    ofAskingPrice: 'of the asking price',
    ownMethod:
      'Counted from the villa’s stays of the last twelve months, booked with us or on the rental platforms; income is the rent as quoted to guests or paid out by the platform, before expenses and management fees.',
    estimateMethod: (villas, bedrooms, island) =>
      `Estimated as the average of the ${villas} villas with ${bedrooms} ${bedrooms === 1 ? 'bedroom' : 'bedrooms'} we rent on ${island}, over their last twelve months of stays; income is rent before expenses and management fees.`,
  },
  fr: {
    heading: 'Revenus locatifs',
    ownLead: 'Cette maison fait aussi partie de nos locations. Ses douze derniers mois\u00a0:',
    estimateLead: 'Une estimation, et non les chiffres de cette maison\u00a0:',
    estimate: 'Estimation',
    nightsBooked: 'Nuits réservées',
    nights: (n) => `${n} ${n <= 1 ? 'nuit' : 'nuits'}`,
    occupancy: 'Taux d’occupation',
    grossIncome: 'Revenu locatif brut',
    grossYield: 'Rendement brut',
    ofAskingPrice: 'du prix demandé',
    ownMethod:
      'Calculé sur les séjours des douze derniers mois, réservés chez nous ou sur les plateformes de location\u00a0; le revenu est le loyer tel que facturé aux hôtes ou versé par la plateforme, avant charges et frais de gestion.',
    estimateMethod: (villas, bedrooms, island) =>
      `Estimé comme la moyenne des ${villas}\u00a0villas de ${bedrooms}\u00a0${bedrooms <= 1 ? 'chambre' : 'chambres'} que nous louons à ${island}, sur leurs douze derniers mois de séjours\u00a0; le revenu est le loyer avant charges et frais de gestion.`,
  },
};
