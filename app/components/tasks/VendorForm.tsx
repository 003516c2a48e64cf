import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { checkboxInput, selectInput, textareaInput, textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { CheckboxField, Field, SelectField, TextareaField } from '#app/components/ui/Field';
import { LOCALES } from '#app/domain/i18n/locale';
import { VENDOR_TRADES } from '#app/domain/tasks/plan';
import type { VendorRow } from '#app/domain/tasks/rows';
import { vendorSchema } from '#app/domain/tasks/schemas';
import { taskSetupTexts } from '#app/domain/tasks/texts/setup';

const text = taskSetupTexts;

/**
 * One vendor, or a new one (`vendor` null): a plain POST form (intent `vendor`); `rentalId` only brings the page
 * back to the villa it showed. A refused post comes back with what was typed and the messages by the fields.
 */
export function VendorForm({
  rentalId,
  vendor,
  lastResult,
}: {
  rentalId: string | null;
  vendor: VendorRow | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useEditorForm({
    name: 'vendor',
    schema: vendorSchema,
    id: vendor?.id ?? null,
    defaultValue: vendor
      ? {
          name: vendor.name,
          email: vendor.email ?? '',
          phone: vendor.phone ?? '',
          language: vendor.language,
          trade: vendor.trade ?? '',
          active: vendor.active,
          note: vendor.note ?? '',
        }
      : { language: 'fr', active: true },
    lastResult,
  });
  const navigation = useNavigation();
  const saving =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === 'vendor' &&
    navigation.formData.get('vendorId') === (vendor?.id ?? '');
  const languages = LOCALES.map((locale) => ({ value: locale, label: text.languages[locale] }));
  const trades = [
    { value: '', label: text.noTrade },
    ...VENDOR_TRADES.map((trade) => ({ value: trade, label: text.trades[trade] })),
  ];
  const title = vendor
    ? [vendor.name, vendor.trade ? text.trades[vendor.trade] : null, vendor.active ? null : text.noLongerSent]
        .filter(Boolean)
        .join(' · ')
    : text.addVendorTitle;

  return (
    // The form's id is `vendor-<id>` (useEditorForm's): the page comes back to it after a save.
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {rentalId ? <input type="hidden" name="rentalId" value={rentalId} /> : null}
      <input type="hidden" name="vendorId" value={vendor?.id ?? ''} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <EditorSection title={title}>
        <Field label={text.name} requiredMark {...textInput(fields.name, { maxLength: 200 })} />
        <SelectField label={text.trade} {...selectInput(fields.trade, trades)} />
        <Field label={text.email} {...textInput(fields.email, { type: 'email', maxLength: 320 })} />
        <Field label={text.phone} {...textInput(fields.phone, { type: 'tel', maxLength: 40 })} />
        <SelectField label={text.language} requiredMark {...selectInput(fields.language, languages)} />
        <CheckboxField className="self-center" label={text.vendorActive} {...checkboxInput(fields.active)} />
        <TextareaField
          className="sm:col-span-2"
          label={text.vendorNote}
          {...textareaInput(fields.note, { rows: 2, maxLength: 2000 })}
        />
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" name="intent" value="vendor" pending={saving} pendingLabel={text.saving}>
          {vendor ? text.save : text.add}
        </Button>
      </div>
    </Form>
  );
}
