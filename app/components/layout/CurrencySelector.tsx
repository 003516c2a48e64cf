import { Link, useLocation } from 'react-router';
import { useMoney } from '#app/components/listings/Price';
import { CURRENCIES, currencyHref } from '#app/domain/currency/currency';
import { cx } from '#app/components/ui/cx';
import { useTexts } from '#app/components/i18n/locale';
import { chromeTexts } from '#app/domain/i18n/texts/chrome';

/**
 * USD | EUR: plain links to the same page with `?currency=…` (filters and page kept), so the choice works
 * without JavaScript; the server remembers it in a cookie for every later page.
 */
export function CurrencySelector({ className, size = 'sm' }: { className?: string; size?: 'sm' | 'lg' }) {
  const { currency } = useMoney();
  const location = useLocation();
  const t = useTexts(chromeTexts);
  return (
    <div role="group" aria-label={t.currency} className={cx('flex items-center', className)}>
      {CURRENCIES.map((option, index) => (
        <span key={option} className="flex items-center">
          {index > 0 ? (
            <span aria-hidden="true" className="px-0.5 text-fg-muted">
              |
            </span>
          ) : null}
          <Link
            to={currencyHref(location.pathname, location.search, option)}
            preventScrollReset
            rel="nofollow"
            aria-current={option === currency ? 'true' : undefined}
            title={t.pricesIn(option === 'USD' ? t.usDollars : t.euros)}
            className={cx(
              'inline-flex items-center justify-center rounded-full font-semibold tracking-[0.14em] text-fg-muted transition-colors hover:text-accent aria-[current=true]:text-fg',
              size === 'sm' ? 'h-11 min-w-11 px-1.5 text-[0.7rem]' : 'h-11 min-w-14 px-3 text-sm',
            )}
          >
            {option}
          </Link>
        </span>
      ))}
    </div>
  );
}
