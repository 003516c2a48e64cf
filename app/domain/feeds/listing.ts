import type { Island, PropertyType } from '#app/domain/constants';
import type { Currency } from '#app/domain/currency/currency';
import type { PropertyRow, RentalRow } from '#app/domain/entities';
import { localizedPath } from '#app/domain/i18n/locale';
import { isResizableImage, type ListingImage } from '#app/domain/media/images';
import { isMediaHash } from '#app/domain/media/media';

/**
 * A published listing as every portal feed describes it: one shape, made once from a property or a rental, that
 * each portal's mapping (jamesedition.ts, kyero.ts) writes in its own format.
 */

/** Where the public may see a listing (the server's `publicLocation`: a discreet one's moved centre). */
export interface FeedLocation {
  latitude: number;
  longitude: number;
  approximate: boolean;
}

export interface Bilingual {
  en: string;
  /** null: not translated; a feed then gives only the English. */
  fr: string | null;
}

export interface FeedPhoto {
  /** An absolute address of a JPEG (the portals ask for JPEG; the site's own variants are AVIF and WebP). */
  url: string;
  caption: Bilingual;
}

export interface FeedListing {
  kind: 'sale' | 'rental';
  id: string;
  /** A short reference the agency and the portal both read (Kyero: at most 15 characters): 'S-1A2B3C4D'. */
  reference: string;
  title: Bilingual;
  description: Bilingual;
  /** Whole units of `currency` (the listing's own): a sale's price, or a rental's rate for a week. */
  price: number;
  currency: Currency;
  /** Per what the price is: the sale, or a week of a rental. */
  priceFor: 'sale' | 'week';
  propertyType: PropertyType;
  island: Island;
  /** The area or village ('Gustavia'); may be empty. */
  town: string;
  bedrooms: number;
  bathrooms: number;
  /** m², whole. */
  area: number;
  /** The amenities as staff typed them (English: decision 010). */
  amenities: string[];
  location: FeedLocation | null;
  photos: FeedPhoto[];
  /** The listing's page in each language, absolute. */
  pages: { en: string; fr: string };
  /** When it last changed (ISO). */
  updatedAt: string;
}

/** The widest photo the feeds offer (the largest stored variant up to it): portals show photos full-screen. */
export const FEED_PHOTO_WIDTH = 1920;

/** The prefix of a feed photo's address; the rest names a stored variant or a file under /images/. */
export const FEED_PHOTO_PREFIX = '/feeds/photos/';

/**
 * A listing photo's JPEG address for the feeds (path only), or null when there is none to give: a stored photo's
 * variant `/feeds/photos/m/{hash}/{width}.jpg`, a file under public/images/ `/feeds/photos/images/….webp.jpg`.
 * An address elsewhere that staff have not imported is left out (the server never fetches one).
 */
export function feedPhotoPath(image: ListingImage): string | null {
  if (image.media) {
    const widths = [...image.media.widths].sort((a, b) => a - b);
    const width = widths.filter((w) => w <= FEED_PHOTO_WIDTH).at(-1) ?? widths[0];
    return width ? `${FEED_PHOTO_PREFIX}m/${image.media.hash}/${width}.jpg` : null;
  }
  return isResizableImage(image.src) ? `${FEED_PHOTO_PREFIX}${image.src.slice(1)}.jpg` : null;
}

/** What a feed photo's path asks for: a stored variant, or a file under /images/; null when it is neither. */
export type FeedPhotoSource = { kind: 'stored'; hash: string; width: number } | { kind: 'file'; src: string };

export function parseFeedPhotoPath(rest: string): FeedPhotoSource | null {
  const stored = /^m\/([^/]+)\/([1-9][0-9]{1,4})\.jpg$/.exec(rest);
  if (stored) return isMediaHash(stored[1]!) ? { kind: 'stored', hash: stored[1]!, width: Number(stored[2]) } : null;
  if (!rest.endsWith('.jpg')) return null;
  const src = `/${rest.slice(0, -'.jpg'.length)}`;
  return isResizableImage(src) ? { kind: 'file', src } : null;
}

const bilingual = (en: string, fr: string | null | undefined): Bilingual => ({
  en,
  fr: fr && fr.trim() !== '' ? fr : null,
});

/** The columns a feed reads of a listing (never the street address: the portals get the area and the island). */
// prettier-ignore
export const FEED_LISTING_COLUMNS = [
  'id', 'title', 'description', 'title_fr', 'description_fr', 'price_currency', 'location', 'island', 'bedrooms',
  'bathrooms', 'area', 'amenities', 'images', 'latitude', 'longitude', 'approximate_location', 'updated_at',
] as const;
type FeedColumn = (typeof FEED_LISTING_COLUMNS)[number];
export type FeedPropertyRow = Pick<PropertyRow, FeedColumn | 'price' | 'property_type'>;
export type FeedRentalRow = Pick<RentalRow, FeedColumn | 'daily_rate'>;

type FeedSource = { kind: 'sale'; row: FeedPropertyRow } | { kind: 'rental'; row: FeedRentalRow };

/**
 * A published listing in the feeds' shape. `origin` makes the addresses absolute; `location` is where the public
 * may see it (the server's `publicLocation`, so a discreet listing's true point never reaches a portal).
 */
export function feedListingOf(
  source: FeedSource,
  { origin, location }: { origin: string; location: FeedLocation | null },
): FeedListing {
  const { row } = source;
  const sale = source.kind === 'sale';
  const path = `${sale ? '/properties' : '/rentals'}/${row.id}`;
  const photos = row.images.flatMap((image) => {
    const photo = feedPhotoPath(image);
    return photo ? [{ url: `${origin}${photo}`, caption: bilingual(image.alt, image.alt_fr) }] : [];
  });
  return {
    kind: source.kind,
    id: row.id,
    reference: `${sale ? 'S' : 'R'}-${row.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
    title: bilingual(row.title, row.title_fr),
    description: bilingual(row.description, row.description_fr),
    price: sale ? source.row.price : source.row.daily_rate * 7,
    currency: row.price_currency,
    priceFor: sale ? 'sale' : 'week',
    propertyType: sale ? source.row.property_type : 'villa',
    island: row.island,
    town: row.location,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area: Math.round(Number(row.area)),
    amenities: row.amenities.map((amenity) => amenity.trim()).filter((name) => name !== ''),
    location,
    photos,
    pages: { en: `${origin}${path}`, fr: `${origin}${localizedPath(path, 'fr')}` },
    updatedAt: row.updated_at,
  };
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC, as both portals write their dates. */
export function feedDateTime(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
}
