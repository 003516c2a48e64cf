import { localizeRows } from '#app/domain/i18n/content';
import type { Locale } from '#app/domain/i18n/locale';
import { log } from '#app/server/log.server';
import type { listingQueries } from './listings.server';

/**
 * A page's similar homes as cards in the page's language (issue 31, item 2). The page still shows when they cannot
 * be read: none, and a log line.
 */
type Listings = ReturnType<typeof listingQueries>;

export async function similarPropertyCards(listings: Listings, id: string, locale: Locale) {
  try {
    return localizeRows(await listings.similarProperties(id), ['title'], locale);
  } catch (error) {
    log.error('similar properties not loaded', { id, error });
    return [];
  }
}

export async function similarRentalCards(listings: Listings, id: string, locale: Locale) {
  try {
    return localizeRows(await listings.similarRentals(id), ['title'], locale);
  } catch (error) {
    log.error('similar rentals not loaded', { id, error });
    return [];
  }
}
