import { FilterForm, withAny } from '#app/components/listings/FilterForm';
import { ListingsEmptyState } from '#app/components/listings/ListingsEmptyState';
import { Pagination } from '#app/components/listings/Pagination';
import { RentalCard } from '#app/components/listings/RentalCard';
import { PageHero } from '#app/components/layout/PageHero';
import { BEDROOM_OPTIONS, GUEST_OPTIONS, ISLANDS, MIN_STAY_OPTIONS, RENTAL_PRICE_BANDS, SITE_NAME } from '#app/domain/constants';
import { filtersToSearch } from '#app/domain/filters';
import { parseRentalFilters } from '#app/domain/filter-params';
import { plural } from '#app/domain/format';
import { pageMeta } from '#app/domain/seo';
import { getServices } from '#app/server/context.server';
import type { Route } from './+types/rentals';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseRentalFilters(new URL(request.url).searchParams);
  const results = await getServices(context).backend.listPublishedRentals(filters);
  return { filters, results };
}

export default function Rentals({ loaderData: { filters, results } }: Route.ComponentProps) {
  const fields = [
    { name: 'price', label: 'Price per Night', value: filters.price ?? '', options: withAny(RENTAL_PRICE_BANDS.map((b) => ({ value: b.value, label: b.label }))) },
    { name: 'island', label: 'Location', value: filters.island ?? '', options: withAny(ISLANDS.map((i) => ({ value: i, label: i }))) },
    { name: 'bedrooms', label: 'Bedrooms', value: String(filters.bedrooms ?? ''), options: withAny(BEDROOM_OPTIONS.map((n) => ({ value: String(n), label: `${n}+` }))) },
    { name: 'guests', label: 'Guests', value: String(filters.guests ?? ''), options: withAny(GUEST_OPTIONS.map((n) => ({ value: String(n), label: `${n}+` }))) },
    {
      name: 'minStay',
      label: 'Minimum Stay',
      value: String(filters.minStay ?? ''),
      options: withAny(MIN_STAY_OPTIONS.map((n) => ({ value: String(n), label: `Up to ${plural(n, 'night')}` }))),
    },
  ];
  const hrefFor = (page: number) => `/rentals${filtersToSearch({ ...filters, page }, { page: 1 })}`;

  return (
    <>
      <PageHero
        eyebrow="Vacation Rentals"
        title="Villas to Rent"
        lead="Private villas and residences for a week or a season, with concierge service from arrival to departure."
      />
      <section className="container-page pb-24" aria-labelledby="results-heading">
        <FilterForm action="/rentals" label="Filter rentals" fields={fields} resetTo="/rentals" />
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <p className="mt-8 text-sm text-fg-muted" role="status">
          {results.total === 1 ? '1 rental' : `${results.total} rentals`}
          {results.pageCount > 1 ? ` · page ${results.page} of ${results.pageCount}` : ''}
        </p>
        {results.rows.length === 0 ? (
          <ListingsEmptyState title="No rentals found" resetTo="/rentals" />
        ) : (
          <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {results.rows.map((rental, index) => (
              <RentalCard key={rental.id} rental={rental} eager={index < 3} />
            ))}
          </div>
        )}
        <Pagination page={results.page} pageCount={results.pageCount} hrefFor={hrefFor} label="Rental pages" />
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Vacation Rentals | ${SITE_NAME}`,
    description: 'Luxury villas to rent on Saint Barthélemy and Sint Maarten. Filter by nightly rate, island, bedrooms, guests and minimum stay.',
    path: '/rentals',
  });
