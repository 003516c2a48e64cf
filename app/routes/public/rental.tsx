import { data, Form, isRouteErrorResponse, Link, useSearchParams } from 'react-router';
import { Gallery, galleryShouldRevalidate } from '#app/components/listings/Gallery';
import { InquiryForm } from '#app/components/listings/InquiryForm';
import { ListingFacts } from '#app/components/listings/ListingFacts';
import { AmenityList, LocationBlock } from '#app/components/listings/ListingSections';
import { NotFoundPanel } from '#app/components/listings/NotFoundPanel';
import { SaveShareButtons } from '#app/components/listings/SaveShareButtons';
import { buttonClass } from '#app/components/ui/Button';
import { SelectField } from '#app/components/ui/Field';
import { bookingTotal, guestChoices, parseGuests } from '#app/domain/booking';
import { BOOKING_NIGHTS, RENTAL_GALLERY_THUMBNAILS, SITE_NAME } from '#app/domain/constants';
import { formatArea, formatPrice, formatSquareFeet, plural } from '#app/domain/format';
import { rentalInquiryMessage } from '#app/domain/inquiry-form';
import { MESSAGES } from '#app/domain/messages';
import { pageMeta } from '#app/domain/seo';
import { excerpt } from '#app/domain/text';
import { getServices } from '#app/server/context.server';
import { newSubmissionId, submitInquiry } from '#app/server/inquiry-action.server';
import type { Route } from './+types/rental';

export async function loader({ params, context }: Route.LoaderArgs) {
  const rental = await getServices(context).backend.getPublishedRental(params.id);
  if (!rental) throw data(null, { status: 404 });
  return { rental, submissionId: newSubmissionId() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The inquiry is tied to the listing in the URL, and only to a listing visitors may see.
  return submitInquiry(request, context, async () => {
    const listing = await getServices(context).backend.getPublishedRental(params.id);
    return listing ? { source: 'rental', rentalId: listing.id } : null;
  });
}

export const shouldRevalidate = galleryShouldRevalidate;

export default function Rental({ loaderData: { rental, submissionId } }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  // 'Request to Book' is a GET to this page with the guest count: the question form below opens with it.
  const requestedGuests = parseGuests(searchParams.get('guests'), rental.max_guests);
  return (
    <article className="container-page py-12 sm:py-16">
      <Link to="/rentals" className="link text-sm">
        ← Back to Rentals
      </Link>
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow">
            {rental.location}, {rental.island}
          </p>
          <h1 className="display-title mt-2">{rental.title}</h1>
        </div>
        <SaveShareButtons id={rental.id} title={rental.title} kind="rental" />
      </header>

      <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-12">
          <Gallery images={rental.images} title={rental.title} maxThumbnails={RENTAL_GALLERY_THUMBNAILS} />
          <ListingFacts
            facts={[
              { label: 'Per Night', value: formatPrice(rental.daily_rate) },
              { label: 'Bedrooms', value: String(rental.bedrooms) },
              { label: 'Bathrooms', value: String(rental.bathrooms) },
              { label: 'Area', value: formatArea(rental.area), detail: formatSquareFeet(rental.area) },
              { label: 'Max Guests', value: String(rental.max_guests) },
              { label: 'Minimum Stay', value: plural(rental.min_stay_days, 'night') },
            ]}
          />
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="section-title">
              Description
            </h2>
            <div className="prose-text mt-4">
              {rental.description.split(/\n\s*\n/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </section>
          <AmenityList amenities={rental.amenities} />
          <LocationBlock listing={rental} />
        </div>

        <aside className="flex flex-col gap-8 lg:sticky lg:top-24 lg:self-start">
          <BookingBox rental={rental} guests={requestedGuests} />
          <section id="questions" aria-labelledby="questions-heading" className="card scroll-mt-24 p-6">
            <h2 id="questions-heading" className="font-display text-3xl text-fg">
              Questions?
            </h2>
            <p className="mt-1 mb-5 text-sm text-fg-muted">Ask about dates, services or the villa; we reply within one business day.</p>
            <InquiryForm
              // A new guest count starts the form with the matching request.
              key={requestedGuests ?? 'question'}
              id="rental-inquiry"
              action={`/rentals/${rental.id}${requestedGuests ? `?guests=${requestedGuests}` : ''}`}
              formName="rental-inquiry"
              submissionId={submissionId}
              defaultMessage={rentalInquiryMessage(rental.title, requestedGuests)}
              hidden={{ rentalId: rental.id, propertyTitle: rental.title }}
              successMode="inline"
              successText={MESSAGES.inquiry.success}
              submitLabel="Send Question"
            />
          </section>
        </aside>
      </div>
    </article>
  );
}

function BookingBox({ rental, guests }: { rental: { id: string; daily_rate: number; max_guests: number; min_stay_days: number }; guests?: number }) {
  return (
    <section aria-labelledby="booking-heading" className="card p-6">
      <h2 id="booking-heading" className="sr-only">
        Booking
      </h2>
      <p className="text-3xl font-medium text-fg">
        {formatPrice(rental.daily_rate)} <span className="text-base font-normal text-fg-muted">/ night</span>
      </p>
      <p className="mt-4 rounded-sm border border-dashed border-line-strong bg-surface-muted p-4 text-center text-sm text-fg-muted">
        Calendar booking coming soon
      </p>
      <Form method="get" action={`/rentals/${rental.id}#questions`} preventScrollReset={false} className="mt-5 flex flex-col gap-4">
        <SelectField
          label="Guests"
          selectProps={{ name: 'guests', defaultValue: String(guests ?? Math.min(2, rental.max_guests)) }}
          options={guestChoices(rental.max_guests).map((n) => ({ value: String(n), label: plural(n, 'guest') }))}
        />
        <dl className="flex flex-col gap-2 border-t border-line pt-4 text-sm">
          <div className="flex justify-between text-fg-muted">
            <dt>
              {formatPrice(rental.daily_rate)} × {BOOKING_NIGHTS} nights
            </dt>
            <dd>{formatPrice(bookingTotal(rental.daily_rate))}</dd>
          </div>
          <div className="flex justify-between text-base font-medium text-fg">
            <dt>Total for {BOOKING_NIGHTS} nights</dt>
            <dd>{formatPrice(bookingTotal(rental.daily_rate))}</dd>
          </div>
        </dl>
        <button type="submit" className={buttonClass({ variant: 'primary', block: true })}>
          Request to Book
        </button>
        <p className="text-center text-sm text-fg-muted">
          You won't be charged yet. Minimum stay: {plural(rental.min_stay_days, 'night')}
        </p>
      </Form>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const rental = loaderData?.rental;
  if (!rental) return [{ title: `${MESSAGES.rental.notFoundTitle} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    title: `${rental.title} — ${formatPrice(rental.daily_rate)} a night | ${SITE_NAME}`,
    description: excerpt(rental.description, 155),
    path: `/rentals/${params.id}`,
    image: rental.images[0],
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <NotFoundPanel
      title={MESSAGES.rental.notFoundTitle}
      text={missing ? MESSAGES.rental.notFoundFallback : MESSAGES.rental.notFound}
      backTo="/rentals"
      backLabel="Back to Rentals"
    />
  );
}
