import { createContext, useContext, type ReactNode } from 'react';
import { useLocale } from '#app/components/i18n/locale';
import {
  conversionNote,
  convertedTitle,
  displayPrice,
  DOLLAR_VIEW,
  type Currency,
  type MoneyView,
} from '#app/domain/currency/currency';

/**
 * Prices as the visitor reads them: the root route provides the visitor's currency and the rate (from its
 * loader); a price in another currency shows converted, marked `≈`, its own price and the rate in its title.
 * Outside the provider (tests, the admin) prices show in their own currency.
 */

const MoneyContext = createContext<MoneyView>(DOLLAR_VIEW);

export function MoneyProvider({ value, children }: { value: MoneyView; children: ReactNode }) {
  return <MoneyContext.Provider value={value}>{children}</MoneyContext.Provider>;
}

export function useMoney(): MoneyView {
  return useContext(MoneyContext);
}

/** An amount in `currency` (the listing's own), in the visitor's currency. */
export function Price({ amount, currency, className }: { amount: number; currency: Currency; className?: string }) {
  const money = useMoney();
  const locale = useLocale();
  const price = displayPrice(amount, currency, money, locale);
  if (!price.converted) return className ? <span className={className}>{price.text}</span> : <>{price.text}</>;
  return (
    <span className={className} title={convertedTitle(price, money, locale)} data-converted="">
      {price.text}
    </span>
  );
}

/** Whether any of these own currencies will show converted to this visitor. */
export function useAnyConverted(currencies: readonly Currency[]): boolean {
  const { currency } = useMoney();
  return currencies.some((own) => own !== currency);
}

/** The footnote of converted prices: the rate and its date. Rendered only where a converted price shows. */
export function ConversionNote({ show, className = '' }: { show: boolean; className?: string }) {
  const money = useMoney();
  const locale = useLocale();
  if (!show) return null;
  return <p className={`text-xs text-fg-muted ${className}`}>{conversionNote(money, locale)}</p>;
}
