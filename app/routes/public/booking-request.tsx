import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { NextStays } from '#app/components/bookings/NextStays';
import { QuoteSummary } from '#app/components/bookings/QuoteSummary';
import type { validateBookingRequest } from '#app/components/bookings/request-validation';
import { RentalNotFound } from '#app/components/listings/RentalNotFound';
import { Button } from '#app/components/ui/Button';
import { PrivacyNote } from '#app/components/privacy/PrivacyNote';
import { Honeypot } from '#app/components/ui/Honeypot';
import { Field, TextareaField } from '#app/components/ui/Field';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';
import { ADD_ONS } from '#app/domain/booking/add-ons';
import { BOOKING_MESSAGE_MAX_LENGTH, BOOKING_REQUEST_CONSTRAINTS } from '#app/domain/booking/request-constraints';
import type { CalendarDate } from '#app/domain/booking/dates';
import { parseStayRequest, stayRequestSearch } from '#app/domain/booking/stay-params';
import { SITE_NAME } from '#app/domain/constants';
import { localeFromPath, localizedPath, type Locale } from '#app/domain/i18n/locale';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { bookingRequestTexts } from '#app/domain/booking/texts/booking-request';
import { leadFormTexts } from '#app/domain/leads/texts/lead-form';
import { rentalTexts } from '#app/domain/listings/texts/rental';
import { useLocale, useLocalizedPath } from '#app/components/i18n/locale';
import { loadStayQuote } from '#app/server/bookings/availability.server';
import { submitBookingRequest } from '#app/server/bookings/request-action.server';
import { getServices } from '#app/server/context.server';
import { documentHeaders } from '#app/server/http/document-headers.server';
import { newSubmissionId } from '#app/server/leads/lead-action.server';
import { localizeRow } from '#app/domain/i18n/content';
import { imageTextLang } from '#app/domain/media/images';
import type { Route } from './+types/booking-request';
import { listingQueries } from '#app/server/listings/listings.server';
import { FormAlert } from '#app/components/ui/FormAlert';

/** The request form for the stay in the URL, with its quote; never cached (each render has its own token). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { capabilities } = getServices(context);
  const rental = await capabilities.use(listingQueries).getPublishedRental(params.id);
  if (!rental) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const stay = parseStayRequest(url.searchParams);
  const locale = localeFromPath(url.pathname);
  const view = await loadStayQuote(capabilities, rental, stay, { calendarMonths: 0, requireDates: true, locale });
  // In the page's language (English where the French is missing, named in `lang`), its photo's words too.
  const { images, ...shown } = localizeRow(
    { title: rental.title, title_fr: rental.title_fr, images: rental.images.slice(0, 1) },
    ['title'],
    locale,
  );
  return data(
    {
      rental: { id: rental.id, ...shown, location: rental.location, island: rental.island, image: images[0] ?? null },
      stay: view.stay,
      quote: view.quote,
      refusals: view.refusals,
      nextStays: view.nextStays,
      currency: rental.price_currency,
      submissionId: newSubmissionId(),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** The loader's no-store, and a refused request's Retry-After, travel on the document response too. */
export const headers: Route.HeadersFunction = documentHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  return submitBookingRequest(request, context, params.id);
}

export default function BookingRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { rental, stay, quote, refusals, nextStays } = loaderData;
  const locale = useLocale();
  const text = bookingRequestTexts[locale];
  const backToVilla = useLocalizedPath()(`/rentals/${rental.id}${stayRequestSearch(stay)}#booking`);
  const bookable = quote !== null && refusals.length === 0;
  return (
    <div className="container-page py-12 sm:py-16">
      <Link to={backToVilla} className="link text-sm">
        ← {text.backToVilla}
      </Link>
      <h1 className="display-title mt-6">{text.title(rental.title)}</h1>
      <p className="section-lead mt-3 max-w-2xl">{text.lead}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="order-2 lg:order-1">
          {bookable ? (
            <RequestForm
              rentalId={rental.id}
              stay={{ checkIn: stay.checkIn!, checkOut: stay.checkOut!, guests: stay.guests! }}
              quotedTotal={quote.total}
              submissionId={actionData?.submissionId ?? loaderData.submissionId}
              lastResult={actionData?.result}
            />
          ) : (
            <section aria-labelledby="dates-heading" className="card p-6">
              <h2 id="dates-heading" className="font-display text-3xl text-fg">
                {text.yourStay}
              </h2>
              {/* The alert wraps the list: a list keeps its own role (axe: aria-allowed-role, listitem). */}
              <div role="alert">
                <ul className="mt-3 flex flex-col gap-1 text-danger">
                  {refusals.map((refusal) => (
                    <li key={refusal.code}>{refusal.message}</li>
                  ))}
                </ul>
              </div>
              {nextStays.length > 0 ? (
                <div className="mt-6">
                  <NextStays rentalId={rental.id} stays={nextStays} guests={stay.guests} currency={loaderData.currency} />
                </div>
              ) : null}
              <Link to={backToVilla} className="btn btn-primary mt-6">
                {text.changeDates}
              </Link>
            </section>
          )}
        </div>
        <aside className="order-1 lg:order-2" aria-labelledby="summary-heading">
          <div className="card overflow-hidden lg:sticky lg:top-24">
            {rental.image ? (
              <div className="aspect-[3/2] bg-surface-muted">
                <ResponsiveImage src={rental.image.src} alt={rental.image.alt || rental.title} lang={imageTextLang(rental.image.alt, locale, rental.lang.title, rental.image.altLang)} media={rental.image.media} placeholder={rental.image.placeholder} width={1200} height={800} sizes="(min-width: 1024px) 480px, 100vw" maxDisplayWidth={640} className="h-full w-full object-cover" />
              </div>
            ) : null}
            <div className="p-6">
              <p className="eyebrow">
                {rental.location}, {rental.island}
              </p>
              <h2 id="summary-heading" lang={rental.lang.title} className="mt-1 font-display text-3xl text-fg">
                {rental.title}
              </h2>
              {/* A quote only for a stay that can be requested. */}
              {quote && bookable ? <QuoteSummary quote={quote} showDates className="mt-5" /> : null}
              <Link to={backToVilla} className="link mt-4 inline-block text-sm">
                {text.changeDates}
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}

