import { describe, expect, it } from 'vitest';
// The French texts, as the server has them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import { CONTACT_EMAIL, CONTACT_PHONE } from '#app/domain/constants';
import {
  homePageJsonLd,
  openingHoursSpecification,
  postPageJsonLd,
  propertyPageJsonLd,
  rentalPageJsonLd,
  type JsonLdPage,
} from './json-ld';

/**
 * Every node the builders make, checked against the properties its schema.org type needs: Google's required
 * and recommended properties where Google documents the type (LocalBusiness, Article, BreadcrumbList,
 * VacationRental), schema.org's defining ones otherwise (RealEstateListing, Offer, the residences). An unknown
 * type fails, so a new node comes with its row here.
 *
 * One documented exception: Google's VacationRental also requires `latitude` and `longitude`; a listing's
 * coordinates never reach a page here (issue 15, discreet locations), so they are forbidden instead.
 */
const PROPERTIES_OF: Record<string, { required: string[]; recommended?: string[] }> = {
  RealEstateAgent: {
    required: ['name', 'address'],
    recommended: ['url', 'telephone', 'email', 'image', 'openingHoursSpecification'],
  },
  PostalAddress: { required: ['addressLocality', 'addressCountry'], recommended: ['addressRegion'] },
  OpeningHoursSpecification: { required: ['dayOfWeek', 'opens', 'closes'] },
  Place: { required: ['name'] },
  RealEstateListing: {
    required: ['name', 'url', 'offers', 'mainEntity'],
    recommended: ['description', 'image', 'datePosted'],
  },
  Offer: { required: ['price', 'priceCurrency', 'availability'], recommended: ['url', 'seller'] },
  SingleFamilyResidence: {
    required: ['name', 'address'],
    recommended: ['numberOfBedrooms', 'numberOfBathroomsTotal', 'floorSize'],
  },
  Apartment: {
    required: ['name', 'address'],
    recommended: ['numberOfBedrooms', 'numberOfBathroomsTotal', 'floorSize'],
  },
  VacationRental: {
    required: ['name', 'identifier', 'image', 'containsPlace'],
    recommended: ['address', 'description', 'url', 'brand'],
  },
  Accommodation: {
    required: ['occupancy', 'additionalType'],
    recommended: ['numberOfBedrooms', 'numberOfBathroomsTotal', 'floorSize', 'amenityFeature'],
  },
  QuantitativeValue: { required: ['value'] },
  LocationFeatureSpecification: { required: ['name', 'value'] },
  BlogPosting: {
    required: ['headline'],
    recommended: ['datePublished', 'dateModified', 'image', 'author', 'publisher', 'inLanguage', 'mainEntityOfPage'],
  },
  Organization: { required: ['name'], recommended: ['url'] },
  ImageObject: { required: ['url'] },
  BreadcrumbList: { required: ['itemListElement'] },
  ListItem: { required: ['position', 'name', 'item'] },
};

/** Coordinates: a listing's would give its place away, and no page carries any. */
const FORBIDDEN = ['geo', 'latitude', 'longitude'];
/** Properties whose values are links: absolute, on the site (or the image host). */
const LINKS = ['url', 'item', 'image', 'logo', 'mainEntityOfPage', '@id'];

const ORIGIN = 'https://islandestates.example';
const en: JsonLdPage = { origin: ORIGIN, locale: 'en' };
const fr: JsonLdPage = { origin: ORIGIN, locale: 'fr' };

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Every typed node in a document, with the path that leads to it. */
function nodesOf(value: unknown, path = '$'): { node: Node; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => nodesOf(item, `${path}[${index}]`));
  if (!isNode(value)) return [];
  const own = typeof value['@type'] === 'string' ? [{ node: value, path }] : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => nodesOf(child, `${path}.${key}`))];
}

/** What is wrong with a document: missing properties, unknown types, forbidden properties, relative links. */
function problems(document: unknown): string[] {
  const found: string[] = [];
  for (const { node, path } of nodesOf(document)) {
    const type = node['@type'] as string;
    const expected = PROPERTIES_OF[type];
    if (!expected) {
      found.push(`${path}: no row for @type ${type}`);
      continue;
    }
    for (const property of [...expected.required, ...(expected.recommended ?? [])]) {
      if (!filled(node[property])) found.push(`${path} (${type}): missing ${property}`);
    }
    for (const property of FORBIDDEN) if (property in node) found.push(`${path}: has ${property}`);
    for (const property of LINKS) {
      const values = [node[property]].flat().filter((value) => typeof value === 'string');
      for (const value of values)
        if (!value.startsWith(`${ORIGIN}/`)) found.push(`${path}.${property}: not absolute (${value})`);
    }
  }
  return found;
}

