import { FilterForm, type FilterField } from '#app/components/listings/FilterForm';
import { withAny } from '#app/components/listings/filter-options';
import { AlertForm, ListingsEmptyState, Pagination, RentalCard } from '#app/components/listings/listing-parts';
import { ListingResults, ResultsStatus } from '#app/components/listings/ListingResults';
import { ConversionNote, useAnyConverted, useMoney } from '#app/components/listings/Price';
import type { CardStay } from '#app/components/listings/RentalCard';
import { formatStayDates, islandToday } from '#app/domain/booking/dates';
import { priceStay, rentalPricing } from '#app/domain/booking/quote';
import { stayRequestSearch } from '#app/domain/booking/stay-params';
import { PageHero } from '#app/components/layout/PageHero';
import { BEDROOM_OPTIONS, GUEST_OPTIONS, ISLANDS, MIN_STAY_OPTIONS, RENTAL_PRICE_BANDS, SITE_NAME } from '#app/domain/constants';
import { parseRentalFilters } from '#app/domain/listings/filter-params';
import { filterStay, filtersToSearch } from '#app/domain/listings/filters';
import { useLocale } from '#app/components/i18n/locale';
import { localizeRows } from '#app/domain/i18n/content';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { listingsTexts } from '#app/domain/listings/texts/listings';
import { rentalsTexts } from '#app/domain/listings/texts/rentals';
import { parseResultsView, searchInView, viewParam } from '#app/domain/listings/results-view';
import { pageDescriptionTexts } from '#app/domain/i18n/texts/page-descriptions';
import { pageMeta, rootOrigin } from '#app/domain/seo/meta';
import { bookingTerms, seasonsOf } from '#app/server/bookings/reference-cache.server';
import { getServices } from '#app/server/context.server';
import { visitorBand } from '#app/server/currency/visitor.server';
import { resultsMapOf } from '#app/server/maps/results-map.server';
import { redirectToCompactSearch } from '#app/server/http/compact-search.server';
import type { Route } from './+types/rentals';
import { alertFormOf, saveAlert } from '#app/server/alerts/save-action.server';
import type { AlertAnswer } from '#app/server/alerts/save-action.server';
import { listingQueries } from '#app/server/listings/listings.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectToCompactSearch(request);
  const { capabilities } = getServices(context);
  const url = new URL(request.url);
  const parsed = parseRentalFilters(url.searchParams);
  const view = parseResultsView(url.searchParams);
  const today = islandToday();
  // Dates in the past search nothing: say so and list the villas without them.
  const pastDates = Boolean(parsed.checkIn && parsed.checkIn < today);
  const filters = pastDates ? { ...parsed, checkIn: undefined, checkOut: undefined } : parsed;
  // The nightly band is in the visitor's currency.
  const results = await capabilities.use(listingQueries).listPublishedRentals(filters, await visitorBand(context, filters.price));
  const stay = filterStay(filters);
  const stays: Record<string, CardStay> = {};
  if (stay && results.rows.length > 0) {
    const [terms, seasons] = await Promise.all([
      bookingTerms(capabilities),
      seasonsOf(
        capabilities,
        results.rows.map((row) => row.id),
      ),
    ]);
    const search = stayRequestSearch({ ...stay, guests: filters.guests ?? null });
    for (const row of results.rows) {
      const quote = priceStay({ rental: rentalPricing(row), seasons: seasons.get(row.id) ?? [], terms, today }, stay.checkIn, stay.checkOut, filters.guests ?? 1);
      stays[row.id] = { nights: quote.nights, total: quote.total, search };
    }
  }
  const locale = localeFromPath(url.pathname);
  const rows = localizeRows(results.rows, ['title'], locale);
  // Only the map view reads locations and draws maps; a marker leads where its card does (dates included).
  const map =
    view === 'map'
      ? await resultsMapOf(capabilities, 'rentals', rows, (id) => localizedPath(`/rentals/${id}${stays[id]?.search ?? ''}`, locale))
      : null;
  const notice = pastDates ? bookingTexts[locale].inPast : null;
  const alertForm = alertFormOf('rental', filters);
  // The dates as the results' heading says them, made here: the dates' code stays on the server.
  const stayDates = stay ? formatStayDates(stay.checkIn, stay.checkOut, locale) : null;
  return { filters, view, results: { ...results, rows }, map, stays, today, notice, stayDates, description: pageDescriptionTexts[locale].rentals, alertForm };
}

