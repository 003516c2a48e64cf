import { useLocale } from '#app/components/i18n/locale';
import type { CalendarDate } from '#app/domain/booking/dates';
import { refusedForDates, type StayOption } from '#app/domain/booking/next-stays';
import type { Quote, Refusal } from '#app/domain/booking/quote';
import { nightlyRates, type Season } from '#app/domain/booking/seasons';
import { BOOKING_NIGHTS } from '#app/domain/constants';
import { formatMoney, type Currency } from '#app/domain/currency/currency';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { NextStays } from './NextStays';
import { QuoteSummary } from './QuoteSummary';

/**
 * What the booking box says about the dates the page answered for: the quote of a stay that can be booked;
 * for dates that cannot, the next available ones (the reasons sit next to the fields) and never a quote;
 * before any date, an invitation to choose them, with the spec's example week ('from' when seasons change the rate).
 */
export function BookingResult({
  rental,
  today,
  seasons,
  guests,
  quote,
  refusals,
  nextStays,
  bookable,
}: {
  rental: { id: string; daily_rate: number; price_currency: Currency; min_stay_days: number };
  today: CalendarDate;
  seasons: readonly Season[];
  guests: number | null;
  quote: Quote | null;
  refusals: readonly Refusal[];
  nextStays: readonly StayOption[];
  bookable: boolean;
}) {
  const locale = useLocale();
  const text = bookingTexts[locale];
  if (quote && bookable) {
    return (
      <>
        <p className="mb-3 text-sm font-medium text-success">{text.available}</p>
        <QuoteSummary quote={quote} />
      </>
    );
  }
  if (refusals.length > 0) {
    return refusedForDates(refusals.map((refusal) => refusal.code)) ? (
      <NextStays rentalId={rental.id} stays={nextStays} guests={guests} currency={rental.price_currency} />
    ) : null;
  }
  const formatPrice = (amount: number) => formatMoney(amount, rental.price_currency, locale);
  // The spec's example: a week at the villa's rate — its lowest from today on, said 'from' when seasons change it.
  const { from, varies } = nightlyRates(rental.daily_rate, seasons, today);
  const total = `${varies ? `${text.fromRate} ` : ''}${formatPrice(from * BOOKING_NIGHTS)}`;
  return (
    <>
      <p className="text-sm text-fg-muted">{text.chooseDates}</p>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-4 text-fg-muted">
          <dt>{text.exampleLine(formatPrice(from), BOOKING_NIGHTS)}</dt>
          <dd className="tabular-nums">{total}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-medium text-fg">
          <dt>{text.exampleTotal(BOOKING_NIGHTS)}</dt>
          <dd className="tabular-nums">{total}</dd>
        </div>
      </dl>
      <p className="mt-3 text-center text-sm text-fg-muted">{text.noChargeMinimumStay(rental.min_stay_days)}</p>
    </>
  );
}
