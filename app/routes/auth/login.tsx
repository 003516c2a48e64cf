import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import { Logo } from '#app/components/layout/Logo';
import { Button } from '#app/components/ui/Button';
import { Field } from '#app/components/ui/Field';
import { SITE_NAME } from '#app/domain/constants';
import { loginSchema } from '#app/domain/auth/login';
import { specTexts } from '#app/domain/spec-texts';
import { safeRedirectPath } from '#app/domain/auth/redirects';
import { authConfigured, getStaffUser, secondFactorPath, signIn } from '#app/server/auth/auth.server';
import { log } from '#app/server/log.server';
import { documentHeaders } from '#app/server/http/document-headers.server';
import type { Route } from './+types/login';
import { parseSubmission } from '#app/server/forms.server';

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '/admin');
  const user = await getStaffUser(request);
  // Signed in already: on, through the second factor when this session has not given it.
  if (user) throw redirect(secondFactorPath(user, redirectTo));
  return data({ configured: await authConfigured(), redirectTo }, { headers: { 'Cache-Control': 'no-store' } });
}

/** The loader's no-store, and a throttled sign-in's Retry-After, travel on the document response too. */
export const headers: Route.HeadersFunction = documentHeaders;

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseSubmission(formData, loginSchema);
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  try {
    const result = await signIn(request, email, password);
    if (!result.ok) {
      const headers: HeadersInit = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {};
      return data({ result: submission.reply({ formErrors: [result.message], hideFields: ['password'] }) }, { status: result.status, headers });
    }
    // The password was right: next its second step (a code, or adding an authenticator) when the member has or needs one.
    return redirect(secondFactorPath(result.user, safeRedirectPath(redirectTo, '/admin')), { headers: result.headers });
  } catch (error) {
    log.error('sign-in failed unexpectedly', { error });
    return data({ result: submission.reply({ formErrors: [specTexts.login.unexpected], hideFields: ['password'] }) }, { status: 500 });
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const signingIn = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login') === true;
  const [form, fields] = useForm({
    id: 'login',
    lastResult: signingIn ? undefined : actionData?.result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const disabled = signingIn || !loaderData.configured;
  const error = form.errors?.[0];

  return (
    <section className="container-page flex flex-1 items-center justify-center py-16">
      <div className="card w-full max-w-md p-8 sm:p-10">
        <Logo className="mx-auto" />
        <h1 className="mt-8 text-center font-display text-4xl text-fg">Staff Sign In</h1>
        <p className="mt-2 text-center text-sm text-fg-muted">Manage listings, posts and inquiries.</p>

        {!loaderData.configured ? (
          <div role="alert" className="mt-6 rounded-sm bg-danger-soft p-4 text-sm text-danger">
            <p className="font-medium">{specTexts.configurationError}</p>
            <ul className="mt-2 list-disc pl-5">
              <li>Set ADMIN_EMAIL and ADMIN_PASSWORD and restart the server, or</li>
              <li>
                run <code>npm run create-admin -- --email you@example.com</code>.
              </li>
            </ul>
          </div>
        ) : null}

        {error ? (
          <div role="alert" className="mt-6 rounded-sm bg-danger-soft p-4 text-sm text-danger">
            <p className="font-medium">{specTexts.login.bannerTitle}</p>
            <p className="mt-1">{error}</p>
          </div>
        ) : null}

        {/* The way back stays in the URL, so it survives a failed attempt with or without JavaScript. */}
        <Form method="post" action={`/login?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`} {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <Field
            label="Email"
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'username', disabled }}
            errors={fields.email.errors}
          />
          <Field
            label="Password"
            inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password', disabled }}
            errors={fields.password.errors}
          />
          <Button type="submit" block pending={signingIn} pendingLabel="Signing in..." disabled={!loaderData.configured}>
            Sign In
          </Button>
        </Form>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `Staff Sign In | ${SITE_NAME}` },
  { name: 'description', content: 'Sign in to the Island Estates back office.' },
  { name: 'robots', content: 'noindex' },
];
