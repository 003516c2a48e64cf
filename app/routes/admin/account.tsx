import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { adminMeta } from '#app/components/admin/meta';
import { Button } from '#app/components/ui/Button';
import { Field } from '#app/components/ui/Field';
import { specTexts } from '#app/domain/spec-texts';
import { changePasswordSchema, MIN_PASSWORD_LENGTH } from '#app/domain/staff/forms';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { SECOND_FACTOR_PATHS } from '#app/domain/staff/two-factor';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { changeOwnPassword, clientAddress } from '#app/server/auth/auth.server';
import { loginThrottle } from '#app/server/auth/rate-limit.server';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/account';

/** The signed-in member's own account: who they are, and a new password. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = getStaffSession(request, context, 'back-office');
  const changed = new URL(request.url).searchParams.get('done') === 'password';
  return { email: user.email, name: user.name, role: user.role, changed, twoFactor: user.secondFactor.enrolled };
}

/**
 * The current password, then the new one twice. Each try counts against the account like a sign-in (the same
 * throttle, counted before the check), so a session left open cannot be used to guess it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context, 'back-office');
  const submission = parseSubmission(await request.formData(), changePasswordSchema);
  const hide = { hideFields: ['current', 'password', 'confirm'] };
  if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 });
  const subject = { account: `password-change:${user.id}`, address: clientAddress(request) };
  const verdict = await loginThrottle.attempt(subject);
  if (!verdict.allowed)
    return data(
      { result: submission.reply({ ...hide, formErrors: [specTexts.login.rateLimited] }) },
      { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
    );
  try {
    const outcome = await changeOwnPassword(request, user, submission.value.current, submission.value.password);
    if (!outcome.ok && outcome.reason === 'wrong-password') {
      return data(
        { result: submission.reply({ ...hide, fieldErrors: { current: [staffTexts.wrongPassword] } }) },
        { status: 400 },
      );
    }
    if (!outcome.ok)
      return data({ result: submission.reply({ ...hide, formErrors: [staffTexts.passwordRefused] }) }, { status: 502 });
    await loginThrottle.succeeded(subject);
    return redirect('/admin/account?done=password', { headers: outcome.headers });
  } catch (error) {
    log.error('password change failed', { userId: user.id, error });
    return data({ result: submission.reply({ ...hide, formErrors: [staffTexts.passwordRefused] }) }, { status: 500 });
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult: saving ? undefined : actionData?.result,
    constraint: getZodConstraint(changePasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={staffTexts.accountTitle} />
      <p className="text-fg-muted">
        {loaderData.name ? `${loaderData.name} · ` : ''}
        {staffTexts.accountLead(loaderData.email, loaderData.role)}
      </p>
      {loaderData.changed && !actionData ? <AdminAlert tone="success">{staffTexts.passwordChanged}</AdminAlert> : null}
      <section aria-labelledby="two-factor-heading" className="card flex max-w-xl flex-col gap-3 p-6">
        <h2 id="two-factor-heading" className="font-display text-2xl text-fg">
          {staffTexts.twoFactor.title}
        </h2>
        <p className="text-fg-muted">{loaderData.twoFactor ? staffTexts.twoFactor.accountOn : staffTexts.twoFactor.accountOff}</p>
        <p>
          <Link to={SECOND_FACTOR_PATHS.page} className="link">
            {staffTexts.twoFactor.manage}
          </Link>
        </p>
      </section>
      <section aria-labelledby="password-heading" className="card flex max-w-xl flex-col gap-5 p-6">
        <h2 id="password-heading" className="font-display text-2xl text-fg">
          {staffTexts.passwordTitle}
        </h2>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
          <FormErrors id={form.errorId} errors={form.errors} />
          {/* The account's name for password managers. */}
          <input type="email" name="username" value={loaderData.email} autoComplete="username" readOnly hidden />
          <Field
            label={staffTexts.currentPasswordLabel}
            requiredMark
            inputProps={{ ...getInputProps(fields.current, { type: 'password' }), autoComplete: 'current-password' }}
            errors={fields.current.errors}
          />
          <Field
            label={staffTexts.newPasswordLabel}
            requiredMark
            hint={staffTexts.passwordHint(MIN_PASSWORD_LENGTH)}
            inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
            errors={fields.password.errors}
          />
          <Field
            label={staffTexts.confirmPasswordLabel}
            requiredMark
            inputProps={{ ...getInputProps(fields.confirm, { type: 'password' }), autoComplete: 'new-password' }}
            errors={fields.confirm.errors}
          />
          <div>
            <Button type="submit" pending={saving} pendingLabel={staffTexts.savingPassword}>
              {staffTexts.savePassword}
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(staffTexts.accountTitle);
