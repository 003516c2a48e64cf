import { ISLANDS, type Island } from '#app/domain/constants';
import type { Currency } from '#app/domain/currency/currency';
import { addDays, addMonths, dayNumber, eachNight, fromDayNumber, isoWeekday, type CalendarDate } from './dates';
import type { Locale } from '#app/domain/i18n/locale';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { quoteLine, quoteTaxLabel } from './quote-labels';
import { seasonOfNight, type Season } from './seasons';
import type { BookingTerms } from './terms';
import type { StayRequest } from './stay-params';

/**
 * The quote engine: what a stay costs, when it is paid, and every reason it can't be booked.
 *
 * Nights are priced one by one (a season's rate inside it, the villa's daily rate outside every season), then
 * grouped into lines; the service fee and the island's tax are percentages of the accommodation alone; every
 * money amount is rounded to whole dollars (half up) where it is computed, so lines add up to the total.
 */

/** Longer stays are arranged with the agency directly. */
export const MAX_STAY_NIGHTS = 180;
/** Check-in at most this many years after today. */
export const MAX_YEARS_AHEAD = 3;

export interface RentalPricing {
  dailyRate: number;
  minStayDays: number;
  maxGuests: number;
  island: Island;
  securityDeposit: number;
  /** The currency of every amount above and of the seasons' rates (USD when absent). */
  currency?: Currency;
}

/** A villa's pricing from its row (columns as the backend returns them). */
export function rentalPricing(row: {
  daily_rate: number;
  min_stay_days: number;
  max_guests: number;
  island: Island;
  security_deposit: number;
  price_currency?: Currency;
}): RentalPricing {
  return {
    ...(row.price_currency && row.price_currency !== 'USD' ? { currency: row.price_currency } : {}),
    dailyRate: row.daily_rate,
    minStayDays: row.min_stay_days,
    maxGuests: row.max_guests,
    island: row.island,
    securityDeposit: row.security_deposit,
  };
}

/** A taken stay (booking, option or block), check-out exclusive. */
export interface BusyRange {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
}

export type { StayRequest } from './stay-params';

export type RefusalField = 'checkIn' | 'checkOut' | 'guests';
export type RefusalCode =
  | 'check_in_missing'
  | 'check_out_missing'
  | 'check_out_not_after_check_in'
  | 'in_past'
  | 'too_far_ahead'
  | 'too_long'
  | 'too_short'
  | 'arrival_day'
  | 'too_many_guests'
  | 'too_few_guests'
  | 'not_free';

export interface Refusal {
  code: RefusalCode;
  field: RefusalField;
  message: string;
}

/** A run of consecutive nights at the same rate in the same season (null: outside every season). */
export interface QuoteLine {
  nights: number;
  rate: number;
  season: string | null;
  amount: number;
}

export interface PaymentStep {
  kind: 'deposit' | 'balance' | 'full';
  percent: number;
  amount: number;
  /** null = on confirmation */
  due: CalendarDate | null;
}

export interface Quote {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  nights: number;
  guests: number;
  lines: QuoteLine[];
  accommodation: number;
  serviceFee: { percent: number; amount: number } | null;
  tax: { label: string; percent: number; amount: number };
  /** accommodation + service fee + tax (the security deposit is not part of it) */
  total: number;
  schedule: PaymentStep[];
  /** refundable, collected before arrival; shown apart from the total */
  securityDeposit: number;
  minNights: number;
  /** the season that imposed `minNights`; null = the villa's own minimum */
  minNightsSeason: string | null;
  /** the stay touches a festive season (earlier balance) */
  festive: boolean;
  /** The villa's own currency: a quote is never converted. */
  currency: Currency;
}

export interface QuoteContext {
  rental: RentalPricing;
  seasons: readonly Season[];
  terms: BookingTerms;
  busy: readonly BusyRange[];
  today: CalendarDate;
  /** The language of the refusals' messages (English when absent). A quote itself is stored in English. */
  locale?: Locale;
}

