import { FilterForm, withAny } from '#app/components/listings/FilterForm';
import { ListingsEmptyState } from '#app/components/listings/ListingsEmptyState';
import { Pagination } from '#app/components/listings/Pagination';
import { ConversionNote, useAnyConverted, useMoney } from '#app/components/listings/Price';
import { PropertyCard } from '#app/components/listings/PropertyCard';
import { PageHero } from '#app/components/layout/PageHero';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  ISLANDS,
  PROPERTY_PRICE_BANDS,
  PROPERTY_TYPES,
  SITE_NAME,
} from '#app/domain/constants';
import { bandLabel } from '#app/domain/currency';
import { filtersToSearch, PROPERTY_SORT_LABELS, PROPERTY_SORTS } from '#app/domain/filters';
import { parsePropertyFilters } from '#app/domain/filter-params';
import { pageMeta } from '#app/domain/seo';
import { getServices } from '#app/server/context.server';
import { visitorBand } from '#app/server/currency/visitor.server';
import type { Route } from './+types/properties';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parsePropertyFilters(new URL(request.url).searchParams);
  // The price band is in the visitor's currency.
  const results = await getServices(context).backend.listPublishedProperties(filters, await visitorBand(context, filters.price));
  return { filters, results };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export default function Properties({ loaderData: { filters, results } }: Route.ComponentProps) {
  const { currency } = useMoney();
  const converted = useAnyConverted(results.rows.map((row) => row.price_currency));
  const fields = [
    { name: 'island', label: 'Location', value: filters.island ?? '', options: withAny(ISLANDS.map((i) => ({ value: i, label: i }))) },
    { name: 'type', label: 'Property Type', value: filters.type ?? '', options: withAny(PROPERTY_TYPES.map((t) => ({ value: t, label: capitalise(t) }))) },
    { name: 'price', label: 'Price Range', value: filters.price ?? '', options: withAny(PROPERTY_PRICE_BANDS.map((b) => ({ value: b.value, label: bandLabel(b.label, currency) }))) },
    { name: 'bedrooms', label: 'Bedrooms', value: String(filters.bedrooms ?? ''), options: withAny(BEDROOM_OPTIONS.map((n) => ({ value: String(n), label: `${n}+` }))) },
    { name: 'bathrooms', label: 'Bathrooms', value: String(filters.bathrooms ?? ''), options: withAny(BATHROOM_OPTIONS.map((n) => ({ value: String(n), label: `${n}+` }))) },
    { name: 'sort', label: 'Sort by', value: filters.sort, options: PROPERTY_SORTS.map((s) => ({ value: s, label: PROPERTY_SORT_LABELS[s] })) },
  ];
  const hrefFor = (page: number) => `/properties${filtersToSearch({ ...filters, page }, { sort: 'newest', page: 1 })}`;

  return (
    <>
      <PageHero
        eyebrow="Sales"
        title="Properties for Sale"
        lead="Villas, residences and estates on Saint Barthélemy and Sint Maarten, each visited and vetted by our team."
      />
      <section className="container-page pb-24" aria-labelledby="results-heading">
        <FilterForm action="/properties" label="Filter properties" fields={fields} resetTo="/properties" />
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <p className="mt-8 text-sm text-fg-muted" role="status">
          {results.total === 1 ? '1 property' : `${results.total} properties`}
          {results.pageCount > 1 ? ` · page ${results.page} of ${results.pageCount}` : ''}
        </p>
        {results.rows.length === 0 ? (
          <ListingsEmptyState title="No properties found" resetTo="/properties" />
        ) : (
          <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {results.rows.map((property, index) => (
              <PropertyCard key={property.id} property={property} eager={index < 3} />
            ))}
          </div>
        )}
        <ConversionNote show={converted} className="mt-8" />
        <Pagination page={results.page} pageCount={results.pageCount} hrefFor={hrefFor} label="Property pages" />
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Properties for Sale | ${SITE_NAME}`,
    description: 'Luxury villas, apartments and houses for sale on Saint Barthélemy and Sint Maarten. Filter by island, type, price and rooms.',
    path: '/properties',
  });
