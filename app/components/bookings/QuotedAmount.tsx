import { useLocale } from '#app/components/i18n/locale';
import { useMoney } from '#app/components/listings/Price';
import { displayPrice, formatMoney, type Currency } from '#app/domain/currency/currency';

/**
 * An amount of a quote: in the villa's own currency (quotes are never converted), followed by the approximate
 * amount in the visitor's when theirs differs — '$21,000 (≈ €19,400)', as the lists show a converted price.
 */
export function QuotedAmount({
  amount,
  currency,
  className,
}: {
  amount: number;
  currency: Currency;
  className?: string;
}) {
  const locale = useLocale();
  const money = useMoney();
  const own = formatMoney(amount, currency, locale);
  const shown = displayPrice(amount, currency, money, locale);
  return (
    <span className={className}>
      {own}
      {shown.converted ? <span className="text-fg-muted"> ({shown.text})</span> : null}
    </span>
  );
}
