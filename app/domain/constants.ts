/** Business constants of SPEC §9, shared by server and browser. */

export const ISLANDS = ['Saint Barthélemy', 'Sint Maarten'] as const;
export type Island = (typeof ISLANDS)[number];

/** The statuses of rentals and blog posts. */
export const STATUSES = ['published', 'draft', 'archived'] as const;
/**
 * A property's: the same, and 'private' — seen only through its share links (issue 31, item 3;
 * docs/decisions/036-private-listings.md). Every public read asks for 'published', so a private one is in none.
 */
export const PROPERTY_STATUSES = ['published', 'private', 'draft', 'archived'] as const;
/** Any status a listing or post may hold (a rental's or post's is never 'private': their schemas refuse it). */
export type Status = (typeof PROPERTY_STATUSES)[number];

export const PROPERTY_TYPES = ['villa', 'apartment', 'house'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const FEATURED_PROPERTIES_ON_HOME = 3;
export const DASHBOARD_RECENT_LEADS = 5;
export const PROPERTY_GALLERY_THUMBNAILS = 4;
export const RENTAL_GALLERY_THUMBNAILS = 8;
export const BLOG_EXCERPT_LENGTH = 200;
export const BOOKING_NIGHTS = 7;
export const PUBLIC_PAGE_SIZE = 12;

/**
 * Sale price bands (USD, or the visitor's currency); `max: null` is open-ended (10M+). The spec's four, after
 * "Under $1M" (`below`: the label is the band's upper end), since listings start well below a million.
 */
export const PROPERTY_PRICE_BANDS = [
  { value: '0-999999', label: '$1M', min: 0, max: 999_999, below: true },
  { value: '1000000-3000000', label: '$1M - $3M', min: 1_000_000, max: 3_000_000, below: false },
  { value: '3000000-5000000', label: '$3M - $5M', min: 3_000_000, max: 5_000_000, below: false },
  { value: '5000000-10000000', label: '$5M - $10M', min: 5_000_000, max: 10_000_000, below: false },
  { value: '10000000-', label: '$10M+', min: 10_000_000, max: null, below: false },
] as const;
export type PropertyPriceBand = (typeof PROPERTY_PRICE_BANDS)[number];

/** Rental price per night bands (USD), inclusive at both ends. */
export const RENTAL_PRICE_BANDS = [
  { value: '0-500', label: '$0 - $500', min: 0, max: 500 },
  { value: '500-1000', label: '$500 - $1,000', min: 500, max: 1000 },
  { value: '1000-2000', label: '$1,000 - $2,000', min: 1000, max: 2000 },
  { value: '2000-', label: '$2,000+', min: 2000, max: null },
] as const;

export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
export const BATHROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
export const GUEST_OPTIONS = [2, 4, 6, 8, 10] as const;
export const MIN_STAY_OPTIONS = [1, 2, 3, 5, 7] as const;

export const MANAGEMENT_PACKAGES = [
  { name: 'Essential', percent: 8 },
  { name: 'Premium', percent: 12 },
  { name: 'Luxury', percent: 15 },
] as const;

export const OFFICE_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM' },
  { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

/**
 * The offices. `address` as the site shows it; `street` and `postalCode` are its parts for structured data
 * (JSON-LD); `latitude`/`longitude` (WGS 84) place them on the contact page's maps.
 */
export const OFFICES = [
  {
    city: 'Gustavia',
    island: 'Saint Barthélemy',
    address: 'Rue de la République, Gustavia 97133, Saint Barthélemy',
    street: 'Rue de la République',
    postalCode: '97133',
    latitude: 17.8962,
    longitude: -62.8495,
  },
  {
    city: 'Philipsburg',
    island: 'Sint Maarten',
    address: 'Front Street, Philipsburg, Sint Maarten',
    street: 'Front Street',
    postalCode: null,
    latitude: 18.0237,
    longitude: -63.0458,
  },
] as const;

/** Each island's ISO 3166-1 country code (Saint Barthélemy: BL; Sint Maarten: SX), for postal addresses. */
export const ISLAND_COUNTRY_CODES: Record<Island, string> = { 'Saint Barthélemy': 'BL', 'Sint Maarten': 'SX' };

export const CONTACT_PHONE = '+590 590 00 00 00';
export const CONTACT_EMAIL = 'info@islandestates.example';
export const SITE_NAME = 'Island Estates';
/** Dates render in one fixed zone so server and browser agree (no hydration mismatch). */
export const DISPLAY_TIME_ZONE = 'America/St_Barthelemy';
/** That zone's offset: the islands are at UTC−4 all year (no daylight saving). */
export const ISLAND_UTC_OFFSET_MINUTES = -240;
