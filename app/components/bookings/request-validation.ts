import { parseWithZod } from '@conform-to/zod/v4';
import { bookingRequestSchema } from '#app/domain/booking/request-form';

/**
 * The booking request form's browser-side validation: the server's own schema, in a chunk of its own that
 * the form loads when a guest first focuses it (as the inquiry forms do).
 */
export const validateBookingRequest = (formData: FormData) => parseWithZod(formData, { schema: bookingRequestSchema });
