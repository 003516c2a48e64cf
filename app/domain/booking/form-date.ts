import { z } from '#app/domain/zod';
import { parseCalendarDate } from './dates';

/**
 * A native date input's value ('YYYY-MM-DD') as a CalendarDate; blank is `missing`, nonsense is `invalid` (both
 * given in the form's language, so a visitor's form loads no other language's texts).
 */
export const formDate = (missing: string, invalid: string) =>
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
