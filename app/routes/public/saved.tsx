import { data, Form, Link, redirect } from 'react-router';
import { PageHero } from '#app/components/layout/PageHero';
import { ConversionNote, useAnyConverted } from '#app/components/listings/Price';
import { PropertyCard } from '#app/components/listings/PropertyCard';
import { RentalCard } from '#app/components/listings/RentalCard';
import { LinkButton } from '#app/components/ui/Button';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { SITE_NAME } from '#app/domain/constants';
import { favouritesCookie, favouritesFromCookieHeader, toggleFavourite } from '#app/domain/listings/favourites';
import {
  addToComparison,
  compareCookie,
  comparedFromCookieHeader,
  removeFromComparison,
} from '#app/domain/listings/compare';
import { ComparisonTable } from '#app/components/listings/ComparisonTable';
import { localizeRows } from '#app/domain/i18n/content';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { savedTexts } from '#app/domain/listings/texts/saved';
import { safeRedirectPath } from '#app/domain/auth/redirects';
import { isUuid } from '#app/server/listings/listings.server';
import { getServices } from '#app/server/context.server';
import type { Route } from './+types/saved';
import { listingQueries } from '#app/server/listings/listings.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookies = request.headers.get('Cookie');
  const favourites = favouritesFromCookieHeader(cookies);
  const ids = (kind: 'property' | 'rental') => favourites.filter((f) => f.kind === kind).map((f) => f.id);
  // Only saved properties are compared, in the order they were added (the first added on the left).
  const compared = comparedFromCookieHeader(cookies)
    .filter((id) => ids('property').includes(id))
    .reverse();
  const url = new URL(request.url);
  const view = url.searchParams.get('view') === 'compare' ? 'compare' : 'saved';
  const listings = getServices(context).capabilities.use(listingQueries);
  // The compare view reads the saved properties once, with their amenities; the compared ones are among them.
  const comparing = view === 'compare';
  const [withAmenities, cards, rentals] = await Promise.all([
    comparing ? listings.listComparedProperties(ids('property')) : Promise.resolve([]),
    comparing ? Promise.resolve([]) : listings.listPublishedPropertiesByIds(ids('property')),
    listings.listPublishedRentalsByIds(ids('rental')),
  ]);
  const properties = comparing ? withAmenities : cards;
  const comparedHomes = withAmenities.filter((property) => compared.includes(property.id));
  const byOrder = (list: readonly string[]) => {
    const order = new Map(list.map((id, i) => [id, i]));
    return (a: { id: string }, b: { id: string }) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0);
  };
  // Saved listings in the order they were saved, newest first.
  const saved = byOrder(favourites.map((f) => f.id));
  const locale = localeFromPath(url.pathname);
  return data(
    {
      view,
      onlyDifferences: url.searchParams.get('only') === 'differences',
      compared,
      properties: localizeRows(properties.sort(saved), ['title'], locale),
      rentals: localizeRows(rentals.sort(saved), ['title'], locale),
      comparedHomes: localizeRows(comparedHomes.sort(byOrder(compared)), ['title'], locale),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** The loader's no-store travels on the document response too. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const kind = form.get('kind') === 'rental' ? 'rental' : 'property';
  const id = String(form.get('id') ?? '').toLowerCase();
  const intent = form.get('intent');
  const url = new URL(request.url);
  const savedPage = localizedPath('/saved', localeFromPath(url.pathname));
  // Only real listing ids are kept (anything else would not fit in a cookie anyway).
  if (intent === 'compare' || intent === 'uncompare') {
    const current = comparedFromCookieHeader(request.headers.get('Cookie'));
    const change = intent === 'compare' ? addToComparison : removeFromComparison;
    const next = isUuid(id) ? change(current, id) : current;
    const headers = { 'Set-Cookie': compareCookie(next, url.protocol === 'https:') };
    return redirect(safeRedirectPath(form.get('redirectTo'), savedPage), { headers });
  }
  const save = intent !== 'remove';
  const current = favouritesFromCookieHeader(request.headers.get('Cookie'));
  const next = isUuid(id) ? toggleFavourite(current, { kind, id }, save) : current;
  const headers = { 'Set-Cookie': favouritesCookie(next, url.protocol === 'https:') };
  // Without JavaScript, go where the visitor can see the result, in the language they were reading.
  if (request.headers.get('Sec-Fetch-Dest') === 'document' || !request.headers.has('Sec-Fetch-Dest')) {
    return redirect(save ? savedPage : safeRedirectPath(form.get('redirectTo'), savedPage), { headers });
  }
  return data({ saved: save }, { headers });
}

export default function Saved({ loaderData }: Route.ComponentProps) {
  const { view, onlyDifferences, compared, properties, rentals, comparedHomes } = loaderData;
  const empty = properties.length === 0 && rentals.length === 0;
  const t = useTexts(savedTexts);
  const localized = useLocalizedPath();
  const comparing = view === 'compare';
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={comparing ? t.compareTitle : t.title} lead={comparing ? t.compareLead : t.lead} />
      <section className="container-page flex flex-col gap-16 pb-24">
        {properties.length ? (
          <nav aria-label={t.views} className="-mb-8 flex gap-6 border-b border-line text-sm">
            <ViewLink to={localized('/saved')} current={!comparing}>
              {t.savedView}
            </ViewLink>
            <ViewLink to={localized('/saved?view=compare')} current={comparing}>
              {t.compareView(compared.length)}
            </ViewLink>
          </nav>
        ) : null}
        {comparing && !empty ? (
          comparedHomes.length ? (
            <ComparisonTable homes={comparedHomes} onlyDifferences={onlyDifferences} />
          ) : (
            <p className="text-fg-muted">{t.compareEmpty}</p>
          )
        ) : null}
        {empty ? (
          <div className="card flex flex-col items-center gap-3 px-6 py-16 text-center">
            <h2 className="font-display text-3xl text-fg">{t.nothingSaved}</h2>
            <p className="text-fg-muted">{t.nothingSavedHint}</p>
            <div className="mt-3 flex flex-wrap justify-center gap-3">
              <LinkButton to={localized('/properties')}>{t.viewProperties}</LinkButton>
              <LinkButton to={localized('/rentals')} variant="secondary">
                {t.viewRentals}
              </LinkButton>
            </div>
          </div>
        ) : null}
        {properties.length && (!comparing || comparedHomes.length === 0) ? (
          <div>
            <h2 className="section-title">{t.properties}</h2>
            <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {properties.map((property) => (
                <div key={property.id} className="flex flex-col gap-3">
                  <PropertyCard property={property} />
                  <CompareToggle id={property.id} title={property.title} inComparison={compared.includes(property.id)} />
                </div>
              ))}
            </div>
          </div>
        ) : null}
        {rentals.length && !comparing ? (
          <div>
            <h2 className="section-title">{t.rentals}</h2>
            <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {rentals.map((rental) => (
                <RentalCard key={rental.id} rental={rental} />
              ))}
            </div>
          </div>
        ) : null}
        <SavedConversionNote currencies={[...properties, ...rentals].map((listing) => listing.price_currency)} />
      </section>
    </>
  );
}

function ViewLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`-mb-px border-b-2 py-3 ${current ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg'}`}
    >
      {children}
    </Link>
  );
}

/** Under a saved property: add it to the comparison, or take it out (a plain form; back to this page). */
function CompareToggle({ id, title, inComparison }: { id: string; title: string; inComparison: boolean }) {
  const t = useTexts(savedTexts);
  const localized = useLocalizedPath();
  return (
    <Form method="post" action={localized('/saved')} preventScrollReset>
      <input type="hidden" name="intent" value={inComparison ? 'uncompare' : 'compare'} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirectTo" value={localized('/saved')} />
      <button
        type="submit"
        className={`btn btn-sm ${inComparison ? 'btn-primary' : 'btn-secondary'}`}
      >
        {inComparison ? t.inComparison : t.compare}
        <span className="sr-only"> — {title}</span>
      </button>
    </Form>
  );
}

function SavedConversionNote({ currencies }: { currencies: Parameters<typeof useAnyConverted>[0] }) {
  return <ConversionNote show={useAnyConverted(currencies)} />;
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = savedTexts[localeFromPath(location.pathname)];
  return [
    { title: t.metaTitle(SITE_NAME) },
    { name: 'description', content: t.metaDescription },
    { name: 'robots', content: 'noindex' },
  ];
};
