import { z } from '#app/domain/zod';
import { ADD_ONS, parseAddOns, type AddOn } from './add-ons';
import { daysBetween, isoWeekday, type CalendarDate } from './dates';
import { optionDeadlineSchema, parseIslandDateTimeInput } from './desk';
import { formDate } from './form-date';
import { guestBookingTexts } from '#app/domain/booking/texts/guest';
import { requiredMinNights, type RentalPricing } from './quote';
import { seasonOfNight, type Season } from './seasons';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { STAY_ACTION_LABELS } from './stays';

/**
 * A guest's stay entered by staff on the villa's calendar (a booking taken by phone or e-mail), the same
 * schema in the browser and in the action. Staff are held to what no booking desk accepts — check-out
 * after check-in, not in the past, within the villa's guests, at most the database's 366 nights — but not
 * to the website's minimum stay or arrival days: those they may waive ('on request'), and the page says
 * so afterwards (`onRequestRules`). Whether the dates are free is the database's to say.
 */

const m = staffBookingTexts.staffCalendar.stay;

/** The database's own limit on any stay (supabase/migrations/…_bookings.sql: check_out - check_in <= 366). */
export const MAX_STAFF_STAY_NIGHTS = 366;
export const MAX_GUEST_NAME = 200;
export const MAX_GUEST_EMAIL = 320;
export const MAX_GUEST_PHONE = 50;
export const MAX_STAFF_STAY_NOTE = 2000;

/** What staff do with the stay they enter: hold the dates as an option until a deadline, or confirm it. */
export const STAFF_STAY_STATUSES = ['option', 'confirmed'] as const;
export type StaffStayStatus = (typeof STAFF_STAY_STATUSES)[number];
export const STAFF_STAY_STATUS_OPTIONS = [
  { value: 'option', label: STAY_ACTION_LABELS.hold, hint: m.holdHint },
  { value: 'confirmed', label: STAY_ACTION_LABELS.confirm, hint: m.confirmHint },
] as const satisfies readonly { value: StaffStayStatus; label: string; hint: string }[];

const ADD_ON_VALUES = ADD_ONS.map((addOn) => addOn.value) as [AddOn, ...AddOn[]];

/** Optional text: trimmed, blank as null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);

/**
 * The form for one villa: `today` on the islands (no check-in before it) and the villa's `maxGuests`.
 * `until` (the option's deadline, a `datetime-local` value in the islands' time) is checked only when the
 * stay is held as an option, with the booking desk's rules; `staffStayDeadline` reads it afterwards.
 */
export function staffStayFormSchema({ today, maxGuests }: { today: CalendarDate; maxGuests: number }) {
  return z
    .object({
      name: z
        .string({ message: m.nameRequired })
        .trim()
        .min(1, m.nameRequired)
        .max(MAX_GUEST_NAME, m.nameTooLong(MAX_GUEST_NAME)),
      email: z
        .string({ message: m.emailRequired })
        .trim()
        .min(1, m.emailRequired)
        .max(MAX_GUEST_EMAIL, m.emailTooLong(MAX_GUEST_EMAIL))
        .pipe(z.email({ message: m.emailInvalid })),
      phone: z
        .string()
        .trim()
        .max(MAX_GUEST_PHONE, m.phoneTooLong(MAX_GUEST_PHONE))
        .regex(/^[0-9+()\-.\s]*$/, m.phoneInvalid)
        .optional()
        .transform((value) => value || null),
      guests: z.coerce
        .number({ message: m.guestsRequired })
        .int(m.guestsRequired)
        .min(1, guestBookingTexts.refusals.tooFewGuests)
        .max(maxGuests, guestBookingTexts.refusals.tooManyGuests(maxGuests)),
      checkIn: formDate(m.checkInMissing, guestBookingTexts.refusals.invalidDate),
      checkOut: formDate(m.checkOutMissing, guestBookingTexts.refusals.invalidDate),
      addOns: z
        .array(z.enum(ADD_ON_VALUES))
        .optional()
        .transform((values) => parseAddOns(values ?? [])),
      note: optionalText(MAX_STAFF_STAY_NOTE, m.noteTooLong(MAX_STAFF_STAY_NOTE)),
      status: z.enum(STAFF_STAY_STATUSES, { message: m.decisionRequired }),
      until: z.string().optional(),
    })
    .superRefine((stay, ctx) => {
      if (stay.checkIn < today) {
        ctx.addIssue({ code: 'custom', path: ['checkIn'], message: guestBookingTexts.refusals.inPast });
      }
      const nights = daysBetween(stay.checkIn, stay.checkOut);
      if (nights <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['checkOut'],
          message: guestBookingTexts.refusals.checkOutNotAfterCheckIn,
        });
      } else if (nights > MAX_STAFF_STAY_NIGHTS) {
        ctx.addIssue({ code: 'custom', path: ['checkOut'], message: m.tooLong(MAX_STAFF_STAY_NIGHTS) });
      }
      if (stay.status === 'option') {
        const deadline = optionDeadlineSchema.shape.until.safeParse(stay.until);
        for (const issue of deadline.error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', path: ['until'], message: issue.message });
        }
      }
    });
}

export type StaffStayFormValues = z.output<ReturnType<typeof staffStayFormSchema>>;

/** The option's deadline of a valid form: the instant `until` names, or null for a confirmed stay. */
export function staffStayDeadline(values: Pick<StaffStayFormValues, 'status' | 'until'>): Date | null {
  return values.status === 'option' ? parseIslandDateTimeInput(values.until ?? '') : null;
}

/** A rule of the website that a stay entered by staff does not keep. */
export type OnRequestRule =
  | { code: 'too_short'; minNights: number; season: string | null }
  | { code: 'arrival_day'; season: string; arrivalDays: number[] };

/**
 * The website's rules these dates break and staff may waive: the minimum stay (the strictest of the
 * seasons touched, or the villa's own) and the arrival days of the check-in night's season — the same
 * rules as `stayRefusals` (quote.ts), which a guest could not get past.
 */
export function onRequestRules(
  rental: RentalPricing,
  seasons: readonly Season[],
  checkIn: CalendarDate,
  checkOut: CalendarDate,
): OnRequestRule[] {
  const rules: OnRequestRule[] = [];
  if (checkOut <= checkIn) return rules;
  const minimum = requiredMinNights(rental, seasons, checkIn, checkOut);
  if (daysBetween(checkIn, checkOut) < minimum.nights) {
    rules.push({ code: 'too_short', minNights: minimum.nights, season: minimum.season });
  }
  const arrivalSeason = seasonOfNight(seasons, checkIn);
  const days = arrivalSeason?.arrivalDays;
  if (arrivalSeason && days && days.length > 0 && !days.includes(isoWeekday(checkIn))) {
    rules.push({ code: 'arrival_day', season: arrivalSeason.name, arrivalDays: [...days] });
  }
  return rules;
}

/** 'Accepted on request: this villa's minimum stay is 7 nights.' */
export function onRequestNotice(rule: OnRequestRule): string {
  return rule.code === 'too_short'
    ? m.onRequest.tooShort(rule.minNights, rule.season)
    : m.onRequest.arrivalDay(rule.season, rule.arrivalDays);
}
