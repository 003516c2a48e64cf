import { useNavigation } from 'react-router';
import { useLocale } from '#app/components/i18n/locale';
import { Price, useMoney } from '#app/components/listings/Price';
import { buttonClass } from '#app/components/ui/button-class';
import { cx } from '#app/components/ui/cx';
import { formatStayDates } from '#app/domain/booking/dates';
import { nightlyRates } from '#app/domain/booking/seasons';
import { displayPrice, formatMoney } from '#app/domain/currency/currency';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { rentalTexts } from '#app/domain/listings/texts/rental';
import type { RentalRateProps } from './NightlyRate';

/**
 * Phones: the booking box is far down the page; a bar at the bottom keeps it one tap away. It shows the total
 * of a stay that can be booked with the dates it is for (in the villa's currency, as the quote; about so much in
 * the visitor's beside the dates, as the booking box's rate shows it), else the villa's rate ('from' when the
 * seasons change it); dimmed while the page is being answered for new dates.
 */
export function PhoneBookingBar({ dailyRate, currency, seasons, today, quote }: RentalRateProps) {
  const locale = useLocale();
  const t = rentalTexts[locale];
  const text = bookingTexts[locale];
  const updating = useNavigation().state === 'loading';
  const range = nightlyRates(dailyRate, seasons, today);
  const money = useMoney();
  const approximate = quote ? displayPrice(quote.total, currency, money, locale) : null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4">
        <p className={cx('min-w-0 text-sm text-fg', updating && 'opacity-40')} aria-hidden={updating || undefined}>
          {quote ? (
            <>
              <span className="text-lg font-medium">{formatMoney(quote.total, currency, locale)}</span>{' '}
              <span className="text-fg-muted">{t.total}</span>
              <span className="block text-xs text-fg-muted">
                {formatStayDates(quote.checkIn, quote.checkOut, locale)}
                {approximate?.converted ? ` · ${approximate.text}` : null}
              </span>
            </>
          ) : (
            <>
              {range.varies ? <span className="text-fg-muted">{text.fromRate} </span> : null}
              <Price className="text-lg font-medium" amount={range.from} currency={currency} />{' '}
              <span className="text-fg-muted">{t.slashNight}</span>
            </>
          )}
        </p>
        <a href="#booking" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          {text.jumpToBooking}
        </a>
      </div>
    </div>
  );
}
