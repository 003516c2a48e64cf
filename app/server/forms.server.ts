import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from '#app/domain/zod';

/**
 * Conform's parseWithZod for actions, hardened: a malformed `__intent__` (Conform's list and validate
 * intents, which a crafted post can fill with anything) would make it throw; such a post is read as a
 * plain submission instead, so it gets field messages, never a server error.
 */
export function parseSubmission<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  try {
    return parseWithZod(formData, { schema });
  } catch {
    formData.delete('__intent__');
    return parseWithZod(formData, { schema });
  }
}