/** Whole dollars, half up. */
function roundMoney(amount: number): number {
  return Math.round(amount);
}

/**
 * `percent` (to the hundredth) of a whole-dollar amount, in whole dollars, half up. Computed on integers so
 * that 5% of $12,350 is exactly $617.50 → $618, never $617.4999… → $617.
 */
/** `percent` (to the hundredth) of a whole-unit amount, rounded half up: every share a guest is quoted or charged. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * Math.round(percent * 100)) / 10_000);
}

/**
 * The minimum stay for these dates: the largest minimum of the seasons the stay touches, and the villa's own
 * `minStayDays` when a night falls outside every season. On a tie the first night's source is reported.
 * When check-out is not after check-in, the check-in night alone is considered.
 */
export function requiredMinNights(
  rental: RentalPricing,
  seasons: readonly Season[],
  checkIn: CalendarDate,
  checkOut: CalendarDate,
): { nights: number; season: string | null } {
  const nights = checkOut > checkIn ? eachNight(checkIn, checkOut) : [checkIn];
  let required: { nights: number; season: string | null } | null = null;
  for (const night of nights) {
    const season = seasonOfNight(seasons, night);
    const candidate = season
      ? { nights: season.minNights, season: season.name }
      : { nights: rental.minStayDays, season: null };
    if (required === null || candidate.nights > required.nights) required = candidate;
  }
  return { nights: Math.max(1, required!.nights), season: required!.season };
}

/** The day the balance of a stay arriving on `checkIn` is due: 60 days before, or 90 for a festive stay. */
export function balanceDueDate(
  checkIn: CalendarDate,
  festive: boolean,
  terms: Pick<BookingTerms, 'balanceDaysBefore' | 'festiveBalanceDaysBefore'>,
): CalendarDate {
  return addDays(checkIn, -(festive ? terms.festiveBalanceDaysBefore : terms.balanceDaysBefore));
}

/** The payment schedule of a total for a stay starting on `checkIn`. */
function paymentSchedule(
  total: number,
  checkIn: CalendarDate,
  festive: boolean,
  terms: BookingTerms,
  today: CalendarDate,
): PaymentStep[] {
  const balanceDue = balanceDueDate(checkIn, festive, terms);
  const deposit = percentOf(total, terms.depositPercent);
  // Already inside the balance window (or a deposit that is the whole price): one payment, now.
  if (today >= balanceDue || deposit >= total) return [{ kind: 'full', percent: 100, amount: total, due: null }];
  return [
    { kind: 'deposit', percent: terms.depositPercent, amount: deposit, due: null },
    {
      kind: 'balance',
      percent: Math.round((100 - terms.depositPercent) * 100) / 100,
      amount: total - deposit,
      due: balanceDue,
    },
  ];
}

/** The price of a stay; assumes `checkOut > checkIn` (check with `stayRefusals` first, or use `quoteStay`). */
export function priceStay(
  ctx: Omit<QuoteContext, 'busy'>,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  guests: number,
): Quote {
  const { rental, seasons, terms, today } = ctx;
  const lines: QuoteLine[] = [];
  let festive = false;
  let nights = 0;
  for (const night of eachNight(checkIn, checkOut)) {
    nights++;
    const season = seasonOfNight(seasons, night);
    if (season?.festive) festive = true;
    const rate = season ? season.nightlyRate : rental.dailyRate;
    const name = season ? season.name : null;
    const last = lines.at(-1);
    if (last && last.rate === rate && last.season === name) last.nights++;
    else lines.push({ nights: 1, rate, season: name, amount: 0 });
  }
  for (const line of lines) line.amount = roundMoney(line.rate * line.nights);

  const accommodation = lines.reduce((sum, line) => sum + line.amount, 0);
  const serviceFee =
    terms.serviceFeePercent > 0
      ? { percent: terms.serviceFeePercent, amount: percentOf(accommodation, terms.serviceFeePercent) }
      : null;
  const taxPercent = terms.taxPercent[rental.island];
  // The island's tax is on accommodation only: never on the service fee or add-ons.
  const tax = {
    label: quoteTaxLabel(rental.island, taxPercent),
    percent: taxPercent,
    amount: percentOf(accommodation, taxPercent),
  };
  const total = accommodation + (serviceFee?.amount ?? 0) + tax.amount;
  const minimum = requiredMinNights(rental, seasons, checkIn, checkOut);

  return {
    checkIn,
    checkOut,
    nights,
    guests,
    lines,
    accommodation,
    serviceFee,
    tax,
    total,
    schedule: paymentSchedule(total, checkIn, festive, terms, today),
    securityDeposit: rental.securityDeposit,
    minNights: minimum.nights,
    minNightsSeason: minimum.season,
    festive,
    currency: rental.currency ?? 'USD',
  };
}

