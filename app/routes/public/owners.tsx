import { data, Form, redirect } from 'react-router';
import { ListingStats } from '#app/components/homeowners/ListingStats';
import { OwnerEarnings, OwnerStatementList } from '#app/components/homeowners/OwnerStatements';
import { OwnerCalendar } from '#app/components/homeowners/OwnerCalendar';
import { OccupancyTable, OwnedSince, OwnerStayForm, OwnerStayRequests } from '#app/components/homeowners/OwnerVilla';
import { useTexts } from '#app/components/i18n/locale';
import { PageHero } from '#app/components/layout/PageHero';
import { Button } from '#app/components/ui/Button';
import { SITE_NAME } from '#app/domain/constants';
import type { CalendarDate } from '#app/domain/booking/dates';
import { OWNER_MONTHS_SHOWN } from '#app/domain/homeowners/owner-page';
import { ownerPageTexts } from '#app/domain/homeowners/texts/owner-page';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { signOut } from '#app/server/auth/auth.server';
import { homeownerSession } from '#app/server/auth/homeowner-auth.server';
import { loadOwnerPage, requestOwnerStay } from '#app/server/homeowners/owner-page.server';
import type { Route } from './+types/owners';

/**
 * The homeowner's own page (/owners, /fr/owners; issue 29, item 5): the villas and sale properties theirs today,
 * each villa's calendar (dates and kinds, never a guest), its occupancy this year against last, their owner-stay
 * requests and the form to ask for one, its earnings from the statements issued; each sale listing's views and
 * inquiries per month; their statements with their PDFs. A signed-in homeowner only (anyone else goes to the
 * sign-in); private, never cached. See docs/decisions/033-homeowner-page.md.
 */
async function requireHomeowner(request: Request) {
  const session = await homeownerSession(request);
  if (!session) throw redirect(localizedPath('/owners/login', localeFromPath(new URL(request.url).pathname)));
  return session;
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireHomeowner(request);
  const page = await loadOwnerPage(session, new URL(request.url));
  return data(page, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const formData = await request.formData();
  if (formData.get('intent') === 'sign-out') {
    return redirect(localizedPath('/owners/login', locale), { headers: await signOut(request) });
  }
  const session = await requireHomeowner(request);
  const outcome = await requestOwnerStay(session, formData, locale);
  if ('done' in outcome) {
    return redirect(`${localizedPath('/owners', locale)}?done=${outcome.done}#villa-${outcome.rentalId}`);
  }
  return data({ rentalId: outcome.rentalId, result: outcome.result }, { status: outcome.status });
}

export default function Owners({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(ownerPageTexts);
  const { villas, properties, calendar, today } = loaderData;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-fg-muted">
          <span>{t.signedInAs(loaderData.email)}</span>
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out" />
            <Button type="submit" variant="secondary" size="sm">
              {t.signOut}
            </Button>
          </Form>
        </div>
      </PageHero>
      <div className="container-page flex flex-col gap-10 pb-24">
        {loaderData.notice ? (
          <p role="status" className="rounded-sm bg-success-soft p-4 text-sm text-success">
            {loaderData.notice === 'accepted' ? t.accepted : t.requested}
          </p>
        ) : null}
        {villas.length === 0 && properties.length === 0 ? <p className="text-fg-muted">{t.nothingOwned}</p> : null}
        {villas.length > 0 ? (
          <section aria-labelledby="owner-villas" className="flex flex-col gap-8">
            <h2 id="owner-villas" className="section-title">
              {t.villas}
            </h2>
            {villas.map((villa) => (
              <article
                key={villa.id}
                id={`villa-${villa.id}`}
                aria-labelledby={`villa-${villa.id}-title`}
                className="card flex min-w-0 flex-col gap-6 p-4 sm:p-8"
              >
                <div className="flex flex-col gap-1">
                  <h3 id={`villa-${villa.id}-title`} className="font-display text-3xl text-fg">
                    {villa.title}
                  </h3>
                  <OwnedSince since={villa.since} />
                </div>
                <OccupancyTable occupancy={villa.occupancy} />
                <OwnerEarnings villaTitle={villa.title} tables={villa.earnings} />
                <div className="flex flex-col gap-2">
                  <h4 className="font-display text-xl text-fg">{t.calendarTitle}</h4>
                  <p className="text-sm text-fg-muted">{t.calendarLead}</p>
                  <OwnerCalendar
                    villaId={villa.id}
                    title={villa.title}
                    pages={{ ...calendar, month: calendar.month as CalendarDate, shown: OWNER_MONTHS_SHOWN }}
                    today={today as CalendarDate}
                    spans={villa.spans}
                    periods={villa.periods}
                  />
                </div>
                <OwnerStayRequests requests={villa.requests} />
                <OwnerStayForm
                  villaId={villa.id}
                  today={today as CalendarDate}
                  atOnce={villa.atOnce}
                  lastResult={actionData?.rentalId === villa.id ? actionData.result : undefined}
                />
              </article>
            ))}
          </section>
        ) : null}
        {properties.length > 0 ? (
          <section aria-labelledby="owner-properties" className="flex flex-col gap-8">
            <h2 id="owner-properties" className="section-title">
              {t.properties}
            </h2>
            {properties.map((property) => (
              <article key={property.id} aria-labelledby={`property-${property.id}`} className="card flex flex-col gap-4 p-4 sm:p-8">
                <div className="flex flex-col gap-1">
                  <h3 id={`property-${property.id}`} className="font-display text-3xl text-fg">
                    {property.title}
                  </h3>
                  <OwnedSince since={property.since} />
                </div>
                <h4 className="font-display text-xl text-fg">{t.statsTitle}</h4>
                <ListingStats title={property.title} months={property.months} />
              </article>
            ))}
          </section>
        ) : null}
        <OwnerStatementList statements={loaderData.statements} />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: ownerPageTexts[localeFromPath(location.pathname)].metaTitle(SITE_NAME) },
  { name: 'robots', content: 'noindex' },
];
