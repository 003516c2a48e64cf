import { nightlyRates, type Season } from '#app/domain/booking/seasons';
import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { CONTACT_EMAIL, CONTACT_PHONE, OFFICES, SITE_NAME } from '#app/domain/constants';
import { formatMoney } from '#app/domain/currency/currency';
import { localizeListing } from '#app/domain/i18n/content';
import { formatAreaIn, squareFeet } from '#app/domain/format';
import { formatNumber } from '#app/domain/i18n/format';
import type { Locale } from '#app/domain/i18n/locale';
import { brochureTexts } from '#app/domain/listings/texts/brochure';
import { listingTexts } from '#app/domain/listings/texts/listing';
import { listingsTexts } from '#app/domain/listings/texts/listings';
import { propertyTexts } from '#app/domain/listings/texts/property';
import { rentalTexts } from '#app/domain/listings/texts/rental';
import { mapTexts } from '#app/domain/maps/texts/map';
import type { PublicProperty, PublicRental } from '#app/server/listings/listings.server';
import { listingMap, publicLocation } from '#app/server/maps/island-maps.server';
import type { Block, DocumentDescription } from '#app/server/pdf/layout.server';
import { qrMatrix } from '#app/server/pdf/qr.server';

/**
 * What a listing's brochure says, as a description the one PDF layout draws (docs/decisions/037-brochures.md):
 * the cover photo, the facts as the page states them, the description and amenities in the brochure's
 * language, a gallery, the island map with the public location only, the agency's contact, and the page's
 * address as a link and a QR code. Pure: the photos arrive as JPEG bytes already cropped (brochure-photos.server.ts).
 */

export type BrochureListing =
  | { kind: 'property'; listing: PublicProperty }
  | { kind: 'rental'; listing: PublicRental; seasons: readonly Season[]; today: CalendarDate };

export interface BrochurePhotos {
  /** 2:1, across the page */
  cover: Uint8Array | null;
  /** 3:2 each */
  gallery: readonly Uint8Array[];
}

export const COVER_ASPECT = 2;
export const GALLERY_ASPECT = 3 / 2;

export interface BrochureInput {
  subject: BrochureListing;
  locale: Locale;
  /** the listing's page in the brochure's language, absolute */
  pageUrl: string;
  photos: BrochurePhotos;
  creationDate?: Date;
}

/** The listing's title in the brochure's language (English where the French is missing), as the page's. */
export function brochureTitle(subject: BrochureListing, locale: Locale): string {
  return localizeListing(subject.listing, locale).title;
}

export function brochureDescription({
  subject,
  locale,
  pageUrl,
  photos,
  creationDate,
}: BrochureInput): DocumentDescription {
  const t = brochureTexts[locale];
  const listing = localizeListing(subject.listing, locale);
  const { location, island } = subject.listing;
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: `${subject.kind === 'property' ? t.forSale : t.forRent} · ${location}, ${island}`,
      tone: 'muted',
    },
  ];
  if (photos.cover) blocks.push({ kind: 'image', data: photos.cover, aspect: COVER_ASPECT });
  blocks.push({ kind: 'heading', text: t.keyFacts }, { kind: 'fields', rows: facts(subject, locale) });
  const seasons = seasonLines(subject, locale);
  if (seasons.length)
    blocks.push(
      { kind: 'heading', text: bookingTexts[locale].seasonsHeading },
      { kind: 'list', items: seasons, columns: 1 },
    );
  blocks.push({ kind: 'heading', text: t.description });
  for (const paragraph of listing.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    blocks.push({ kind: 'paragraph', text: paragraph });
  }
  if (listing.amenities.length) {
    blocks.push(
      { kind: 'heading', text: listingTexts[locale].amenities },
      { kind: 'list', items: listing.amenities.map((amenity) => amenity.text), columns: 3 },
    );
  }
  if (photos.gallery.length) {
    blocks.push(
      { kind: 'heading', text: t.gallery },
      { kind: 'images', images: photos.gallery, columns: 3, aspect: GALLERY_ASPECT },
    );
  }
  blocks.push(...locationBlocks(subject, listing.title, locale));
  blocks.push(
    { kind: 'heading', text: t.contact },
    {
      kind: 'columns',
      columns: [
        { heading: SITE_NAME, lines: [t.labelled(t.phone, CONTACT_PHONE), t.labelled(t.email, CONTACT_EMAIL)] },
        ...OFFICES.map((office) => ({ heading: `${t.office} · ${office.city}`, lines: [office.address] })),
      ],
    },
    { kind: 'qr', matrix: qrMatrix(pageUrl), lines: [t.onlineHeading, t.onlineLine, pageUrl], link: pageUrl },
  );
  return {
    locale,
    title: listing.title,
    metadataTitle: t.metadataTitle(listing.title),
    subject: t.subject(subject.kind, location, island),
    issuer: { name: SITE_NAME, lines: [CONTACT_PHONE, CONTACT_EMAIL, new URL(pageUrl).host] },
    footer: [t.footer(SITE_NAME)],
    pageLabel: t.pageLabel,
    blocks,
    creationDate,
  };
}

