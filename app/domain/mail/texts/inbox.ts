/**
 * What staff read about e-mails in the back office (English only, as the back office is): an inquiry's thread
 * and reply form, and the outbox. The visitor's e-mails have their own catalogue in both languages
 * (./texts.ts), which only the server reads.
 */
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
  /** The outbox's filter, by delivery state. */
  outboxFilters: [
    { value: 'pending', label: 'Waiting' },
    { value: 'failed', label: 'Failed' },
    { value: 'sent', label: 'Sent' },
    { value: 'all', label: 'All' },
  ],
} as const;
