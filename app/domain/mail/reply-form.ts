import { z } from '#app/domain/zod';
import { headerText } from './escape';

/**
 * The reply form of an inquiry's detail in the inbox (one schema for the browser and the action), and the
 * texts of the inquiry's thread.
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

export const mailInboxTexts = {
  threadHeading: 'E-mails',
  threadEmpty: 'No e-mail about this inquiry yet.',
  reference: 'Reference',
  toStaff: 'To staff',
  to: 'To',
  signedBy: 'Signed by',
  nextTry: 'Next try',
  lastError: 'Last error',
  attempts: 'Tries',
  retry: 'Retry',
  retried: 'The e-mail will be sent again in a moment.',
  retryFailed: 'The e-mail could not be queued again. Please try again.',
  replyHeading: 'Reply to the visitor',
  replySubject: 'Subject',
  replyBody: 'Message',
  replyHint: 'Sent from the agency’s address with you as the signer; the visitor’s answer comes back to you.',
  replySend: 'Send Reply',
  replySending: 'Sending...',
  replyQueued: 'Your reply is on its way. Its delivery shows below.',
  replyFailed: 'The reply could not be queued. Please try again.',
  outboxTitle: 'Outbox',
  outboxLead:
    'Every e-mail the website sends: staff notifications, visitors’ acknowledgements and replies. A message that cannot be delivered is tried again with growing pauses for three days, then marked failed.',
  outboxEmpty: 'No e-mails here.',
} as const;
