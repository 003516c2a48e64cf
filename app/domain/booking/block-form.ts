import { z } from '#app/domain/zod';
import { daysBetween, type CalendarDate } from './dates';
import { formDate } from './form-date';
import { guestBookingTexts } from '#app/domain/booking/texts/guest';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { BLOCK_KINDS, STAY_SOURCE_LABELS } from './stays';

const m = staffBookingTexts.staffCalendar.block;

/** The database's own limit on any stay (supabase/migrations/…_bookings.sql: check_out - check_in <= 366). */
export const MAX_BLOCK_NIGHTS = 366;
export const MAX_BLOCK_NOTE = 2000;

/** 'Homeowner block', 'Maintenance': the choices of the staff calendar's block form. */
export const BLOCK_KIND_OPTIONS = BLOCK_KINDS.map((kind) => ({ value: kind, label: STAY_SOURCE_LABELS[kind] }));

/**
 * Staff closing dates of a villa for the owner or for maintenance: check-in to check-out (check-out
 * exclusive, like every stay), not starting before `today` on the islands, at most a year. Whether the dates
 * are free is the database's to say (it refuses an overlap).
 */
export function blockFormSchema(today: CalendarDate) {
  return z
    .object({
      kind: z.enum(BLOCK_KINDS, { message: m.kindRequired }),
      checkIn: formDate(m.checkInMissing, guestBookingTexts.refusals.invalidDate),
      checkOut: formDate(m.checkOutMissing, guestBookingTexts.refusals.invalidDate),
      note: z
        .string()
        .trim()
        .max(MAX_BLOCK_NOTE, m.noteTooLong(MAX_BLOCK_NOTE))
        .optional()
        .transform((note) => note || null),
    })
    .superRefine((block, ctx) => {
      if (block.checkIn < today) ctx.addIssue({ code: 'custom', path: ['checkIn'], message: m.inPast });
      const nights = daysBetween(block.checkIn, block.checkOut);
      if (nights <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['checkOut'],
          message: guestBookingTexts.refusals.checkOutNotAfterCheckIn,
        });
      } else if (nights > MAX_BLOCK_NIGHTS) {
        ctx.addIssue({ code: 'custom', path: ['checkOut'], message: m.tooLong(MAX_BLOCK_NIGHTS) });
      }
    });
}

export type BlockFormValues = z.output<ReturnType<typeof blockFormSchema>>;
