import { formatCalendarDate, weekdayName, type CalendarDate } from '#app/domain/booking/dates';
import type { GuestCorrection } from '#app/domain/booking/stay-params';
import type { Island } from '#app/domain/constants';
import { formatMoney, type Currency } from '#app/domain/currency/currency';
import { formatDecimals } from '#app/domain/i18n/format';
import type { BookingTranslation } from '#app/domain/booking/texts/booking';

/** French counts 0 and 1 in the singular. */
const count = (n: number, singular: string, plural = `${singular}s`) => `${n} ${n <= 1 ? singular : plural}`;
const nights = (n: number) => count(n, 'nuit');
const guests = (n: number) => count(n, 'voyageur');

/** '5 %', '2,5 %' — a narrow no-break space before the sign, as French typography (and Intl) write it. */
const percent = (value: number) => `${formatDecimals(value, 'fr', 0, 2)}\u202f%`;

const longDate = (date: CalendarDate) => formatCalendarDate(date, 'long', 'fr');
const shortDate = (date: CalendarDate) => formatCalendarDate(date, 'short', 'fr');

/** 'samedi', 'samedi ou dimanche', 'vendredi, samedi ou dimanche' (ISO order, duplicates dropped). */
function weekdayList(isoWeekdays: readonly number[]): string {
  const names = [...new Set(isoWeekdays)]
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7)
    .sort((a, b) => a - b)
    .map((day) => weekdayName(day, 'long', 'fr'));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}`;
}

const free = 'Libre';

export const bookingFrench: BookingTranslation = {
  // The quote engine's refusals
  checkInMissing: 'Choisissez une date d’arrivée.',
  invalidDate: 'Saisissez une date au format AAAA-MM-JJ.',
  checkOutMissing: 'Choisissez une date de départ.',
  checkOutNotAfterCheckIn: 'Le départ doit être postérieur à l’arrivée.',
  inPast: 'L’arrivée ne peut pas être dans le passé.',
  tooFarAhead: (years: number) =>
    `L’arrivée ne peut être prévue qu’à ${count(years, 'an')} au plus\u00a0; contactez-nous pour des dates plus lointaines.`,
  tooLong: (maxNights: number) =>
    `Les séjours sont limités à ${nights(maxNights)}\u00a0; contactez-nous pour un séjour plus long.`,
  tooShort: (minNights: number, season: string | null) =>
    season === null
      ? `Le séjour minimum dans cette villa est de ${nights(minNights)}.`
      : // The season's own name says it is one ('Haute saison', 'Noël'): « Saison « Haute saison » » would not.
        `${season.trim()}\u00a0: séjours de ${nights(minNights)} minimum.`,
  arrivalDay: (season: string, isoWeekdays: readonly number[]) =>
    `${season.trim()}\u00a0: arrivées le ${weekdayList(isoWeekdays)} uniquement.`,
  tooManyGuests: (maxGuests: number) => `Cette villa accueille au plus ${guests(maxGuests)}.`,
  tooFewGuests: 'Au moins 1 voyageur.',
  notFree: (from: CalendarDate, to: CalendarDate) =>
    from === to
      ? `Ces dates ne sont pas disponibles\u00a0: la nuit du ${shortDate(from)} est réservée.`
      : `Ces dates ne sont pas disponibles\u00a0: les nuits du ${shortDate(from)} au ${shortDate(to)} sont réservées.`,

  // The quote
  accommodation: 'Hébergement',
  line: (n: number, rate: number, season: string | null, currency: Currency = 'USD') =>
    `${nights(n)} × ${formatMoney(rate, currency, 'fr')}${season === null ? '' : ` — ${season}`}`,
  serviceFee: (value: number) => `Frais de service (${percent(value)})`,
  taxLabel: (island: Island, value: number) =>
    island === 'Saint Barthélemy'
      ? `Taxe de séjour de Saint-Barthélemy (${percent(value)})`
      : `Taxe d’hébergement de Sint Maarten (${percent(value)})`,
  total: 'Total',
  currencyNote: 'Tous les prix sont en dollars américains.',
  currencyNoteFor: (currency: Currency) =>
    currency === 'USD'
      ? 'Tous les prix sont en dollars américains.'
      : 'Tous les prix sont en euros, la devise de la villa.',
  securityDeposit: 'Caution (remboursable, versée avant l’arrivée)',
  deposit: (value: number) => `Acompte (${percent(value)}) à la confirmation`,
  balance: (value: number, due: CalendarDate) => `Solde (${percent(value)}) au plus tard le ${longDate(due)}`,
  full: 'Paiement intégral à la confirmation',
  scheduleSentence: (steps: readonly string[]) => `Ensuite\u00a0: ${steps.join('\u00a0; ')}.`,
  minimumStay: (minNights: number) => `Séjour minimum\u00a0: ${nights(minNights)}`,

  // The availability calendar and the booking box
  heading: 'Disponibilités',
  free,
  booked: 'Réservé',
  past: 'Passé',
  selected: 'Votre séjour',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  chooseCheckIn: 'Choisissez votre jour d’arrivée sur le calendrier, ou saisissez vos dates.',
  chooseCheckOut: (checkIn: CalendarDate) =>
    `Arrivée le ${longDate(checkIn)}. Choisissez maintenant votre jour de départ.`,
  dayAsCheckIn: (label: string) => `${label}\u00a0: choisir comme jour d’arrivée`,
  dayAsCheckOut: (label: string) => `${label}\u00a0: choisir comme jour de départ`,
  checkAvailability: 'Vérifier les disponibilités',
  requestToBook: 'Demander à réserver',
  exampleTotal: (n: number) => `Total pour ${nights(n)}`,
  chooseDates: 'Choisissez vos dates pour connaître le prix exact de votre séjour.',
  available: 'Disponible à vos dates',
  perNight: '/ nuit',
  noCharge: 'Rien ne vous est encore facturé.',
  seasonsHeading: 'Saisons et séjours minimum',
  seasonLine: (minNights: number, arrivalDays: string | null) =>
    `${nights(minNights)} minimum${arrivalDays ? ` · arrivées le ${arrivalDays}` : ''}`,
  jumpToBooking: 'Voir les dates',

  weekdayList,
  nightCount: nights,
  guestCount: guests,
  paymentSchedule: 'Échéancier de paiement',
  booking: 'Réservation',
  checkIn: 'Arrivée',
  checkOut: 'Départ',
  guests: 'Voyageurs',
  exampleLine: (rate: string, n: number) => `${rate} × ${nights(n)}`,
  noChargeMinimumStay: (minNights: number) =>
    `Rien ne vous est encore facturé. Séjour minimum\u00a0: ${nights(minNights)}`,
  calendarMonths: 'Mois du calendrier',
  legend: 'Légende',
  fromRate: 'à partir de',
  perNightAverage: '/ nuit en moyenne',
  forYourDates: (n: number) => `pour vos ${nights(n)}`,
  updatingPrice: 'Mise à jour du prix pour vos dates…',
  nextStaysHeading: 'Prochaines dates disponibles',
  nextStaysLead: 'Ces dates ne peuvent pas être réservées. Les séjours les plus proches qui le peuvent\u00a0:',
  noNextStays:
    'Aucun séjour de cette durée n’est réservable dans les trois mois autour de ces dates\u00a0: choisissez-en d’autres sur le calendrier, ou posez-nous la question ci-dessous.',
  approxTotal: (currency: Currency) =>
    currency === 'EUR' ? 'Total en euros, environ' : 'Total en dollars américains, environ',
  guestsChanged: ({ asked, guests: count, reason }: GuestCorrection) => {
    const was = asked === null ? '' : new Intl.NumberFormat('fr-FR').format(asked);
    switch (reason) {
      case 'capacity':
        return `Cette villa accueille au plus ${guests(count)}\u00a0: nous avons remplacé ${was} par ${count}.`;
      case 'at-least-one':
        return `Un séjour compte au moins 1 voyageur\u00a0: nous avons remplacé ${was} par 1.`;
      case 'whole':
        return `Les voyageurs se comptent en nombres entiers\u00a0: nous avons remplacé ${was} par ${count}.`;
      case 'unreadable':
        return `Le nombre de voyageurs indiqué dans l’adresse est illisible\u00a0: le prix est donné pour ${guests(count)}.`;
    }
  },
  noArrival: (arrivalDays: string) => `pas d’arrivée ce jour-là (arrivées le ${arrivalDays} uniquement)`,
  noArrivalShort: 'Pas d’arrivée',
  freeDay: (rate: number, currency: Currency, season: string | null, minNights: number) =>
    `${free.toLowerCase()}, ${formatMoney(rate, currency, 'fr')} la nuit${season ? `, ${season}` : ''}, ${nights(minNights)} minimum`,
};
