import { data, Link } from 'react-router';
import { AvailabilityCalendar, BookingBox, PhoneBookingBar, RateFrom } from '#app/components/bookings/booking-parts';
import { galleryShouldRevalidate } from '#app/components/listings/gallery-revalidation';
import { WhatsAppLink } from '#app/components/listings/ListingExtras';
import {
  AmenityList,
  BrochureLink,
  Gallery,
  LeadForm,
  ListingFacts,
  LocationBlock,
  PrintedAddress,
  RentalNotFound,
  SaveShareButtons,
} from '#app/components/listings/listing-parts';
import { ConversionNote, useMoney } from '#app/components/listings/Price';
import { SimilarHomes } from '#app/components/listings/SimilarHomes';
import { nightlyRates } from '#app/domain/booking/seasons';
import { parseStayRequest, rentalGuests } from '#app/domain/booking/stay-params';
import { RENTAL_GALLERY_THUMBNAILS, SITE_NAME } from '#app/domain/constants';
import { displayPrice, formatMoney } from '#app/domain/currency/currency';
import { formatAreaIn, squareFeet } from '#app/domain/format';
import { formatNumber } from '#app/domain/i18n/format';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { rentalTexts } from '#app/domain/listings/texts/rental';
import { useLocale, useLocalizedPath } from '#app/components/i18n/locale';
import { rentalPageJsonLd } from '#app/domain/seo/json-ld';
import { pageMeta, rootOrigin } from '#app/domain/seo/meta';
import { localizeListing } from '#app/domain/i18n/content';
import { excerpt } from '#app/domain/text-utils';
import { getServices } from '#app/server/context.server';
import { requestOrigin } from '#app/server/http/origin.server';
import { documentHeaders } from '#app/server/http/document-headers.server';
import { loadStayQuote } from '#app/server/bookings/availability.server';
import { newSubmissionId, submitLead } from '#app/server/leads/lead-action.server';
import { islandMapMarkup } from '#app/components/maps/island-map-markup.server';
import { withPublicLocation } from '#app/server/maps/listing-location.server';
import type { Route } from './+types/rental';
import { listingQueries } from '#app/server/listings/listings.server';
import { similarRentalCards } from '#app/server/listings/similar.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { capabilities } = getServices(context);
  const listings = capabilities.use(listingQueries);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  // The similar homes in the same round trip as the villa (none for an id that is no published villa).
  const [found, similar] = await Promise.all([
    listings.getPublishedRental(params.id),
    similarRentalCards(listings, params.id, locale),
  ]);
  if (!found) throw data(null, { status: 404 });
  // Title, description and amenities in the page's language (English where the French is missing).
  const localized = localizeListing(found, locale);
  // The page gets the map, never the coordinates (a discreet location's true point stays here).
  const { listing: rental, location } = withPublicLocation(localized, { label: localized.title, locale, draw: islandMapMarkup });
  // A guest count the villa cannot take is changed to the nearest it can, and the box says so.
  const { guests, correction: guestCorrection } = rentalGuests(url.searchParams.get('guests'), rental.max_guests);
  const stay = { ...parseStayRequest(url.searchParams), guests };
  const booking = await loadStayQuote(capabilities, rental, stay, {
    month: url.searchParams.get('month'),
    locale,
  });
  const jsonLd = rentalPageJsonLd({ origin: requestOrigin(request), locale }, rental);
  // The meta description is made here, so the excerpt's code stays on the server.
  const metaDescription = excerpt(rental.description, 155);
  return { rental, location, booking, guestCorrection, jsonLd, metaDescription, similar, submissionId: newSubmissionId() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The inquiry is tied to the listing in the URL, and only to a listing visitors may see.
  return submitLead(request, context, async () => {
    const listing = await getServices(context).capabilities.use(listingQueries).getPublishedRental(params.id);
    return listing ? { source: 'rental', rentalId: listing.id } : null;
  });
}

/** With its action's headers: a refused form's Retry-After reaches a browser without JavaScript too. */
export const headers: Route.HeadersFunction = documentHeaders;

export const shouldRevalidate = galleryShouldRevalidate;

