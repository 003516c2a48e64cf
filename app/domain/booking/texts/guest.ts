import { formatMoney, type Currency } from '#app/domain/currency/currency';
import { plural } from '#app/domain/format';
import { formatCalendarDate, WEEKDAY_NAMES, type CalendarDate } from '#app/domain/booking/dates';
import { formatPercent, quoteLine, quoteTaxLabel } from '#app/domain/booking/quote-labels';

/** 'High season' stays 'High season'; 'Festive' becomes 'Festive season' (for sentences about the season). */
function seasonPhrase(name: string): string {
  return /\bseason$/i.test(name.trim()) ? name.trim() : `${name.trim()} season`;
}

/** 'Saturday', 'Saturday or Sunday', 'Friday, Saturday or Sunday' (ISO order, duplicates dropped). */
export function weekdayList(isoWeekdays: readonly number[]): string {
  const names = [...new Set(isoWeekdays)]
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7)
    .sort((a, b) => a - b)
    .map((day) => WEEKDAY_NAMES[day - 1]!);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * Every text of the booking domain, in one place: the quote engine, the routes and the tests use these, so a
 * wording changes once.
 */
export const guestBookingTexts = {
  refusals: {
    checkInMissing: 'Choose a check-in date.',
    invalidDate: 'Enter a date as YYYY-MM-DD.',
    checkOutMissing: 'Choose a check-out date.',
    checkOutNotAfterCheckIn: 'Check-out must be after check-in.',
    inPast: "Check-in can't be in the past.",
    tooFarAhead: (years: number) =>
      `Check-in can be at most ${plural(years, 'year')} ahead; please contact us for later dates.`,
    tooLong: (maxNights: number) =>
      `Stays are at most ${plural(maxNights, 'night')}; please contact us for longer stays.`,
    /** `season` null: the villa's own minimum. */
    tooShort: (minNights: number, season: string | null) =>
      season === null
        ? `This villa's minimum stay is ${plural(minNights, 'night')}.`
        : `${seasonPhrase(season)} stays are at least ${plural(minNights, 'night')}.`,
    arrivalDay: (season: string, isoWeekdays: readonly number[]) =>
      `Arrivals in ${seasonPhrase(season)} are on ${weekdayList(isoWeekdays)} only.`,
    tooManyGuests: (maxGuests: number) => `This villa sleeps up to ${plural(maxGuests, 'guest')}.`,
    tooFewGuests: 'At least 1 guest.',
    /** `from` .. `to`: the first run of taken nights (`to` is the last taken night). */
    notFree: (from: CalendarDate, to: CalendarDate) =>
      from === to
        ? `These dates are not available: ${formatCalendarDate(from, 'short')} is booked.`
        : `These dates are not available: ${formatCalendarDate(from, 'short')} – ${formatCalendarDate(to, 'short')} are booked.`,
  },
  quote: {
    accommodation: 'Accommodation',
    line: quoteLine,
    serviceFee: (percent: number) => `Service fee (${formatPercent(percent)})`,
    taxLabel: quoteTaxLabel,
    total: 'Total',
    currencyNote: 'All prices in US dollars.',
    /** A villa priced in euros is quoted in euros, whatever the visitor's currency. */
    currencyNoteFor: (currency: Currency): string =>
      currency === 'USD' ? 'All prices in US dollars.' : "All prices in euros, the villa's own currency.",
    securityDeposit: 'Security deposit (refundable, collected before arrival)',
    deposit: (percent: number) => `Deposit (${formatPercent(percent)}) on confirmation`,
    balance: (percent: number, due: CalendarDate) =>
      `Balance (${formatPercent(percent)}) by ${formatCalendarDate(due, 'long')}`,
    full: 'Full payment on confirmation',
    /** The schedule's own steps in a sentence: 'Then: deposit (30%) on confirmation; balance (70%) by …'. */
    scheduleSentence: (steps: readonly string[]) => `Then: ${steps.join('; ')}.`,
    minimumStay: (minNights: number) => `Minimum stay: ${plural(minNights, 'night')}`,
  },
  /** The rental page: availability calendar and booking box. */
  availability: {
    heading: 'Availability',
    free: 'Free',
    booked: 'Booked',
    past: 'Past',
    selected: 'Your stay',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    chooseCheckIn: 'Choose your check-in day on the calendar, or type your dates.',
    chooseCheckOut: (checkIn: CalendarDate) =>
      `Check-in ${formatCalendarDate(checkIn, 'long')}. Now choose your check-out day.`,
    dayAsCheckIn: (label: string) => `${label}: choose as check-in`,
    dayAsCheckOut: (label: string) => `${label}: choose as check-out`,
    checkAvailability: 'Check availability',
    requestToBook: 'Request to Book',
    exampleTotal: (nights: number) => `Total for ${plural(nights, 'night')}`,
    chooseDates: 'Choose your dates for the exact price of your stay.',
    available: 'Available for your dates',
    perNight: '/ night',
    noCharge: "You won't be charged yet.",
    seasonsHeading: 'Seasons and minimum stays',
    seasonLine: (minNights: number, arrivalDays: string | null) =>
      `${plural(minNights, 'night')} minimum${arrivalDays ? ` · arrivals ${arrivalDays}` : ''}`,
    jumpToBooking: 'Check dates',
  },
  /** The booking request form and the guest's receipt. */
  request: {
    title: (villa: string) => `Request to book ${villa}`,
    lead: 'Tell us who is coming. We check the villa’s calendar and reply within 24 hours; nothing is charged now.',
    yourStay: 'Your stay',
    changeDates: 'Change dates',
    guestHeading: 'Your details',
    addOnsHeading: 'Services (optional, priced on request)',
    messageLabel: 'Message (optional)',
    messagePlaceholder: 'Arrival time, the occasion, anything we should prepare…',
    submit: 'Send booking request',
    submitting: 'Sending…',
    failure: 'Your request could not be sent. Nothing was booked; please try again in a moment.',
    /** In the villa's own currency, as its quote. */
    priceChanged: (total: number, currency: Currency = 'USD') =>
      `The price for these dates has just changed to ${formatMoney(total, currency)}. Please review it and send your request again.`,
    receivedTitle: 'Booking request sent',
    receivedLead: (reference: string) => `Thank you. Your request ${reference} has reached our reservations desk.`,
    nextSteps: [
      'We check the villa’s calendar with the owner and reply by e-mail within 24 hours.',
      'To keep the dates for you while you decide, we can hold them as an option for 72 hours.',
      // The payment itself is said by the request's own schedule (paymentScheduleSentence).
      'Nothing is charged until your stay is confirmed.',
    ],
    reference: 'Reference',
    backToVilla: 'Back to the villa',
  },
  addOns: {
    onRequest: 'on request',
  },
} as const;