const listing = {
  id: '7b0f3c36-2d5e-4c1e-9d55-6f1b1f5d2a10',
  title: 'Villa Horizon',
  description: 'A villa above Gustavia harbour.\n\nFour bedrooms, a pool and the sunset.',
  location: 'Gustavia',
  island: 'Saint Barthélemy' as const,
  bedrooms: 4,
  bathrooms: 5,
  area: 420,
  images: [{ src: '/images/demo/villa-01.webp' }, { src: '/media/abc/photo.webp' }],
  // What the page's row also holds, and the structured data must never show.
  address: '12 Secret Lane',
  latitude: 17.8962,
  longitude: -62.8498,
};

describe('the agency (home page)', () => {
  it('is a RealEstateAgent with both offices as departments, their hours and contacts', () => {
    const document = homePageJsonLd(en);
    expect(problems(document)).toEqual([]);
    expect(document['@context']).toBe('https://schema.org');
    expect(document).toMatchObject({
      '@type': 'RealEstateAgent',
      telephone: CONTACT_PHONE,
      email: CONTACT_EMAIL,
      url: `${ORIGIN}/`,
      address: { addressLocality: 'Gustavia', postalCode: '97133', addressCountry: 'BL' },
    });
    const departments = document.department as Node[];
    expect(departments.map((office) => (office.address as Node).addressLocality)).toEqual(['Gustavia', 'Philipsburg']);
    expect(departments.map((office) => (office.address as Node).addressCountry)).toEqual(['BL', 'SX']);
  });

  it('reads the office hours of SPEC §9: weekdays 9 to 6, Saturday 10 to 4, closed on Sunday', () => {
    expect(openingHoursSpecification()).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
    ]);
  });

  it('describes itself in French on the French home page', () => {
    const document = homePageJsonLd(fr);
    expect(problems(document)).toEqual([]);
    expect(document.url).toBe(`${ORIGIN}/fr/`);
    expect(document.description).toMatch(/^Une agence immobilière/);
  });
});

describe('a home for sale', () => {
  const property = {
    ...listing,
    price: 4_500_000,
    price_currency: 'USD' as const,
    property_type: 'villa' as const,
    created_at: '2026-11-01T10:00:00.000Z',
  };

  it('is a RealEstateListing with an Offer, about a residence, with its breadcrumb', () => {
    const document = propertyPageJsonLd(en, property);
    expect(problems(document)).toEqual([]);
    const [sale, breadcrumb] = document['@graph'] as Node[];
    expect(sale).toMatchObject({
      '@type': 'RealEstateListing',
      url: `${ORIGIN}/properties/${listing.id}`,
      image: [`${ORIGIN}/images/demo/villa-01.webp`, `${ORIGIN}/media/abc/photo.webp`],
      offers: { '@type': 'Offer', price: 4_500_000, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      mainEntity: {
        '@type': 'SingleFamilyResidence',
        numberOfBedrooms: 4,
        numberOfBathroomsTotal: 5,
        floorSize: { value: 420, unitCode: 'MTK' },
        address: { addressLocality: 'Gustavia', addressRegion: 'Saint Barthélemy', addressCountry: 'BL' },
      },
    });
    expect((breadcrumb!.itemListElement as Node[]).map((step) => [step.position, step.name, step.item])).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Properties', `${ORIGIN}/properties`],
      [3, 'Villa Horizon', `${ORIGIN}/properties/${listing.id}`],
    ]);
  });

  it('keeps its own currency, and calls an apartment an Apartment', () => {
    const document = propertyPageJsonLd(en, { ...property, price_currency: 'EUR', property_type: 'apartment' });
    expect(problems(document)).toEqual([]);
    const [sale] = document['@graph'] as Node[];
    expect(sale).toMatchObject({ offers: { priceCurrency: 'EUR' }, mainEntity: { '@type': 'Apartment' } });
  });

  it('names its crumbs in French and links the French pages on the French site', () => {
    const [sale, breadcrumb] = propertyPageJsonLd(fr, property)['@graph'] as Node[];
    expect(sale!.url).toBe(`${ORIGIN}/fr/properties/${listing.id}`);
    expect((breadcrumb!.itemListElement as Node[]).map((step) => [step.name, step.item])).toEqual([
      ['Accueil', `${ORIGIN}/fr/`],
      ['Propriétés', `${ORIGIN}/fr/properties`],
      ['Villa Horizon', `${ORIGIN}/fr/properties/${listing.id}`],
    ]);
  });
});

