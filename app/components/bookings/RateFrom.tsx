import { useTexts } from '#app/components/i18n/locale';
import { Price } from '#app/components/listings/Price';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import type { Currency } from '#app/domain/currency/currency';

/** A villa's lowest nightly rate, 'from $2,400' when the seasons change it (the rental page's facts). */
export function RateFrom({ amount, currency, varies }: { amount: number; currency: Currency; varies: boolean }) {
  const t = useTexts(bookingTexts);
  return (
    <>
      {varies ? `${t.fromRate} ` : ''}
      <Price amount={amount} currency={currency} />
    </>
  );
}
