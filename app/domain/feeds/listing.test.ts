import { describe, expect, it } from 'vitest';
import type { ListingImage } from '#app/domain/media/images';
import {
  feedDateTime,
  feedListingOf,
  feedPhotoPath,
  parseFeedPhotoPath,
  type FeedPropertyRow,
  type FeedRentalRow,
} from './listing';
import { feedAddress, FEED_TOKEN, portalOfFile } from './portals';

const HASH = 'a'.repeat(32);

const property: FeedPropertyRow = {
  id: '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f9',
  title: 'Villa Horizon',
  description: 'Sea & sky',
  title_fr: 'Villa Horizon (FR)',
  description_fr: '  ',
  price: 12_500_000,
  price_currency: 'EUR',
  property_type: 'house',
  location: 'Gustavia',
  island: 'Saint Barthélemy',
  bedrooms: 5,
  bathrooms: 6,
  area: 420.6,
  amenities: ['Infinity pool', ' ', 'Gym'],
  images: [
    {
      src: `/media/${HASH}/1920.webp`,
      alt: 'Terrace',
      alt_fr: 'Terrasse',
      media: { hash: HASH, base: `/media/${HASH}`, widths: [640, 1280, 1920, 2560] },
    },
    { src: '/images/demo/hero.webp', alt: '' },
    { src: 'https://elsewhere.example/photo.jpg', alt: 'Not imported' },
  ],
  latitude: 17.9,
  longitude: -62.85,
  approximate_location: true,
  updated_at: '2026-11-30T10:15:30.123Z',
};

const rental: FeedRentalRow = {
  ...property,
  id: '11111111-2222-3333-4444-555555555555',
  daily_rate: 2_500,
  price_currency: 'USD',
  images: [],
  amenities: [],
};

describe('feed photos', () => {
  it('offers a stored photo’s widest variant up to 1920 pixels, as a JPEG address', () => {
    const stored = property.images[0]!;
    expect(feedPhotoPath(stored)).toBe(`/feeds/photos/m/${HASH}/1920.jpg`);
    const small: ListingImage = { ...stored, media: { hash: HASH, base: '', widths: [2560, 3200] } };
    expect(feedPhotoPath(small)).toBe(`/feeds/photos/m/${HASH}/2560.jpg`);
  });

  it('offers a file under /images/ by its path, and leaves an address elsewhere out', () => {
    expect(feedPhotoPath({ src: '/images/demo/hero.webp', alt: '' })).toBe('/feeds/photos/images/demo/hero.webp.jpg');
    expect(feedPhotoPath({ src: 'https://elsewhere.example/photo.jpg', alt: '' })).toBeNull();
    expect(feedPhotoPath({ src: '/images/../secrets.webp', alt: '' })).toBeNull();
  });

  it('reads back what a photo address asks for, and nothing else', () => {
    expect(parseFeedPhotoPath(`m/${HASH}/1920.jpg`)).toEqual({ kind: 'stored', hash: HASH, width: 1920 });
    expect(parseFeedPhotoPath('images/demo/hero.webp.jpg')).toEqual({ kind: 'file', src: '/images/demo/hero.webp' });
    for (const bad of [
      `m/${HASH}/0.jpg`,
      'm/zz/1920.jpg',
      `m/${HASH}/1920.webp`,
      'images/../x.webp.jpg',
      'etc/passwd.jpg',
      '',
    ])
      expect(parseFeedPhotoPath(bad)).toBeNull();
  });
});

describe('a listing in the feeds’ shape', () => {
  it('keeps a sale’s price and currency, its texts in both languages and its photos as absolute JPEG addresses', () => {
    const location = { latitude: 17.901, longitude: -62.851, approximate: true };
    const listing = feedListingOf(
      { kind: 'sale', row: property },
      { origin: 'https://islandestates.example', location },
    );
    expect(listing).toMatchObject({
      kind: 'sale',
      reference: 'S-0F1E2D3C',
      price: 12_500_000,
      currency: 'EUR',
      priceFor: 'sale',
      propertyType: 'house',
      town: 'Gustavia',
      area: 421,
      amenities: ['Infinity pool', 'Gym'],
      title: { en: 'Villa Horizon', fr: 'Villa Horizon (FR)' },
      // A French description of blanks is no translation.
      description: { en: 'Sea & sky', fr: null },
      location,
      pages: {
        en: `https://islandestates.example/properties/${property.id}`,
        fr: `https://islandestates.example/fr/properties/${property.id}`,
      },
    });
    expect(listing.photos).toEqual([
      {
        url: `https://islandestates.example/feeds/photos/m/${HASH}/1920.jpg`,
        caption: { en: 'Terrace', fr: 'Terrasse' },
      },
      { url: 'https://islandestates.example/feeds/photos/images/demo/hero.webp.jpg', caption: { en: '', fr: null } },
    ]);
  });

  it('prices a rental by the week in its own currency', () => {
    const listing = feedListingOf({ kind: 'rental', row: rental }, { origin: 'https://x.example', location: null });
    expect(listing).toMatchObject({
      kind: 'rental',
      reference: 'R-11111111',
      price: 17_500,
      currency: 'USD',
      priceFor: 'week',
      propertyType: 'villa',
    });
    expect(listing.pages.fr).toBe(`https://x.example/fr/rentals/${rental.id}`);
  });

  it('writes dates as both portals do, in UTC', () => {
    expect(feedDateTime('2026-11-30T10:15:30.123Z')).toBe('2026-11-30 10:15:30');
    expect(feedDateTime('2026-11-30T23:59:59-04:00')).toBe('2026-12-01 03:59:59');
  });
});

describe('feed addresses', () => {
  it('names a portal by its file and carries the token as ?token=', () => {
    expect(portalOfFile('kyero.xml')).toBe('kyero');
    expect(portalOfFile('jamesedition.xml')).toBe('jamesedition');
    expect(portalOfFile('idealista.xml')).toBeNull();
    expect(portalOfFile('kyero.xml.bak')).toBeNull();
    const token = 'A'.repeat(43);
    expect(FEED_TOKEN.test(token)).toBe(true);
    expect(FEED_TOKEN.test(`${token}=`)).toBe(false);
    expect(feedAddress('https://x.example', 'kyero', token)).toBe(`https://x.example/feeds/kyero.xml?token=${token}`);
  });
});
