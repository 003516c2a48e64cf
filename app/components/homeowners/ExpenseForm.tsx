import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { checkboxInput, selectInput, textareaInput, textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { CheckboxField, Field, SelectField, TextareaField, type SelectOption } from '#app/components/ui/Field';
import { CURRENCIES } from '#app/domain/currency/currency';
import type { CalendarDate } from '#app/domain/booking/dates';
import { EXPENSE_CATEGORIES, RECEIPT_FIELD, expenseFormValues, expenseSchema } from '#app/domain/homeowners/expenses';
import { expenseCategoryLabels, expenseTexts } from '#app/domain/homeowners/texts/expenses';
import { DOCUMENT_ACCEPT, documentTexts } from '#app/domain/media/documents';

const t = expenseTexts.form;

/**
 * The expense form (/admin/expenses/:id), made for a phone: one column, the camera opens on the receipt's
 * input, the amount with the decimal keypad. A plain multipart POST that works without JavaScript; with it,
 * fields are checked as they are typed with the action's own schema. A refused post comes back with what was
 * typed (a chosen file has to be chosen again: browsers never refill a file input).
 */
export function ExpenseForm({
  id,
  today,
  values,
  villas,
  receiptHref,
  lastResult,
}: {
  id: string | null;
  today: CalendarDate;
  values: ReturnType<typeof expenseFormValues>;
  villas: readonly SelectOption[];
  /** Where the current receipt is opened, when there is one. */
  receiptHref: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useEditorForm({
    name: 'expense',
    schema: expenseSchema(today),
    id,
    defaultValue: values,
    lastResult,
  });
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const receiptErrors = lastResult?.error?.[RECEIPT_FIELD] ?? undefined;
  const categories = EXPENSE_CATEGORIES.map((value) => ({ value, label: expenseCategoryLabels.en[value] }));
  const currencies = CURRENCIES.map((value) => ({ value, label: value }));
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="flex max-w-3xl flex-col gap-4"
      data-testid="expense-form"
    >
      <input type="hidden" name="intent" value="save" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <EditorSection title={id ? t.editTitle : t.newTitle} description={t.description}>
        <SelectField
          className="sm:col-span-2"
          label={t.labels.villa}
          requiredMark
          {...selectInput(fields.rentalId, [{ value: '', label: t.choose }, ...villas])}
        />
        <Field label={t.labels.spentOn} requiredMark {...textInput(fields.spentOn, { type: 'date', max: today })} />
        <SelectField
          label={t.labels.category}
          requiredMark
          {...selectInput(fields.category, [{ value: '', label: t.choose }, ...categories])}
        />
        <Field
          className="sm:col-span-2"
          label={t.labels.vendor}
          requiredMark
          {...textInput(fields.vendor, { maxLength: 200, autoComplete: 'organization' })}
        />
        <Field
          label={t.labels.amount}
          requiredMark
          hint={t.hints.amount}
          {...textInput(fields.amount, { inputMode: 'decimal' })}
        />
        <SelectField label={t.labels.currency} requiredMark {...selectInput(fields.currency, currencies)} />
        <Field
          className="sm:col-span-2"
          label={receiptHref ? t.labels.replaceReceipt : t.labels.receipt}
          hint={documentTexts.hint.receipt}
          errors={receiptErrors}
          inputProps={{
            id: `expense-${id ?? 'new'}-receipt`,
            name: RECEIPT_FIELD,
            type: 'file',
            accept: DOCUMENT_ACCEPT.receipt,
            capture: 'environment',
            className: 'file:mr-3',
          }}
        />
        {receiptHref ? (
          <div className="flex flex-col gap-2 text-sm sm:col-span-2">
            <p>
              {t.currentReceipt}{' '}
              <a href={receiptHref} target="_blank" rel="noreferrer" className="link">
                {expenseTexts.viewReceipt}
              </a>
            </p>
            <CheckboxField label={t.labels.removeReceipt} {...checkboxInput(fields.removeReceipt)} />
          </div>
        ) : null}
        <CheckboxField
          className="sm:col-span-2"
          label={t.labels.charged}
          hint={t.hints.charged}
          {...checkboxInput(fields.chargedToHomeowner)}
        />
        <TextareaField
          className="sm:col-span-2"
          label={t.labels.note}
          {...textareaInput(fields.note, { rows: 3, maxLength: 2000 })}
        />
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" pending={pending} pendingLabel={t.saving} className="max-sm:w-full">
          {t.save}
        </Button>
      </div>
    </Form>
  );
}
