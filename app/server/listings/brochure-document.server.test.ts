import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The French texts, as the server loads them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import { parseCalendarDate } from '#app/domain/booking/dates';
import { brochureEnglish } from '#app/domain/listings/texts/en/brochure';
import { brochureFrench } from '#app/domain/listings/texts/fr/brochure';
import { drawDocument } from '#app/server/pdf/layout.server';
import { qrMatrix } from '#app/server/pdf/qr.server';
import { readPdf } from '#tests/helpers/pdf-text';
import { brochureDescription, facts, type BrochureListing } from './brochure-document.server';
import type { PublicProperty, PublicRental } from './listings.server';

/**
 * A listing's brochure as the PDF layout receives it (docs/decisions/037-brochures.md): the facts as the page
 * words them in each language, the map with a discreet listing's circle and never its point, the contact, and
 * the page's address as a link and a QR code drawn as vector modules.
 */

const PROPERTY: PublicProperty = {
  id: '5b0e1f7a-3c1d-4c1e-9a51-0f6d2c1b7a10',
  title: 'Villa Les Ondes',
  title_fr: 'Villa Les Ondes',
  description: 'A villa above the bay.\n\nFive bedrooms open onto the sea.',
  description_fr: 'Une villa au-dessus de la baie.\n\nCinq chambres ouvertes sur la mer.',
  price: 12_500_000,
  price_currency: 'EUR',
  property_type: 'villa',
  location: 'Pointe Milou',
  island: 'Saint Barthélemy',
  address: '1 Chemin Secret',
  bedrooms: 5,
  bathrooms: 6,
  area: 480,
  images: [],
  featured: false,
  amenities: ['Private pool', 'Sea views', 'Gym'],
  latitude: 17.9183,
  longitude: -62.8211,
  approximate_location: true,
  created_at: '2026-11-01T00:00:00Z',
} as unknown as PublicProperty;

const RENTAL = {
  ...PROPERTY,
  id: '7c1e2a8b-4d2e-4d2f-8b62-1a7e3d2c8b21',
  title: 'Casa Coral',
  title_fr: null,
  description_fr: null,
  daily_rate: 1_800,
  price_currency: 'USD',
  min_stay_days: 5,
  max_guests: 8,
  security_deposit: 5_000,
  availability_calendar: [],
  island: 'Sint Maarten',
  location: 'Simpson Bay',
  latitude: 18.0345,
  longitude: -63.0935,
  approximate_location: false,
} as unknown as PublicRental;

const property: BrochureListing = { kind: 'property', listing: PROPERTY };
const rental: BrochureListing = {
  kind: 'rental',
  listing: RENTAL,
  today: parseCalendarDate('2026-11-29')!,
  seasons: [
    {
      id: 's1',
      name: 'Holidays',
      startDate: '2026-12-18',
      endDate: '2027-01-04',
      nightlyRate: 3_200,
      minNights: 7,
      arrivalDays: null,
    },
    {
      id: 's0',
      name: 'Past',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      nightlyRate: 900,
      minNights: 3,
      arrivalDays: null,
    },
  ] as never,
};

/** Which of the texts a PDF's text lacks (all of them found: []). */
const missingFrom = (text: string, expected: readonly string[]) => expected.filter((part) => !text.includes(part));

const draw = (subject: BrochureListing, locale: 'en' | 'fr', pageUrl: string) =>
  drawDocument(
    brochureDescription({
      subject,
      locale,
      pageUrl,
      photos: { cover: null, gallery: [] },
      creationDate: new Date('2026-11-29T12:00:00Z'),
    }),
  );

