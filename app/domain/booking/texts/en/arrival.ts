import type { Translation } from '#app/domain/i18n/catalogue';

/**
 * The guest's arrival on their page (issue 28, item 6): the arrival details form and the villa's arrival
 * information. French: texts/fr/arrival.ts.
 */
export const arrivalEnglish = {
  heading: 'Your arrival',
  lead: 'Tell us how and when you arrive and who is coming: the concierge will meet you and have the villa ready. You can change these details until check-in.',
  flight: 'Flight number',
  flightHint: 'If you arrive by air, e.g. TX 510.',
  arrivalDate: 'Arrival date',
  arrivalTime: 'Arrival time',
  arrivalTimeHint: 'Local time on the island.',
  guestNames: 'Names of the guests',
  guestNamesHint: 'One name per line.',
  conciergeRequests: 'Requests to the concierge',
  conciergeRequestsHint: 'Groceries, a car, a chef, a cot… Optional.',
  save: 'Send arrival details',
  saving: 'Sending…',
  saved: 'Thank you, we have your arrival details',
  savedHeading: 'Your arrival details',
  change: 'Change arrival details',
  none: '—',
  closed: 'Arrival details can no longer be changed once the stay has begun. Please call the concierge.',
  failed: 'Your arrival details could not be saved. Please try again.',
  flightTooLong: 'Use at most 40 characters',
  flightCharacters: 'Use letters, digits and spaces only',
  arrivalDateMissing: 'Enter your arrival date',
  arrivalDateInvalid: 'Enter a valid date',
  arrivalDateOutside: 'Enter a date close to your stay: at most a week before check-in, and not after check-out',
  arrivalTimeMissing: 'Enter your arrival time',
  arrivalTimeInvalid: 'Enter a time such as 14:30',
  guestNamesMissing: 'Enter the names of the guests',
  guestNamesTooLong: 'Use at most 2,000 characters',
  conciergeRequestsTooLong: 'Use at most 4,000 characters',
  infoHeading: 'Arrival information',
  infoLater: (days: number) =>
    `Your arrival information will appear here ${days} days before arrival, once your stay is paid in full.`,
  infoPreparing: 'Your arrival information is being prepared: the concierge will add it here shortly.',
  address: 'Address',
  openMap: 'See it on the map',
  gateCode: 'Gate code',
  doorCode: 'Door code',
  wifi: 'Wi-Fi',
  wifiNetwork: (name: string) => `Network: ${name}`,
  wifiPassword: (password: string) => `Password: ${password}`,
  houseManual: 'House manual',
  conciergePhone: 'Concierge',
};

export type ArrivalTranslation = Translation<typeof arrivalEnglish>;
