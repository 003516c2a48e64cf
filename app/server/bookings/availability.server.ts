import { monthsWindow } from '#app/domain/booking/calendar';
import { addMonths, firstOfMonth, islandToday, parseMonthKey, type CalendarDate } from '#app/domain/booking/dates';
import {
  quoteStay,
  rentalPricing,
  type BusyRange,
  type Quote,
  type Refusal,
  type StayRequest,
} from '#app/domain/booking/quote';
import { nextAvailableStays, nextStaysWindow, refusedForDates, type StayOption } from '#app/domain/booking/next-stays';
import { localizeSeasons } from '#app/domain/booking/season-names';
import type { Season } from '#app/domain/booking/seasons';
import type { BookingTerms } from '#app/domain/booking/terms';
import type { Locale } from '#app/domain/i18n/locale';
import type { PublicRental } from '#app/server/listings/listings.server';
import { bookingTerms, seasonsOf } from './reference-cache.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { bookingQueries } from '#app/server/bookings/queries.server';

/**
 * A villa's calendar and the quote for a stay, as the rental page, the request form and its action read
 * them: the busy dates of the months shown and of the stay, the villa's seasons, the agency's terms, and
 * the quote engine's verdict. One home, so the page a guest saw and the request they send agree.
 */

/** How far ahead the calendar goes (months after this one). */
export const CALENDAR_MONTHS_AHEAD = 24;

export interface StayQuoteView {
  today: CalendarDate;
  /** The first month the calendar shows. */
  month: CalendarDate;
  busy: BusyRange[];
  seasons: Season[];
  terms: BookingTerms;
  stay: StayRequest;
  /** Null until both dates are chosen (and in order). */
  quote: Quote | null;
  /** Every reason the stay can't be booked; empty when it can, or when no date is chosen yet. */
  refusals: Refusal[];
  /** Dates refused: the nearest stays of the same length that can be booked (next-stays.ts); else empty. */
  nextStays: StayOption[];
}

/** The month to show: the one asked for, else the check-in's, else this one; never before this month. */
function calendarMonth(requested: string | null, stay: StayRequest, today: CalendarDate): CalendarDate {
  const current = firstOfMonth(today);
  const wanted = parseMonthKey(requested) ?? (stay.checkIn ? firstOfMonth(stay.checkIn) : current);
  const last = addMonths(current, CALENDAR_MONTHS_AHEAD);
  return wanted < current ? current : wanted > last ? last : wanted;
}

export async function loadStayQuote(
  capabilities: Capabilities,
  rental: Pick<PublicRental, 'id' | 'daily_rate' | 'min_stay_days' | 'max_guests' | 'island' | 'security_deposit'>,
  stay: StayRequest,
  /** `requireDates`: missing dates are refusals too (the request form), not just "nothing chosen yet". */
  /** `locale`: the language of the refusals and the seasons' names (the page's). */
  options: { month?: string | null; calendarMonths?: number; requireDates?: boolean; locale?: Locale } = {},
): Promise<StayQuoteView> {
  const today = islandToday();
  const month = calendarMonth(options.month ?? null, stay, today);
  const window = monthsWindow(month, options.calendarMonths ?? 2);
  // The months shown, the stay itself and the dates around it (the next available ones), in one read.
  const around =
    stay.checkIn && stay.checkOut && stay.checkOut > stay.checkIn
      ? nextStaysWindow({ checkIn: stay.checkIn, checkOut: stay.checkOut }, today)
      : null;
  const dates = [window.from, window.to, stay.checkIn, stay.checkOut, around?.from, around?.to]
    .filter((date): date is CalendarDate => Boolean(date))
    .sort();
  const [from, to] = [dates[0]!, dates.at(-1)!];
  const [busy, seasons, terms] = await Promise.all([
    capabilities.use(bookingQueries).listBusyDates(rental.id, from, to),
    // Named in the page's language: the quote's lines, the refusals and the calendar say them.
    seasonsOf(capabilities, [rental.id]).then((seasons) =>
      localizeSeasons(seasons.get(rental.id) ?? [], options.locale ?? 'en'),
    ),
    bookingTerms(capabilities),
  ]);
  const chosen = options.requireDates || stay.checkIn !== null || stay.checkOut !== null;
  const context = { rental: rentalPricing(rental), seasons, terms, busy, today, locale: options.locale };
  const verdict = chosen ? quoteStay(context, stay) : null;
  const refusals = verdict && !verdict.ok ? verdict.refusals : [];
  const nextStays =
    around && refusedForDates(refusals.map((refusal) => refusal.code))
      ? nextAvailableStays(context, { checkIn: stay.checkIn!, checkOut: stay.checkOut! })
      : [];
  return {
    today,
    month,
    busy,
    seasons,
    terms,
    stay,
    quote: verdict?.quote ?? null,
    refusals,
    nextStays,
  };
}
