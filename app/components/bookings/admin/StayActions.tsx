import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { useHydrated } from '#app/components/ui/useHydrated';
import { Form, Link, useNavigation } from 'react-router';
import { AdminAlert } from '#app/components/admin/AdminPage';
import { Button, buttonClass } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { Field } from '#app/components/ui/Field';
import {
  formatIslandDateTime,
  isAskingAction,
  optionDeadlineSchema,
  type AskingAction,
  type DeskActionData,
  type DeskDone,
} from '#app/domain/booking/desk';
import { staffBookingTexts } from '#app/domain/booking/staff-texts';
import { STAY_ACTION_LABELS, type StayAction } from '#app/domain/booking/stays';
import type { StayRow } from '#app/domain/entities';
import type { DeadlineField } from '#app/domain/booking/staff-calendar';
import { StayMentions } from './StayStatusBadge';

const text = staffBookingTexts.desk;

const dangerButton = cx(
  buttonClass({ variant: 'secondary', size: 'sm' }),
  'border-danger/50 text-danger hover:border-danger hover:bg-danger-soft',
);

/**
 * The notice of the action just done; `onRequest`: the website's rules a stay entered by staff on the villa's
 * calendar was accepted against ('Accepted on request: …').
 */
export interface DeskNotice {
  done: DeskDone;
  feedErrors: string[];
  onRequest?: string[];
}

/**
 * The actions the stay's status allows, each a POST form with an `intent` that works without JavaScript:
 * Hold as option and Extend option with their deadline, Confirm, and Decline / Cancel, which ask first
 * (the action answers a post without confirm=yes with the question). The answer of the last action shows
 * here, next to its button: the notice after a success (`?done=…`), or why it was refused. The forms post
 * to `#actions` until the page is hydrated, so without JavaScript the browser comes back to this panel.
 */
export function StayActions({
  stay,
  actions,
  deadline,
  actionData,
  notice,
}: {
  stay: StayRow;
  actions: readonly StayAction[];
  deadline: DeadlineField;
  actionData: DeskActionData | undefined;
  notice: DeskNotice | null;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' ? navigation.formData : undefined;
  const pendingIntent = submitting?.get('intent') ?? null;
  const asking = (intent: StayAction) => isAskingAction(intent) && submitting?.get('confirm') !== 'yes';
  const pending = (intent: StayAction) => pendingIntent === intent && !asking(intent);
  // The last answer, once the page has settled (a new submission hides it).
  const result = navigation.state === 'idle' ? actionData : undefined;
  const resultFor = (intent: StayAction) => (result?.intent === intent ? result : undefined);
  const orphan = result?.error && (result.intent === null || !actions.includes(result.intent)) ? result : undefined;
  // Without JavaScript the browser follows the answer to this panel; with it the page stays where it is.
  const hydrated = useHydrated();
  const formAction = `/admin/bookings/${stay.id}${hydrated ? '' : '#actions'}`;
  const buttons = actions.filter((action) => action !== 'hold' && action !== 'extend');

  return (
    <section
      id="actions"
      aria-labelledby="actions-heading"
      className="card flex scroll-mt-36 flex-col gap-5 p-5 sm:p-6"
    >
      <h2 id="actions-heading" className="font-display text-3xl text-fg">
        {text.actionsHeading}
      </h2>

      {notice && !result ? <DoneNotice stay={stay} notice={notice} /> : null}
      {orphan ? <ActionError result={orphan} /> : null}

      {actions.length === 0 ? (
        <p className="text-sm text-fg-muted">{stay.source === 'feed' ? text.feedNoActions : text.noActions}</p>
      ) : null}

      {actions.includes('hold') || actions.includes('extend') ? (
        <DeadlineForm
          // A new deadline (after a hold or an extension) starts a fresh form with the next suggestion.
          key={`${stay.status}-${stay.option_expires_at}`}
          intent={actions.includes('hold') ? 'hold' : 'extend'}
          stayId={stay.id}
          action={formAction}
          deadline={deadline}
          result={resultFor(actions.includes('hold') ? 'hold' : 'extend')}
          pending={pending(actions.includes('hold') ? 'hold' : 'extend')}
          busy={Boolean(submitting)}
        />
      ) : null}

      {buttons.length ? (
        <div className="flex flex-col gap-3 border-t border-line pt-5 first:border-t-0 first:pt-0">
          <div className="flex flex-wrap gap-3">
            {buttons.map((intent) =>
              isAskingAction(intent) && resultFor(intent)?.ask ? null : (
                <Form key={intent} method="post" action={formAction} preventScrollReset>
                  <input type="hidden" name="intent" value={intent} />
                  <Button
                    type="submit"
                    size="sm"
                    variant={intent === 'confirm' ? 'primary' : 'secondary'}
                    className={isAskingAction(intent) ? dangerButton : undefined}
                    pending={pending(intent)}
                    pendingLabel={text.pending[intent]}
                    disabled={Boolean(submitting)}
                  >
                    {STAY_ACTION_LABELS[intent]}
                  </Button>
                </Form>
              ),
            )}
          </div>
          {buttons.includes('confirm') ? <p className="text-xs text-fg-muted">{text.confirmHint}</p> : null}
          {buttons.map((intent) => {
            const answer = resultFor(intent);
            if (!answer) return null;
            if (isAskingAction(intent) && answer.ask)
              return (
                <AskPanel
                  key={intent}
                  intent={intent}
                  reference={stay.reference}
                  action={formAction}
                  cancelTo={`/admin/bookings/${stay.id}#actions`}
                  pending={pending(intent)}
                  busy={Boolean(submitting)}
                />
              );
            return answer.error || answer.feedErrors?.length ? <ActionError key={intent} result={answer} /> : null;
          })}
        </div>
      ) : null}
    </section>
  );
}

/** Hold as option / Extend option: until when, in the islands' time (Conform, validated as you go). */
function DeadlineForm({
  intent,
  stayId,
  action,
  deadline,
  result,
  pending,
  busy,
}: {
  intent: 'hold' | 'extend';
  stayId: string;
  action: string;
  deadline: DeadlineField;
  result: DeskActionData | undefined;
  pending: boolean;
  busy: boolean;
}) {
  const [form, fields] = useForm({
    id: `${intent}-${stayId}`,
    lastResult: result?.result as SubmissionResult<string[]> | undefined,
    defaultValue: { until: deadline.suggested },
    constraint: getZodConstraint(optionDeadlineSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: optionDeadlineSchema }),
  });
  return (
    <Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value={intent} />
      <Field
        label={intent === 'hold' ? text.until.label : text.until.extendLabel}
        hint={text.until.hint(deadline.holdHours)}
        inputProps={{
          ...getInputProps(fields.until, { type: 'datetime-local' }),
          min: deadline.min,
          max: deadline.max,
        }}
        errors={fields.until.errors}
      />
      <div>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          pending={pending}
          pendingLabel={text.pending[intent]}
          disabled={busy}
        >
          {STAY_ACTION_LABELS[intent]}
        </Button>
      </div>
      {result?.error ? <ActionError result={result} /> : null}
    </Form>
  );
}

