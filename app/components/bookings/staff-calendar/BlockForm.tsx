import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { selectInput, textareaInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field, SelectField, TextareaField } from '#app/components/ui/Field';
import { BLOCK_KIND_OPTIONS, blockFormSchema, MAX_BLOCK_NOTE } from '#app/domain/booking/block-form';
import { addDays, type CalendarDate } from '#app/domain/booking/dates';
import { useIntentForm, usePendingIntent } from './intent-form';

const INTENT = 'add-block';

/**
 * Closing dates for the owner or for maintenance. The dates are nights like a guest's stay: check-out is
 * the morning the villa is free again. The database refuses dates that are taken; the action then names
 * the stay in the way and the form keeps what was typed.
 */
export function BlockForm({
  today,
  actionData,
}: {
  today: CalendarDate;
  actionData: { intent: string | null; result?: SubmissionResult<string[]> } | undefined;
}) {
  const [form, fields] = useIntentForm({
    id: 'calendar-block',
    intent: INTENT,
    schema: blockFormSchema(today),
    actionData,
    defaultValue: { kind: 'homeowner-block' },
  });
  const pending = usePendingIntent(INTENT);
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value={INTENT} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SelectField label="Kind" requiredMark {...selectInput(fields.kind, BLOCK_KIND_OPTIONS)} />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field
          label="Check-in"
          requiredMark
          hint="The first night closed"
          inputProps={{ ...getInputProps(fields.checkIn, { type: 'date' }), min: today }}
          errors={fields.checkIn.errors}
        />
        <Field
          label="Check-out"
          requiredMark
          hint="The morning it is free again"
          inputProps={{ ...getInputProps(fields.checkOut, { type: 'date' }), min: addDays(today, 1) }}
          errors={fields.checkOut.errors}
        />
      </div>
      <TextareaField
        label="Note (optional)"
        hint="For staff only: the reason, who asked."
        {...textareaInput(fields.note, { rows: 3, maxLength: MAX_BLOCK_NOTE })}
      />
      <div>
        <Button type="submit" size="sm" pending={pending} pendingLabel="Adding…">
          Add block
        </Button>
      </div>
    </Form>
  );
}