/** The busy ranges' nights inside the stay, as [start, end) day numbers sorted by start. */
function takenIntervals(busy: readonly BusyRange[], checkIn: CalendarDate, checkOut: CalendarDate): [number, number][] {
  const from = dayNumber(checkIn);
  const to = dayNumber(checkOut);
  const intervals: [number, number][] = [];
  for (const range of busy) {
    const start = Math.max(from, dayNumber(range.checkIn));
    const end = Math.min(to, dayNumber(range.checkOut));
    if (start < end) intervals.push([start, end]);
  }
  return intervals.sort((a, b) => a[0] - b[0]);
}

/** No busy range shares a night with the stay. A stay may start on another's check-out day (turnover). */
export function isFree(busy: readonly BusyRange[], checkIn: CalendarDate, checkOut: CalendarDate): boolean {
  return busy.every(
    (range) => range.checkOut <= range.checkIn || range.checkOut <= checkIn || checkOut <= range.checkIn,
  );
}

/** The first run of consecutive taken nights inside the stay (`to` is the last taken night), or null. */
export function firstTakenRun(
  busy: readonly BusyRange[],
  checkIn: CalendarDate,
  checkOut: CalendarDate,
): { from: CalendarDate; to: CalendarDate } | null {
  const intervals = takenIntervals(busy, checkIn, checkOut);
  const first = intervals[0];
  if (!first) return null;
  const start = first[0];
  let end = first[1];
  for (const [nextStart, nextEnd] of intervals) {
    if (nextStart > end) break;
    end = Math.max(end, nextEnd);
  }
  return { from: fromDayNumber(start), to: fromDayNumber(end - 1) };
}

/** Every reason these dates and guests can't be booked (empty: bookable). */
export function stayRefusals(ctx: QuoteContext, request: StayRequest): Refusal[] {
  const { rental, seasons, busy, today } = ctx;
  const { checkIn, checkOut, guests } = request;
  const text = bookingTexts[ctx.locale ?? 'en'];
  const refusals: Refusal[] = [];
  const refuse = (code: RefusalCode, field: RefusalField, message: string) => refusals.push({ code, field, message });

  if (checkIn === null) refuse('check_in_missing', 'checkIn', text.checkInMissing);
  if (checkOut === null) refuse('check_out_missing', 'checkOut', text.checkOutMissing);

  if (checkIn !== null) {
    if (checkIn < today) refuse('in_past', 'checkIn', text.inPast);
    if (checkIn > addMonths(today, MAX_YEARS_AHEAD * 12))
      refuse('too_far_ahead', 'checkIn', text.tooFarAhead(MAX_YEARS_AHEAD));
    // Only the season of the check-in night decides the arrival day.
    const arrivalSeason = seasonOfNight(seasons, checkIn);
    const days = arrivalSeason?.arrivalDays;
    if (arrivalSeason && days && days.length > 0 && !days.includes(isoWeekday(checkIn))) {
      refuse('arrival_day', 'checkIn', text.arrivalDay(arrivalSeason.name, days));
    }
  }

  if (checkIn !== null && checkOut !== null) {
    if (checkOut <= checkIn) {
      refuse('check_out_not_after_check_in', 'checkOut', text.checkOutNotAfterCheckIn);
    } else {
      const nights = dayNumber(checkOut) - dayNumber(checkIn);
      if (nights > MAX_STAY_NIGHTS) refuse('too_long', 'checkOut', text.tooLong(MAX_STAY_NIGHTS));
      const minimum = requiredMinNights(rental, seasons, checkIn, checkOut);
      if (nights < minimum.nights) refuse('too_short', 'checkOut', text.tooShort(minimum.nights, minimum.season));
      const taken = firstTakenRun(busy, checkIn, checkOut);
      if (taken) refuse('not_free', 'checkIn', text.notFree(taken.from, taken.to));
    }
  }

  if (guests === null || !Number.isInteger(guests) || guests < 1) refuse('too_few_guests', 'guests', text.tooFewGuests);
  else if (guests > rental.maxGuests) refuse('too_many_guests', 'guests', text.tooManyGuests(rental.maxGuests));

  return refusals;
}

