import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
// The French texts, as the server loads them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import * as brochureRoute from '#app/routes/resources/listing-brochure';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, insertProperty, insertRental, requestContext } from '#tests/helpers/fixtures';
import { readPdf } from '#tests/helpers/pdf-text';

/**
 * Issue 31, item 4: a published property's and rental's brochure, in English and French, through the route
 * module on PGlite and PostgreSQL — a PDF with the title and the price as the page shows them, nothing for a
 * listing visitors cannot see, and never a discreet listing's coordinates.
 */

type Args = never;

const DISCREET = { latitude: 17.9183, longitude: -62.8211 };
const PHOTOS = ['colombier-heights-1', 'colombier-heights-2', 'colombier-heights-3', 'colombier-heights-4'].map(
  (name) => ({ src: `/images/demo/${name}.webp`, alt: '' }),
);

/** A point as a document could print it: each coordinate to three decimals and more. */
const traces = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  [latitude, longitude].flatMap((value) => [value.toFixed(3), value.toFixed(4), String(value)]);

describe.each(ENGINES)('brochures on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = database();
    ids.property = await insertProperty(db, {
      title: 'Villa Brochure',
      title_fr: 'Villa Brochure FR',
      description: 'A villa above the bay.',
      description_fr: 'Une villa au-dessus de la baie.',
      price: 12_500_000,
      price_currency: 'EUR',
      location: 'Pointe Milou',
      ...DISCREET,
      approximate_location: true,
      amenities: ['Private pool', 'Sea views'],
      // A photo that is not on this machine, and one only reachable over the network: both skipped.
      images: [
        ...PHOTOS,
        { src: '/images/demo/no-such-photo.webp', alt: '' },
        { src: 'https://photos.example/x.jpg', alt: '' },
      ],
    });
    ids.rental = await insertRental(db, {
      title: 'Casa Brochure',
      daily_rate: 1_850,
      price_currency: 'USD',
      latitude: 18.0345,
      longitude: -63.0935,
      approximate_location: false,
      images: PHOTOS.slice(0, 2),
    });
    ids.draft = await insertProperty(db, { title: 'Draft Villa', status: 'draft' });
    ids.archivedRental = await insertRental(db, { title: 'Archived Rental', status: 'archived' });
  });

  const load = async (path: string, id: string, headers: Record<string, string> = {}) => {
    try {
      return await brochureRoute.loader({
        request: get(path, { headers }),
        params: { id },
        context: requestContext(database().db),
      } as Args);
    } catch (thrown) {
      // A 404 is thrown as data().
      return thrown as { init?: { status?: number } };
    }
  };
  const pdfOf = async (path: string, id: string) => {
    const response = (await load(path, id)) as Response;
    expect(response.status).toBe(200);
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('answers a published property’s brochure in English and French with its title and price', async () => {
    const started = performance.now();
    const en = await pdfOf(`/properties/${ids.property}/brochure.pdf`, ids.property!);
    const firstMillis = performance.now() - started;
    expect(en.response.headers.get('Content-Type')).toBe('application/pdf');
    expect(en.response.headers.get('Content-Disposition')).toBe(
      `inline; filename="villa-brochure-brochure.pdf"; filename*=UTF-8''${encodeURIComponent('Villa Brochure — brochure.pdf')}`,
    );
    expect(en.response.headers.get('Cache-Control')).toMatch(/^public/);
    expect(en.bytes.byteLength).toBeLessThan(5 * 1024 * 1024);
    const english = await readPdf(en.bytes);
    expect(english.language).toBe('en-US');
    expect(english.text).toContain('Villa Brochure');
    expect(english.text).toContain('€12,500,000');
    expect(english.text).toContain(`http://localhost/properties/${ids.property}`);

    const fr = await pdfOf(`/fr/properties/${ids.property}/brochure.pdf`, ids.property!);
    const french = await readPdf(fr.bytes);
    expect(french.language).toBe('fr-FR');
    expect(french.title).toBe('Villa Brochure FR — brochure');
    expect(french.text).toContain('12 500 000 €');
    expect(french.text).toContain('Une villa au-dessus de la baie.');
    expect(french.text).toContain(`http://localhost/fr/properties/${ids.property}`);

    // Drawn once, then from the cache; the same validator answers 304.
    const again = performance.now();
    const cached = await pdfOf(`/properties/${ids.property}/brochure.pdf`, ids.property!);
    expect(performance.now() - again).toBeLessThan(firstMillis);
    expect(cached.response.headers.get('ETag')).toBe(en.response.headers.get('ETag'));
    const revalidated = (await load(`/properties/${ids.property}/brochure.pdf`, ids.property!, {
      'If-None-Match': en.response.headers.get('ETag')!,
    })) as Response;
    expect(revalidated.status).toBe(304);
    if (process.env.BROCHURE_SAMPLE) {
      writeFileSync(`/tmp/brochure/property-en-${engine}.pdf`, en.bytes);
      writeFileSync(`/tmp/brochure/property-fr-${engine}.pdf`, fr.bytes);
    }
  });

  it('answers a published rental’s brochure with its nightly rate in both languages', async () => {
    const en = await pdfOf(`/rentals/${ids.rental}/brochure.pdf`, ids.rental!);
    const english = await readPdf(en.bytes);
    expect(english.text).toContain('Casa Brochure');
    expect(english.text).toContain('Per Night $1,850');
    const fr = await pdfOf(`/fr/rentals/${ids.rental}/brochure.pdf`, ids.rental!);
    const french = await readPdf(fr.bytes);
    expect(french.text).toContain('1 850 $');
    expect(french.text).toContain('Par nuit');
    if (process.env.BROCHURE_SAMPLE) {
      writeFileSync(`/tmp/brochure/rental-en-${engine}.pdf`, en.bytes);
      writeFileSync(`/tmp/brochure/rental-fr-${engine}.pdf`, fr.bytes);
    }
  });

  it('has no brochure for a listing visitors cannot see, or for no listing', async () => {
    for (const [path, id] of [
      [`/properties/${ids.draft}/brochure.pdf`, ids.draft!],
      [`/fr/properties/${ids.draft}/brochure.pdf`, ids.draft!],
      [`/rentals/${ids.archivedRental}/brochure.pdf`, ids.archivedRental!],
      // A property's id under /rentals is no rental.
      [`/rentals/${ids.property}/brochure.pdf`, ids.property!],
      ['/properties/not-an-id/brochure.pdf', 'not-an-id'],
    ] as const) {
      const answer = (await load(path, id)) as { init?: { status?: number } } | Response;
      expect(answer instanceof Response ? answer.status : answer.init?.status).toBe(404);
    }
  });

  it('never prints a discreet listing’s coordinates', async () => {
    for (const prefix of ['', '/fr']) {
      const { bytes } = await pdfOf(`${prefix}/properties/${ids.property}/brochure.pdf`, ids.property!);
      const { text } = await readPdf(bytes);
      for (const trace of traces(DISCREET)) expect(text).not.toContain(trace);
      // Nor anywhere in the file (metadata, links).
      const raw = Buffer.from(bytes).toString('latin1');
      for (const trace of traces(DISCREET)) expect(raw).not.toContain(trace);
      expect(text).toContain(
        prefix ? 'le cercle indique l’emplacement approximatif' : 'the circle shows the approximate location',
      );
    }
  });
});
