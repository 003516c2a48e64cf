import { addDays, daysBetween, type CalendarDate } from './dates';
import { priceStay, requiredMinNights, stayRefusals, type QuoteContext, type RefusalCode } from './quote';

/**
 * The next available dates, offered instead of a quote when a guest's dates cannot be booked (issue 26, item 3):
 * the stays nearest to the asked check-in, of the same length, that the quote engine accepts — free on the
 * calendar, arriving on a day the season allows, as long as the seasons' minimum stay. A stay shorter than its
 * season's minimum is offered at that minimum. Computed on the server from the calendar and the season rules.
 */

/** The refusals that other dates can answer (not a missing date, nor the number of guests). */
const DATE_REFUSALS: readonly RefusalCode[] = ['in_past', 'too_far_ahead', 'too_short', 'arrival_day', 'not_free'];

export interface StayOption {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  nights: number;
  /** What the stay costs (the quote engine's total, in the villa's currency). */
  total: number;
}

export interface NextStaysOptions {
  /** How many stays to offer (default 3). */
  count?: number;
  /** How far before and after the asked check-in to look, in days (default 90). */
  searchDays?: number;
}

/** Whether these refusals are about the dates themselves, so that other dates could be offered. */
export function refusedForDates(codes: readonly RefusalCode[]): boolean {
  return codes.some((code) => DATE_REFUSALS.includes(code));
}

/** The nights a stay from `checkIn` must have: `nights`, or its seasons' minimum when that is longer. */
function lengthFrom(ctx: QuoteContext, checkIn: CalendarDate, nights: number): number {
  let length = nights;
  // A longer stay may reach a season with a longer minimum: a few rounds settle it.
  for (let round = 0; round < 4; round++) {
    const minimum = requiredMinNights(ctx.rental, ctx.seasons, checkIn, addDays(checkIn, length)).nights;
    if (minimum <= length) return length;
    length = minimum;
  }
  return length;
}

/**
 * Up to `count` bookable stays nearest to `checkIn` (ties: the earlier first), in date order. `busy` in the
 * context must cover the search window (`nextStaysWindow`).
 */
export function nextAvailableStays(
  ctx: QuoteContext,
  asked: { checkIn: CalendarDate; checkOut: CalendarDate },
  options: NextStaysOptions = {},
): StayOption[] {
  const { count = 3, searchDays = 90 } = options;
  const nights = daysBetween(asked.checkIn, asked.checkOut);
  if (nights < 1) return [];
  const found: StayOption[] = [];
  const consider = (checkIn: CalendarDate) => {
    if (checkIn < ctx.today) return;
    const length = lengthFrom(ctx, checkIn, nights);
    const checkOut = addDays(checkIn, length);
    if (checkIn === asked.checkIn && checkOut === asked.checkOut) return;
    const refusals = stayRefusals(ctx, { checkIn, checkOut, guests: null }).filter((r) => r.field !== 'guests');
    if (refusals.length > 0) return;
    found.push({ checkIn, checkOut, nights: length, total: priceStay(ctx, checkIn, checkOut, 1).total });
  };
  for (let distance = 0; distance <= searchDays && found.length < count; distance++) {
    consider(addDays(asked.checkIn, -distance));
    if (distance > 0 && found.length < count) consider(addDays(asked.checkIn, distance));
  }
  return found.sort((a, b) => (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : 0));
}

/**
 * The dates whose busy nights the search reads: from `searchDays` before the check-in (not before today) to
 * well after the check-out (the longest stay the search may offer).
 */
export function nextStaysWindow(
  asked: { checkIn: CalendarDate; checkOut: CalendarDate },
  today: CalendarDate,
  options: NextStaysOptions = {},
): { from: CalendarDate; to: CalendarDate } {
  const searchDays = options.searchDays ?? 90;
  const before = addDays(asked.checkIn, -searchDays);
  const nights = Math.max(1, daysBetween(asked.checkIn, asked.checkOut));
  // Room for a season's minimum longer than the asked stay (a month at most is asked of guests here).
  return { from: before < today ? today : before, to: addDays(asked.checkOut, searchDays + Math.max(nights, 31)) };
}
