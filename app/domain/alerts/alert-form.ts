import { z } from '#app/domain/zod';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import { ALERT_FREQUENCIES } from './form-fields';

export type { AlertFormMessage } from './form-fields';

/**
 * The "Alert me" form (issue 31, item 1), the list pages' one form that posts: an address and a frequency; the current filters ride along as hidden
 * fields and are read with the list pages' own schema (saved-filters.ts), never from this one. Messages are keys of
 * the form's texts (texts/alert-form.ts), so the server answers in the page's language. Used by the server through
 * Conform (parseSubmission); the browser gets plain HTML constraints (type=email, required), no zod.
 */
export const alertFormSchema = z.object({
  email: z
    .string({ message: 'invalidEmail' })
    .trim()
    .max(320, { message: 'invalidEmail' })
    .pipe(z.email({ message: 'invalidEmail' })),
  // Only a hand-made post sends another value: answered as a bad address would be, beside the field.
  frequency: z.enum(ALERT_FREQUENCIES, { message: 'failed' }),
  /** The public forms' honeypot: filled (by a bot), the post is answered as saved and nothing is stored. */
  [HONEYPOT_FIELD]: z.string().optional(),
});
export type AlertForm = z.output<typeof alertFormSchema>;

/** The frequency a page posts, for the manage page's form. */
export const frequencyFormSchema = z.object({
  intent: z.enum(['confirm', 'unsubscribe', 'frequency']),
  frequency: z.enum(ALERT_FREQUENCIES).optional(),
});
