import { ISLAND_COUNTRY_CODES } from '#app/domain/constants';
import { feedDateTime, type FeedListing } from './listing';
import { xmlDocument, xmlText, type XmlElement } from './xml';

/**
 * JamesEdition's XML feed, version 3 (docs/decisions/040-portal-feeds.md says which documentation it follows and
 * what could not be checked; app/server/feeds/schemas/jamesedition-3.xsd is the schema the tests hold it to).
 * Every published sale property is an advert of the real-estate category, every published rental one of the
 * vacation-rental category priced by the week; the English texts are the advert's, the French ones its
 * translation.
 */

/** The version the feed declares: JamesEdition's guidelines 3.2 say the attribute has to be '3.0'. */
export const JAMESEDITION_FEED_VERSION = '3.0';

export interface FeedAgency {
  name: string;
  /** The feed's reference at the portal: letters, digits, '_' and '-'. */
  reference: string;
  description: string;
  email: string;
  phone: string;
  /** The agency's account at the portal (JamesEdition's dealer id, Kyero's agent id); null: none given. */
  accountId: string | null;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

function advert(listing: FeedListing): XmlElement {
  const sale = listing.kind === 'sale';
  const french = listing.title.fr !== null || listing.description.fr !== null;
  return {
    '@_reference': listing.reference,
    '@_category': sale ? 'real_estate' : 'vacation_rental',
    type: sale ? 'sale' : 'rent',
    title: xmlText(listing.title.en),
    description: xmlText(listing.description.en),
    translations: french
      ? {
          translation: {
            '@_language': 'fr',
            title: xmlText(listing.title.fr ?? listing.title.en),
            description: xmlText(listing.description.fr ?? listing.description.en),
          },
        }
      : null,
    price: { '@_currency': listing.currency, '#text': listing.price },
    price_period: sale ? null : 'week',
    price_on_request: yesNo(false),
    property_type: listing.propertyType,
    location: {
      country: ISLAND_COUNTRY_CODES[listing.island],
      region: xmlText(listing.island),
      city: xmlText(listing.town || listing.island),
      latitude: listing.location ? listing.location.latitude.toFixed(6) : null,
      longitude: listing.location ? listing.location.longitude.toFixed(6) : null,
    },
    // A discreet listing's coordinates are already its circle's moved centre; the portal is also told not to
    // show an address or an exact pin.
    hide_address: yesNo(listing.location?.approximate ?? true),
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    living_area: listing.area > 0 ? { '@_unit': 'sqm', '#text': listing.area } : null,
    features: listing.amenities.length ? { feature: listing.amenities.map(xmlText) } : null,
    media: listing.photos.length
      ? { image: listing.photos.map((photo) => ({ image_url: photo.url, caption: xmlText(photo.caption.en) || null })) }
      : null,
    external_url: listing.pages.en,
    external_url_fr: listing.pages.fr,
    updated: feedDateTime(listing.updatedAt),
  };
}

/** The whole feed: `createdAt` is when the feed was first offered, `updatedAt` its newest listing's change. */
export function jamesEditionFeed(
  listings: readonly FeedListing[],
  { agency, createdAt, updatedAt }: { agency: FeedAgency; createdAt: string; updatedAt: string },
): string {
  return xmlDocument({
    jamesedition_feed: {
      '@_version': JAMESEDITION_FEED_VERSION,
      feed_information: {
        reference: agency.reference,
        title: xmlText(agency.name),
        description: xmlText(agency.description),
        created: feedDateTime(createdAt),
        updated: feedDateTime(updatedAt),
      },
      dealer: { name: xmlText(agency.name), id: agency.accountId ?? '0' },
      adverts: listings.length ? { advert: listings.map(advert) } : '',
    },
  });
}
