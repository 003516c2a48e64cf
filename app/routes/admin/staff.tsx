import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { adminMeta } from '#app/components/admin/meta';
import { ConfirmDeactivatePanel, StaffMemberList } from '#app/components/admin/StaffMembers';
import { Button } from '#app/components/ui/Button';
import { Field, SelectField } from '#app/components/ui/Field';
import { inviteSchema } from '#app/domain/staff/forms';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES } from '#app/domain/staff/roles';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { requireRecentSecondFactor } from '#app/server/auth/second-factor.server';
import { loadStaffPage, runStaffAction } from '#app/server/staff/staff.server';
import type { Route } from './+types/staff';

/** The team: owners and admins see it; owners invite, change roles, deactivate and send password resets. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStaffPage(getStaffSession(request, context, 'staff.view'), new URL(request.url));
}

/**
 * intent=invite (email, name, role) · intent=role|deactivate|reactivate|reset|reset-two-factor (userId; see
 * memberActionSchema). Resetting a member's second factor asks the owner for a fresh code of their own first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'staff.manage');
  const formData = await request.formData();
  if (formData.get('intent') === 'reset-two-factor') await requireRecentSecondFactor(request, context);
  return runStaffAction(session, formData);
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { members, me, canManage, accountsAvailable, notice } = loaderData;
  const memberError = actionData && 'memberError' in actionData ? actionData.memberError : undefined;
  const confirm = actionData && 'confirmDeactivate' in actionData ? actionData.confirmDeactivate : undefined;
  const inviteResult = actionData && 'result' in actionData ? actionData.result : undefined;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={staffTexts.title} />
      <p className="max-w-3xl text-fg-muted">{staffTexts.lead}</p>
      {canManage ? null : <AdminAlert tone="success">{staffTexts.viewOnly}</AdminAlert>}
      {notice && !actionData ? <AdminAlert tone="success">{notice}</AdminAlert> : null}
      {memberError && !memberError.userId ? <AdminAlert>{memberError.error}</AdminAlert> : null}
      {confirm ? <ConfirmDeactivatePanel userId={confirm.userId} label={confirm.label} /> : null}

      <StaffMemberList members={members} me={me} canManage={canManage} problem={memberError} />

      {canManage ? <InviteForm lastResult={inviteResult} accountsAvailable={accountsAvailable} /> : null}

      <section aria-labelledby="roles-heading" className="flex max-w-3xl flex-col gap-3">
        <h2 id="roles-heading" className="font-display text-2xl text-fg">
          {staffTexts.rolesTitle}
        </h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          {STAFF_ROLES.map((role) => (
            <div key={role} className="contents">
              <dt className="font-medium text-fg">{STAFF_ROLE_LABELS[role]}</dt>
              <dd className="text-fg-muted">{STAFF_ROLE_DESCRIPTIONS[role]}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

function InviteForm({
  lastResult,
  accountsAvailable,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  accountsAvailable: boolean;
}) {
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'invite';
  const [form, fields] = useForm({
    id: 'invite-staff',
    lastResult: sending ? undefined : lastResult,
    constraint: getZodConstraint(inviteSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { role: 'agent' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteSchema }),
  });
  return (
    <section aria-labelledby="invite-heading" className="card flex max-w-3xl flex-col gap-5 p-6">
      <div>
        <h2 id="invite-heading" className="font-display text-2xl text-fg">
          {staffTexts.inviteTitle}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{staffTexts.inviteLead}</p>
      </div>
      {accountsAvailable ? null : <AdminAlert>{staffTexts.accountsUnavailable}</AdminAlert>}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="invite" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={staffTexts.emailLabel}
            requiredMark
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }}
            errors={fields.email.errors}
          />
          <Field
            label={staffTexts.nameLabel}
            requiredMark
            inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'off' }}
            errors={fields.name.errors}
          />
        </div>
        <SelectField
          label={staffTexts.roleLabel}
          requiredMark
          className="sm:max-w-xs"
          selectProps={getSelectProps(fields.role)}
          options={STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))}
          errors={fields.role.errors}
        />
        <div>
          <Button type="submit" pending={sending} pendingLabel={staffTexts.inviting} disabled={!accountsAvailable}>
            {staffTexts.invite}
          </Button>
        </div>
      </Form>
    </section>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(staffTexts.title);
