import { data, redirect } from 'react-router';
import { NewPasswordForm } from '#app/components/auth/NewPasswordForm';
import { Logo } from '#app/components/layout/Logo';
import { LinkButton } from '#app/components/ui/Button';
import { SITE_NAME } from '#app/domain/constants';
import { linkToken, MIN_PASSWORD_LENGTH, setPasswordSchema } from '#app/domain/staff/forms';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { staffAccounts } from '#app/server/auth/auth.server';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/set-password';
import { staffQueries } from '#app/server/staff/queries.server';

/**
 * The page of a one-time link from an invitation or a password reset (`/set-password?token=…`): the new
 * password twice. The link is read and used by the server's service role (the token's digest is all the
 * database keeps); once used, expired or replaced it no longer works. Never cached, never indexed.
 */
// `same-origin`, not `no-referrer`: the token never leaves in a Referer, yet the form's POST keeps its Origin
// (which `no-referrer` would make "null", and the server refuses cross-site posts).
const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('done') === '1') return data({ state: 'done' as const }, { headers: NO_STORE });
  const token = linkToken(url.searchParams.get('token'));
  const accounts = staffAccounts();
  const link =
    token && accounts ? await (await accounts.serviceCapabilities()).use(staffQueries).passwordLink(token) : null;
  if (!token || !link) return data({ state: 'invalid' as const }, { status: token ? 410 : 404, headers: NO_STORE });
  return data(
    { state: 'ready' as const, token, email: link.email, name: link.name, purpose: link.purpose },
    { headers: NO_STORE },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), setPasswordSchema);
  const hide = { hideFields: ['password', 'confirm'] };
  if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 });
  const accounts = staffAccounts();
  try {
    const userId = accounts
      ? await (await accounts.serviceCapabilities()).use(staffQueries).usePasswordLink(submission.value.token)
      : null;
    if (!accounts || !userId)
      return data({ result: submission.reply({ ...hide, formErrors: [staffTexts.linkInvalid] }) }, { status: 410 });
    await accounts.setPassword(userId, submission.value.password);
    log.info('password set through a link', { userId });
  } catch (error) {
    log.error('password not set through a link', { error });
    return data({ result: submission.reply({ ...hide, formErrors: [staffTexts.passwordRefused] }) }, { status: 500 });
  }
  return redirect('/set-password?done=1');
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="container-page flex flex-1 items-center justify-center py-16">
      <div className="card w-full max-w-md p-8 sm:p-10">
        <Logo className="mx-auto" />
        {loaderData.state === 'ready' ? (
          <NewPasswordForm
            id="set-password"
            schema={setPasswordSchema}
            token={loaderData.token}
            email={loaderData.email}
            lastResult={actionData?.result}
            texts={{
              title: staffTexts.setPasswordTitle,
              lead: `${staffTexts.welcome(loaderData.name)} ${staffTexts.setPasswordLead(loaderData.email)}`,
              password: staffTexts.newPasswordLabel,
              hint: staffTexts.passwordHint(MIN_PASSWORD_LENGTH),
              confirm: staffTexts.confirmPasswordLabel,
              save: staffTexts.setPassword,
              saving: staffTexts.savingPassword,
            }}
          />
        ) : loaderData.state === 'done' ? (
          <Outcome title={staffTexts.setPasswordTitle} text={staffTexts.passwordSet} />
        ) : (
          <Outcome title={staffTexts.linkInvalidTitle} text={staffTexts.linkInvalid} />
        )}
      </div>
    </section>
  );
}

function Outcome({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-8 flex flex-col items-center gap-4 text-center">
      <h1 className="font-display text-4xl text-fg">{title}</h1>
      <p role="status" className="text-fg-muted">
        {text}
      </p>
      <LinkButton to="/login">{staffTexts.goToSignIn}</LinkButton>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `${staffTexts.setPasswordTitle} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];