/**
 * Refusals and price together. The quote is there whenever both dates are given and check-out is after
 * check-in, even when the stay is refused (the page still shows what the dates would cost); its `guests` is
 * the requested count, or 1 when none was given.
 */
export function quoteStay(
  ctx: QuoteContext,
  request: StayRequest,
): { ok: true; quote: Quote } | { ok: false; refusals: Refusal[]; quote: Quote | null } {
  const refusals = stayRefusals(ctx, request);
  const { checkIn, checkOut } = request;
  const quote =
    checkIn !== null && checkOut !== null && checkOut > checkIn
      ? priceStay(ctx, checkIn, checkOut, request.guests ?? 1)
      : null;
  if (refusals.length === 0 && quote) return { ok: true, quote };
  return { ok: false, refusals, quote };
}

/** '5 nights × $2,400 — High season' / '1 night × $900' */
export function formatQuoteLine(line: QuoteLine): string {
  return quoteLine(line.nights, line.rate, line.season);
}

/** The same in a villa's own currency (and a language): '5 nights × €2,400 — High season'. */
export function quoteLineFormatter(currency: Currency = 'USD', locale: Locale = 'en'): (line: QuoteLine) => string {
  return (line) => bookingTexts[locale].line(line.nights, line.rate, line.season, currency);
}

/** 'Deposit (30%) on confirmation' / 'Balance (70%) by February 19, 2027' / 'Full payment on confirmation' */
export function paymentStepLabel(step: PaymentStep): string {
  return paymentStepLabelIn('en')(step);
}

/** The same in a language: 'Solde (70 %) au plus tard le 19 février 2027'. */
export function paymentStepLabelIn(locale: Locale): (step: PaymentStep) => string {
  const text = bookingTexts[locale];
  return (step) => {
    if (step.kind === 'full') return text.full;
    if (step.kind === 'balance' && step.due !== null) return text.balance(step.percent, step.due);
    return text.deposit(step.percent);
  };
}

/**
 * What the guest pays and when, as a sentence made of the schedule's own step labels (the receipt, the e-mails):
 * 'Then: deposit (30%) on confirmation; balance (70%) by February 19, 2027.' / 'Then: full payment on
 * confirmation.' One source for the schedule's words, so no text can promise a deposit the schedule has not.
 */
export function paymentScheduleSentence(schedule: readonly PaymentStep[], locale: Locale = 'en'): string {
  const label = paymentStepLabelIn(locale);
  const steps = schedule.map((step) => {
    const words = label(step);
    return words.charAt(0).toLocaleLowerCase(locale) + words.slice(1);
  });
  return bookingTexts[locale].scheduleSentence(steps);
}

/**
 * A quote's tax line in a language. Quotes are stored with the English label; the island it names is found
 * again by the label's own wording, and a label that matches neither island (an older wording) shows as stored.
 */
export function taxLineLabel(tax: Quote['tax'], locale: Locale = 'en'): string {
  if (locale === 'en') return tax.label;
  const island = ISLANDS.find((name) => quoteTaxLabel(name, tax.percent) === tax.label);
  return island ? bookingTexts[locale].taxLabel(island, tax.percent) : tax.label;
}
