import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { useLocale } from '#app/components/i18n/locale';
import { Button } from '#app/components/ui/Button';
import { Field, TextareaField } from '#app/components/ui/Field';
import {
  ARRIVAL_DETAILS_INTENT,
  ARRIVAL_LIMITS,
  arrivalDetailsFormValues,
  arrivalDetailsSchemaFor,
} from '#app/domain/booking/arrival';
import { arrivalTexts } from '#app/domain/booking/texts/arrival';
import { FormAlert } from '#app/components/ui/FormAlert';

/**
 * The guest's arrival details form: a plain post to the page's own address with its intent, so it works
 * without JavaScript; with it, each field is checked as it is left, with the server's own schema. A refused
 * post comes back with its messages next to the fields and what was typed.
 */
export function ArrivalDetailsForm({
  values,
  lastResult,
}: {
  values: ReturnType<typeof arrivalDetailsFormValues>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const locale = useLocale();
  const t = arrivalTexts[locale];
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === ARRIVAL_DETAILS_INTENT;
  const schema = arrivalDetailsSchemaFor(locale);
  const [form, fields] = useForm({
    id: 'arrival-details',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-5" data-testid="arrival-form">
      <input type="hidden" name="intent" value={ARRIVAL_DETAILS_INTENT} />
      <FormAlert messages={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t.arrivalDate}
          requiredMark
          inputProps={{ ...getInputProps(fields.arrivalDate, { type: 'date' }), required: true }}
          errors={fields.arrivalDate.errors}
        />
        <Field
          label={t.arrivalTime}
          requiredMark
          hint={t.arrivalTimeHint}
          inputProps={{ ...getInputProps(fields.arrivalTime, { type: 'time' }), required: true }}
          errors={fields.arrivalTime.errors}
        />
        <Field
          className="sm:col-span-2"
          label={t.flight}
          hint={t.flightHint}
          inputProps={{
            ...getInputProps(fields.flight, { type: 'text' }),
            maxLength: ARRIVAL_LIMITS.flight,
            autoCapitalize: 'characters',
            autoComplete: 'off',
            spellCheck: false,
          }}
          errors={fields.flight.errors}
        />
      </div>
      <TextareaField
        label={t.guestNames}
        requiredMark
        hint={t.guestNamesHint}
        textareaProps={{
          ...getTextareaProps(fields.guestNames),
          rows: 4,
          required: true,
          maxLength: ARRIVAL_LIMITS.guestNames,
        }}
        errors={fields.guestNames.errors}
      />
      <TextareaField
        label={t.conciergeRequests}
        hint={t.conciergeRequestsHint}
        textareaProps={{
          ...getTextareaProps(fields.conciergeRequests),
          rows: 4,
          maxLength: ARRIVAL_LIMITS.conciergeRequests,
        }}
        errors={fields.conciergeRequests.errors}
      />
      <Button
        type="submit"
        pending={sending}
        pendingLabel={t.saving}
        className="self-stretch leading-snug whitespace-normal sm:self-start"
      >
        {t.save}
      </Button>
    </Form>
  );
}