function RequestForm({
  rentalId,
  stay,
  quotedTotal,
  submissionId,
  lastResult,
}: {
  rentalId: string;
  stay: { checkIn: CalendarDate; checkOut: CalendarDate; guests: number };
  quotedTotal: number;
  submissionId: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const locale = useLocale();
  const text = bookingRequestTexts[locale];
  const labels = leadFormTexts[locale];
  const path = localizedPath(`/rentals/${rentalId}/request`, locale);
  // The stay stays in the address: a form sent back with errors (without JavaScript, a new document) still
  // shows it.
  const action = `${path}${stayRequestSearch(stay)}`;
  const sending = navigation.state === 'submitting' && navigation.formAction?.split('?')[0] === path;
  const [validate, setValidate] = useState<typeof validateBookingRequest | null>(null);
  const loadValidation = () => {
    if (validate) return;
    import('#app/components/bookings/request-validation').then(
      (module) => setValidate(() => module.validateBookingRequest),
      // Offline or a failed chunk: the server still validates every post.
      () => undefined,
    );
  };
  const [form, fields] = useForm({
    id: 'booking-request',
    lastResult: sending ? undefined : lastResult,
    constraint: BOOKING_REQUEST_CONSTRAINTS,
    shouldValidate: validate ? 'onBlur' : 'onSubmit',
    shouldRevalidate: validate ? 'onInput' : 'onSubmit',
    onValidate: validate ? ({ formData }) => validate(formData, locale) : undefined,
  });
  const stayErrors = [...(fields.checkIn.errors ?? []), ...(fields.checkOut.errors ?? []), ...(fields.guests.errors ?? [])];
  const chosenAddOns = new Set(fields.addOns.initialValue ? [fields.addOns.initialValue].flat() : []);

  return (
    <Form method="post" action={action} {...getFormProps(form)} onFocus={loadValidation} className="flex flex-col gap-8">
      <FormAlert messages={[...(form.errors ?? []), ...stayErrors]} />
      <input type="hidden" name="checkIn" value={stay.checkIn} />
      <input type="hidden" name="checkOut" value={stay.checkOut} />
      <input type="hidden" name="guests" value={stay.guests} />
      <input type="hidden" name="quotedTotal" value={quotedTotal} />
      <input type="hidden" name="submissionId" value={submissionId} />
      <Honeypot formId="booking" />

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-3xl text-fg">{text.guestHeading}</legend>
        <Field label={labels.fullName} requiredMark inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'name' }} errors={fields.name.errors} />
        <Field label={labels.emailAddress} requiredMark inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
        <Field label={labels.phone} hint={labels.optional} inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }} errors={fields.phone.errors} />
        <TextareaField
          label={text.messageLabel}
          textareaProps={{
            ...getTextareaProps(fields.message),
            rows: 4,
            placeholder: text.messagePlaceholder,
            maxLength: BOOKING_MESSAGE_MAX_LENGTH,
          }}
          lengthHint={labels.messageLength}
          errors={fields.message.errors}
        />
      </fieldset>

      <fieldset>
        <legend className="mb-4 font-display text-3xl text-fg">{text.addOnsHeading}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ADD_ONS.map((addOn) => (
            <label key={addOn.value} className="flex items-center gap-3 text-[0.9375rem] text-fg">
              <input type="checkbox" name="addOns" value={addOn.value} defaultChecked={chosenAddOns.has(addOn.value)} className="checkbox" />
              {text.addOn(addOn.value)}
              <span className="text-xs text-fg-muted">({text.onRequest})</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-3">
        <Button type="submit" pending={sending} pendingLabel={text.submitting} block>
          {text.submit}
        </Button>
        <p className="text-center text-sm text-fg-muted">{bookingTexts[locale].noCharge}</p>
        <PrivacyNote className="text-center" />
      </div>
    </Form>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale: Locale = localeFromPath(location.pathname);
  const title = loaderData
    ? bookingRequestTexts[locale].title(loaderData.rental.title)
    : rentalTexts[locale].notFoundTitle;
  // The form's lead says what the page is for (Lighthouse's meta-description audit; the page stays noindex).
  return [
    { title: `${title} | ${SITE_NAME}` },
    { name: 'description', content: bookingRequestTexts[locale].lead },
    { name: 'robots', content: 'noindex' },
  ];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RentalNotFound error={error} />;
}
