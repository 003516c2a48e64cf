import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { selectInput, textareaInput, textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field, SelectField, TextareaField } from '#app/components/ui/Field';
import { CURRENCIES } from '#app/domain/currency/currency';
import { LOCALES } from '#app/domain/i18n/locale';
import { homeownerFormValues, homeownerSchema } from '#app/domain/homeowners/schemas';
import { homeownerTexts as text } from '#app/domain/homeowners/texts/staff';

/**
 * A homeowner's details on /admin/homeowners/:id (or, without `id`, the form that adds one on /admin/homeowners):
 * a plain POST form (intent `details`), validated as it is typed when JavaScript runs; a refused post comes back
 * with what was typed and the message next to its field. Shown to owners and admins only.
 */
export function HomeownerForm({
  id,
  values,
  lastResult,
}: {
  id: string | null;
  values: ReturnType<typeof homeownerFormValues>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useEditorForm({
    name: 'homeowner',
    schema: homeownerSchema,
    id,
    defaultValue: values,
    lastResult,
  });
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'details';
  const languages = LOCALES.map((value) => ({ value, label: text.languages[value] }));
  const currencies = CURRENCIES.map((value) => ({ value, label: value }));

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-4"
      data-testid={`homeowner-${id ?? 'new'}`}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <EditorSection
        title={id ? text.detailsTitle : text.addTitle}
        description={id ? text.detailsDescription : text.addDescription}
      >
        <Field
          label={text.labels.name}
          requiredMark
          hint={text.hints.name}
          {...textInput(fields.name, { maxLength: 200 })}
        />
        <Field
          label={text.labels.emails}
          requiredMark
          hint={text.hints.emails}
          {...textInput(fields.emails, { autoComplete: 'off', inputMode: 'email', spellCheck: false })}
        />
        <Field label={text.labels.phone} {...textInput(fields.phone, { type: 'tel', maxLength: 40 })} />
        <SelectField label={text.labels.language} {...selectInput(fields.language, languages)} />
        <SelectField label={text.labels.currency} {...selectInput(fields.currency, currencies)} />
        <TextareaField
          className="sm:col-span-2"
          label={text.labels.note}
          {...textareaInput(fields.note, { rows: 3, maxLength: 5000 })}
        />
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" name="intent" value="details" pending={saving} pendingLabel={text.saving}>
          {id ? text.save : text.add}
        </Button>
      </div>
    </Form>
  );
}
