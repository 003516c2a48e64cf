import type { Currency } from '#app/domain/currency/currency';
import { INTL_LOCALES, type Locale } from '#app/domain/i18n/locale';
import { rentalYieldTexts } from '#app/domain/listings/texts/rental-yield';

/**
 * Yield on sale pages (issue 31, item 6; docs/decisions/038-compare-yield-whatsapp.md): what the database's
 * `property_rental_yield` gives a published property — the last twelve months of its own villa when staff linked
 * one ('rental'), or the average of comparable villas ('estimate') — and the few figures made from it.
 */
export interface RentalYield {
  basis: 'rental' | 'estimate';
  /** The window, [from, to): the twelve months before today. */
  from: string;
  to: string;
  days: number;
  /** Nights booked in the window (an estimate: the comparables' average). */
  nights: number;
  /** Gross rental income in the window, whole units of `currency` (the property's). */
  income: number;
  currency: Currency;
  /** How many villas an estimate averages (0 for a villa's own figures). */
  comparables: number;
}

/** The value the database answers, checked: anything else (null, a malformed object) is no figure. */
export function rentalYieldFrom(value: unknown): RentalYield | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const count = (x: unknown) => (typeof x === 'number' || typeof x === 'string' ? Number(x) : NaN);
  const days = count(v.days);
  const nights = count(v.nights);
  const income = count(v.income);
  if (v.basis !== 'rental' && v.basis !== 'estimate') return null;
  if (![days, nights, income].every(Number.isFinite) || days <= 0) return null;
  if (v.currency !== 'USD' && v.currency !== 'EUR') return null;
  return {
    basis: v.basis,
    from: String(v.from),
    to: String(v.to),
    days,
    nights,
    income,
    currency: v.currency,
    comparables: count(v.comparables) || 0,
  };
}

/** Nights booked over the window's nights, 0 to 1. */
export function occupancy(figures: Pick<RentalYield, 'nights' | 'days'>): number {
  return Math.min(1, Math.max(0, figures.nights / figures.days));
}

/** A year's gross rental income over the asking price (both in the property's currency), or null without a price. */
export function grossYield(income: number, price: number): number | null {
  return price > 0 ? income / price : null;
}

/** '62%' / '62 %'; gross yields with one decimal: '4.2%' / '4,2 %'. */
export function formatShare(share: number, locale: Locale, decimals = 0): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: decimals }).format(
    share,
  );
}

/** What the page shows: the words and figures made on the server, in the page's language. */
export interface RentalYieldView {
  estimate: boolean;
  heading: string;
  badge: string | null;
  lead: string;
  facts: { label: string; text?: string; money?: { amount: number; currency: Currency }; detail?: string }[];
  method: string;
}

export function rentalYieldView(
  figures: RentalYield,
  property: { price: number; bedrooms: number; island: string },
  locale: Locale,
): RentalYieldView {
  const t = rentalYieldTexts[locale];
  const estimate = figures.basis === 'estimate';
  const share = grossYield(figures.income, property.price);
  return {
    estimate,
    heading: t.heading,
    badge: estimate ? t.estimate : null,
    lead: estimate ? t.estimateLead : t.ownLead,
    facts: [
      { label: t.nightsBooked, text: t.nights(figures.nights) },
      { label: t.occupancy, text: formatShare(occupancy(figures), locale) },
      { label: t.grossIncome, money: { amount: figures.income, currency: figures.currency } },
      ...(share === null
        ? []
        : [{ label: t.grossYield, text: formatShare(share, locale, 1), detail: t.ofAskingPrice }]),
    ],
    method: estimate ? t.estimateMethod(figures.comparables, property.bedrooms, property.island) : t.ownMethod,
  };
}
