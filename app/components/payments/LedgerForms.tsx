import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { selectInput, textInput, textareaInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field, SelectField, TextareaField } from '#app/components/ui/Field';
import { formatCalendarDate, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import {
  paymentEntrySchema,
  refundEntrySchema,
  reversalEntrySchema,
  type PaymentEntryFields,
  type PaymentIntent,
  type RefundEntryFields,
  type ReversalEntryFields,
} from '#app/domain/payments/entry-form';
import { paymentMethodLabel } from '#app/domain/payments/labels';
import { PAYMENT_METHODS, type LedgerSummary } from '#app/domain/payments/ledger';
import { formatMinorAmount, MINOR_UNIT_DIGITS, minorUnitsPerUnit } from '#app/domain/payments/money';
import { staffPaymentTexts } from '#app/domain/payments/texts/staff';

const text = staffPaymentTexts.form;

/** What the booking page's action answered a ledger form (stay-payments.server.ts PaymentActionData). */
export interface LedgerActionData {
  intent: PaymentIntent;
  result?: unknown;
  error?: string;
}

const METHOD_OPTIONS = [
  { value: '', label: '—' },
  ...PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodLabel(method, 'en') })),
];

/** What every ledger form shares: its id, the last answer when it was this form's, validated as you go. */
function ledgerFormOptions<Fields>(
  id: string,
  answer: LedgerActionData | undefined,
  intent: PaymentIntent,
  defaultValue: Partial<Fields>,
) {
  return {
    id,
    lastResult: answer?.intent === intent ? (answer.result as SubmissionResult<string[]> | undefined) : undefined,
    defaultValue,
    shouldValidate: 'onBlur' as const,
    shouldRevalidate: 'onInput' as const,
  };
}

function Refusal({ answer, intent }: { answer: LedgerActionData | undefined; intent: PaymentIntent }) {
  if (answer?.intent !== intent || !answer.error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-danger">
      {answer.error}
    </p>
  );
}

/** Payment received: amount, date, method, payer, bank reference, note. A plain POST form. */
export function RecordPaymentForm({
  stayId,
  currency,
  answer,
}: {
  stayId: string;
  currency: Currency;
  answer: LedgerActionData | undefined;
}) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get('intent') === 'record-payment';
  const [form, fields] = useForm({
    ...ledgerFormOptions<PaymentEntryFields>(`record-payment-${stayId}`, answer, 'record-payment', {
      receivedOn: islandToday(),
    }),
    constraint: getZodConstraint(paymentEntrySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: paymentEntrySchema }),
  });
  return (
    <Form method="post" action="#payments" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-3">
      <h3 className="font-semibold text-fg">{text.recordHeading}</h3>
      <input type="hidden" name="intent" value="record-payment" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={text.amount(currency)} requiredMark {...textInput(fields.amount, { inputMode: 'decimal' })} />
        <Field
          label={text.receivedOn}
          requiredMark
          {...textInput(fields.receivedOn, { type: 'date', max: islandToday() })}
        />
        <SelectField label={text.method} requiredMark {...selectInput(fields.method, METHOD_OPTIONS)} />
        <Field label={text.payer} {...textInput(fields.payer, { autoComplete: 'off' })} />
        <Field label={text.bankReference} {...textInput(fields.bankReference, { autoComplete: 'off' })} />
      </div>
      <TextareaField label={text.note} {...textareaInput(fields.note, { rows: 2 })} />
      <Refusal answer={answer} intent="record-payment" />
      <div>
        <Button type="submit" size="sm" pending={pending} disabled={Boolean(navigation.formData)}>
          {text.record}
        </Button>
      </div>
    </Form>
  );
}

/** Money paid back to the guest (owners and admins): amount, date, method, reason. */
export function RecordRefundForm({
  stayId,
  currency,
  suggested,
  answer,
}: {
  stayId: string;
  currency: Currency;
  /** what the ledger says is to refund, in minor units (0: nothing) */
  suggested: number;
  answer: LedgerActionData | undefined;
}) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get('intent') === 'record-refund';
  const [form, fields] = useForm({
    ...ledgerFormOptions<RefundEntryFields>(`record-refund-${stayId}`, answer, 'record-refund', {
      receivedOn: islandToday(),
      amount: suggested > 0 ? (suggested / minorUnitsPerUnit(currency)).toFixed(MINOR_UNIT_DIGITS[currency]) : '',
    }),
    constraint: getZodConstraint(refundEntrySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: refundEntrySchema }),
  });
  return (
    <Form method="post" action="#payments" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-3">
      <h3 className="font-semibold text-fg">{text.refundHeading}</h3>
      <input type="hidden" name="intent" value="record-refund" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={text.amount(currency)} requiredMark {...textInput(fields.amount, { inputMode: 'decimal' })} />
        <Field
          label={text.refundedOn}
          requiredMark
          {...textInput(fields.receivedOn, { type: 'date', max: islandToday() })}
        />
        <SelectField label={text.method} requiredMark {...selectInput(fields.method, METHOD_OPTIONS)} />
        <Field label={text.reason} requiredMark {...textInput(fields.reason)} />
      </div>
      <TextareaField label={text.note} {...textareaInput(fields.note, { rows: 2 })} />
      <Refusal answer={answer} intent="record-refund" />
      <div>
        <Button type="submit" size="sm" variant="secondary" pending={pending} disabled={Boolean(navigation.formData)}>
          {text.refund}
        </Button>
      </div>
    </Form>
  );
}

/** Undoes a payment or a refund (owners and admins): which entry, and why. The entry stays in the ledger. */
export function ReverseEntryForm({
  stayId,
  currency,
  summary,
  answer,
}: {
  stayId: string;
  currency: Currency;
  summary: LedgerSummary;
  answer: LedgerActionData | undefined;
}) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get('intent') === 'reverse-entry';
  const [form, fields] = useForm({
    ...ledgerFormOptions<ReversalEntryFields>(`reverse-entry-${stayId}`, answer, 'reverse-entry', {}),
    constraint: getZodConstraint(reversalEntrySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reversalEntrySchema }),
  });
  const reversible = summary.entries.filter(({ entry, reversed }) => entry.kind !== 'reversal' && !reversed);
  if (reversible.length === 0) return null;
  const options = [
    { value: '', label: '—' },
    ...reversible.map(({ entry }) => ({
      value: entry.id,
      label: `${formatCalendarDate(entry.on as CalendarDate, 'short')} · ${staffPaymentTexts.kinds[entry.kind]} · ${
        entry.kind === 'reversal' ? '' : formatMinorAmount(entry.amount, currency, 'en')
      }`,
    })),
  ];
  return (
    <Form method="post" action="#payments" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-3">
      <h3 className="font-semibold text-fg">{text.reverseHeading}</h3>
      <input type="hidden" name="intent" value="reverse-entry" />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={text.entry} requiredMark {...selectInput(fields.entryId, options)} />
        <Field label={text.reason} requiredMark {...textInput(fields.reason)} />
      </div>
      <Refusal answer={answer} intent="reverse-entry" />
      <div>
        <Button type="submit" size="sm" variant="secondary" pending={pending} disabled={Boolean(navigation.formData)}>
          {text.reverse}
        </Button>
      </div>
    </Form>
  );
}