export default function Rental({
  loaderData: { rental, location, booking, guestCorrection, similar, submissionId },
}: Route.ComponentProps) {
  const { stay } = booking;
  const locale = useLocale();
  const localized = useLocalizedPath();
  const t = rentalTexts[locale];
  // The lowest nightly rate from today on, named 'from' when the seasons change it (as the booking box does).
  const nightly = nightlyRates(rental.daily_rate, booking.seasons, booking.today);
  const rate = displayPrice(nightly.from, rental.price_currency, useMoney(), locale);
  const ownRate = rate.converted && rate.own ? t.listedAt(rate.own) : undefined;
  return (
    <article className="container-page py-12 pb-28 sm:py-16 lg:pb-16">
      <Link to={localized('/rentals')} className="link text-sm print:hidden">
        ← {t.backToRentals}
      </Link>
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow">
            {rental.location}, {rental.island}
          </p>
          <h1 className="display-title mt-2" lang={rental.lang.title}>
            {rental.title}
          </h1>
          <PrintedAddress />
        </div>
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <SaveShareButtons id={rental.id} title={rental.title} kind="rental" />
          <BrochureLink id={rental.id} kind="rental" />
        </div>
      </header>

      <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-12">
          <Gallery images={rental.images} title={rental.title} maxThumbnails={RENTAL_GALLERY_THUMBNAILS} />
          <ListingFacts
            facts={[
              { label: t.perNight, value: <RateFrom amount={nightly.from} currency={rental.price_currency} varies={nightly.varies} />, detail: ownRate },
              { label: t.bedrooms, value: String(rental.bedrooms) },
              { label: t.bathrooms, value: String(rental.bathrooms) },
              { label: t.area, value: formatAreaIn(rental.area, locale), detail: t.squareFeet(formatNumber(squareFeet(rental.area), locale)) },
              { label: t.maxGuests, value: String(rental.max_guests) },
              { label: t.minimumStay, value: t.nightCount(rental.min_stay_days) },
            ]}
          />
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="section-title">
              {t.description}
            </h2>
            <div className="prose-text mt-4" lang={rental.lang.description}>
              {rental.description.split(/\n\s*\n/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </section>
          {/* Months and date links: for the screen; the brochure and the seasons say the rates on paper. */}
          <div className="print:hidden">
            <AvailabilityCalendar
              rentalId={rental.id}
              month={booking.month}
              today={booking.today}
              busy={booking.busy}
              seasons={booking.seasons}
              dailyRate={rental.daily_rate}
              currency={rental.price_currency}
              minStayDays={rental.min_stay_days}
              checkIn={stay.checkIn}
              checkOut={stay.checkOut}
              guests={stay.guests}
            />
          </div>
          <AmenityList amenities={rental.amenities} />
          <LocationBlock listing={rental} location={location} />
          <ConversionNote show={rate.converted} />
        </div>

        <aside className="flex flex-col gap-8 lg:sticky lg:top-24 lg:self-start print:hidden">
          <BookingBox
            rental={rental}
            today={booking.today}
            seasons={booking.seasons}
            checkIn={stay.checkIn}
            checkOut={stay.checkOut}
            guests={stay.guests}
            guestCorrection={guestCorrection}
            quote={booking.quote}
            refusals={booking.refusals}
            nextStays={booking.nextStays}
          />
          <section id="questions" aria-labelledby="questions-heading" className="card scroll-mt-24 p-6">
            <h2 id="questions-heading" className="font-display text-3xl text-fg">
              {t.questions}
            </h2>
            <p className="mt-1 mb-5 text-sm text-fg-muted">{t.questionsLead}</p>
            <LeadForm
              id="rental-inquiry"
              action={localized(`/rentals/${rental.id}`)}
              formName="rental-inquiry"
              submissionId={submissionId}
              defaultMessage={t.questionMessage(rental.title)}
              hidden={{ rentalId: rental.id, propertyTitle: rental.title }}
              successMode="inline"
              submitLabel={t.sendQuestion}
            />
            <WhatsAppLink kind="rental" id={rental.id} />
          </section>
        </aside>
      </div>
      <div className="print:hidden">
        <PhoneBookingBar
          dailyRate={rental.daily_rate}
          currency={rental.price_currency}
          seasons={booking.seasons}
          today={booking.today}
          quote={booking.refusals.length === 0 ? booking.quote : null}
        />
      </div>
      <SimilarHomes kind="rental" homes={similar} />
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) => {
  const locale = localeFromPath(location.pathname);
  const t = rentalTexts[locale];
  const rental = loaderData?.rental;
  if (!rental) return [{ title: `${t.notFoundTitle} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    origin: rootOrigin(matches),
    jsonLd: loaderData.jsonLd,
    title: t.metaTitle(rental.title, formatMoney(rental.daily_rate, rental.price_currency, locale), SITE_NAME),
    description: loaderData.metaDescription,
    path: localizedPath(`/rentals/${params.id}`, locale),
    image: rental.images[0]?.src,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RentalNotFound error={error} />;
}
