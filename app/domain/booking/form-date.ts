import { z } from '#app/domain/zod';
import { parseCalendarDate } from './dates';
import { BOOKING_MESSAGES } from './messages';

/** A native date input's value ('YYYY-MM-DD') as a CalendarDate; blank is `missing`, nonsense is `invalid`. */
export const formDate = (missing: string, invalid: string = BOOKING_MESSAGES.refusals.invalidDate) =>
  z
    .string({ message: missing })
    .trim()
    .min(1, missing)
    .transform((value, ctx) => {
      const date = parseCalendarDate(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return date;
    });
