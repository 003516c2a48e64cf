import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_PRICE_BANDS, PUBLIC_PAGE_SIZE } from '#app/domain/constants';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import { specTexts } from '#app/domain/spec-texts';
// The French texts, as the server loads them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import * as contactRoute from '#app/routes/public/contact';
import * as propertiesRoute from '#app/routes/public/properties';
import * as propertyRoute from '#app/routes/public/property';
import * as rentalRoute from '#app/routes/public/rental';
import * as rentalsRoute from '#app/routes/public/rentals';
import * as savedRoute from '#app/routes/public/saved';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import {
  get,
  leadFields,
  insertProperty,
  insertRental,
  postForm,
  requestContext,
  thrownStatus,
  unwrap,
} from '#tests/helpers/fixtures';

type Args = never;

describe.each(ENGINES)('public routes on %s', (engine) => {
  // An empty database with hand-made rows, so every boundary is known.
  const database = useTestDatabase(engine, { seedDemo: false });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = database();
    ids.stbLow = await insertProperty(db, {
      title: 'At 1M',
      price: 1_000_000,
      island: 'Saint Barthélemy',
      property_type: 'villa',
      bedrooms: 2,
      bathrooms: 1,
    });
    ids.stbTop = await insertProperty(db, {
      title: 'At 3M',
      price: 3_000_000,
      island: 'Saint Barthélemy',
      property_type: 'house',
      bedrooms: 4,
      bathrooms: 3,
    });
    ids.sxmMid = await insertProperty(db, {
      title: 'At 3.5M',
      price: 3_500_000,
      island: 'Sint Maarten',
      property_type: 'apartment',
      bedrooms: 3,
      bathrooms: 3,
    });
    ids.sxmHigh = await insertProperty(db, {
      title: 'At 25M',
      price: 25_000_000,
      island: 'Sint Maarten',
      property_type: 'villa',
      bedrooms: 8,
      bathrooms: 9,
    });
    ids.below = await insertProperty(db, { title: 'At 999,999', price: 999_999, bedrooms: 1, bathrooms: 1 });
    ids.draft = await insertProperty(db, { title: 'Draft 2M', price: 2_000_000, status: 'draft' });
    ids.archived = await insertProperty(db, { title: 'Archived 2M', price: 2_000_000, status: 'archived' });

    ids.rCheap = await insertRental(db, {
      title: 'R 500',
      daily_rate: 500,
      bedrooms: 1,
      max_guests: 2,
      min_stay_days: 1,
    });
    ids.rMid = await insertRental(db, {
      title: 'R 1000',
      daily_rate: 1000,
      bedrooms: 3,
      max_guests: 6,
      min_stay_days: 3,
      island: 'Saint Barthélemy',
    });
    ids.rHigh = await insertRental(db, {
      title: 'R 2500',
      daily_rate: 2500,
      bedrooms: 6,
      max_guests: 12,
      min_stay_days: 7,
    });
    ids.rDraft = await insertRental(db, { title: 'R draft', daily_rate: 700, status: 'draft' });
  });

  const listProperties = async (search: string) => {
    const result = await propertiesRoute.loader({
      request: get(`/properties${search}`),
      context: requestContext(database().db),
      params: {},
    } as Args);
    return { titles: result.results.rows.map((r) => r.title).sort(), results: result.results, filters: result.filters };
  };
  const listRentals = async (search: string) => {
    const result = await rentalsRoute.loader({
      request: get(`/rentals${search}`),
      context: requestContext(database().db),
      params: {},
    } as Args);
    return result.results.rows.map((r) => r.title).sort();
  };

  describe('/properties filters', () => {
    it('shows only published properties', async () => {
      const { titles } = await listProperties('');
      expect(titles).toEqual(['At 1M', 'At 25M', 'At 3.5M', 'At 3M', 'At 999,999']);
    });
    it('treats a price band as inclusive at both ends', async () => {
      expect((await listProperties('?price=1000000-3000000')).titles).toEqual(['At 1M', 'At 3M']);
      expect((await listProperties('?price=3000000-5000000')).titles).toEqual(['At 3.5M', 'At 3M']);
    });
    it('offers listings under $1M as a band of their own (issue 26)', async () => {
      expect(PROPERTY_PRICE_BANDS[0]).toMatchObject({ value: '0-999999', below: true });
      expect((await listProperties(`?price=${PROPERTY_PRICE_BANDS[0].value}`)).titles).toEqual(['At 999,999']);
    });
    it('sends an address with empty parameters (a form sent without JavaScript) to the one without them', async () => {
      for (const [path, loader] of [
        ['/properties', propertiesRoute.loader],
        ['/fr/rentals', rentalsRoute.loader],
      ] as const) {
        const thrown = await (loader as (args: Args) => Promise<unknown>)({
          request: get(`${path}?island=&type=villa&price=&bedrooms=3&bathrooms=&sort=newest`),
          context: requestContext(database().db),
          params: {},
        } as Args).catch((error: unknown) => error);
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(302);
        expect((thrown as Response).headers.get('Location')).toBe(`${path}?type=villa&bedrooms=3&sort=newest`);
      }
    });
    it('leaves 10M+ open above', async () => {
      expect((await listProperties('?price=10000000-')).titles).toEqual(['At 25M']);
    });
    it('filters island and type by equality and rooms as at-least', async () => {
      expect((await listProperties('?island=Sint+Maarten')).titles).toEqual(['At 25M', 'At 3.5M']);
      expect((await listProperties('?type=villa')).titles).toEqual(['At 1M', 'At 25M', 'At 999,999']);
      expect((await listProperties('?bedrooms=4')).titles).toEqual(['At 25M', 'At 3M']);
      expect((await listProperties('?bathrooms=3')).titles).toEqual(['At 25M', 'At 3.5M', 'At 3M']);
      expect((await listProperties('?island=Saint+Barth%C3%A9lemy&bedrooms=2&price=1000000-3000000')).titles).toEqual([
        'At 1M',
        'At 3M',
      ]);
    });
    it('sorts by price both ways', async () => {
      const up = await propertiesRoute.loader({
        request: get('/properties?sort=price-asc'),
        context: requestContext(database().db),
        params: {},
      } as Args);
      expect(up.results.rows.map((r) => r.price)).toEqual([999_999, 1_000_000, 3_000_000, 3_500_000, 25_000_000]);
      const down = await propertiesRoute.loader({
        request: get('/properties?sort=price-desc'),
        context: requestContext(database().db),
        params: {},
      } as Args);
      expect(down.results.rows.map((r) => r.price)).toEqual([25_000_000, 3_500_000, 3_000_000, 1_000_000, 999_999]);
    });
    it('falls back to defaults for invalid query values instead of failing', async () => {
      const { titles, filters } = await listProperties(
        '?island=Mars&price=free&bedrooms=lots&sort=%00&page=-3&type=%27;drop',
      );
      expect(titles).toHaveLength(5);
      expect(filters).toEqual({ sort: 'newest', page: 1 });
    });
  });

  describe('/properties pagination', () => {
    it('pages 12 at a time without repeating or losing a card, even with identical timestamps', async () => {
      const { db } = database();
      const sameInstant = '2026-01-01T00:00:00Z';
      for (let i = 0; i < 2 * PUBLIC_PAGE_SIZE + 3; i++) {
        await insertProperty(db, {
          title: `Twin ${i}`,
          property_type: 'house',
          price: 4_000_000,
          created_at: sameInstant,
        });
      }
      const seen: string[] = [];
      let pageCount = 0;
      for (let page = 1; ; page++) {
        const { results } = await listProperties(`?type=house&price=4000000-4000000&page=${page}`);
        pageCount = results.pageCount;
        expect(results.rows.length).toBeLessThanOrEqual(PUBLIC_PAGE_SIZE);
        seen.push(...results.rows.map((r) => r.id));
        if (page >= results.pageCount) break;
      }
      expect(pageCount).toBe(3);
      expect(seen).toHaveLength(2 * PUBLIC_PAGE_SIZE + 3);
      expect(new Set(seen).size).toBe(seen.length);
      // The same instant for all, so the list's order is the ids', newest first; the last page, past the middle,
      // was read from the list's other end once the count was known, and comes in that order too.
      expect(seen).toEqual([...seen].sort().reverse());
      // A page past the end is empty, not an error.
      expect((await listProperties('?type=house&price=4000000-4000000&page=99')).results.rows).toEqual([]);
    });
  });

  describe('/rentals filters', () => {
    it('applies the five filters with the spec semantics', async () => {
      expect(await listRentals('')).toEqual(['R 1000', 'R 2500', 'R 500']);
      expect(await listRentals('?price=0-500')).toEqual(['R 500']);
      expect(await listRentals('?price=500-1000')).toEqual(['R 1000', 'R 500']);
      expect(await listRentals('?price=2000-')).toEqual(['R 2500']);
      expect(await listRentals('?island=Saint+Barth%C3%A9lemy')).toEqual(['R 1000']);
      expect(await listRentals('?bedrooms=3')).toEqual(['R 1000', 'R 2500']);
      expect(await listRentals('?guests=6')).toEqual(['R 1000', 'R 2500']);
      expect(await listRentals('?minStay=3')).toEqual(['R 1000', 'R 500']);
      expect(await listRentals('?minStay=1')).toEqual(['R 500']);
    });
  });

  describe('details', () => {
    it('answers 404 for unknown, malformed and unpublished ids', async () => {
      const context = requestContext(database().db);
      for (const id of [randomUUID(), 'not-a-uuid', ids.draft!, ids.archived!]) {
        expect(
          await thrownStatus(() =>
            propertyRoute.loader({ request: get(`/properties/${id}`), params: { id }, context } as Args),
          ),
        ).toBe(404);
      }
      for (const id of [randomUUID(), ids.rDraft!]) {
        expect(
          await thrownStatus(() =>
            rentalRoute.loader({ request: get(`/rentals/${id}`), params: { id }, context } as Args),
          ),
        ).toBe(404);
      }
    });
    it('loads a published property with a fresh form token', async () => {
      const result = await propertyRoute.loader({
        request: get(`/properties/${ids.stbLow}`),
        params: { id: ids.stbLow! },
        context: requestContext(database().db),
      } as Args);
      expect(result.property.title).toBe('At 1M');
      expect(result.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    });
    it('gives a card its cover photo alone, and the page every photo', async () => {
      const { db } = database();
      const photos = ['cover', 'pool', 'terrace'].map((name) => ({ src: `/images/${name}.webp`, alt: name }));
      const id = await insertProperty(db, {
        title: 'Three photos',
        price: 2_500_000,
        property_type: 'apartment',
        images: photos,
      });
      const { results } = await listProperties('?type=apartment&price=2500000-2500000');
      expect(results.rows.map((row) => [row.id, row.images.map((image) => image.src)])).toEqual([
        [id, ['/images/cover.webp']],
      ]);
      const page = await propertyRoute.loader({
        request: get(`/properties/${id}`),
        params: { id },
        context: requestContext(db),
      } as Args);
      expect(page.property.images.map((image) => image.src)).toEqual(photos.map((photo) => photo.src));
    });
  });

  describe('inquiry actions', () => {
    const leadsFor = async (column: string, id: string) =>
      (
        await database().db.query<{ name: string; source: string; read: boolean; phone: string | null }>(
          `select name, source, read, phone from inquiries where ${column} = $1`,
          [id],
        )
      ).rows;
    const validFields = leadFields;
    const postProperty = (id: string, fields: Record<string, string>) =>
      propertyRoute.action({
        request: postForm(`/properties/${id}`, fields),
        params: { id },
        context: requestContext(database().db),
      } as Args);

    it('stores one unread inquiry tied to the property and answers success', async () => {
      const id = ids.sxmMid!;
      const { data, status } = unwrap<{ sent: boolean }>(await postProperty(id, validFields()));
      expect(status).toBe(200);
      expect(data.sent).toBe(true);
      expect(await leadsFor('property_id', id)).toEqual([
        { name: 'Grace Hopper', source: 'property', read: false, phone: null },
      ]);
    });

    it('stores nothing for invalid input and returns the field messages', async () => {
      const id = ids.stbTop!;
      const { data, status } = unwrap<{ sent: boolean; result: { error: Record<string, string[]> } }>(
        await postProperty(id, validFields({ name: '', email: 'not-an-email', message: '' })),
      );
      expect(status).toBe(400);
      expect(data.sent).toBe(false);
      expect(data.result.error).toMatchObject({
        name: ['Full Name is required'],
        email: ['Please enter a valid email address'],
        message: ['Message is required'],
      });
      expect(await leadsFor('property_id', id)).toEqual([]);
    });

    it('answers a filled honeypot like a success and stores nothing', async () => {
      const id = ids.sxmHigh!;
      const { data } = unwrap<{ sent: boolean }>(
        await postProperty(id, validFields({ [HONEYPOT_FIELD]: 'https://spam.example' })),
      );
      expect(data.sent).toBe(true);
      expect(await leadsFor('property_id', id)).toEqual([]);
    });

    it('stores a form posted twice once', async () => {
      const id = ids.stbLow!;
      const fields = validFields();
      await postProperty(id, fields);
      const second = unwrap<{ sent: boolean }>(await postProperty(id, fields));
      expect(second.data.sent).toBe(true);
      expect(await leadsFor('property_id', id)).toHaveLength(1);
    });

    it('limits submissions per address with a clear message, storing nothing beyond the limit', async () => {
      const id = ids.sxmHigh!;
      const address = `192.0.2.${engine === 'pglite' ? 10 : 11}`;
      const post = (fields: Record<string, string>) =>
        propertyRoute.action({
          request: postForm(`/properties/${id}`, fields, { 'x-client-address': address }),
          params: { id },
          context: requestContext(database().db),
        } as Args);
      // Honeypot posts count too (and store nothing), so the limit is reached cheaply.
      for (let i = 0; i < Number(process.env.INQUIRY_RATE_LIMIT); i++)
        await post(validFields({ [HONEYPOT_FIELD]: 'bot' }));
      const refused = unwrap<{ sent: boolean; result: { error: Record<string, string[]> } }>(
        await post(validFields({ name: 'Over The Limit' })),
      );
      expect(refused.status).toBe(429);
      expect(refused.data.result.error['']).toEqual([specTexts.inquiry.rateLimited]);
      expect((await leadsFor('property_id', id)).map((r) => r.name)).not.toContain('Over The Limit');
    });

    it('refuses inquiries about unpublished listings', async () => {
      expect(await thrownStatus(() => postProperty(ids.draft!, validFields()))).toBe(404);
      expect(await leadsFor('property_id', ids.draft!)).toEqual([]);
    });

    it('ties rental questions to the rental', async () => {
      const id = ids.rMid!;
      await rentalRoute.action({
        request: postForm(`/rentals/${id}`, validFields({ phone: '+590 690 00 00 00' })),
        params: { id },
        context: requestContext(database().db),
      } as Args);
      expect(await leadsFor('rental_id', id)).toEqual([
        { name: 'Grace Hopper', source: 'rental', read: false, phone: '+590 690 00 00 00' },
      ]);
    });

    it('answers a form posted on a French page in French, keeping what was typed', async () => {
      const id = ids.stbTop!;
      const { data, status } = unwrap<{
        sent: boolean;
        result: { error: Record<string, string[]>; initialValue: Record<string, string> };
      }>(
        await propertyRoute.action({
          request: postForm(`/fr/properties/${id}`, validFields({ name: 'Jeanne', email: 'jeanne@', message: '' })),
          params: { id },
          context: requestContext(database().db),
        } as Args),
      );
      expect(status).toBe(400);
      expect(data.sent).toBe(false);
      expect(data.result.error).toEqual({
        email: ['Veuillez saisir une adresse e-mail valide'],
        message: ['Le message est obligatoire'],
      });
      expect(data.result.initialValue).toMatchObject({ name: 'Jeanne', email: 'jeanne@' });
      expect(await leadsFor('property_id', id)).toEqual([]);

      const sent = unwrap<{ sent: boolean }>(
        await contactRoute.action({
          request: postForm('/fr/contact', validFields({ name: 'Jeanne Martin' })),
          params: {},
          context: requestContext(database().db),
        } as Args),
      );
      expect(sent.data.sent).toBe(true);
    });

    it('starts the French contact form with a French opening message', async () => {
      const load = (path: string) =>
        contactRoute.loader({ request: get(path), params: {}, context: requestContext(database().db) } as Args);
      expect((await load('/fr/contact?topic=management&package=Premium')).defaultMessage).toBe(
        'Je souhaiterais convenir d’un rendez-vous au sujet de la gestion de ma propriété et en savoir plus sur la formule Premium.',
      );
      expect((await load('/contact?topic=investment')).defaultMessage).toBe(
        'I would like to speak to an advisor about investing in Sint Maarten.',
      );
    });

    it('sends a French visitor who saves a listing without JavaScript to the French saved page', async () => {
      const save = (path: string, intent: string) =>
        savedRoute.action({
          request: postForm(path, {
            kind: 'property',
            id: ids.stbLow!,
            intent,
            redirectTo: `/fr/properties/${ids.stbLow}`,
          }),
          params: {},
          context: requestContext(database().db),
        } as Args) as Promise<Response>;
      expect((await save('/fr/saved', 'save')).headers.get('Location')).toBe('/fr/saved');
      expect((await save('/fr/saved', 'remove')).headers.get('Location')).toBe(`/fr/properties/${ids.stbLow}`);
      expect((await save('/saved', 'save')).headers.get('Location')).toBe('/saved');
    });

    it('shows the failure text and does not claim success when the database refuses', async () => {
      const { db } = database();
      // A closed-off table stands in for an outage: the insert fails after validation.
      await db.exec('revoke insert on public.inquiries from anon');
      try {
        const { data, status } = unwrap<{ sent: boolean; result: { error: Record<string, string[]> } }>(
          await postProperty(ids.stbTop!, validFields()),
        );
        expect(status).toBe(503);
        expect(data.sent).toBe(false);
        expect(data.result.error['']).toEqual([specTexts.inquiry.failure]);
        const french = unwrap<{ result: { error: Record<string, string[]> } }>(
          await propertyRoute.action({
            request: postForm(`/fr/properties/${ids.stbTop}`, validFields()),
            params: { id: ids.stbTop! },
            context: requestContext(database().db),
          } as Args),
        );
        expect(french.data.result.error['']).toEqual(['Une erreur s’est produite. Veuillez réessayer plus tard.']);
        const contact = unwrap<{ result: { error: Record<string, string[]> } }>(
          await contactRoute.action({
            request: postForm('/fr/contact', validFields()),
            params: {},
            context: requestContext(database().db),
          } as Args),
        );
        expect(contact.data.result.error['']).toEqual([
          'Un problème est survenu lors de l’envoi de votre formulaire. Veuillez réessayer.',
        ]);
      } finally {
        await db.exec('grant insert on public.inquiries to anon');
      }
    });
  });
});
