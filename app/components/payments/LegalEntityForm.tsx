import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useMemo } from 'react';
import { Form, useNavigation } from 'react-router';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { checkboxInput, selectInput, textareaInput, textInput } from '#app/components/admin/field-props';
import { useTexts } from '#app/components/i18n/locale';
import { Button } from '#app/components/ui/Button';
import { CheckboxField, Field, SelectField, TextareaField } from '#app/components/ui/Field';
import {
  INVOICE_PREFIX_MAX,
  ISLAND_CHOICES,
  islandLabel,
  legalEntityFormValues,
  legalEntitySchema,
} from '#app/domain/payments/legal-entities';
import { legalEntitiesTexts } from '#app/domain/payments/texts/legal-entities';

/**
 * One legal entity's details on /admin/settings/legal-entities (or, without `id`, the form that adds one): a
 * plain POST form, validated as it is typed when JavaScript runs; a refused post comes back with what was typed
 * and the message next to its field. Its Activate/Deactivate button is a form of its own (LegalEntitySwitch).
 */
export function LegalEntityForm({
  id,
  title,
  values,
  lastResult,
}: {
  /** The entity's id; null for the form that adds one. */
  id: string | null;
  title: string;
  values: ReturnType<typeof legalEntityFormValues>;
  /** The action's answer, when it was this form that was posted. */
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useTexts(legalEntitiesTexts);
  const schema = useMemo(() => legalEntitySchema(t), [t]);
  const [form, fields] = useEditorForm({ name: 'legal-entity', schema, id, defaultValue: values, lastResult });
  const navigation = useNavigation();
  const posted = navigation.formData;
  const saving =
    navigation.state !== 'idle' && posted?.get('intent') === null && (posted.get('id') ?? '') === (id ?? '');
  const islands = ISLAND_CHOICES.map((island) => ({ value: island, label: islandLabel(t, island) }));
  const code = { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } as const;

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-4"
      data-testid={`legal-entity-${id ?? 'new'}`}
    >
      {id ? <input {...getInputProps(fields.id, { type: 'hidden' })} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <EditorSection title={title} description={id ? t.editDescription : t.addDescription}>
        <Field label={t.labelName} requiredMark hint={t.hintName} {...textInput(fields.name, { maxLength: 200 })} />
        <Field
          label={t.labelPrefix}
          requiredMark
          hint={id ? `${t.hintPrefix} ${t.hintPrefixChange}` : t.hintPrefix}
          {...textInput(fields.invoicePrefix, { ...code, maxLength: INVOICE_PREFIX_MAX })}
        />
        <SelectField label={t.labelIsland} hint={t.hintIsland} {...selectInput(fields.island, islands)} />
        <Field
          label={t.labelRegistration}
          hint={t.hintRegistration}
          {...textInput(fields.registrationNumber, { maxLength: 100 })}
        />
        <TextareaField
          className="sm:col-span-2"
          label={t.labelAddress}
          hint={t.hintAddress}
          {...textareaInput(fields.address, { rows: 3, maxLength: 500 })}
        />
        <Field label={t.labelVat} {...textInput(fields.vatNumber, { ...code, maxLength: 50 })} />
        <Field label={t.labelEmail} {...textInput(fields.email, { type: 'email', autoComplete: 'off' })} />
        <Field label={t.labelPhone} {...textInput(fields.phone, { type: 'tel', maxLength: 50 })} />
        <TextareaField
          className="sm:col-span-2"
          label={t.labelLegalNotice}
          hint={t.hintLegalNotice}
          {...textareaInput(fields.legalNotice, { rows: 3, maxLength: 1000 })}
        />
        {id ? null : (
          <CheckboxField
            className="sm:col-span-2"
            label={t.labelActive}
            hint={t.hintActive}
            {...checkboxInput(fields.active)}
          />
        )}
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" pending={saving} pendingLabel={t.saving}>
          {id ? t.save : t.add}
        </Button>
      </div>
    </Form>
  );
}

/** An entity's Activate or Deactivate button: a plain POST of its own (`intent`, `id`). */
export function LegalEntitySwitch({ id, active }: { id: string; active: boolean }) {
  const t = useTexts(legalEntitiesTexts);
  const navigation = useNavigation();
  const intent = active ? 'deactivate' : 'activate';
  const pending =
    navigation.state !== 'idle' &&
    navigation.formData?.get('id') === id &&
    navigation.formData.get('intent') === intent;
  return (
    <Form method="post" className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" name="intent" value={intent} variant="secondary" size="sm" pending={pending}>
        {active ? t.deactivate : t.activate}
      </Button>
      <p className="text-sm text-fg-muted">{t.hintDeactivate}</p>
    </Form>
  );
}
