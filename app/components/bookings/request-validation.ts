import { parseWithZod } from '@conform-to/zod/v4';
import { bookingRequestSchemaFor } from '#app/domain/booking/request-form';
import type { Locale } from '#app/domain/i18n/locale';

/**
 * The booking request form's browser-side validation: the server's own schema, in the page's language, in a
 * chunk of its own that the form loads when a guest first focuses it (as the inquiry forms do).
 */
export const validateBookingRequest = (formData: FormData, locale: Locale) =>
  parseWithZod(formData, { schema: bookingRequestSchemaFor(locale) });
