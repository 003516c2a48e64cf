import { z } from '#app/domain/zod';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import { ALERT_FREQUENCIES, ALERT_INTENT } from './form-fields';

export { ALERT_INTENT, type AlertFormMessage } from './form-fields';

/**
 * The "Alert me" form (issue 31, item 1): an address and a frequency; the current filters ride along as hidden
 * fields and are read with the list pages' own schema (saved-filters.ts), never from this one. Messages are keys of
 * the form's texts (texts/alert-form.ts), so the server answers in the page's language. Used by the server through
 * Conform (parseSubmission); the browser gets plain HTML constraints (type=email, required), no zod.
 */
export const alertFormSchema = z.object({
  intent: z.literal(ALERT_INTENT),
  email: z
    .string({ message: 'invalidEmail' })
    .trim()
    .max(320, { message: 'invalidEmail' })
    .pipe(z.email({ message: 'invalidEmail' })),
  frequency: z.enum(ALERT_FREQUENCIES, { message: 'invalidFrequency' }),
  /** The public forms' honeypot: filled (by a bot), the post is answered as saved and nothing is stored. */
  [HONEYPOT_FIELD]: z.string().optional(),
});
export type AlertForm = z.output<typeof alertFormSchema>;


/** The frequency a page posts, for the manage page's form. */
export const frequencyFormSchema = z.object({
  intent: z.enum(['confirm', 'unsubscribe', 'frequency']),
  frequency: z.enum(ALERT_FREQUENCIES).optional(),
});
