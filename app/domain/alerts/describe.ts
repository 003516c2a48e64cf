import { formatMoney } from '#app/domain/currency/currency';
import type { Locale } from '#app/domain/i18n/locale';
import { parsePriceRange } from '#app/domain/listings/filters';
import type { SavedFilters, SavedSearchKind } from './saved-filters';
import { alertTexts } from './texts/alerts';

/**
 * A saved search in words, in a language: "Villas for rent · on Saint Barthélemy · $1,000 – $2,000 a night ·
 * 4+ bedrooms". The price bounds are the filter's, in US dollars (the list pages' price filter reads normalised
 * prices). The subscriber's page, the e-mails and the staff list all say it so.
 */
export function describeSavedSearch(kind: SavedSearchKind, filters: SavedFilters, locale: Locale): string {
  const t = alertTexts[locale];
  if (Object.values(filters).every((value) => value === undefined || value === '')) return t.anything(kind);
  const parts: string[] = [];
  if (kind === 'property' && filters.type) parts.push(`${t.kinds.property} (${t.types[filters.type]})`);
  else parts.push(t.kinds[kind]);
  if (filters.island) parts.push(t.on(filters.island));
  const range = parsePriceRange(filters.price);
  if (range) {
    const money = (amount: number) => formatMoney(amount, 'USD', locale);
    const text =
      range.min != null && range.max != null
        ? `${money(range.min)} – ${money(range.max)}`
        : range.min != null
          ? t.from(money(range.min))
          : t.upTo(money(range.max!));
    parts.push(t.price(text, kind));
  }
  if (filters.bedrooms) parts.push(t.bedrooms(filters.bedrooms));
  if (kind === 'property' && filters.bathrooms) parts.push(t.bathrooms(filters.bathrooms));
  if (kind === 'rental' && filters.guests) parts.push(t.guests(filters.guests));
  if (kind === 'rental' && filters.minStay) parts.push(t.minStay(filters.minStay));
  return parts.join(' · ');
}