/** The price or nightly rate, rooms, area, island and place, worded and formatted as the listing's page does. */
export function facts(subject: BrochureListing, locale: Locale): [string, string][] {
  const t = brochureTexts[locale];
  const { listing } = subject;
  const area = formatAreaIn(listing.area, locale);
  if (subject.kind === 'property') {
    const page = propertyTexts[locale];
    return [
      [page.price, formatMoney(subject.listing.price, listing.price_currency, locale)],
      [t.type, listingsTexts[locale].propertyTypeName(subject.listing.property_type)],
      [page.bedrooms, String(listing.bedrooms)],
      [page.bathrooms, String(listing.bathrooms)],
      [page.area, `${area} (${page.squareFeet(formatNumber(squareFeet(listing.area), locale))})`],
      [t.island, listing.island],
      [t.location, listing.location],
    ];
  }
  const page = rentalTexts[locale];
  // The lowest nightly rate from today on, 'from' when the seasons change it, as the rental page says it.
  const nightly = nightlyRates(subject.listing.daily_rate, subject.seasons, subject.today);
  const from = nightly.varies ? `${bookingTexts[locale].fromRate} ` : '';
  return [
    [page.perNight, `${from}${formatMoney(nightly.from, listing.price_currency, locale)}`],
    [page.bedrooms, String(listing.bedrooms)],
    [page.bathrooms, String(listing.bathrooms)],
    [page.area, `${area} (${page.squareFeet(formatNumber(squareFeet(listing.area), locale))})`],
    [page.maxGuests, String(subject.listing.max_guests)],
    [page.minimumStay, page.nightCount(subject.listing.min_stay_days)],
    [t.island, listing.island],
    [t.location, listing.location],
  ];
}

/** A rental's seasons still to come, worded as the rental page's calendar lists them. */
function seasonLines(subject: BrochureListing, locale: Locale): string[] {
  if (subject.kind !== 'rental') return [];
  const text = bookingTexts[locale];
  return subject.seasons
    .filter((season) => season.endDate >= subject.today)
    .map((season) =>
      [
        season.name,
        `${formatCalendarDate(season.startDate, 'short', locale)} – ${formatCalendarDate(season.endDate, 'long', locale)}`,
        `${formatMoney(season.nightlyRate, subject.listing.price_currency, locale)} ${text.perNight}`,
        text.seasonLine(season.minNights, season.arrivalDays?.length ? text.weekdayList(season.arrivalDays) : null),
      ].join(' · '),
    );
}

/**
 * The island map with the listing's public location: a discreet listing's circle around a moved centre
 * (publicLocation), never its true point; no coordinates are printed. No map without coordinates.
 */
function locationBlocks(subject: BrochureListing, title: string, locale: Locale): Block[] {
  const { listing } = subject;
  const map = listingMap(listing, title);
  if (!map) return [];
  const approximate = publicLocation(listing)?.approximate ?? false;
  const t = mapTexts[locale];
  return [
    { kind: 'heading', text: listingTexts[locale].location },
    {
      kind: 'map',
      map,
      caption: (approximate ? t.listingNear : t.listingAt)(listing.location, listing.island),
      note: approximate ? t.approximateNote : undefined,
    },
  ];
}
