import { formatMoney } from '#app/domain/currency/currency';
import { localizedPath, type Locale } from '#app/domain/i18n/locale';
import type { AlertReason } from './matching';
import { describeSavedSearch } from './describe';
import { savedSearchListPath, type SavedFilters, type SavedSearchKind } from './saved-filters';
import { alertTexts } from './texts/alerts';

/**
 * The subscriber's two e-mails as content (the server turns them into a message, app/server/alerts/mail.server.ts):
 * the confirmation (double opt-in) and the alert, in the search's language, with every address absolute. An alert
 * carries RFC 8058's one-click unsubscribe (List-Unsubscribe with an https URL that takes a POST, and
 * List-Unsubscribe-Post) and the manage link in its body.
 */

/** The private page of a search's link: `/alerts/{token}` (or `/fr/alerts/{token}`). */
export const savedSearchPath = (token: string, locale: Locale) => localizedPath(`/alerts/${token}`, locale);
/** Its one-click unsubscribe (RFC 8058): a POST without a session answers 200. */
export const unsubscribePath = (token: string) => `/alerts/${token}/unsubscribe`;

export interface SavedSearchFacts {
  kind: SavedSearchKind;
  filters: SavedFilters;
  locale: Locale;
}

export interface AlertMailListing {
  id: string;
  title: string;
  reason: AlertReason;
  price: number;
  previousPrice: number | null;
  currency: 'USD' | 'EUR';
}

export interface MailContent {
  subject: string;
  /** Paragraphs; a line may hold a link. */
  text: string;
  headers: Record<string, string>;
}

export function confirmationMail(
  search: SavedSearchFacts,
  siteUrl: string,
  token: string,
  agency: string,
): MailContent {
  const t = alertTexts[search.locale];
  const url = `${siteUrl}${savedSearchPath(token, search.locale)}`;
  return {
    subject: t.confirmSubject(agency),
    text: t.confirmBody(describeSavedSearch(search.kind, search.filters, search.locale), url, agency),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/** RFC 8058's headers: the one-click address (https, taking a POST) and the POST's body. */
export function unsubscribeHeaders(siteUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${siteUrl}${unsubscribePath(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function alertMail(
  search: SavedSearchFacts,
  listings: readonly AlertMailListing[],
  matches: number,
  siteUrl: string,
  token: string,
  agency: string,
): MailContent & { listings: { title: string; url: string; price: string; mark: string }[] } {
  const { locale, kind } = search;
  const t = alertTexts[locale];
  const money = (amount: number, currency: 'USD' | 'EUR') =>
    `${formatMoney(amount, currency, locale)}${kind === 'rental' ? ` ${t.perNight}` : ''}`;
  const base = kind === 'property' ? '/properties' : '/rentals';
  const rows = listings.map((listing) => ({
    title: listing.title,
    url: `${siteUrl}${localizedPath(`${base}/${listing.id}`, locale)}`,
    price: money(listing.price, listing.currency),
    mark:
      listing.reason === 'price-drop' && listing.previousPrice != null
        ? t.priceDrop(money(listing.previousPrice, listing.currency))
        : t.newListing,
  }));
  const all = `${siteUrl}${localizedPath(savedSearchListPath(kind, search.filters), locale)}`;
  const manage = `${siteUrl}${savedSearchPath(token, locale)}`;
  const text = [
    t.alertIntro(describeSavedSearch(kind, search.filters, locale)),
    ...rows.map((row) => `${row.mark}: ${row.title} — ${row.price}\n${row.url}`),
    `${t.seeAll(Math.max(matches, rows.length))}:\n${all}`,
    `${t.manage}:\n${manage}`,
    t.footer(agency),
  ].join('\n\n');
  return {
    subject: t.alertSubject(rows.length, agency),
    text,
    headers: { 'Auto-Submitted': 'auto-generated', ...unsubscribeHeaders(siteUrl, token) },
    listings: rows,
  };
}
