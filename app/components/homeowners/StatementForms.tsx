import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { textareaInput, textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field, TextareaField } from '#app/components/ui/Field';
import type { Currency } from '#app/domain/currency/currency';
import { adjustmentSchema, payoutSchema, type payoutFormValues } from '#app/domain/homeowners/statement-forms';
import { statementTexts } from '#app/domain/homeowners/texts/statements';

const t = statementTexts.payout;

const usePending = (intent: string) => {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
};

/**
 * The payout that pays a sent statement (owners and admins): a plain POST form with intent `pay`, checked as it is
 * typed when JavaScript runs and by the same schema on the server; a refusal comes back with what was typed.
 */
export function PayoutForm({
  statementId,
  currency,
  values,
  lastResult,
}: {
  statementId: string;
  currency: Currency;
  values: ReturnType<typeof payoutFormValues>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useEditorForm({
    name: 'payout',
    schema: payoutSchema,
    id: statementId,
    defaultValue: values,
    lastResult,
  });
  const pending = usePending('pay');
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="payout-form">
      <input type="hidden" name="intent" value="pay" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <EditorSection title={t.title} description={t.description}>
        <Field label={t.paidOn} requiredMark {...textInput(fields.paidOn, { type: 'date' })} />
        <Field
          label={t.amount}
          hint={t.amountHint(currency)}
          requiredMark
          {...textInput(fields.amount, { inputMode: 'decimal' })}
        />
        <Field className="sm:col-span-2" label={t.reference} requiredMark {...textInput(fields.reference)} />
        <TextareaField className="sm:col-span-2" label={t.note} {...textareaInput(fields.note, { rows: 2 })} />
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" pending={pending} pendingLabel={t.saving}>
          {t.save}
        </Button>
      </div>
    </Form>
  );
}

/** An adjustment to a draft's month (owners and admins): intent `adjust`; the draft is recomputed with it. */
export function AdjustmentForm({
  statementId,
  lastResult,
}: {
  statementId: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const a = statementTexts.adjustment;
  const [form, fields] = useEditorForm({
    name: 'adjustment',
    schema: adjustmentSchema,
    id: statementId,
    defaultValue: { intent: 'adjust', label: '', amount: '' },
    lastResult,
  });
  const pending = usePending('adjust');
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="adjustment-form">
      <input type="hidden" name="intent" value="adjust" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <EditorSection title={a.title} description={a.description}>
        <Field className="sm:col-span-2" label={a.label} requiredMark {...textInput(fields.label)} />
        <Field
          label={a.amount}
          hint={a.amountHint}
          requiredMark
          {...textInput(fields.amount, { inputMode: 'decimal' })}
        />
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" pending={pending} pendingLabel={a.saving}>
          {a.save}
        </Button>
      </div>
    </Form>
  );
}
