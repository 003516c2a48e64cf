import type { RentalTranslation } from '#app/domain/listings/texts/rental';

export const rentalFrench: RentalTranslation = {
  metaTitle: (title: string, rate: string, site: string) => `${title} — ${rate} la nuit | ${site}`,
  backToRentals: 'Retour aux locations',
  perNight: 'Par nuit',
  listedAt: (own: string) => `Prix affiché\u00a0: ${own}`,
  bedrooms: 'Chambres',
  bathrooms: 'Salles de bains',
  area: 'Surface',
  squareFeet: (figure: string) => `${figure}\u00a0pi²`,
  maxGuests: 'Voyageurs max.',
  minimumStay: 'Séjour minimum',
  nightCount: (n: number) => `${n} ${n <= 1 ? 'nuit' : 'nuits'}`,
  description: 'Présentation',
  questions: 'Des questions\u00a0?',
  questionsLead:
    'Dates, services, la villa elle-même\u00a0: posez-nous vos questions, nous répondons sous un jour ouvré.',
  questionMessage: (title: string) => `J’ai une question au sujet de «\u00a0${title}\u00a0».`,
  sendQuestion: 'Envoyer ma question',
  total: 'pour le séjour',
  slashNight: '/ nuit',
  notFoundTitle: 'Location introuvable',
  notFound: 'Location introuvable ou indisponible.',
  notFoundFallback: 'La location que vous cherchez n’existe pas ou a été retirée.',
};
