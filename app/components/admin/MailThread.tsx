import { Form, useNavigation } from 'react-router';
import { Badge, type BadgeTone } from '#app/components/ui/Badge';
import { Button } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import {
  canRetry,
  OUTBOX_KIND_LABELS,
  OUTBOX_STATE_LABELS,
  type OutboxState,
  type ThreadMessage,
} from '#app/domain/mail/outbox';
import { mailInboxTexts } from '#app/domain/mail/texts/inbox';
import { RETRY_INTENT } from '#app/domain/mail/reply-form';

const STATE_TONES: Record<OutboxState, BadgeTone> = {
  queued: 'neutral',
  sending: 'sea',
  sent: 'success',
  retrying: 'accent',
  failed: 'danger',
};

/** An e-mail's delivery state: Queued, Sending, Sent, Retrying, Failed. */
export function OutboxStateBadge({ state }: { state: OutboxState }) {
  return <Badge tone={STATE_TONES[state]}>{OUTBOX_STATE_LABELS[state]}</Badge>;
}

/** 'Retry' for one message: a plain form post (works without JavaScript), back to the same page. */
export function RetryMessageButton({ id, label }: { id: string; label: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('messageId') === id;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={RETRY_INTENT} />
      <input type="hidden" name="messageId" value={id} />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        pending={pending}
        pendingLabel="Retrying..."
        aria-label={`${mailInboxTexts.retry}: ${label}`}
      >
        {mailInboxTexts.retry}
      </Button>
    </Form>
  );
}

/** When it went, or what holds it up: sent at, next try and last error, or the failure. */
export function DeliveryDetail({
  message,
  className,
}: {
  message: {
    state: OutboxState;
    attempts: number;
    sent_at: string | null;
    next_attempt_at: string;
    last_error: string | null;
  };
  className?: string;
}) {
  return (
    <div className={cx('flex flex-col gap-0.5 text-xs text-fg-muted', className)}>
      {message.state === 'sent' && message.sent_at ? (
        <p>
          Sent <time dateTime={message.sent_at}>{formatIslandDateTime(message.sent_at)}</time>
        </p>
      ) : null}
      {message.state === 'retrying' ? (
        <p>
          {mailInboxTexts.nextTry}{' '}
          <time dateTime={message.next_attempt_at}>{formatIslandDateTime(message.next_attempt_at)}</time>
          {' · '}
          {mailInboxTexts.attempts}: {message.attempts}
        </p>
      ) : null}
      {message.state === 'failed' ? (
        <p>
          {mailInboxTexts.attempts}: {message.attempts}
        </p>
      ) : null}
      {message.last_error && message.state !== 'sent' ? (
        <p className="break-words text-danger">
          {mailInboxTexts.lastError}: {message.last_error}
        </p>
      ) : null}
    </div>
  );
}

/** Every e-mail of an inquiry, oldest first: what, to whom, when, its delivery state; 'Retry' where it helps. */
export function MailThread({ reference, messages }: { reference: string; messages: readonly ThreadMessage[] }) {
  return (
    <section aria-labelledby="inquiry-mail-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="inquiry-mail-heading" className="label font-sans">
          {mailInboxTexts.threadHeading}
        </h3>
        <p className="text-xs text-fg-muted">
          {mailInboxTexts.reference} <span className="font-medium text-fg">{reference}</span>
        </p>
      </div>
      {messages.length === 0 ? (
        <p className="text-sm text-fg-muted">{mailInboxTexts.threadEmpty}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line rounded-sm border border-line">
          {messages.map((message) => (
            <li key={message.id} className="flex flex-col gap-2 p-4" data-testid="mail-message">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-fg">
                    {message.kind === 'staff-reply' && message.signer
                      ? `${OUTBOX_KIND_LABELS[message.kind]} from ${message.signer}`
                      : OUTBOX_KIND_LABELS[message.kind]}
                  </p>
                  <p className="mt-0.5 text-xs break-words text-fg-muted">
                    <time dateTime={message.created_at}>{formatIslandDateTime(message.created_at)}</time>
                    {' · '}
                    {mailInboxTexts.to} {message.to}
                  </p>
                </div>
                <OutboxStateBadge state={message.state} />
              </div>
              <p className="text-sm break-words text-fg">{message.subject}</p>
              {message.body ? (
                <p className="max-h-48 overflow-y-auto rounded-sm bg-canvas p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-fg">
                  {message.body}
                </p>
              ) : null}
              <div className="flex flex-wrap items-end justify-between gap-3">
                <DeliveryDetail message={message} />
                {canRetry(message.state) ? (
                  <RetryMessageButton id={message.id} label={OUTBOX_KIND_LABELS[message.kind]} />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