/** Decline or cancel, asked first: the question, a button that posts confirm=yes, and a way back. */
function AskPanel({
  intent,
  reference,
  action,
  cancelTo,
  pending,
  busy,
}: {
  intent: AskingAction;
  reference: string;
  action: string;
  cancelTo: string;
  pending: boolean;
  busy: boolean;
}) {
  const ask = text.ask[intent];
  return (
    <section
      aria-labelledby="ask-heading"
      aria-describedby="ask-text"
      data-confirm-action={intent}
      className="rounded-sm border border-danger/50 bg-danger-soft/40 p-4"
    >
      <h3 id="ask-heading" className="font-display text-2xl text-fg">
        {ask.title(reference)}
      </h3>
      <p id="ask-text" className="mt-1 text-sm text-fg-muted">
        {ask.text}
      </p>
      <Form method="post" action={action} preventScrollReset className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="confirm" value="yes" />
        <Button
          type="submit"
          size="sm"
          className="bg-danger text-surface hover:bg-danger/90"
          pending={pending}
          pendingLabel={text.pending[intent]}
          disabled={busy}
        >
          {ask.yes}
        </Button>
        <Link to={cancelTo} preventScrollReset className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {ask.no}
        </Link>
      </Form>
    </section>
  );
}

/** Why an action was refused; the stays that took the dates link to their bookings. */
function ActionError({ result }: { result: DeskActionData }) {
  return (
    <>
      {result.error ? (
        <AdminAlert>
          {result.inTheWay?.length ? (
            <>
              {text.overlapLead}
              <StayMentions stays={result.inTheWay} />.
            </>
          ) : (
            result.error
          )}
        </AdminAlert>
      ) : null}
      <FeedWarnings errors={result.feedErrors} />
    </>
  );
}

function FeedWarnings({ errors }: { errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div role="status" className="rounded-sm border border-accent/40 bg-accent-soft px-4 py-3 text-sm text-fg">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/** What the action just done changed (`?done=…`), and the feeds a confirm could not read. */
function DoneNotice({ stay, notice }: { stay: StayRow; notice: DeskNotice }) {
  let message: ReactNode;
  switch (notice.done) {
    case 'added':
      message =
        stay.status === 'option' && stay.option_expires_at
          ? text.done.added.option(formatIslandDateTime(stay.option_expires_at))
          : stay.status === 'confirmed'
            ? text.done.added.confirmed
            : text.done.added.other;
      break;
    case 'held':
    case 'extended':
      message = stay.option_expires_at ? text.done[notice.done](formatIslandDateTime(stay.option_expires_at)) : null;
      break;
    default:
      message = text.done[notice.done];
  }
  const onRequest = notice.onRequest ?? [];
  return (
    <>
      {message ? (
        <AdminAlert tone="success">
          {onRequest.length ? (
            <ul className="flex flex-col gap-1">
              {[message, ...onRequest].map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          ) : (
            message
          )}
        </AdminAlert>
      ) : null}
      <FeedWarnings errors={notice.feedErrors} />
    </>
  );
}
