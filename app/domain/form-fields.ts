import { z } from '#app/domain/zod';

/**
 * Text fields every form shares (Conform + zod, browser and server alike), with the messages of the form that
 * uses them. (Older forms keep their own copies of these two; new ones use these.)
 */

/** Optional text: trimmed, at most `max` characters, blank as null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);

/** A checkbox: 'on' when ticked; an unticked box sends nothing, which is false. */
export const checkbox = () =>
  z
    .string()
    .optional()
    .transform((value) => value === 'on' || value === 'true');

/** A required line of text: trimmed, 1 to `max` characters, no line breaks. */
export const requiredLine = (messages: { required: string; tooLong: string; oneLine: string }, max: number) =>
  z
    .string({ message: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong)
    .refine((value) => !/[\r\n]/.test(value), messages.oneLine);
