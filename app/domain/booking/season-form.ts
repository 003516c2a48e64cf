import { z } from '#app/domain/zod';
import { formDate } from './form-date';
import { guestBookingTexts } from '#app/domain/booking/texts/guest';
import { daysBetween, formatStayDates, WEEKDAY_NAMES } from './dates';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { firstOverlap, type Season } from './seasons';

const m = staffBookingTexts.staffCalendar.season;

export const MAX_SEASON_NAME = 60;
/** A season covers at most a year of nights (the database has no limit; this catches a mistyped year). */
export const MAX_SEASON_NIGHTS = 366;
export const MAX_NIGHTLY_RATE = 10_000_000;

/** The arrival-day checkboxes, Monday first: ISO weekday values with their names. */
export const ARRIVAL_DAY_OPTIONS = WEEKDAY_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));

const wholeNumber = (required: string, min: number, max: number, range: string, tooLarge = range) =>
  z.coerce
    .number({ message: required })
    .refine((n) => Number.isFinite(n), required)
    .pipe(z.number().int(range).min(min, range).max(max, tooLarge));

/**
 * A villa's season, added or edited by staff: name (and its French, optional), first and last night (both inclusive), nightly rate,
 * minimum nights, the weekdays a stay may start on (none ticked: any day) and whether it is festive. The
 * output is a `SeasonInput` (seasons.ts) plus the `id` of the season being edited. That seasons never overlap
 * is the database's rule; `seasonInTheWay` names the one in the way.
 */
export const seasonFormSchema = z
  .object({
    id: z.uuid().optional(),
    name: z
      .string({ message: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .max(MAX_SEASON_NAME, m.nameTooLong(MAX_SEASON_NAME)),
    // What the French pages show; blank is no French name (they show the English).
    nameFr: z
      .string()
      .trim()
      .max(MAX_SEASON_NAME, m.nameFrTooLong(MAX_SEASON_NAME))
      .optional()
      .transform((name) => name || null),
    startDate: formDate(m.startMissing, guestBookingTexts.refusals.invalidDate),
    endDate: formDate(m.endMissing, guestBookingTexts.refusals.invalidDate),
    nightlyRate: wholeNumber(m.rateRequired, 0, MAX_NIGHTLY_RATE, m.rateNegative, m.rateTooLarge),
    minNights: wholeNumber(m.minNightsRequired, 1, 365, m.minNightsRange),
    arrivalDays: z
      .array(z.coerce.number().int(m.arrivalDaysInvalid).min(1, m.arrivalDaysInvalid).max(7, m.arrivalDaysInvalid))
      .max(7, m.arrivalDaysInvalid)
      .optional()
      .transform((days) => {
        const unique = [...new Set(days ?? [])].sort((a, b) => a - b);
        return unique.length > 0 ? unique : null;
      }),
    festive: z
      .string()
      .optional()
      .transform((value) => value === 'on' || value === 'true'),
  })
  .superRefine((season, ctx) => {
    const nights = daysBetween(season.startDate, season.endDate) + 1;
    if (nights < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endBeforeStart });
    else if (nights > MAX_SEASON_NIGHTS) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.tooLong(MAX_SEASON_NIGHTS) });
    }
  });

export type SeasonFormValues = z.output<typeof seasonFormSchema>;

/** A stored season as the form's default values (editing). */
export function seasonFormDefaults(season: Season) {
  return {
    id: season.id,
    name: season.name,
    nameFr: season.nameFr ?? '',
    startDate: season.startDate,
    endDate: season.endDate,
    nightlyRate: String(season.nightlyRate),
    minNights: String(season.minNights),
    arrivalDays: (season.arrivalDays ?? []).map(String),
    festive: season.festive ? 'on' : undefined,
  };
}

/** The other season of the villa sharing a night with `candidate` (the one being edited left out), or null. */
export function seasonInTheWay(seasons: readonly Season[], candidate: SeasonFormValues): Season | null {
  const proposed: Season = { ...candidate, id: candidate.id ?? '' };
  const pair = firstOverlap([proposed, ...seasons.filter((season) => season.id !== candidate.id)]);
  return pair && pair[0] === proposed ? pair[1] : null;
}

/** 'Overlaps the season “High” (Jan 6 – Apr 15, 2027)': its first to its last night. */
export function seasonOverlapMessage(season: Season): string {
  return m.overlap(season.name, formatStayDates(season.startDate, season.endDate));
}

/** 'Any day', or 'Sat, Sun' (ISO order). */
export function arrivalDaysLabel(days: readonly number[] | null): string {
  if (!days || days.length === 0) return m.anyDay;
  return [...days]
    .sort((a, b) => a - b)
    .map((day) => WEEKDAY_NAMES[day - 1]?.slice(0, 3) ?? '')
    .join(', ');
}
