import { parseWithZod } from '@conform-to/zod/v4';
import type { Locale } from '#app/domain/i18n/locale';
import { leadSchema } from '#app/domain/leads/lead-form';

/**
 * The inquiry forms' browser-side validation: the server's own schema, in a chunk of its own (zod and
 * Conform's zod support) that a form loads when a visitor first focuses it. Its messages are in the page's
 * language, as the server's are.
 */
export const validateLead = (formData: FormData, locale: Locale) =>
  parseWithZod(formData, { schema: leadSchema(locale) });
