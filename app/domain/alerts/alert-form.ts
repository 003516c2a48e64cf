import { z } from '#app/domain/zod';
import { ALERT_FREQUENCIES } from './saved-filters';

/**
 * The "Alert me" form (issue 31, item 1): an address and a frequency; the current filters ride along as hidden
 * fields and are read with the list pages' own schema (saved-filters.ts), never from this one. Messages are keys of
 * the form's texts (texts/alert-form.ts), so the server answers in the page's language. Used by the server through
 * Conform (parseSubmission); the browser gets plain HTML constraints (type=email, required), no zod.
 */
export const ALERT_INTENT = 'save-alert';

export const alertFormSchema = z.object({
  intent: z.literal(ALERT_INTENT),
  email: z
    .string({ message: 'invalidEmail' })
    .trim()
    .max(320, { message: 'invalidEmail' })
    .pipe(z.email({ message: 'invalidEmail' })),
  frequency: z.enum(ALERT_FREQUENCIES, { message: 'invalidFrequency' }),
});
export type AlertForm = z.output<typeof alertFormSchema>;

/** The message keys the schema answers with. */
export type AlertFormMessage = 'invalidEmail' | 'invalidFrequency';

/** The frequency a page posts, for the manage page's form. */
export const frequencyFormSchema = z.object({
  intent: z.enum(['confirm', 'unsubscribe', 'frequency']),
  frequency: z.enum(ALERT_FREQUENCIES).optional(),
});
