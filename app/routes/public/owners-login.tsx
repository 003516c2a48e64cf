import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import { useLocale, useTexts } from '#app/components/i18n/locale';
import { Logo } from '#app/components/layout/Logo';
import { Button } from '#app/components/ui/Button';
import { Field } from '#app/components/ui/Field';
import { FormAlert } from '#app/components/ui/FormAlert';
import { SITE_NAME } from '#app/domain/constants';
import { ownerSignInSchema } from '#app/domain/homeowners/owner-page';
import { ownerPageTexts } from '#app/domain/homeowners/texts/owner-page';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { getHomeownerUser, signInHomeowner } from '#app/server/auth/homeowner-auth.server';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/owners-login';

/**
 * A homeowner's sign-in (/owners/login, /fr/owners/login): their e-mail and the password their invitation's link
 * set, then their page. Throttled like staff sign-in; a staff account is refused here, and a homeowner's at /login.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  if (await getHomeownerUser(request)) throw redirect(localizedPath('/owners', locale));
  return data(null, { headers: { 'Cache-Control': 'no-store' } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders;

export async function action({ request }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = ownerPageTexts[locale];
  const submission = parseSubmission(await request.formData(), ownerSignInSchema(locale));
  const hide = { hideFields: ['password'] };
  if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 });
  try {
    const result = await signInHomeowner(request, submission.value.email, submission.value.password);
    if (result.ok) return redirect(localizedPath('/owners', locale), { headers: result.headers });
    const [message, status] =
      result.reason === 'invalid'
        ? [t.invalidCredentials, 401]
        : result.reason === 'not-homeowner'
          ? [t.notHomeowner, 403]
          : result.reason === 'throttled'
            ? [t.throttled(Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60))), 429]
            : [t.unavailable, 503];
    const headers: HeadersInit = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {};
    return data({ result: submission.reply({ ...hide, formErrors: [message] }) }, { status, headers });
  } catch (error) {
    log.error('homeowner sign-in failed unexpectedly', { error });
    return data({ result: submission.reply({ ...hide, formErrors: [t.unavailable] }) }, { status: 500 });
  }
}

export default function OwnersLogin({ actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useTexts(ownerPageTexts);
  const navigation = useNavigation();
  const signingIn = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const schema = ownerSignInSchema(locale);
  const [form, fields] = useForm({
    id: 'owners-login',
    lastResult: signingIn ? undefined : actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <section className="container-page flex flex-1 items-center justify-center py-16">
      <div className="card w-full max-w-md p-8 sm:p-10">
        <Logo className="mx-auto" />
        <h1 className="mt-8 text-center font-display text-4xl text-fg">{t.signInTitle}</h1>
        <p className="mt-2 text-center text-sm text-fg-muted">{t.signInLead}</p>
        <div className="mt-6 text-sm">
          <FormAlert id={form.errorId} messages={form.errors} />
        </div>
        <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
          <Field
            label={t.email}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'username' }}
            errors={fields.email.errors}
          />
          <Field
            label={t.password}
            inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
            errors={fields.password.errors}
          />
          <Button type="submit" block pending={signingIn} pendingLabel={t.signingIn}>
            {t.signIn}
          </Button>
        </Form>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: ownerPageTexts[localeFromPath(location.pathname)].signInMetaTitle(SITE_NAME) },
  { name: 'robots', content: 'noindex' },
];
