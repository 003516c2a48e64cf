import type { SubmissionResult } from '@conform-to/react';
import { parseCurrency, type Currency } from '#app/domain/currency/currency';
import { DISPLAY_TIME_ZONE, ISLAND_UTC_OFFSET_MINUTES } from '#app/domain/constants';
import type { StaySource, StayStatus } from '#app/domain/entities';
import { z } from '#app/domain/zod';
import { formatStayDates, islandMidnight, parseCalendarDate, type CalendarDate } from './dates';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import type { PaymentStep, QuoteLine } from './quote';
import { STAY_ACTIONS, STAY_STATUS_LABELS, type StayAction } from './stays';

/**
 * The booking desk (the back office's bookings list, booking detail and dashboard section), pure: the
 * option deadline field in the islands' time, the answers of the detail's actions, the quote snapshot as
 * stored, and the history's words. The server side is app/server/bookings/desk.server.ts.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An option holds a villa's dates for at most this long. */
export const MAX_OPTION_DAYS = 30;

// ---- The islands' time (UTC−4 all year) ---------------------------------------------------------------

/** The value of an `<input type="datetime-local">` showing `instant` in the islands' time: '2026-11-26T15:00'. */
export function toIslandDateTimeInput(instant: Date): string {
  return new Date(instant.getTime() + ISLAND_UTC_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 16);
}

const DATE_TIME_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** A `datetime-local` value read as the islands' time; null when it is not a real date and time. */
export function parseIslandDateTimeInput(value: string): Date | null {
  const match = DATE_TIME_INPUT.exec(value.trim());
  if (!match) return null;
  const date = parseCalendarDate(match[1]);
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  const seconds = Number(match[4] ?? 0);
  if (!date || hours > 23 || minutes > 59 || seconds > 59) return null;
  return new Date(islandMidnight(date).getTime() + hours * HOUR + minutes * MINUTE + seconds * 1000);
}

// Made on first use (the locale data it loads is a cost at a page's load otherwise; app/domain/format.ts).
let islandDateTime: Intl.DateTimeFormat | undefined;

/**
 * 'Nov 26, 2026, 3:00 PM' in the islands' time, whatever the server's or the browser's zone. (Some ICU
 * versions put a narrow no-break space before 'PM'; a plain space keeps server and browser text equal.)
 */
export function formatIslandDateTime(instant: string | Date): string {
  islandDateTime ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: DISPLAY_TIME_ZONE,
  });
  return islandDateTime
    .format(typeof instant === 'string' ? new Date(instant) : instant)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * What the deadline field suggests: `holdHours` from now, or — extending — from the current deadline when
 * it is later; never more than the longest hold allows.
 */
export function suggestedOptionDeadline(now: Date, holdHours: number, current?: string | null): string {
  const from = Math.max(now.getTime(), current ? new Date(current).getTime() || 0 : 0);
  const until = Math.min(from + holdHours * HOUR, now.getTime() + MAX_OPTION_DAYS * DAY);
  return toIslandDateTimeInput(new Date(Math.floor(until / MINUTE) * MINUTE));
}

/** The bounds of the deadline field (`min`, `max` of the input), in the islands' time. */
export function optionDeadlineBounds(now: Date): { min: string; max: string } {
  return {
    min: toIslandDateTimeInput(now),
    max: toIslandDateTimeInput(new Date(now.getTime() + MAX_OPTION_DAYS * DAY)),
  };
}

const untilText = staffBookingTexts.desk.until;

/** Hold as option / Extend option: until when, in the islands' time; in the future and at most 30 days. */
export const optionDeadlineSchema = z.object({
  until: z
    .string({ message: untilText.required })
    .trim()
    .min(1, untilText.required)
    .transform((value, ctx) => {
      const until = parseIslandDateTimeInput(value);
      if (!until) {
        ctx.addIssue({ code: 'custom', message: untilText.invalid });
        return z.NEVER;
      }
      const now = Date.now();
      if (until.getTime() <= now) {
        ctx.addIssue({ code: 'custom', message: untilText.past });
        return z.NEVER;
      }
      if (until.getTime() > now + MAX_OPTION_DAYS * DAY) {
        ctx.addIssue({ code: 'custom', message: untilText.tooFar });
        return z.NEVER;
      }
      return until;
    }),
});

