import {
  CONTACT_EMAIL,
  CONTACT_PHONE,
  ISLAND_COUNTRY_CODES,
  ISLANDS,
  OFFICE_HOURS,
  OFFICES,
  SITE_NAME,
  type Island,
  type PropertyType,
} from '#app/domain/constants';
import type { Currency } from '#app/domain/currency/currency';
import { localizedPath, type Locale } from '#app/domain/i18n/locale';
import { chromeTexts } from '#app/domain/i18n/texts/chrome';
import { excerpt } from '#app/domain/text-utils';
import { DEFAULT_OG_IMAGE } from './meta';

/**
 * Structured data (schema.org JSON-LD) of the public pages, built on the server from what the page shows
 * (docs/decisions/011-search-engines.md): the agency on the home page, a sale listing, a villa to rent, a
 * post, and the breadcrumb of a detail page. Names are the page's language. A listing's place is its area,
 * island and country only: its coordinates never reach the page, so there is no `geo` here.
 */

export interface JsonLdNode {
  '@type': string;
  [property: string]: unknown;
}

/** The page the data describes: the site's origin (absolute URLs) and the page's language. */
export interface JsonLdPage {
  origin: string;
  locale: Locale;
}

const SCHEMA = 'https://schema.org';

const absolute = (origin: string, path: string) => new URL(path, origin).href;

/** The URL of an English app path in the page's language. */
const pageUrl = ({ origin, locale }: JsonLdPage, path: string) => absolute(origin, localizedPath(path, locale));

/** One node, or several as a graph, ready for `<script type="application/ld+json">`. */
export function jsonLdDocument(...nodes: JsonLdNode[]): Record<string, unknown> {
  return nodes.length === 1 ? { '@context': SCHEMA, ...nodes[0] } : { '@context': SCHEMA, '@graph': nodes };
}

// ---------------------------------------------------------------------------------------------------------
// The agency

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 'Monday - Friday' → Monday … Friday; 'Saturday' → Saturday. */
function daysOf(range: string): string[] {
  const [first, last = first] = range.split(' - ').map((day) => WEEK.indexOf(day as (typeof WEEK)[number]));
  if (first === undefined || first < 0 || last === undefined || last < first) throw new Error(`Unknown days: ${range}`);
  return WEEK.slice(first, last + 1);
}

/** '6:00 PM' → '18:00'. */
function time24(text: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  if (!match) throw new Error(`Unknown time: ${text}`);
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** The offices' hours (SPEC §9's OFFICE_HOURS, the one source) as schema.org specifications; closed days are left out. */
export function openingHoursSpecification(): JsonLdNode[] {
  return OFFICE_HOURS.filter((row) => row.hours !== 'Closed').map((row) => {
    const [opens = '', closes = ''] = row.hours.split(' - ');
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: daysOf(row.days),
      opens: time24(opens),
      closes: time24(closes),
    };
  });
}

function officeAddress(office: (typeof OFFICES)[number]): JsonLdNode {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.street,
    addressLocality: office.city,
    ...(office.postalCode ? { postalCode: office.postalCode } : {}),
    addressRegion: office.island,
    addressCountry: ISLAND_COUNTRY_CODES[office.island],
  };
}

/** The agency, with its two offices as departments (address, hours, contacts). */
export function agencyJsonLd(page: JsonLdPage): JsonLdNode {
  const contacts = { telephone: CONTACT_PHONE, email: CONTACT_EMAIL };
  const image = absolute(page.origin, DEFAULT_OG_IMAGE);
  const hours = openingHoursSpecification();
  return {
    '@type': 'RealEstateAgent',
    '@id': `${page.origin}/#agency`,
    name: SITE_NAME,
    url: pageUrl(page, '/'),
    description: chromeTexts[page.locale].footerBlurb,
    image,
    logo: absolute(page.origin, '/favicon.svg'),
    ...contacts,
    // The head office; each office is a department below.
    address: officeAddress(OFFICES[0]),
    areaServed: ISLANDS.map((name) => ({ '@type': 'Place', name })),
    openingHoursSpecification: hours,
    department: OFFICES.map((office) => ({
      '@type': 'RealEstateAgent',
      name: `${SITE_NAME} — ${office.city}`,
      url: pageUrl(page, '/contact'),
      image,
      ...contacts,
      address: officeAddress(office),
      openingHoursSpecification: hours,
    })),
  };
}

/** The agency as the seller, brand, author or publisher named inside another node. */
const agencyReference = (origin: string): JsonLdNode => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: `${origin}/`,
});

// ---------------------------------------------------------------------------------------------------------
// Listings

/** What a listing's structured data reads (a localised row: title and description in the page's language). */
export interface ListingFacts {
  id: string;
  title: string;
  description: string;
  location: string;
  island: Island;
  bedrooms: number;
  bathrooms: number;
  /** m² */
  area: number;
  images: readonly { src: string }[];
}

/** A listing's area, island and country: never its street or coordinates. */
function listingAddress(listing: ListingFacts): JsonLdNode {
  return {
    '@type': 'PostalAddress',
    addressLocality: listing.location,
    addressRegion: listing.island,
    addressCountry: ISLAND_COUNTRY_CODES[listing.island],
  };
}

