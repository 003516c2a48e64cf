import { getFormProps, getInputProps } from '@conform-to/react';
import { data, Form, redirect } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { DefaultSubmit, SettingsSave } from '#app/components/admin/editor/EditorActions';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { adminMeta } from '#app/components/admin/meta';
import { LinkButton } from '#app/components/ui/Button';
import { CancellationScaleSection } from '#app/components/bookings/admin/CancellationScaleSection';
import { CheckboxField, Field } from '#app/components/ui/Field';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { staffAgreementTexts } from '#app/domain/payments/rental-agreement';
import { bookingTermsFieldsSchema, bookingTermsFormValues, bookingTermsSchema } from '#app/domain/booking/terms-form';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/booking-terms';
import { useCan } from '#app/components/admin/useCan';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { bookingQueries } from '#app/server/bookings/queries.server';

const text = staffBookingTexts.termsSettings;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'settings.view');
  const terms = await capabilities.use(bookingQueries).getBookingTerms();
  const saved = new URL(request.url).searchParams.get('done') === 'saved';
  return { values: bookingTermsFormValues(terms), saved };
}

/**
 * Every number of the terms at once (bookingTermsSchema); success comes back here with `?done=saved`. Without
 * JavaScript, a tier's Add or Remove button posts Conform's intent: the form comes back with the tier added or
 * removed, nothing saved.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'settings.manage');
  const submission = parseSubmission(await request.formData(), bookingTermsSchema);
  if (submission.status === undefined) return data({ result: submission.reply() });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    if (!(await capabilities.use(bookingQueries).saveBookingTerms(submission.value)))
      throw new Error('The terms row is missing');
  } catch (error) {
    log.error('booking terms save failed', { error });
    return data({ result: submission.reply({ formErrors: [text.failed] }) }, { status: backendFailureStatus(error) });
  }
  return redirect('/admin/bookings/terms?done=saved');
}

export default function BookingTerms({ loaderData, actionData }: Route.ComponentProps) {
  return <TermsForm loaderData={loaderData} actionData={actionData} />;
}

function TermsForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const [form, fields] = useEditorForm({
    name: 'booking-terms',
    schema: bookingTermsFieldsSchema,
    id: null,
    defaultValue: loaderData.values,
    lastResult: actionData?.result,
  });
  const canChange = useCan('settings.manage');
  const percent = (field: (typeof fields)[keyof typeof fields]) => ({
    inputProps: { ...getInputProps(field, { type: 'number' }), step: '0.01', inputMode: 'decimal' as const },
    errors: field.errors,
  });
  const whole = (field: (typeof fields)[keyof typeof fields]) => ({
    inputProps: { ...getInputProps(field, { type: 'number' }), step: '1', inputMode: 'numeric' as const },
    errors: field.errors,
  });

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.title} back={{ to: '/admin/bookings', label: 'Back to Bookings' }}>
        {/* The other half of what a stay is held to: the text the guest accepts. */}
        <LinkButton to="/admin/settings/rental-agreement" variant="secondary" size="sm">
          {staffAgreementTexts.nav}
        </LinkButton>
      </AdminPageHeader>
      <p className="max-w-3xl text-fg-muted">{text.lead}</p>
      {loaderData.saved && !actionData ? <AdminAlert tone="success">{text.saved}</AdminAlert> : null}
      {canChange ? null : <AdminAlert tone="success">{staffTexts.settingsViewOnly}</AdminAlert>}
      <Form method="post" {...getFormProps(form)} className="flex max-w-4xl flex-col gap-6">
        <DefaultSubmit />
        <FormErrors id={form.errorId} errors={form.errors} />
        {/* Admins see the settings; only owners change them (the action and the database refuse anyone else). */}
        <fieldset disabled={!canChange} className="contents">
          <EditorSection title="Taxes" description="Tax on accommodation, by island.">
            <Field label="Saint-Barthélemy tax (%)" requiredMark {...percent(fields.taxPercentStBarth)} />
            <Field label="Sint Maarten tax (%)" requiredMark {...percent(fields.taxPercentSintMaarten)} />
          </EditorSection>
          <EditorSection title="Payments" description="What a quote adds, and when guests pay.">
            <Field
              label="Service fee (%)"
              requiredMark
              hint="0: no service fee line"
              {...percent(fields.serviceFeePercent)}
            />
            <Field
              label="Deposit (%)"
              requiredMark
              hint="Asked once the stay is an option or confirmed"
              {...percent(fields.depositPercent)}
            />
            <Field
              label={text.depositDueDays}
              requiredMark
              hint={text.depositDueDaysHint}
              {...whole(fields.depositDueDays)}
            />
            <Field label="Balance due (days before arrival)" requiredMark {...whole(fields.balanceDaysBefore)} />
            <Field
              label="Festive balance due (days before arrival)"
              requiredMark
              hint="For stays touching a festive season"
              {...whole(fields.festiveBalanceDaysBefore)}
            />
            <CheckboxField
              className="sm:col-span-2"
              label={text.confirmOnDeposit}
              hint={text.confirmOnDepositHint}
              inputProps={getInputProps(fields.confirmOnDeposit, { type: 'checkbox' })}
              errors={fields.confirmOnDeposit.errors}
            />
          </EditorSection>
          <CancellationScaleSection
            form={form}
            base={fields.cancellationBasePercent}
            tiers={fields.cancellationTiers}
          />
          <EditorSection title="Options">
            <Field
              label="Option hold (hours)"
              requiredMark
              hint="How long an option keeps dates for a guest"
              {...whole(fields.optionHoldHours)}
            />
          </EditorSection>
        </fieldset>
        <SettingsSave label={text.save} canChange={canChange} />
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);