// ---- The detail's actions -----------------------------------------------------------------------------

export function deskIntentOf(value: unknown): StayAction | null {
  return STAY_ACTIONS.find((intent) => intent === value) ?? null;
}

/** The notice after an action (`?done=confirmed`): what each action did. */
export const DESK_DONE = {
  hold: 'held',
  extend: 'extended',
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
} as const satisfies Record<StayAction, string>;
/** The notice after staff entered a guest's stay on the villa's calendar (`?done=added`). */
export const STAY_ADDED = 'added';
export type DeskDone = (typeof DESK_DONE)[StayAction] | typeof STAY_ADDED;

export function parseDeskDone(value: string | null): DeskDone | null {
  if (value === STAY_ADDED) return STAY_ADDED;
  return Object.values(DESK_DONE).find((done) => done === value) ?? null;
}

/** Actions that ask first: posted without confirm=yes they answer with the question. */
export const ASKING_ACTIONS = ['decline', 'cancel'] as const satisfies readonly StayAction[];
export type AskingAction = (typeof ASKING_ACTIONS)[number];
export const isAskingAction = (action: StayAction | null): action is AskingAction =>
  action === 'decline' || action === 'cancel';

/** A stay named in a sentence (a conflict, the stays in the way), with its link. */
export interface StayMention {
  id: string;
  reference: string;
  status: StayStatus;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
}

/** 'IE-1A2B3C4D (Confirmed, Dec 22 – Dec 27, 2026)' */
export function stayInWords(stay: StayMention): string {
  return staffBookingTexts.desk.stayInWords(
    stay.reference,
    STAY_STATUS_LABELS[stay.status],
    formatStayDates(stay.checkIn, stay.checkOut),
  );
}

/** 'These dates were taken in the meantime by IE-… (Confirmed, Dec 22 – Dec 27, 2026).' */
export function overlapMessage(stays: readonly StayMention[]): string {
  return stays.length === 0
    ? staffBookingTexts.desk.overlapUnknown
    : staffBookingTexts.desk.overlap(stays.map(stayInWords));
}

/** What an action of the detail answers when it does not redirect. */
export interface DeskActionData {
  intent: StayAction | null;
  /** Why it was refused (400, 404, 409, 5xx). */
  error?: string;
  /** The deadline field's messages (hold, extend). */
  result?: SubmissionResult<string[]>;
  /** A refused confirm or hold: the stays that took the dates, to link to. */
  inTheWay?: StayMention[];
  /** Imported calendars that could not be read before a confirm. */
  feedErrors?: string[];
  /** Decline or cancel posted without confirm=yes: the page asks first. */
  ask?: boolean;
  /** What the question adds: a paid stay's cancellation, what it retains and refunds. */
  askDetail?: string;
}

// ---- What the guest saw -------------------------------------------------------------------------------