describe('a villa to rent', () => {
  const rental = { ...listing, max_guests: 8, amenities: [{ text: 'Pool' }, { text: 'Sea view' }] };

  it('is a VacationRental containing the whole place, with occupancy, rooms, size, amenities and images', () => {
    const document = rentalPageJsonLd(en, rental);
    expect(problems(document)).toEqual([]);
    const [villa, breadcrumb] = document['@graph'] as Node[];
    expect(villa).toMatchObject({
      '@type': 'VacationRental',
      identifier: listing.id,
      image: [`${ORIGIN}/images/demo/villa-01.webp`, `${ORIGIN}/media/abc/photo.webp`],
      containsPlace: {
        '@type': 'Accommodation',
        additionalType: 'EntirePlace',
        occupancy: { '@type': 'QuantitativeValue', value: 8 },
        numberOfBedrooms: 4,
        numberOfBathroomsTotal: 5,
        amenityFeature: [
          { '@type': 'LocationFeatureSpecification', name: 'Pool', value: true },
          { '@type': 'LocationFeatureSpecification', name: 'Sea view', value: true },
        ],
      },
    });
    expect((breadcrumb!.itemListElement as Node[]).map((step) => step.name)).toEqual([
      'Home',
      'Rentals',
      'Villa Horizon',
    ]);
    expect(((rentalPageJsonLd(fr, rental)['@graph'] as Node[])[1]!.itemListElement as Node[])[1]!.name).toBe(
      'Locations',
    );
  });

  it('never gives its place away: no coordinates, no street address', () => {
    for (const document of [
      rentalPageJsonLd(en, rental),
      propertyPageJsonLd(en, {
        ...listing,
        price: 1,
        price_currency: 'USD',
        property_type: 'house',
        created_at: '2026-01-01T00:00:00Z',
      }),
    ]) {
      const text = JSON.stringify(document);
      expect(text).not.toContain('12 Secret Lane');
      expect(text).not.toContain('17.8962');
      expect(text).not.toContain('-62.8498');
      expect(text).not.toMatch(/"(geo|latitude|longitude|streetAddress)"/);
    }
  });
});

describe('a post', () => {
  const post = {
    path: '/fr/blog/vivre-a-gustavia',
    title: 'Vivre à Gustavia',
    description: 'Le port, les ruelles et les couchers de soleil.',
    image: '/images/demo/blog-01.webp',
    createdAt: '2026-10-01T08:00:00.000Z',
    updatedAt: '2026-10-03T09:30:00.000Z',
    inLanguage: 'fr' as const,
  };

  it('is a BlogPosting with its dates, image, language, author and publisher, and its breadcrumb', () => {
    const document = postPageJsonLd(fr, post);
    expect(problems(document)).toEqual([]);
    const [posting, breadcrumb] = document['@graph'] as Node[];
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Vivre à Gustavia',
      url: `${ORIGIN}/fr/blog/vivre-a-gustavia`,
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      image: [`${ORIGIN}/images/demo/blog-01.webp`],
      inLanguage: 'fr',
    });
    expect((breadcrumb!.itemListElement as Node[]).map((step) => [step.name, step.item])).toEqual([
      ['Accueil', `${ORIGIN}/fr/`],
      ['Journal', `${ORIGIN}/fr/blog`],
      ['Vivre à Gustavia', `${ORIGIN}/fr/blog/vivre-a-gustavia`],
    ]);
  });

  it('keeps a headline within the 110 characters Google shows', () => {
    const [posting] = postPageJsonLd(en, { ...post, title: 'A very long title '.repeat(10) })['@graph'] as Node[];
    expect((posting!.headline as string).length).toBeLessThanOrEqual(111);
  });
});
