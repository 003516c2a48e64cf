import { FilterForm, withAny, type FilterField } from '#app/components/listings/FilterForm';
import { ListingsEmptyState } from '#app/components/listings/ListingsEmptyState';
import { Pagination } from '#app/components/listings/Pagination';
import { ConversionNote, useAnyConverted, useMoney } from '#app/components/listings/Price';
import { RentalCard, type CardStay } from '#app/components/listings/RentalCard';
import { formatStayDates, islandToday } from '#app/domain/booking/dates';
import { BOOKING_MESSAGES } from '#app/domain/booking/messages';
import { priceStay, rentalPricing } from '#app/domain/booking/quote';
import { stayRequestSearch } from '#app/domain/booking/stay-params';
import { PageHero } from '#app/components/layout/PageHero';
import { BEDROOM_OPTIONS, GUEST_OPTIONS, ISLANDS, MIN_STAY_OPTIONS, RENTAL_PRICE_BANDS, SITE_NAME } from '#app/domain/constants';
import { bandLabel } from '#app/domain/currency';
import { parseRentalFilters } from '#app/domain/filter-params';
import { filterStay, filtersToSearch } from '#app/domain/filters';
import { plural } from '#app/domain/format';
import { localizeRows } from '#app/domain/i18n/content';
import { localeFromPath } from '#app/domain/i18n/locale';
import { pageMeta } from '#app/domain/seo';
import { bookingTerms, seasonsOf } from '#app/server/bookings/reference-cache.server';
import { getServices } from '#app/server/context.server';
import { visitorBand } from '#app/server/currency/visitor.server';
import type { Route } from './+types/rentals';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { backend } = getServices(context);
  const parsed = parseRentalFilters(new URL(request.url).searchParams);
  const today = islandToday();
  // Dates in the past search nothing: say so and list the villas without them.
  const pastDates = Boolean(parsed.checkIn && parsed.checkIn < today);
  const filters = pastDates ? { ...parsed, checkIn: undefined, checkOut: undefined } : parsed;
  // The nightly band is in the visitor's currency.
  const results = await backend.listPublishedRentals(filters, await visitorBand(context, filters.price));
  const stay = filterStay(filters);
  const stays: Record<string, CardStay> = {};
  if (stay && results.rows.length > 0) {
    const [terms, seasons] = await Promise.all([
      bookingTerms(backend),
      seasonsOf(
        backend,
        results.rows.map((row) => row.id),
      ),
    ]);
    const search = stayRequestSearch({ ...stay, guests: filters.guests ?? null });
    for (const row of results.rows) {
      const quote = priceStay({ rental: rentalPricing(row), seasons: seasons.get(row.id) ?? [], terms, today }, stay.checkIn, stay.checkOut, filters.guests ?? 1);
      stays[row.id] = { nights: quote.nights, total: quote.total, search };
    }
  }
  const rows = localizeRows(results.rows, ['title'], localeFromPath(new URL(request.url).pathname));
  return { filters, results: { ...results, rows }, stays, today, notice: pastDates ? BOOKING_MESSAGES.refusals.inPast : null };
}

export default function Rentals({ loaderData: { filters, results, stays, today, notice } }: Route.ComponentProps) {
  const { currency } = useMoney();
  const converted = useAnyConverted(results.rows.map((row) => row.price_currency));
  const fields: FilterField[] = [
    { kind: 'date', name: 'checkIn', label: 'Check-in', value: filters.checkIn ?? '', min: today },
    { kind: 'date', name: 'checkOut', label: 'Check-out', value: filters.checkOut ?? '', min: today },
    { name: 'price', label: 'Price per Night', value: filters.price ?? '', options: withAny(RENTAL_PRICE_BANDS.map((b) => ({ value: b.value, label: bandLabel(b.label, currency) }))) },
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
        {notice ? (
          <p className="mt-6 rounded-sm bg-danger-soft p-3 text-sm text-danger" role="alert">
            {notice}
          </p>
        ) : null}
        <p className="mt-8 text-sm text-fg-muted" role="status">
          {results.total === 1 ? '1 rental' : `${results.total} rentals`}
          {filterStay(filters) ? ` free ${formatStayDates(filters.checkIn!, filters.checkOut!)}` : ''}
          {results.pageCount > 1 ? ` · page ${results.page} of ${results.pageCount}` : ''}
        </p>
        {results.rows.length === 0 ? (
          <ListingsEmptyState title="No rentals found" resetTo="/rentals" />
        ) : (
          <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {results.rows.map((rental, index) => (
              <RentalCard key={rental.id} rental={rental} eager={index < 3} stay={stays[rental.id]} />
            ))}
          </div>
        )}
        <ConversionNote show={converted} className="mt-8" />
        <Pagination page={results.page} pageCount={results.pageCount} hrefFor={hrefFor} label="Rental pages" />
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Vacation Rentals | ${SITE_NAME}`,
    description: 'Luxury villas to rent on Saint Barthélemy and Sint Maarten. Search by dates, nightly rate, island, bedrooms, guests and minimum stay.',
    path: '/rentals',
  });
