import { addDays, compareDates, daysBetween, parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { INTL_LOCALES, type Locale } from '#app/domain/i18n/locale';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#app/domain/auth/passwords';
import { z } from '#app/domain/zod';
import { ownerPageTexts } from './texts/owner-page';

/**
 * The homeowner's page, pure (docs/decisions/033-homeowner-page.md; the schema is
 * supabase/migrations/…_homeowner_accounts.sql): its rows, the calendar's kinds of day, occupancy, and its forms
 * (sign-in, the one-time link's password, an owner-stay request) in the page's language.
 */

export interface HomeownerAccountRow {
  user_id: string;
  homeowner_id: string;
  email: string;
  invitation_pending: boolean;
  deactivated_at: string | null;
  created_at: string;
}

export const OWNER_STAY_REQUEST_STATUSES = ['requested', 'accepted', 'declined'] as const;
export type OwnerStayRequestStatus = (typeof OWNER_STAY_REQUEST_STATUSES)[number];

export interface OwnerStayRequestRow {
  id: string;
  homeowner_id: string;
  rental_id: string;
  check_in: string;
  check_out: string;
  note: string | null;
  status: OwnerStayRequestStatus;
  stay_id: string | null;
  decided_at: string | null;
  created_at: string;
}

/** Months of the homeowner's calendar shown at once; earlier and later move by as many. */
export const OWNER_MONTHS_SHOWN = 3;

/** What homeowner_calendar() says of a span of nights (never a guest, a reference or a note). */
export const CALENDAR_KINDS = ['booked', 'option', 'owner-stay', 'blocked', 'requested'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export interface CalendarSpan {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  kind: CalendarKind;
}

export const isCalendarKind = (value: unknown): value is CalendarKind =>
  (CALENDAR_KINDS as readonly unknown[]).includes(value);

/** A period of ownership as the page uses it: from a day, until a day (exclusive; null while still theirs). */
export interface OwnedPeriod {
  from: CalendarDate;
  to: CalendarDate | null;
}

/** The nights of [from, to) that fall in one of the periods. */
export function nightsOwned(periods: readonly OwnedPeriod[], from: CalendarDate, to: CalendarDate): number {
  let nights = 0;
  for (const period of periods) {
    const start = compareDates(period.from, from) > 0 ? period.from : from;
    const end = period.to && compareDates(period.to, to) < 0 ? period.to : to;
    if (compareDates(end, start) > 0) nights += daysBetween(start, end);
  }
  return nights;
}

/** Counts towards occupancy: confirmed stays and platform bookings (their blocks), nothing else. */
export const COUNTS_AS_BOOKED: ReadonlySet<CalendarKind> = new Set(['booked']);

export interface Occupancy {
  year: number;
  /** Nights booked: confirmed stays and stays booked on a platform, on nights the homeowner owned the villa. */
  booked: number;
  /** Nights of the calendar year the homeowner owned the villa. */
  owned: number;
  /** booked / owned in whole percent (rounded), or null when they owned none of it. */
  percent: number | null;
}

/**
 * A year's occupancy of one villa for its homeowner: nights booked out of the nights of the calendar year they
 * owned it. The spans are homeowner_calendar()'s, already clipped to their ownership; they never overlap for the
 * kinds counted (the database's exclusion constraint), so nights are summed as they are.
 */
export function occupancyOf(year: number, spans: readonly CalendarSpan[], periods: readonly OwnedPeriod[]): Occupancy {
  const from = `${year}-01-01` as CalendarDate;
  const to = `${year + 1}-01-01` as CalendarDate;
  const owned = nightsOwned(periods, from, to);
  let booked = 0;
  for (const span of spans) {
    if (!COUNTS_AS_BOOKED.has(span.kind)) continue;
    const start = compareDates(span.checkIn, from) > 0 ? span.checkIn : from;
    const end = compareDates(span.checkOut, to) < 0 ? span.checkOut : to;
    if (compareDates(end, start) > 0) booked += daysBetween(start, end);
  }
  return { year, booked, owned, percent: owned > 0 ? Math.round((booked * 100) / owned) : null };
}

/** The kind of a night, if something takes it (a booking wins over the homeowner's own request shown). */
export function kindOn(date: CalendarDate, spans: readonly CalendarSpan[]): CalendarKind | null {
  let found: CalendarKind | null = null;
  for (const span of spans) {
    if (compareDates(span.checkIn, date) <= 0 && compareDates(date, span.checkOut) < 0) {
      if (span.kind !== 'requested') return span.kind;
      found = span.kind;
    }
  }
  return found;
}

/** Whether the homeowner owned the villa on a night. */
export const ownedOn = (date: CalendarDate, periods: readonly OwnedPeriod[]) =>
  periods.some((p) => compareDates(p.from, date) <= 0 && (p.to === null || compareDates(date, p.to) < 0));

// ---- Forms ----------------------------------------------------------------------------------------------

export const OWNER_STAY_NOTE_MAX = 1000;
const MAX_OWNER_STAY_NIGHTS = 366;

/** An owner-stay request: the villa, the nights (arrival from today), a note. Built per language, when used. */
export function ownerStaySchema(locale: Locale, today: CalendarDate) {
  const t = ownerPageTexts[locale];
  const day = z
    .string({ message: t.dateRequired })
    .transform(
      (value, ctx) => parseCalendarDate(value) ?? (ctx.addIssue({ code: 'custom', message: t.dateRequired }), z.NEVER),
    );
  return z
    .object({
      intent: z.literal('owner-stay'),
      rentalId: z.uuid(),
      checkIn: day,
      checkOut: day,
      note: z
        .string()
        .trim()
        .max(OWNER_STAY_NOTE_MAX, t.noteTooLong(OWNER_STAY_NOTE_MAX))
        .optional()
        .transform((value) => value || null),
    })
    .superRefine((value, ctx) => {
      if (compareDates(value.checkIn, today) < 0)
        ctx.addIssue({ code: 'custom', path: ['checkIn'], message: t.notPast });
      if (compareDates(value.checkOut, value.checkIn) <= 0)
        ctx.addIssue({ code: 'custom', path: ['checkOut'], message: t.checkOutAfter });
      else if (compareDates(value.checkOut, addDays(value.checkIn, MAX_OWNER_STAY_NIGHTS)) > 0)
        ctx.addIssue({ code: 'custom', path: ['checkOut'], message: t.tooLong });
    });
}
export type OwnerStayInput = z.output<ReturnType<typeof ownerStaySchema>>;

/** The homeowner's sign-in form. */
export function ownerSignInSchema(locale: Locale) {
  const t = ownerPageTexts[locale];
  return z.object({
    email: z
      .string({ message: t.emailRequired })
      .trim()
      .min(1, t.emailRequired)
      .max(320)
      .pipe(z.email({ message: t.emailRequired })),
    password: z.string({ message: t.passwordRequired }).min(1, t.passwordRequired).max(MAX_PASSWORD_LENGTH),
  });
}

/** The one-time link's password, twice. */
export function ownerPasswordSchema(locale: Locale) {
  const t = ownerPageTexts[locale];
  return z
    .object({
      token: z.string().regex(/^[0-9a-f]{64}$/, t.linkInvalid),
      password: z
        .string({ message: t.passwordTooShort(MIN_PASSWORD_LENGTH) })
        .min(MIN_PASSWORD_LENGTH, t.passwordTooShort(MIN_PASSWORD_LENGTH))
        .max(MAX_PASSWORD_LENGTH),
      confirm: z.string({ message: t.passwordsDiffer }).max(MAX_PASSWORD_LENGTH),
    })
    .refine((value) => value.password === value.confirm, { path: ['confirm'], message: t.passwordsDiffer });
}

/** A whole percentage in the page's language: '45%', '45 %'. */
export const formatPercentIn = (percent: number, locale: Locale): string =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** A month key ('2026-11') as 'November 2026' / 'novembre 2026'. */
export const formatMonthIn = (month: string, locale: Locale): string =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
