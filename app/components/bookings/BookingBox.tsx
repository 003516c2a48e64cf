import { Form, useNavigation } from 'react-router';
import { buttonClass } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { Field, SelectField } from '#app/components/ui/Field';
import { guestChoices } from '#app/domain/booking/guests';
import type { Quote, Refusal, RefusalField } from '#app/domain/booking/quote';
import type { CalendarDate } from '#app/domain/booking/dates';
import { BOOKING_NIGHTS } from '#app/domain/constants';
import { formatMoney, type Currency } from '#app/domain/currency';
import { bookingMessages } from '#app/domain/i18n/messages/booking';
import { useLocale, useLocalizedPath } from '#app/components/i18n/locale';
import { Price, useMoney } from '#app/components/listings/Price';
import { QuoteSummary } from './QuoteSummary';

export interface BookingBoxProps {
  rental: { id: string; daily_rate: number; price_currency: Currency; max_guests: number; min_stay_days: number };
  today: CalendarDate;
  checkIn: CalendarDate | null;
  checkOut: CalendarDate | null;
  guests: number | null;
  /** The quote for the chosen dates (even when refused), or null before dates are chosen. */
  quote: Quote | null;
  refusals: readonly Refusal[];
}

/**
 * The rental page's booking box: the stay as a GET form (native date inputs and guests, 'Check
 * availability'), the exact quote for the dates with its payment schedule, and 'Request to Book', which
 * opens the request form with the stay. Refusals sit next to the field they concern.
 */
export function BookingBox({ rental, today, checkIn, checkOut, guests, quote, refusals }: BookingBoxProps) {
  const navigation = useNavigation();
  const locale = useLocale();
  const text = bookingMessages[locale];
  const localized = useLocalizedPath();
  const checking =
    navigation.state === 'loading' && navigation.location.pathname === localized(`/rentals/${rental.id}`);
  const errorsFor = (field: RefusalField) => refusals.filter((r) => r.field === field).map((r) => r.message);
  const bookable = quote !== null && refusals.length === 0;
  const minNights = quote?.minNights ?? rental.min_stay_days;
  const exampleTotal = rental.daily_rate * BOOKING_NIGHTS;
  // The quote is always in the villa's own currency; the headline rate is in the visitor's.
  const formatPrice = (amount: number) => formatMoney(amount, rental.price_currency, locale);
  const converted = useMoney().currency !== rental.price_currency;

  return (
    <section
      id="booking"
      aria-labelledby="booking-heading"
      className="card scroll-mt-24 p-6"
      aria-busy={checking || undefined}
    >
      <h2 id="booking-heading" className="sr-only">
        {text.booking}
      </h2>
      <p className="text-3xl font-medium text-fg">
        <Price amount={rental.daily_rate} currency={rental.price_currency} />{' '}
        <span className="text-base font-normal text-fg-muted">{text.perNight}</span>
      </p>
      {converted ? (
        <p className="mt-1 text-xs text-fg-muted">
          {formatPrice(rental.daily_rate)} {text.perNight} · {text.currencyNoteFor(rental.price_currency)}
        </p>
      ) : null}
      <Form
        method="get"
        action={localized(`/rentals/${rental.id}#booking`)}
        preventScrollReset
        className="mt-5 flex flex-col gap-4"
      >
        <div className="grid grid-cols-2 gap-3">
          <Field
            key={`checkIn:${checkIn ?? ''}`}
            label={text.checkIn}
            inputProps={{ type: 'date', name: 'checkIn', defaultValue: checkIn ?? '', min: today, required: true }}
            errors={errorsFor('checkIn')}
          />
          <Field
            key={`checkOut:${checkOut ?? ''}`}
            label={text.checkOut}
            inputProps={{ type: 'date', name: 'checkOut', defaultValue: checkOut ?? '', min: today, required: true }}
            errors={errorsFor('checkOut')}
          />
        </div>
        <SelectField
          key={`guests:${guests ?? ''}`}
          label={text.guests}
          selectProps={{ name: 'guests', defaultValue: String(guests ?? Math.min(2, rental.max_guests)) }}
          options={guestChoices(rental.max_guests).map((n) => ({ value: String(n), label: text.guestCount(n) }))}
          errors={errorsFor('guests')}
        />
        <button
          type="submit"
          className={buttonClass({ variant: bookable ? 'secondary' : 'primary', block: true })}
          aria-busy={checking || undefined}
        >
          {text.checkAvailability}
        </button>

        <div className={cx('border-t border-line pt-4', checking && 'opacity-60')} aria-live="polite">
          {quote ? (
            <>
              {bookable ? <p className="mb-3 text-sm font-medium text-success">{text.available}</p> : null}
              <QuoteSummary quote={quote} />
            </>
          ) : (
            <>
              <p className="mb-3 text-sm text-fg-muted">{text.chooseDates}</p>
              <dl className="flex flex-col gap-2 text-sm">
                <div className="flex justify-between text-fg-muted">
                  <dt>{text.exampleLine(formatPrice(rental.daily_rate), BOOKING_NIGHTS)}</dt>
                  <dd>{formatPrice(exampleTotal)}</dd>
                </div>
                <div className="flex justify-between text-base font-medium text-fg">
                  <dt>{text.exampleTotal(BOOKING_NIGHTS)}</dt>
                  <dd>{formatPrice(exampleTotal)}</dd>
                </div>
              </dl>
            </>
          )}
        </div>

        <button
          type="submit"
          formAction={localized(`/rentals/${rental.id}/request`)}
          className={buttonClass({ variant: bookable ? 'primary' : 'secondary', block: true })}
        >
          {text.requestToBook}
        </button>
        <p className="text-center text-sm text-fg-muted">{text.noChargeMinimumStay(minNights)}</p>
      </Form>
    </section>
  );
}
