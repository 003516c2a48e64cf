import { z } from '#app/domain/zod';
import { headerText } from './escape';

/**
 * The reply form of an inquiry's detail in the inbox (one schema for the browser and the action); the texts of
 * the inquiry's thread are in ./inbox-texts.ts.
 */

export const REPLY_INTENT = 'reply';
export const RETRY_INTENT = 'retry';

export const replyFormSchema = z.object({
  subject: z
    .string({ message: 'Subject is required' })
    // A subject is one line: whatever breaks a post carries become spaces (never a second header).
    .transform((value) => headerText(value, 1_000))
    .pipe(z.string().min(1, 'Subject is required').max(200, 'Subject must be at most 200 characters')),
  body: z
    .string({ message: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(10_000, 'Message must be at most 10000 characters'),
});

export type ReplyFields = z.output<typeof replyFormSchema>;
