import { parseWithZod } from '@conform-to/zod/v4';
import { inquiryFieldsSchema } from '#app/domain/inquiry';

/**
 * The inquiry forms' browser-side validation: the server's own schema, in a chunk of its own (zod and
 * Conform's zod support) that a form loads when a visitor first focuses it.
 */
export const validateInquiry = (formData: FormData) => parseWithZod(formData, { schema: inquiryFieldsSchema });
