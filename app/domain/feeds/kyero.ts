import type { PropertyType } from '#app/domain/constants';
import type { FeedAgency } from './jamesedition';
import { feedDateTime, type FeedListing } from './listing';
import { xmlDocument, xmlText, type XmlElement } from './xml';

/**
 * Kyero's import feed, version 3 (docs/decisions/040-portal-feeds.md; app/server/feeds/schemas/kyero-3.xsd).
 * Sale properties are priced for the sale, rentals by the week (`price_freq`); descriptions, image titles and
 * page addresses in English and French. Kyero has no title element: it writes its own from the type and town.
 */

export const KYERO_FEED_VERSION = '3';
/** Kyero's limits: 50 images and 50 features a property, a feature at most 50 characters. */
export const KYERO_MAX_IMAGES = 50;
export const KYERO_MAX_FEATURES = 50;
const FEATURE_LENGTH = 50;

/** Kyero's property types are English words ('Villa', 'Apartment', 'House'). */
const KYERO_TYPES: Record<PropertyType, string> = { villa: 'Villa', apartment: 'Apartment', house: 'House' };

const bilingual = (text: { en: string; fr: string | null }) => ({
  en: xmlText(text.en) || null,
  fr: text.fr === null ? null : xmlText(text.fr) || null,
});

const hasPool = (amenities: readonly string[]) => amenities.some((amenity) => /\bpool\b/i.test(amenity));

function property(listing: FeedListing): XmlElement {
  const features = listing.amenities.map((amenity) => xmlText(amenity).slice(0, FEATURE_LENGTH)).filter(Boolean);
  return {
    id: listing.id,
    date: feedDateTime(listing.updatedAt),
    ref: listing.reference,
    price: listing.price,
    currency: listing.currency,
    price_freq: listing.priceFor,
    type: KYERO_TYPES[listing.propertyType],
    town: xmlText(listing.town || listing.island),
    province: xmlText(listing.island),
    // A discreet listing's coordinates are its circle's moved centre (the server's publicLocation): Kyero has no
    // flag for an approximate point, so it gets only the approximate one.
    location: listing.location
      ? { latitude: listing.location.latitude.toFixed(6), longitude: listing.location.longitude.toFixed(6) }
      : null,
    beds: listing.bedrooms,
    baths: listing.bathrooms,
    pool: hasPool(listing.amenities) ? '1' : '0',
    surface_area: listing.area > 0 ? { built: listing.area } : null,
    url: { en: listing.pages.en, fr: listing.pages.fr },
    desc: bilingual(listing.description),
    // Kyero requires at least one feature: a listing without amenities gives its type.
    features: {
      feature: (features.length ? features : [KYERO_TYPES[listing.propertyType]]).slice(0, KYERO_MAX_FEATURES),
    },
    images: listing.photos.length
      ? {
          image: listing.photos.slice(0, KYERO_MAX_IMAGES).map((photo, index) => ({
            '@_id': index + 1,
            url: photo.url,
            title: photo.caption.en || photo.caption.fr ? bilingual(photo.caption) : null,
          })),
        }
      : null,
  };
}

export function kyeroFeed(
  listings: readonly FeedListing[],
  { agency, generatedAt }: { agency: FeedAgency; generatedAt: string },
): string {
  return xmlDocument({
    root: {
      kyero: { feed_version: KYERO_FEED_VERSION, feed_generated: feedDateTime(generatedAt) },
      agent: {
        id: agency.accountId,
        name: xmlText(agency.name),
        email: agency.email,
        tel: agency.phone,
      },
      property: listings.map(property),
    },
  });
}
