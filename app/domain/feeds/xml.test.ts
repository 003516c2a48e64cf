import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { jamesEditionFeed, type FeedAgency } from './jamesedition';
import { kyeroFeed } from './kyero';
import type { FeedListing } from './listing';
import { xmlDocument, xmlText } from './xml';

const agency: FeedAgency = {
  name: 'Island Estates',
  reference: 'island_estates',
  description: 'Villas & more',
  email: 'info@islandestates.example',
  phone: '+590 590 00 00 00',
  accountId: '4242',
};

const listing: FeedListing = {
  kind: 'sale',
  id: '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f9',
  reference: 'S-0F1E2D3C',
  title: { en: 'Villa <Horizon> & "Sea"', fr: 'Villa Horizon FR' },
  description: { en: 'Line one\u0001\nLine two \uD800', fr: null },
  price: 12_500_000,
  currency: 'EUR',
  priceFor: 'sale',
  propertyType: 'villa',
  island: 'Saint Barthélemy',
  town: '',
  bedrooms: 5,
  bathrooms: 6,
  area: 420,
  amenities: ['Infinity pool', 'x'.repeat(80)],
  location: { latitude: 17.9012345, longitude: -62.85, approximate: true },
  photos: [{ url: 'https://x.example/feeds/photos/m/abc/1920.jpg', caption: { en: 'Terrace', fr: 'Terrasse' } }],
  pages: { en: 'https://x.example/properties/1', fr: 'https://x.example/fr/properties/1' },
  updatedAt: '2026-11-30T10:15:30.000Z',
};

const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);

describe('xmlText', () => {
  it('drops what XML 1.0 cannot hold and keeps everything else, astral characters included', () => {
    expect(xmlText('a\u0000b\u0008c\td\ne\rf\uFFFEg\uD83C\uDFDDh\uDC00')).toBe('abc\td\ne\rfg\uD83C\uDFDDh');
  });

  it('escapes markup through the builder, and leaves out empty members', () => {
    expect(xmlDocument({ a: { '@_x': '"&<', '#text': '<b> & </b>' }, b: null })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<a x="&quot;&amp;&lt;">&lt;b&gt; &amp; &lt;/b&gt;</a>\n',
    );
  });
});

describe('the JamesEdition feed', () => {
  it('writes the agency, and each listing as an advert with its price, currency, translation and photos', () => {
    const xml = jamesEditionFeed([listing], {
      agency,
      createdAt: '2026-11-01T00:00:00Z',
      updatedAt: '2026-11-30T10:15:30Z',
    });
    const feed = parse(xml).jamesedition_feed;
    expect(feed['@_version']).toBe('3.0');
    expect(feed.feed_information).toMatchObject({ reference: 'island_estates', created: '2026-11-01 00:00:00' });
    expect(feed.dealer).toEqual({ name: 'Island Estates', id: '4242' });
    const advert = feed.adverts.advert;
    expect(advert['@_reference']).toBe('S-0F1E2D3C');
    expect(advert.title).toBe('Villa <Horizon> & "Sea"');
    expect(advert.description).toBe('Line one\nLine two');
    expect(advert.price).toEqual({ '#text': '12500000', '@_currency': 'EUR' });
    expect(advert.translations.translation).toMatchObject({ '@_language': 'fr', title: 'Villa Horizon FR' });
    // No town: the island stands for it; a discreet listing hides its address.
    expect(advert.location).toMatchObject({ country: 'BL', city: 'Saint Barthélemy', latitude: '17.901235' });
    expect(advert.hide_address).toBe('yes');
    expect(advert.media.image).toEqual({ image_url: listing.photos[0]!.url, caption: 'Terrace' });
  });

  it('offers a rental as a vacation rental by the week, and an empty catalogue as no advert', () => {
    const rental = { ...listing, kind: 'rental', priceFor: 'week', location: null } as const;
    const advert = parse(
      jamesEditionFeed([rental], { agency, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' }),
    ).jamesedition_feed.adverts.advert;
    expect(advert).toMatchObject({
      '@_category': 'vacation_rental',
      type: 'rent',
      price_period: 'week',
      hide_address: 'yes',
    });
    expect(advert.location.latitude).toBeUndefined();
    const empty = parse(
      jamesEditionFeed([], { agency, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' }),
    );
    expect(empty.jamesedition_feed.adverts).toBe('');
  });
});

describe('the Kyero feed', () => {
  it('writes each property with its price, frequency, both languages, features within Kyero’s limits and numbered images', () => {
    const root = parse(kyeroFeed([listing], { agency, generatedAt: '2026-11-30T12:00:00Z' })).root;
    expect(root.kyero).toEqual({ feed_version: '3', feed_generated: '2026-11-30 12:00:00' });
    expect(root.agent).toMatchObject({ id: '4242', name: 'Island Estates' });
    const property = root.property;
    expect(property).toMatchObject({
      ref: 'S-0F1E2D3C',
      price: '12500000',
      currency: 'EUR',
      price_freq: 'sale',
      type: 'Villa',
      town: 'Saint Barthélemy',
      province: 'Saint Barthélemy',
      pool: '1',
      url: { en: listing.pages.en, fr: listing.pages.fr },
      desc: { en: 'Line one\nLine two' },
    });
    expect(property.features.feature).toEqual(['Infinity pool', 'x'.repeat(50)]);
    expect(property.images.image).toEqual({
      '@_id': '1',
      url: listing.photos[0]!.url,
      title: { en: 'Terrace', fr: 'Terrasse' },
    });
  });

  it('gives a property without amenities its type as its one feature (Kyero requires one), and at most 50 images', () => {
    const photos = Array.from({ length: 60 }, (_, i) => ({
      url: `https://x.example/${i}.jpg`,
      caption: { en: '', fr: null },
    }));
    const property = parse(
      kyeroFeed([{ ...listing, amenities: [], photos }], {
        agency: { ...agency, accountId: null },
        generatedAt: '2026-11-30T12:00:00Z',
      }),
    ).root;
    expect(property.agent.id).toBeUndefined();
    expect(property.property.features.feature).toBe('Villa');
    expect(property.property.pool).toBe('0');
    expect(property.property.images.image).toHaveLength(50);
    expect(property.property.images.image[0].title).toBeUndefined();
  });
});
