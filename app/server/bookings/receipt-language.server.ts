import type { Quote } from '#app/domain/booking/quote';
import { localizeStoredQuote } from '#app/domain/booking/season-names';
import { langAttribute, localizedText } from '#app/domain/i18n/content';
import type { Locale } from '#app/domain/i18n/locale';
import type { Capabilities } from '#app/server/capabilities.server';
import { listingQueries } from '#app/server/listings/listings.server';
import type { BookingReceipt } from './queries/requests.server';
import { seasonsOf } from './reference-cache.server';

/**
 * A receipt in the page's language: the villa's title and the quote's season names, which the receipt holds
 * in English, in French on a French page when the villa (still published) has them; `titleLang` marks an
 * English title there.
 */
export async function inLanguage(
  capabilities: Capabilities,
  receipt: BookingReceipt,
  locale: Locale,
): Promise<{ receipt: BookingReceipt; titleLang?: Locale }> {
  if (locale === 'en') return { receipt };
  const [rental, seasons] = await Promise.all([
    capabilities.use(listingQueries).getPublishedRental(receipt.rental_id),
    seasonsOf(capabilities, [receipt.rental_id]).then((found) => found.get(receipt.rental_id) ?? []),
  ]);
  const title = localizedText(receipt.rental_title, rental?.title_fr, locale);
  const quote = receipt.quote
    ? (localizeStoredQuote(receipt.quote as unknown as Quote, seasons, locale) as unknown as BookingReceipt['quote'])
    : null;
  const titleLang = langAttribute(title, locale);
  return { receipt: { ...receipt, rental_title: title.text, quote }, ...(titleLang ? { titleLang } : {}) };
}
