import type { Island } from '#app/domain/constants';
import { formatMoney, type Currency } from '#app/domain/currency/currency';
import { plural } from '#app/domain/format';

/**
 * The English labels a quote is stored with (a night line, the island's tax), whatever the visitor's
 * language: the quote engine writes them, and pages show them in their language (messages/*\/booking.ts).
 * In a module of their own, so the pages that compute quotes do not load every booking text in English.
 */

/** '30%', '2.5%', '7.25%' */
export function formatPercent(percent: number): string {
  return `${Math.round(percent * 100) / 100}%`;
}

/** '5 nights × $2,400 — High season' / '1 night × $900' */
export const quoteLine = (nights: number, rate: number, season: string | null, currency: Currency = 'USD') =>
  `${plural(nights, 'night')} × ${formatMoney(rate, currency)}${season === null ? '' : ` — ${season}`}`;

export const quoteTaxLabel = (island: Island, percent: number) =>
  island === 'Saint Barthélemy'
    ? `Saint-Barthélemy tax on accommodation (${formatPercent(percent)})`
    : `Sint Maarten accommodation tax (${formatPercent(percent)})`;
