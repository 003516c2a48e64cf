import { data, redirect } from 'react-router';
import { NewPasswordForm } from '#app/components/auth/NewPasswordForm';
import { useLocale, useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { Logo } from '#app/components/layout/Logo';
import { LinkButton } from '#app/components/ui/Button';
import { SITE_NAME } from '#app/domain/constants';
import { ownerPasswordSchema } from '#app/domain/homeowners/owner-page';
import { ownerPageTexts } from '#app/domain/homeowners/texts/owner-page';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { MIN_PASSWORD_LENGTH } from '#app/domain/auth/passwords';
import { linkToken } from '#app/domain/staff/forms';
import { staffAccounts } from '#app/server/auth/auth.server';
import { parseSubmission } from '#app/server/forms.server';
import { homeownerAccountQueries } from '#app/server/homeowners/accounts.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/owners-set-password';

/**
 * A homeowner's one-time link (`/owners/set-password?token=…`, in their language): their password, twice. The
 * link is read and used by the server's service role (the database keeps only the token's digest); once used,
 * expired, replaced or its account deactivated, it no longer works. Never cached, never indexed, and the token
 * never leaves in a Referer.
 */
const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };

async function service() {
  const accounts = staffAccounts();
  return accounts ? { accounts, links: (await accounts.serviceCapabilities()).use(homeownerAccountQueries) } : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('done') === '1') return data({ state: 'done' as const }, { headers: NO_STORE });
  const token = linkToken(url.searchParams.get('token'));
  const link = token ? await (await service())?.links.link(token) : null;
  if (!token || !link) return data({ state: 'invalid' as const }, { status: token ? 410 : 404, headers: NO_STORE });
  return data({ state: 'ready' as const, token, email: link.email, name: link.name }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = ownerPageTexts[locale];
  const submission = parseSubmission(await request.formData(), ownerPasswordSchema(locale));
  const hide = { hideFields: ['password', 'confirm'] };
  if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 });
  try {
    const backend = await service();
    const userId = backend ? await backend.links.useLink(submission.value.token) : null;
    if (!backend || !userId) return data({ result: submission.reply({ ...hide, formErrors: [t.linkInvalid] }) }, { status: 410 });
    await backend.accounts.setPassword(userId, submission.value.password);
    log.info('homeowner password set through a link', { userId });
  } catch (error) {
    log.error('homeowner password not set through a link', { error });
    return data({ result: submission.reply({ ...hide, formErrors: [t.unavailable] }) }, { status: 500 });
  }
  return redirect(`${localizedPath('/owners/set-password', locale)}?done=1`);
}

export default function OwnersSetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(ownerPageTexts);
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <section className="container-page flex flex-1 items-center justify-center py-16">
      <div className="card w-full max-w-md p-8 sm:p-10">
        <Logo className="mx-auto" />
        {loaderData.state === 'ready' ? (
          <NewPasswordForm
            id="owners-set-password"
            schema={ownerPasswordSchema(locale)}
            token={loaderData.token}
            email={loaderData.email}
            lastResult={actionData?.result}
            texts={{
              title: t.setPasswordTitle,
              lead: t.setPasswordLead(loaderData.name, loaderData.email),
              password: t.newPassword,
              hint: t.passwordHint(MIN_PASSWORD_LENGTH),
              confirm: t.confirmPassword,
              save: t.savePassword,
              saving: t.savingPassword,
            }}
          />
        ) : (
          <div className="mt-8 flex flex-col items-center gap-4 text-center">
            <h1 className="font-display text-4xl text-fg">
              {loaderData.state === 'done' ? t.setPasswordTitle : t.linkInvalidTitle}
            </h1>
            <p role="status" className="text-fg-muted">
              {loaderData.state === 'done' ? t.passwordSet : t.linkInvalid}
            </p>
            <LinkButton to={to('/owners/login')}>{t.goToSignIn}</LinkButton>
          </div>
        )}
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${ownerPageTexts[localeFromPath(location.pathname)].setPasswordTitle} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];
