import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, Link } from 'react-router';
import { Button, buttonClass } from '#app/components/ui/Button';
import { Field } from '#app/components/ui/Field';
import { optionDeadlineSchema, type AskingAction, type DeskActionData } from '#app/domain/booking/desk';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { STAY_ACTION_LABELS } from '#app/domain/booking/stays';
import type { DeadlineField } from '#app/domain/booking/staff-calendar';
import { ActionError } from './StayActionNotices';

/** The stay actions that take more than a button (StayActions): a deadline, or a question asked first. */

const text = staffBookingTexts.desk;

/** Hold as option / Extend option: until when, in the islands' time (Conform, validated as you go). */
export function DeadlineForm({
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
export function AskPanel({
  intent,
  reference,
  action,
  cancelTo,
  pending,
  busy,
  detail,
}: {
  intent: AskingAction;
  reference: string;
  action: string;
  cancelTo: string;
  pending: boolean;
  busy: boolean;
  /** What the answer adds to the question (a cancellation's retained share and refund). */
  detail?: string;
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
      {detail ? (
        <p data-testid="ask-detail" className="mt-2 text-sm font-medium text-fg">
          {detail}
        </p>
      ) : null}
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