/** The parts of a stored quote that can be read; a feed block has none, an old one may miss some. */
export interface QuoteSnapshot {
  lines: QuoteLine[];
  accommodation: number | null;
  serviceFee: { percent: number; amount: number } | null;
  tax: { label: string; amount: number } | null;
  total: number | null;
  schedule: PaymentStep[];
  securityDeposit: number | null;
  /** The villa's own currency when not dollars (quotes made before currencies were in dollars). */
  currency?: Currency;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The quote stored with a stay, tolerating null and partial ones; null when nothing in it can be shown. */
export function readQuoteSnapshot(raw: unknown): QuoteSnapshot | null {
  const quote = asRecord(raw);
  if (!quote) return null;
  const lines = (Array.isArray(quote.lines) ? quote.lines : []).flatMap((value): QuoteLine[] => {
    const line = asRecord(value);
    if (!line || !isNumber(line.nights) || !isNumber(line.rate) || !isNumber(line.amount)) return [];
    const season = typeof line.season === 'string' ? line.season : null;
    return [{ nights: line.nights, rate: line.rate, season, amount: line.amount }];
  });
  const fee = asRecord(quote.serviceFee);
  const tax = asRecord(quote.tax);
  const schedule = (Array.isArray(quote.schedule) ? quote.schedule : []).flatMap((value): PaymentStep[] => {
    const step = asRecord(value);
    if (!step || !isNumber(step.percent) || !isNumber(step.amount)) return [];
    if (step.kind !== 'deposit' && step.kind !== 'balance' && step.kind !== 'full') return [];
    return [{ kind: step.kind, percent: step.percent, amount: step.amount, due: parseCalendarDate(step.due) }];
  });
  const snapshot: QuoteSnapshot = {
    lines,
    accommodation: isNumber(quote.accommodation) ? quote.accommodation : null,
    serviceFee:
      fee && isNumber(fee.percent) && isNumber(fee.amount) ? { percent: fee.percent, amount: fee.amount } : null,
    tax:
      tax && isNumber(tax.amount)
        ? { label: typeof tax.label === 'string' && tax.label ? tax.label : 'Tax', amount: tax.amount }
        : null,
    total: isNumber(quote.total) ? quote.total : null,
    schedule,
    securityDeposit: isNumber(quote.securityDeposit) ? quote.securityDeposit : null,
    ...(parseCurrency(typeof quote.currency === 'string' ? quote.currency : null) === 'EUR'
      ? { currency: 'EUR' as const }
      : {}),
  };
  const empty =
    lines.length === 0 &&
    snapshot.serviceFee === null &&
    snapshot.tax === null &&
    snapshot.total === null &&
    schedule.length === 0 &&
    snapshot.securityDeposit === null;
  return empty ? null : snapshot;
}

// ---- The history --------------------------------------------------------------------------------------

/** 'held as option' → 'Held as option' (the database writes the action in lower case). */
export function stayEventAction(action: string): string {
  return action ? `${action[0]!.toUpperCase()}${action.slice(1)}` : action;
}

/**
 * The database's detail in the desk's words: '2026-12-20 → 2026-12-27' becomes 'Dec 20 – Dec 27, 2026',
 * 'until 2026-11-26 19:00 UTC' becomes 'until Nov 26, 2026, 3:00 PM' (the islands' time).
 */
export function stayEventDetail(detail: string | null): string | null {
  if (!detail) return null;
  return detail
    .replace(/until (\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}) UTC/g, (text, date: string, hours: string, minutes: string) => {
      const instant = new Date(`${date}T${hours}:${minutes}:00Z`);
      return Number.isNaN(instant.getTime()) ? text : `until ${formatIslandDateTime(instant)}`;
    })
    .replace(/(\d{4}-\d{2}-\d{2}) → (\d{4}-\d{2}-\d{2})/g, (text, from: string, to: string) => {
      const checkIn = parseCalendarDate(from);
      const checkOut = parseCalendarDate(to);
      return checkIn && checkOut ? formatStayDates(checkIn, checkOut) : text;
    });
}

/** A date column's value ('YYYY-MM-DD', or a timestamp's first ten characters) as a CalendarDate. */
export const stayDate = (value: string): CalendarDate =>
  parseCalendarDate(value) ?? (value.slice(0, 10) as CalendarDate);

// ---- Lists ----------------------------------------------------------------------------------------------

/** A stay as the desk's lists show it (bookings list, dashboard). */
export interface DeskStay {
  id: string;
  reference: string;
  rentalId: string;
  /** null: the villa could not be read */
  rentalTitle: string | null;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  nights: number;
  status: StayStatus;
  source: StaySource;
  guestName: string | null;
  guests: number | null;
  /** The quote's total, in `currency` (the villa's own); null for blocks. */
  total: number | null;
  currency: Currency;
  optionExpiresAt: string | null;
  createdAt: string;
}
