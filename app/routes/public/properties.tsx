import { withAny } from '#app/components/listings/filter-options';
import { FilterForm } from '#app/components/listings/FilterForm';
import { AlertForm, ListingsEmptyState, Pagination, PropertyCard } from '#app/components/listings/listing-parts';
import { ListingResults, ResultsStatus } from '#app/components/listings/ListingResults';
import { ConversionNote, useAnyConverted, useMoney } from '#app/components/listings/Price';
import { PageHero } from '#app/components/layout/PageHero';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  ISLANDS,
  PROPERTY_PRICE_BANDS,
  PROPERTY_TYPES,
  SITE_NAME,
} from '#app/domain/constants';
import { filtersToSearch, PROPERTY_SORTS } from '#app/domain/listings/filters';
import { localizeRows } from '#app/domain/i18n/content';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { listingsTexts } from '#app/domain/listings/texts/listings';
import { useTexts } from '#app/components/i18n/locale';
import { parsePropertyFilters } from '#app/domain/listings/filter-params';
import { parseResultsView, searchInView, viewParam } from '#app/domain/listings/results-view';
import { pageDescriptionTexts } from '#app/domain/i18n/texts/page-descriptions';
import { pageMeta, rootOrigin } from '#app/domain/seo/meta';
import { getServices } from '#app/server/context.server';
import { visitorBand } from '#app/server/currency/visitor.server';
import { resultsMapOf } from '#app/server/maps/results-map.server';
import { redirectToCompactSearch } from '#app/server/http/compact-search.server';
import type { Route } from './+types/properties';
import { alertFormOf, saveAlert } from '#app/server/alerts/save-action.server';
import type { AlertAnswer } from '#app/server/alerts/save-action.server';
import { listingQueries } from '#app/server/listings/listings.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectToCompactSearch(request);
  const url = new URL(request.url);
  const filters = parsePropertyFilters(url.searchParams);
  const view = parseResultsView(url.searchParams);
  const { capabilities } = getServices(context);
  // The price band is in the visitor's currency.
  const results = await capabilities.use(listingQueries).listPublishedProperties(filters, await visitorBand(context, filters.price));
  const locale = localeFromPath(url.pathname);
  const rows = localizeRows(results.rows, ['title'], locale);
  // Only the map view reads locations and draws maps; the list's data stays as light as it was.
  const map =
    view === 'map' ? await resultsMapOf(capabilities, 'properties', rows, (id) => localizedPath(`/properties/${id}`, locale)) : null;
  return {
    filters,
    view,
    results: { ...results, rows },
    map,
    description: pageDescriptionTexts[locale].properties,
    alertForm: alertFormOf('property', filters),
  };
}

/** "Alert me" (the page's one form that posts): saves the current filters for an e-mail alert. */
export async function action({ request, context }: Route.ActionArgs) {
  return saveAlert(request, context, 'property');
}

export default function Properties({ loaderData: { filters, view, results, map, alertForm }, actionData }: Route.ComponentProps) {
  const { currency } = useMoney();
  const t = useTexts(listingsTexts);
  const any = (options: Parameters<typeof withAny>[0]) => withAny(options, t.any);
  const converted = useAnyConverted(results.rows.map((row) => row.price_currency));
  const fields = [
    { name: 'island', label: t.location, value: filters.island ?? '', options: any(ISLANDS.map((i) => ({ value: i, label: i }))) },
    { name: 'type', label: t.propertyType, value: filters.type ?? '', options: any(PROPERTY_TYPES.map((p) => ({ value: p, label: t.propertyTypeName(p) }))) },
    { name: 'price', label: t.priceRange, value: filters.price ?? '', options: any(PROPERTY_PRICE_BANDS.map((b) => ({ value: b.value, label: t.saleBand(b, currency) }))) },
    { name: 'bedrooms', label: t.bedrooms, value: String(filters.bedrooms ?? ''), options: any(BEDROOM_OPTIONS.map((n) => ({ value: String(n), label: `${n}+` }))) },
    { name: 'bathrooms', label: t.bathrooms, value: String(filters.bathrooms ?? ''), options: any(BATHROOM_OPTIONS.map((n) => ({ value: String(n), label: `${n}+` }))) },
    { name: 'sort', label: t.sortBy, value: filters.sort, options: PROPERTY_SORTS.map((s) => ({ value: s, label: t.sortName(s) })) },
  ];
  const hrefFor = (page: number) =>
    `/properties${filtersToSearch({ ...filters, page, ...viewParam(view) }, { sort: 'newest', page: 1 })}`;
  const resetTo = `/properties${searchInView('', view)}`;

  return (
    <>
      <PageHero
        eyebrow={t.propertiesEyebrow}
        title={t.propertiesTitle}
        lead={t.propertiesLead}
      />
      <section className="container-page pb-24" aria-labelledby="results-heading">
        <FilterForm
          action="/properties"
          label={t.filterProperties}
          fields={fields}
          resetTo={resetTo}
          hidden={viewParam(view)}
        />
        <h2 id="results-heading" className="sr-only">
          {t.results}
        </h2>
        <ResultsStatus view={view}>
          {t.propertyCount(results.total)}
          {results.pageCount > 1 ? t.pageOf(results.page, results.pageCount) : ''}
        </ResultsStatus>
        <ListingResults
          rows={results.rows}
          map={map}
          empty={<ListingsEmptyState title={t.noProperties} resetTo={resetTo} />}
          card={(property, eager) => <PropertyCard property={property} eager={eager} />}
        />
        <ConversionNote show={converted} className="mt-8" />
        <Pagination page={results.page} pageCount={results.pageCount} hrefFor={hrefFor} label={t.propertyPages} />
        <AlertForm form={alertForm} answer={actionData as AlertAnswer | undefined} />
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeFromPath(location.pathname);
  const t = listingsTexts[locale];
  return pageMeta({
    origin: rootOrigin(matches),
    title: t.propertiesMetaTitle(SITE_NAME),
    description: loaderData?.description ?? '',
    path: localizedPath('/properties', locale),
  });
};
