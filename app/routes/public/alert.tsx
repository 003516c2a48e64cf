import { Form, isRouteErrorResponse } from 'react-router';
import { NotFoundPanel } from '#app/components/listings/NotFoundPanel';
import { useLocale } from '#app/components/i18n/locale';
import { buttonClass } from '#app/components/ui/button-class';
import { SelectField } from '#app/components/ui/Field';
import { ALERT_FREQUENCIES } from '#app/domain/alerts/form-fields';
import { alertTexts } from '#app/domain/alerts/texts/alerts';
import { PRIVATE_PAGE_ROBOTS } from '#app/domain/booking/private-links';
import { SITE_NAME } from '#app/domain/constants';
import { localeFromPath } from '#app/domain/i18n/locale';
import { alertPageAction, loadAlertPage } from '#app/server/alerts/page.server';
import type { Route } from './+types/alert';

/**
 * A saved search's own page behind its private link, `/alerts/{token}` (or under /fr; issue 31, item 1;
 * app/server/alerts/page.server.ts): the search in words, its state, and its buttons — confirm (double opt-in: the
 * confirmation e-mail's link lands here, and only the button confirms), how often, unsubscribe. Without JavaScript.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadAlertPage(request, context, params.token);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders);

export async function action({ request, params, context }: Route.ActionArgs) {
  return alertPageAction(request, context, params.token);
}

export default function AlertPage({ loaderData }: Route.ComponentProps) {
  const { words, email, frequency, state, resultsPath, notice } = loaderData;
  const t = alertTexts[useLocale()];
  const message =
    notice === 'confirmed' && state === 'active'
      ? t.confirmed
      : notice === 'unsubscribed' && state === 'unsubscribed'
        ? t.unsubscribedNow
        : notice === 'frequency'
          ? t.frequencySaved
          : null;
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <p className="eyebrow">{t.eyebrow}</p>
      <h1 className="display-title mt-2">{t.title}</h1>
      {message ? (
        <p role="status" className="mt-6 rounded-sm bg-success-soft p-4 font-medium text-success">
          {message}
        </p>
      ) : null}
      <section aria-labelledby="search" className="mt-8">
        <h2 id="search" className="font-display text-xl">
          {t.searchFor}
        </h2>
        <p className="mt-2 text-lg">{words}</p>
        <p className="mt-2 text-sm text-fg-muted">{t.sentTo(email)}</p>
        <p className="mt-2">
          <a className="underline" href={resultsPath}>
            {t.seeResults}
          </a>
        </p>
      </section>

      <section aria-label={t.eyebrow} className="mt-8 flex flex-col gap-6 border-t border-line pt-6">
        {state === 'awaiting' ? (
          <>
            <p>{t.awaiting}</p>
            <IntentButton intent="confirm" label={t.confirm} primary />
          </>
        ) : state === 'unsubscribed' ? (
          <>
            <p>{t.unsubscribed}</p>
            <IntentButton intent="confirm" label={t.resubscribe} />
          </>
        ) : (
          <>
            <p>{t.active(t.frequencies[frequency])}</p>
            <Form method="post" className="flex flex-wrap items-end gap-4">
              <input type="hidden" name="intent" value="frequency" />
              <SelectField
                label={t.frequencyLabel}
                selectProps={{ id: 'alert-frequency', name: 'frequency', defaultValue: frequency }}
                options={ALERT_FREQUENCIES.map((value) => ({ value, label: t.frequencies[value] }))}
              />
              <button type="submit" className={buttonClass({ variant: 'secondary' })}>
                {t.saveFrequency}
              </button>
            </Form>
            <IntentButton intent="unsubscribe" label={t.unsubscribe} />
          </>
        )}
        <p className="text-sm text-fg-muted">{t.privacy}</p>
      </section>
    </div>
  );
}

/** One of the page's buttons: a form of its own that posts its intent. */
function IntentButton({ intent, label, primary = false }: { intent: string; label: string; primary?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={buttonClass({ variant: primary ? 'primary' : 'secondary' })}>
        {label}
      </button>
    </Form>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${alertTexts[localeFromPath(location.pathname)].title} | ${SITE_NAME}` },
  PRIVATE_PAGE_ROBOTS,
];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = alertTexts[useLocale()];
  return (
    <NotFoundPanel
      title={t.notFoundTitle}
      text={isRouteErrorResponse(error) && error.status === 404 ? t.notFoundText : t.unavailable}
      backTo="/properties"
      backLabel={t.kinds.property}
    />
  );
}