describe('a brochure', () => {
  it('states the facts as the page does, in each language', () => {
    expect(facts(property, 'en')).toEqual([
      ['Price', '€12,500,000'],
      ['Type', 'Villa'],
      ['Bedrooms', '5'],
      ['Bathrooms', '6'],
      ['Area', '480 m² (5,167 sq ft)'],
      ['Island', 'Saint Barthélemy'],
      ['Location', 'Pointe Milou'],
    ]);
    const french = Object.fromEntries(facts(property, 'fr'));
    expect(french['Prix']).toBe('12\u202f500\u202f000\u00a0€');
    expect(french['Surface']).toBe('480\u00a0m² (5\u202f167\u00a0pi²)');
    // A season still to come makes the rate a 'from' one, as on the rental page.
    expect(Object.fromEntries(facts(rental, 'en'))['Per Night']).toBe('from $1,800');
    expect(Object.fromEntries(facts(rental, 'en'))['Minimum Stay']).toBe('5 nights');
  });

  it('is drawn in English and French with its title, price, description, amenities, contact and link', async () => {
    const en = await readPdf(await draw(property, 'en', 'https://islandestates.example/properties/x'));
    expect(en.language).toBe('en-US');
    expect(en.title).toBe('Villa Les Ondes — brochure');
    expect(
      missingFrom(en.text, [
        'Villa Les Ondes',
        '€12,500,000',
        'Five bedrooms open onto the sea.',
        'Private pool',
        'Gym',
        'info@islandestates.example',
        'https://islandestates.example/properties/x',
        'the circle shows the approximate location in Pointe Milou',
      ]),
    ).toEqual([]);
    const fr = await readPdf(await draw(property, 'fr', 'https://islandestates.example/fr/properties/x'));
    expect(fr.language).toBe('fr-FR');
    expect(
      missingFrom(fr.text, [
        '12 500 000 €',
        'Cinq chambres ouvertes sur la mer.',
        'Piscine privée',
        'Vue sur la mer',
        'Contacter l’agence',
        'Page 1 sur',
      ]),
    ).toEqual([]);
    // No English of the brochure's own on the French one.
    for (const word of ['Key facts', 'Description', 'Amenities', 'Contact the agency', 'Page 1 of', 'For sale']) {
      expect(fr.text).not.toContain(word);
    }
  });

  it('lists a rental’s seasons to come, not the past ones', async () => {
    const pdf = await readPdf(await draw(rental, 'en', 'https://islandestates.example/rentals/y'));
    expect(pdf.text).toContain('Holidays · Dec 18 – January 4, 2027 · $3,200 / night · 7 nights minimum');
    expect(pdf.text).not.toContain('Past ·');
    expect(pdf.text).toContain('Map of Sint Maarten: the listing is in Simpson Bay');
  });

  it('never carries a discreet listing’s coordinates, only its circle', () => {
    const description = brochureDescription({
      subject: property,
      locale: 'en',
      pageUrl: 'https://x.example/p',
      photos: { cover: null, gallery: [] },
    });
    const serialised = JSON.stringify(description.blocks);
    for (const value of [PROPERTY.latitude!, PROPERTY.longitude!]) {
      expect(serialised).not.toContain(value.toFixed(3));
    }
    const map = description.blocks.find((block) => block.kind === 'map');
    expect(map && map.kind === 'map' && map.map.markers[0]?.radius).toBeGreaterThan(0);
  });

  it('draws the page’s address as a QR code of vector modules', async () => {
    const url = 'https://islandestates.example/fr/properties/x';
    const matrix = qrMatrix(url);
    expect(matrix.length).toBeGreaterThanOrEqual(21);
    expect(matrix.every((row) => row.length === matrix.length)).toBe(true);
    // The three finder patterns: a dark 7 × 7 frame in three corners.
    const n = matrix.length;
    for (const [r, c] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ] as const) {
      expect(matrix[r]![c]).toBe(true);
      expect(matrix[r + 6]![c + 6]).toBe(true);
      expect(matrix[r + 1]![c + 1]).toBe(false);
      expect(matrix[r + 3]![c + 3]).toBe(true);
    }
    const block = brochureDescription({
      subject: property,
      locale: 'fr',
      pageUrl: url,
      photos: { cover: null, gallery: [] },
    }).blocks.find((b) => b.kind === 'qr');
    expect(block).toMatchObject({ kind: 'qr', link: url, matrix });
  });

  it('has the same texts in English and French', () => {
    expect(Object.keys(brochureFrench).sort()).toEqual(Object.keys(brochureEnglish).sort());
    for (const key of Object.keys(brochureEnglish) as (keyof typeof brochureEnglish)[]) {
      expect(typeof brochureFrench[key]).toBe(typeof brochureEnglish[key]);
    }
  });
});

if (process.env.BROCHURE_SAMPLE) {
  it('writes samples', async () => {
    writeFileSync(
      '/tmp/brochure/unit-en.pdf',
      await draw(property, 'en', 'https://islandestates.example/properties/x'),
    );
    writeFileSync('/tmp/brochure/unit-fr.pdf', await draw(rental, 'fr', 'https://islandestates.example/fr/rentals/y'));
  });
}
