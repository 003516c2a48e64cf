import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { decimalInput, numberInput, textareaInput, textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field, TextareaField } from '#app/components/ui/Field';
import { arrivalInfoFormValues, arrivalInfoSchema, arrivalInfoTexts } from '#app/domain/booking/arrival-info-form';

const text = arrivalInfoTexts;

/**
 * A villa's arrival information (/admin/rentals/:id/arrival): one plain form, checked field by field with the
 * action's own schema; a refused post comes back with what was typed. Codes are typed as they are given:
 * no autocomplete, no spell check, and the browser's password manager is not offered them.
 */
export function ArrivalInfoForm({
  rentalId,
  values,
  lastResult,
}: {
  rentalId: string;
  values: ReturnType<typeof arrivalInfoFormValues>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useEditorForm({
    name: 'arrival-info',
    schema: arrivalInfoSchema,
    id: rentalId,
    defaultValue: values,
    lastResult,
  });
  const saving = useNavigation().state === 'submitting';
  const code = (field: typeof fields.gateCode) =>
    textInput(field, { autoComplete: 'off', spellCheck: false, autoCapitalize: 'off' });
  const labels = text.labels;

  return (
    <Form method="post" {...getFormProps(form)} className="flex max-w-4xl flex-col gap-6">
      <FormErrors id={form.errorId} errors={form.errors} />
      <EditorSection title={text.placeSection} description={text.placeDescription}>
        <TextareaField
          className="sm:col-span-2"
          label={labels.address}
          {...textareaInput(fields.address, { rows: 3 })}
        />
        <Field label={labels.latitude} hint={text.hints.latitude} {...decimalInput(fields.latitude)} />
        <Field label={labels.longitude} hint={text.hints.longitude} {...decimalInput(fields.longitude)} />
      </EditorSection>
      <EditorSection title={text.accessSection} description={text.accessDescription}>
        <Field label={labels.gateCode} {...code(fields.gateCode)} />
        <Field label={labels.doorCode} {...code(fields.doorCode)} />
        <Field label={labels.wifiName} {...code(fields.wifiName)} />
        <Field label={labels.wifiPassword} {...code(fields.wifiPassword)} />
      </EditorSection>
      <EditorSection title={text.manualSection} description={text.manualDescription}>
        <TextareaField
          className="sm:col-span-2"
          label={labels.houseManual}
          {...textareaInput(fields.houseManual, { rows: 8, lang: 'en' })}
        />
        <TextareaField
          className="sm:col-span-2"
          label={labels.houseManualFr}
          {...textareaInput(fields.houseManualFr, { rows: 8, lang: 'fr' })}
        />
      </EditorSection>
      <EditorSection title={text.whenSection}>
        <Field
          label={labels.conciergePhone}
          hint={text.hints.conciergePhone}
          {...textInput(fields.conciergePhone, { type: 'tel', autoComplete: 'off' })}
        />
        <Field
          label={labels.daysBeforeArrival}
          hint={text.hints.daysBeforeArrival}
          {...numberInput(fields.daysBeforeArrival)}
        />
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" pending={saving} pendingLabel={text.saving}>
          {text.save}
        </Button>
      </div>
    </Form>
  );
}