/** Rooms and size, shared by a home for sale and a villa to rent. */
function accommodationFacts(listing: ListingFacts) {
  return {
    numberOfBedrooms: listing.bedrooms,
    numberOfBathroomsTotal: listing.bathrooms,
    // UN/CEFACT MTK: square metre.
    floorSize: { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'MTK' },
    address: listingAddress(listing),
  };
}

const imagesOf = (origin: string, listing: ListingFacts) => listing.images.map((image) => absolute(origin, image.src));
const summary = (text: string) => excerpt(text, 300);

/** Villas and houses are single-family homes; apartments, apartments. */
const RESIDENCE_TYPE: Record<PropertyType, string> = {
  villa: 'SingleFamilyResidence',
  house: 'SingleFamilyResidence',
  apartment: 'Apartment',
};

/** A home for sale: the listing page, its offer and the residence it is about. */
export function saleListingJsonLd(
  page: JsonLdPage,
  property: ListingFacts & { price: number; price_currency: Currency; property_type: PropertyType; created_at: string },
): JsonLdNode {
  const url = pageUrl(page, `/properties/${property.id}`);
  const image = imagesOf(page.origin, property);
  return {
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    url,
    name: property.title,
    description: summary(property.description),
    datePosted: property.created_at,
    ...(image.length ? { image } : {}),
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: property.price_currency,
      availability: `${SCHEMA}/InStock`,
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      url,
      seller: agencyReference(page.origin),
    },
    mainEntity: {
      '@type': RESIDENCE_TYPE[property.property_type],
      name: property.title,
      ...accommodationFacts(property),
    },
  };
}

/** A villa to rent: the rental, and the whole place it contains with its occupancy and rooms. */
export function vacationRentalJsonLd(
  page: JsonLdPage,
  rental: ListingFacts & { max_guests: number; amenities: readonly { text: string }[] },
): JsonLdNode {
  const url = pageUrl(page, `/rentals/${rental.id}`);
  const image = imagesOf(page.origin, rental);
  return {
    '@type': 'VacationRental',
    '@id': `${url}#rental`,
    // The same in every language: the listing's id, not its title.
    identifier: rental.id,
    url,
    name: rental.title,
    description: summary(rental.description),
    ...(image.length ? { image } : {}),
    address: listingAddress(rental),
    brand: agencyReference(page.origin),
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      occupancy: { '@type': 'QuantitativeValue', value: rental.max_guests, maxValue: rental.max_guests },
      ...accommodationFacts(rental),
      ...(rental.amenities.length
        ? {
            amenityFeature: rental.amenities.map((amenity) => ({
              '@type': 'LocationFeatureSpecification',
              name: amenity.text,
              value: true,
            })),
          }
        : {}),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Posts and breadcrumbs

/** A post as its page shows it: title and text in `inLanguage` (its English where the French is missing). */
export interface PostFacts {
  /** The post's address in the page's language (its French slug may differ). */
  path: string;
  title: string;
  description: string;
  image: string | null;
  createdAt: string;
  updatedAt: string;
  inLanguage: Locale;
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_LENGTH = 110;

export function blogPostingJsonLd({ origin }: JsonLdPage, post: PostFacts): JsonLdNode {
  const url = absolute(origin, post.path);
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    mainEntityOfPage: url,
    url,
    headline: excerpt(post.title, HEADLINE_LENGTH),
    description: post.description,
    ...(post.image ? { image: [absolute(origin, post.image)] } : {}),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    inLanguage: post.inLanguage,
    author: agencyReference(origin),
    publisher: { ...agencyReference(origin), logo: { '@type': 'ImageObject', url: absolute(origin, '/favicon.svg') } },
  };
}

/** A trail of (name, app path) steps from home to the page; each path in the page's language (localizedPath is idempotent). */
export function breadcrumbJsonLd(page: JsonLdPage, trail: readonly { name: string; path: string }[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: pageUrl(page, step.path),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Each page's document

/** The crumbs from home to a list (English app paths; named in the page's language). */
function trail(page: JsonLdPage, list: 'navProperties' | 'navRentals' | 'navBlog', listPath: string) {
  const t = chromeTexts[page.locale];
  return [
    { name: t.navHome, path: '/' },
    { name: t[list], path: listPath },
  ];
}

export const homePageJsonLd = (page: JsonLdPage) => jsonLdDocument(agencyJsonLd(page));

export function propertyPageJsonLd(page: JsonLdPage, property: Parameters<typeof saleListingJsonLd>[1]) {
  return jsonLdDocument(
    saleListingJsonLd(page, property),
    breadcrumbJsonLd(page, [
      ...trail(page, 'navProperties', '/properties'),
      { name: property.title, path: `/properties/${property.id}` },
    ]),
  );
}

export function rentalPageJsonLd(page: JsonLdPage, rental: Parameters<typeof vacationRentalJsonLd>[1]) {
  return jsonLdDocument(
    vacationRentalJsonLd(page, rental),
    breadcrumbJsonLd(page, [
      ...trail(page, 'navRentals', '/rentals'),
      { name: rental.title, path: `/rentals/${rental.id}` },
    ]),
  );
}

export function postPageJsonLd(page: JsonLdPage, post: PostFacts) {
  return jsonLdDocument(
    blogPostingJsonLd(page, post),
    breadcrumbJsonLd(page, [...trail(page, 'navBlog', '/blog'), { name: post.title, path: post.path }]),
  );
}
