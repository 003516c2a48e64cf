import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { checkboxInput, selectInput, textareaInput, textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { CheckboxField, Field, SelectField, TextareaField, type SelectOption } from '#app/components/ui/Field';
import { CANCELLATION_SHARES, COMMISSION_BASES, SERVICES_TREATMENTS } from '#app/domain/homeowners/rows';
import {
  agreementCorrectionSchema,
  agreementSchema,
  ownershipSchema,
  type agreementFormValues,
} from '#app/domain/homeowners/schemas';
import { homeownerTexts } from '#app/domain/homeowners/texts/staff';

/**
 * The ownership and agreement forms of /admin/homeowners/:id (owners and admins): plain POST forms with their
 * `intent`, validated as they are typed when JavaScript runs; a refused post comes back with what was typed.
 */

const usePending = (intent: string) => {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
};

export function OwnershipForm({
  homeownerId,
  listings,
  lastResult,
}: {
  homeownerId: string;
  listings: readonly SelectOption[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = homeownerTexts.ownership;
  const [form, fields] = useEditorForm({
    name: 'ownership',
    schema: ownershipSchema,
    id: homeownerId,
    defaultValue: { homeownerId, listing: '', ownedFrom: '', ownedTo: '', sharePercent: '' },
    lastResult,
  });
  const pending = usePending('ownership');
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="ownership-form">
      <input type="hidden" name="intent" value="ownership" />
      <input type="hidden" name="homeownerId" value={homeownerId} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <EditorSection title={t.addTitle} description={t.addDescription}>
        <SelectField
          className="sm:col-span-2"
          label={t.labels.listing}
          requiredMark
          {...selectInput(fields.listing, [{ value: '', label: t.choose }, ...listings])}
        />
        <Field label={t.labels.from} requiredMark {...textInput(fields.ownedFrom, { type: 'date' })} />
        <Field label={t.labels.to} hint={t.hints.to} {...textInput(fields.ownedTo, { type: 'date' })} />
        <Field
          label={t.labels.share}
          hint={t.hints.share}
          {...textInput(fields.sharePercent, { inputMode: 'decimal' })}
        />
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" pending={pending} pendingLabel={homeownerTexts.saving}>
          {t.add}
        </Button>
      </div>
    </Form>
  );
}

export function AgreementForm({
  villas,
  lastResult,
  correcting = null,
}: {
  /** The villas the homeowner owns (agreements are per villa). */
  villas: readonly SelectOption[];
  lastResult: SubmissionResult<string[]> | undefined;
  /** An agreement not yet in force to correct (its villa kept), and where Cancel leads. */
  correcting?: { values: ReturnType<typeof agreementFormValues>; cancelHref: string } | null;
}) {
  const t = homeownerTexts.agreements;
  const intent = correcting ? 'correct-agreement' : 'agreement';
  const [form, fields] = useEditorForm({
    name: intent,
    schema: correcting ? agreementCorrectionSchema : agreementSchema,
    id: correcting?.values.agreementId ?? null,
    defaultValue: correcting?.values ?? {
      rentalId: villas[0]?.value ?? '',
      commissionBase: 'accommodation',
      servicesTreatment: 'agency-revenue',
      cancellationShare: 'as-accommodation',
    },
    lastResult,
  });
  const pending = usePending(intent);
  const bases = COMMISSION_BASES.map((value) => ({ value, label: homeownerTexts.commissionBase[value] }));
  const services = SERVICES_TREATMENTS.map((value) => ({ value, label: homeownerTexts.servicesTreatment[value] }));
  const cancellations = CANCELLATION_SHARES.map((value) => ({ value, label: homeownerTexts.cancellationShare[value] }));
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex scroll-mt-40 flex-col gap-4"
      data-testid="agreement-form"
    >
      <input type="hidden" name="intent" value={intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <EditorSection
        title={correcting ? t.correctTitle : t.addTitle}
        description={correcting ? t.correctDescription : t.addDescription}
      >
        {correcting ? (
          <p className="text-sm sm:col-span-2">
            <input type="hidden" name="agreementId" value={correcting.values.agreementId} />
            <input type="hidden" name="rentalId" value={correcting.values.rentalId} />
            <span className="text-fg-muted">{t.labels.villa}:</span>{' '}
            {villas.find((villa) => villa.value === correcting.values.rentalId)?.label ?? correcting.values.rentalId}
          </p>
        ) : (
          <SelectField label={t.labels.villa} requiredMark {...selectInput(fields.rentalId, villas)} />
        )}
        <Field label={t.labels.from} requiredMark {...textInput(fields.effectiveFrom, { type: 'date' })} />
        <Field
          label={t.labels.commission}
          requiredMark
          {...textInput(fields.commissionPercent, { inputMode: 'decimal' })}
        />
        <SelectField label={t.labels.base} {...selectInput(fields.commissionBase, bases)} />
        <SelectField label={t.labels.services} {...selectInput(fields.servicesTreatment, services)} />
        <SelectField label={t.labels.cancellations} {...selectInput(fields.cancellationShare, cancellations)} />
        <CheckboxField label={t.labels.ownerStays} {...checkboxInput(fields.ownerStaysWithoutApproval)} />
        <Field label={t.labels.signedOn} requiredMark {...textInput(fields.mandateSignedOn, { type: 'date' })} />
        <Field
          label={t.labels.signatories}
          requiredMark
          hint={t.hints.signatories}
          {...textInput(fields.mandateSignatories, { maxLength: 500 })}
        />
        <TextareaField
          className="sm:col-span-2"
          label={t.labels.note}
          {...textareaInput(fields.note, { rows: 2, maxLength: 2000 })}
        />
      </EditorSection>
      <div className="flex items-center justify-end gap-4">
        {correcting ? (
          <Link to={correcting.cancelHref} className="link text-sm">
            {t.cancel}
          </Link>
        ) : null}
        <Button type="submit" pending={pending} pendingLabel={homeownerTexts.saving}>
          {correcting ? t.saveCorrection : t.add}
        </Button>
      </div>
    </Form>
  );
}
