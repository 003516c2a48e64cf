import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { z } from '#app/domain/zod';

/**
 * A date as the database gives it in JSON ('2027-03-06', or a timestamp's first ten characters), read as a
 * calendar date; anything else fails the parse (the reading of the guest's page, arrival details, …).
 */
export const storedDateSchema = z.string().transform((value, ctx): CalendarDate => {
  const parsed = parseCalendarDate(value.slice(0, 10));
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: 'not a date' });
    return z.NEVER;
  }
  return parsed;
});