/** "Alert me" (the page's one form that posts): saves the current filters for an e-mail alert. */
export async function action({ request, context }: Route.ActionArgs) {
  return saveAlert(request, context, 'rental');
}

export default function Rentals({ loaderData: { filters, view, results, map, stays, today, notice, stayDates, alertForm }, actionData }: Route.ComponentProps) {
  const { currency } = useMoney();
  const locale = useLocale();
  const t = rentalsTexts[locale];
  const words = listingsTexts[locale];
  const any = (options: Parameters<typeof withAny>[0]) => withAny(options, words.any);
  const converted = useAnyConverted(results.rows.map((row) => row.price_currency));
  const fields: FilterField[] = [
    { kind: 'date', name: 'checkIn', label: t.checkIn, value: filters.checkIn ?? '', min: today },
    { kind: 'date', name: 'checkOut', label: t.checkOut, value: filters.checkOut ?? '', min: today },
    { name: 'price', label: t.pricePerNight, value: filters.price ?? '', options: any(RENTAL_PRICE_BANDS.map((b) => ({ value: b.value, label: t.priceBand(b.min, b.max, currency) }))) },
    { name: 'island', label: words.location, value: filters.island ?? '', options: any(ISLANDS.map((i) => ({ value: i, label: i }))) },
    { name: 'bedrooms', label: words.bedrooms, value: String(filters.bedrooms ?? ''), options: any(BEDROOM_OPTIONS.map((n) => ({ value: String(n), label: `${n}+` }))) },
    { name: 'guests', label: t.guests, value: String(filters.guests ?? ''), options: any(GUEST_OPTIONS.map((n) => ({ value: String(n), label: `${n}+` }))) },
    {
      name: 'minStay',
      label: t.minimumStay,
      value: String(filters.minStay ?? ''),
      options: any(MIN_STAY_OPTIONS.map((n) => ({ value: String(n), label: t.upToNights(n) }))),
    },
  ];
  const hrefFor = (page: number) => `/rentals${filtersToSearch({ ...filters, page, ...viewParam(view) }, { page: 1 })}`;
  const resetTo = `/rentals${searchInView('', view)}`;

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section className="container-page pb-24" aria-labelledby="results-heading">
        <FilterForm
          action="/rentals"
          label={t.filterRentals}
          fields={fields}
          resetTo={resetTo}
          hidden={viewParam(view)}
        />
        <h2 id="results-heading" className="sr-only">
          {words.results}
        </h2>
        {notice ? (
          <p className="mt-6 rounded-sm bg-danger-soft p-3 text-sm text-danger" role="alert">
            {notice}
          </p>
        ) : null}
        <ResultsStatus view={view}>
          {t.rentalCount(results.total)}
          {stayDates ? t.freeOn(results.total, stayDates) : ''}
          {results.pageCount > 1 ? words.pageOf(results.page, results.pageCount) : ''}
        </ResultsStatus>
        <ListingResults
          rows={results.rows}
          map={map}
          empty={<ListingsEmptyState title={t.noRentals} resetTo={resetTo} />}
          card={(rental, eager) => <RentalCard rental={rental} eager={eager} stay={stays[rental.id]} />}
        />
        <ConversionNote show={converted} className="mt-8" />
        <Pagination page={results.page} pageCount={results.pageCount} hrefFor={hrefFor} label={t.rentalPages} />
        <AlertForm form={alertForm} answer={actionData as AlertAnswer | undefined} />
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeFromPath(location.pathname);
  const t = rentalsTexts[locale];
  return pageMeta({
    origin: rootOrigin(matches),
    title: t.metaTitle(SITE_NAME),
    description: loaderData?.description ?? '',
    path: localizedPath('/rentals', locale),
  });
};
