import { Form } from 'react-router';
import { buttonClass } from '#app/components/ui/button-class';
import { cx } from '#app/components/ui/cx';
import { Field, SelectField } from '#app/components/ui/Field';
import { guestChoices } from '#app/domain/booking/guests';
import type { StayOption } from '#app/domain/booking/next-stays';
import type { Quote, Refusal, RefusalField } from '#app/domain/booking/quote';
import type { CalendarDate } from '#app/domain/booking/dates';
import type { Season } from '#app/domain/booking/seasons';
import type { GuestCorrection } from '#app/domain/booking/stay-params';
import type { Currency } from '#app/domain/currency/currency';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { useLocale, useLocalizedPath } from '#app/components/i18n/locale';
import { BookingResult } from './BookingResult';
import { NightlyRate } from './NightlyRate';
import { useStayDraft } from './useStayDraft';

export interface BookingBoxProps {
  rental: { id: string; daily_rate: number; price_currency: Currency; max_guests: number; min_stay_days: number };
  today: CalendarDate;
  seasons: readonly Season[];
  checkIn: CalendarDate | null;
  checkOut: CalendarDate | null;
  guests: number | null;
  /** The guest count the address asked for, when the page had to change it. */
  guestCorrection: GuestCorrection | null;
  /** The quote for the chosen dates (even when refused), or null before dates are chosen. */
  quote: Quote | null;
  refusals: readonly Refusal[];
  /** Dates refused: the nearest stays that can be booked. */
  nextStays: readonly StayOption[];
}

/**
 * The rental page's booking box: the stay as a GET form (native date inputs and guests), the exact quote for
 * the dates with its payment schedule and 'Request to Book' — or, for dates that cannot be booked, why (next to
 * the field) and the next available dates, with no quote and no request button. Without JavaScript 'Check
 * availability' asks for the dates; with it the price follows the fields as they change (useStayDraft), and
 * says so while it is on its way.
 */
export function BookingBox(props: BookingBoxProps) {
  const { rental, today, checkIn, checkOut, guests, guestCorrection, quote, refusals } = props;
  const locale = useLocale();
  const text = bookingTexts[locale];
  const localized = useLocalizedPath();
  const path = localized(`/rentals/${rental.id}`);
  const stay = useStayDraft({ checkIn, checkOut, guests }, { action: path, today });
  const current = !stay.waiting && !stay.incomplete;
  // Refusals speak of the dates the page answered for: shown only while those are the dates on screen.
  const errorsFor = (field: RefusalField) =>
    current ? refusals.filter((r) => r.field === field).map((r) => r.message) : [];
  const bookable = quote !== null && refusals.length === 0;

  return (
    <section
      id="booking"
      aria-labelledby="booking-heading"
      className="card scroll-mt-24 p-6"
      aria-busy={stay.waiting || undefined}
    >
      <h2 id="booking-heading" className="sr-only">
        {text.booking}
      </h2>
      <NightlyRate
        dailyRate={rental.daily_rate}
        currency={rental.price_currency}
        seasons={props.seasons}
        today={today}
        quote={bookable && current ? quote : null}
      />
      <Form method="get" action={`${path}#booking`} preventScrollReset className="mt-5 flex flex-col gap-4">
        {/* Two columns only where each holds a whole date ('03/06/2027' and the picker): on a phone they stack. */}
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
          {(['checkIn', 'checkOut'] as const).map((name) => (
            <Field
              key={name}
              label={text[name]}
              inputProps={{
                ...stay.field(name),
                type: 'date',
                min: today,
                required: true,
                className: 'px-2.5',
              }}
              errors={errorsFor(name)}
            />
          ))}
        </div>
        <SelectField
          label={text.guests}
          selectProps={stay.field('guests')}
          options={guestChoices(rental.max_guests).map((n) => ({ value: String(n), label: text.guestCount(n) }))}
          hint={guestCorrection && current ? text.guestsChanged(guestCorrection) : undefined}
          errors={errorsFor('guests')}
        />
        {/* With JavaScript the price follows the fields; without, this asks for it. */}
        <button
          type="submit"
          hidden={stay.hydrated}
          className={buttonClass({ variant: bookable ? 'secondary' : 'primary', block: true })}
        >
          {text.checkAvailability}
        </button>

        <div className="border-t border-line pt-4" aria-live="polite">
          {stay.waiting ? (
            <p role="status" className="mb-3 text-sm font-medium text-fg">
              {text.updatingPrice}
            </p>
          ) : null}
          {stay.incomplete ? (
            <p className="text-sm text-fg-muted">{text.chooseDates}</p>
          ) : (
            <div
              className={cx(stay.waiting && 'opacity-40')}
              aria-hidden={stay.waiting || undefined}
              inert={stay.waiting || undefined}
              // The stay this answer is for (the journeys check it against the fields).
              data-answer-for={`${checkIn ?? ''}|${checkOut ?? ''}|${guests ?? ''}`}
            >
              <BookingResult {...props} bookable={bookable} />
            </div>
          )}
        </div>

        {bookable && current ? (
          <>
            <button
              type="submit"
              formAction={localized(`/rentals/${rental.id}/request`)}
              className={buttonClass({ variant: 'primary', block: true })}
            >
              {text.requestToBook}
            </button>
            <p className="text-center text-sm text-fg-muted">{text.noChargeMinimumStay(quote.minNights)}</p>
          </>
        ) : null}
      </Form>
    </section>
  );
}
