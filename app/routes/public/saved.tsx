import { data, redirect } from 'react-router';
import { PageHero } from '#app/components/layout/PageHero';
import { ConversionNote, useAnyConverted } from '#app/components/listings/Price';
import { PropertyCard } from '#app/components/listings/PropertyCard';
import { RentalCard } from '#app/components/listings/RentalCard';
import { LinkButton } from '#app/components/ui/Button';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { SITE_NAME } from '#app/domain/constants';
import { favouritesCookie, favouritesFromCookieHeader, toggleFavourite } from '#app/domain/listings/favourites';
import { localizeRows } from '#app/domain/i18n/content';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { savedTexts } from '#app/domain/listings/texts/saved';
import { safeRedirectPath } from '#app/domain/auth/redirects';
import { isUuid } from '#app/server/listings/listings.server';
import { getServices } from '#app/server/context.server';
import type { Route } from './+types/saved';
import { listingQueries } from '#app/server/listings/listings.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const favourites = favouritesFromCookieHeader(request.headers.get('Cookie'));
  const ids = (kind: 'property' | 'rental') => favourites.filter((f) => f.kind === kind).map((f) => f.id);
  const { capabilities } = getServices(context);
  const [properties, rentals] = await Promise.all([
    capabilities.use(listingQueries).listPublishedPropertiesByIds(ids('property')),
    capabilities.use(listingQueries).listPublishedRentalsByIds(ids('rental')),
  ]);
  // In the order they were saved, newest first.
  const order = new Map(favourites.map((f, i) => [f.id, i]));
  const byOrder = (a: { id: string }, b: { id: string }) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0);
  const locale = localeFromPath(new URL(request.url).pathname);
  return data(
    {
      properties: localizeRows(properties.sort(byOrder), ['title'], locale),
      rentals: localizeRows(rentals.sort(byOrder), ['title'], locale),
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
  const save = form.get('intent') !== 'remove';
  const current = favouritesFromCookieHeader(request.headers.get('Cookie'));
  // Only real listing ids are kept (anything else would not fit in a cookie anyway).
  const next = isUuid(id) ? toggleFavourite(current, { kind, id }, save) : current;
  const url = new URL(request.url);
  const headers = { 'Set-Cookie': favouritesCookie(next, url.protocol === 'https:') };
  // Without JavaScript, go where the visitor can see the result, in the language they were reading.
  if (request.headers.get('Sec-Fetch-Dest') === 'document' || !request.headers.has('Sec-Fetch-Dest')) {
    const savedPage = localizedPath('/saved', localeFromPath(url.pathname));
    return redirect(save ? savedPage : safeRedirectPath(form.get('redirectTo'), savedPage), { headers });
  }
  return data({ saved: save }, { headers });
}

export default function Saved({ loaderData: { properties, rentals } }: Route.ComponentProps) {
  const empty = properties.length === 0 && rentals.length === 0;
  const t = useTexts(savedTexts);
  const localized = useLocalizedPath();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section className="container-page flex flex-col gap-16 pb-24">
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
        {properties.length ? (
          <div>
            <h2 className="section-title">{t.properties}</h2>
            <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {properties.map((property) => (
                <PropertyCard key={property.id} property={property} />
              ))}
            </div>
          </div>
        ) : null}
        {rentals.length ? (
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
