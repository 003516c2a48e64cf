import { getFormProps, getTextareaProps } from '@conform-to/react';
import { data, Form, redirect } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { useSaving } from '#app/components/admin/editor/EditorActions';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { adminMeta } from '#app/components/admin/meta';
import { useCan } from '#app/components/admin/useCan';
import { AgreementVersions } from '#app/components/payments/AgreementVersions';
import { Button } from '#app/components/ui/Button';
import { TextareaField } from '#app/components/ui/Field';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import { rentalAgreementSchema, staffAgreementTexts } from '#app/domain/payments/rental-agreement';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { BackendError } from '#app/server/backend/query';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { bankAccountQueries } from '#app/server/payments/bank-accounts.server';
import { rentalAgreementQueries } from '#app/server/payments/rental-agreement.server';
import type { Route } from './+types/rental-agreement';

const text = staffAgreementTexts;
const PATH = '/admin/settings/rental-agreement';

/** Every version, the one in force first (owners and admins see them; only owners publish). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'settings.view');
  const versions = await capabilities.use(rentalAgreementQueries).listVersions();
  const names = await capabilities
    .use(bankAccountQueries)
    .memberNames([...new Set(versions.map((v) => v.published_by).filter((id): id is string => id !== null))]);
  const published = Number(new URL(request.url).searchParams.get('published'));
  return {
    versions: versions.map((v) => ({
      version: v.version,
      bodyEn: v.body_en,
      bodyFr: v.body_fr,
      publishedOn: formatIslandDateTime(v.published_at),
      publishedBy: v.published_by ? (names.get(v.published_by) ?? 'a former staff member') : 'the database owner',
    })),
    published: Number.isInteger(published) && published > 0 ? published : null,
  };
}

/**
 * A new version, both languages required (rentalAgreementSchema); owners only (403 otherwise; row level
 * security says the same). Success comes back here with `?published=N`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'settings.manage');
  const submission = parseSubmission(await request.formData(), rentalAgreementSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const row = await capabilities.use(rentalAgreementQueries).publish(submission.value);
    return redirect(`${PATH}?published=${row.version}`);
  } catch (error) {
    // Two owners publishing at once: the database numbers one, refuses the other.
    if (error instanceof BackendError && error.code === 'unique') {
      return data({ result: submission.reply({ formErrors: [text.conflict] }) }, { status: 409 });
    }
    log.error('rental agreement not published', { error });
    return data({ result: submission.reply({ formErrors: [text.failed] }) }, { status: backendFailureStatus(error) });
  }
}

export default function RentalAgreementSettings({ loaderData, actionData }: Route.ComponentProps) {
  const [inForce, ...past] = loaderData.versions;
  const [form, fields] = useEditorForm({
    name: 'rental-agreement',
    schema: rentalAgreementSchema,
    id: inForce ? String(inForce.version) : null,
    // The text in force, to edit into the next version.
    defaultValue: { bodyEn: inForce?.bodyEn ?? '', bodyFr: inForce?.bodyFr ?? '' },
    lastResult: actionData?.result,
  });
  const saving = useSaving();
  const canPublish = useCan('settings.manage');

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.title} back={{ to: '/admin/bookings/terms', label: 'Back to Booking terms' }} />
      <p className="max-w-3xl text-fg-muted">{text.lead}</p>
      {loaderData.published && !actionData ? (
        <AdminAlert tone="success">{text.published(loaderData.published)}</AdminAlert>
      ) : null}
      {canPublish ? null : <AdminAlert tone="success">{staffTexts.settingsViewOnly}</AdminAlert>}
      <p className="font-medium text-fg">
        {inForce ? text.inForce(inForce.version, inForce.publishedOn, inForce.publishedBy) : text.noneYet}
      </p>
      {canPublish ? (
        <Form method="post" {...getFormProps(form)} className="flex max-w-4xl flex-col gap-6">
          <FormErrors id={form.errorId} errors={form.errors} />
          <EditorSection title={text.publishHeading} description={text.publishHint}>
            <TextareaField
              className="sm:col-span-2"
              label={text.bodyEn}
              requiredMark
              textareaProps={{ ...getTextareaProps(fields.bodyEn), rows: 14, lang: 'en' }}
              errors={fields.bodyEn.errors}
            />
            <TextareaField
              className="sm:col-span-2"
              label={text.bodyFr}
              requiredMark
              textareaProps={{ ...getTextareaProps(fields.bodyFr), rows: 14, lang: 'fr' }}
              errors={fields.bodyFr.errors}
            />
          </EditorSection>
          <div className="flex justify-end border-t border-line pt-6">
            <Button type="submit" pending={saving} pendingLabel={text.publishing}>
              {text.publish}
            </Button>
          </div>
        </Form>
      ) : null}
      <AgreementVersions inForce={inForce ?? null} past={past} />
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(staffAgreementTexts.title);
