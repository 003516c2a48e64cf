import { useLocale } from '#app/components/i18n/locale';
import { Price, useMoney } from '#app/components/listings/Price';
import type { CalendarDate } from '#app/domain/booking/dates';
import type { Quote } from '#app/domain/booking/quote';
import { nightlyRates, type Season } from '#app/domain/booking/seasons';
import { formatMoney, type Currency } from '#app/domain/currency/currency';
import { bookingTexts } from '#app/domain/booking/texts/booking';

/**
 * The booking box's headline names what it is (issue 26, item 1): for a stay that can be booked, its own
 * nightly rate ('$3,000 / night', or '$2,914 / night on average' when its nights are priced differently) for
 * those nights; otherwise the villa's lowest rate from today on — 'from $2,400 / night' when the seasons
 * change it. In the visitor's currency, with the villa's own price beside a converted one.
 */
/** A villa's rates and the stay on screen: what the headline (and the phone bar) say the price is. */
export interface RentalRateProps {
  dailyRate: number;
  currency: Currency;
  seasons: readonly Season[];
  today: CalendarDate;
  /** The stay on screen, when it can be booked. */
  quote: Quote | null;
}

export function NightlyRate({ dailyRate, currency, seasons, today, quote }: RentalRateProps) {
  const locale = useLocale();
  const text = bookingTexts[locale];
  const converted = useMoney().currency !== currency;
  const range = nightlyRates(dailyRate, seasons, today);
  const single = quote ? new Set(quote.lines.map((line) => line.rate)).size === 1 : false;
  const rate = quote ? Math.round(quote.accommodation / quote.nights) : range.from;
  const from = !quote && range.varies;
  const perNight = quote && !single ? text.perNightAverage : text.perNight;
  return (
    <div>
      <p className="text-3xl font-medium text-fg">
        {from ? <span className="text-base font-normal text-fg-muted">{text.fromRate} </span> : null}
        <Price amount={rate} currency={currency} />{' '}
        <span className="text-base font-normal text-fg-muted">{perNight}</span>
      </p>
      {quote ? <p className="mt-1 text-sm text-fg-muted">{text.forYourDates(quote.nights)}</p> : null}
      {converted ? (
        <p className="mt-1 text-xs text-fg-muted">
          {from ? `${text.fromRate} ` : ''}
          {formatMoney(rate, currency, locale)} {perNight}
          {/* With a quote, its summary below says it (once in the box). */}
          {quote ? null : ` · ${text.currencyNoteFor(currency)}`}
        </p>
      ) : null}
    </div>
  );
}
