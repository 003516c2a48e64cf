import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, type CalendarDate } from '#app/domain/booking/dates';
// The French texts, as the server loads them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import * as blogRoute from '#app/routes/public/blog';
import * as blogPostRoute from '#app/routes/public/blog-post';
import * as receiptRoute from '#app/routes/public/booking-receipt';
import * as requestRoute from '#app/routes/public/booking-request';
import * as propertiesRoute from '#app/routes/public/properties';
import * as propertyRoute from '#app/routes/public/property';
import * as rentalRoute from '#app/routes/public/rental';
import * as rentalsRoute from '#app/routes/public/rentals';
import { demoContent } from '#app/server/seed/demo-content';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, postForm, requestContext, unwrap } from '#tests/helpers/fixtures';

/**
 * A fresh clone's French site (issue 26, item 9), through the route modules on a database seeded with the demo
 * content, on PGlite and PostgreSQL: every published listing and post, its card and its page, in French with
 * nothing left in English (no `lang`), its photos' words included; a villa's quote, calendar and receipt name
 * its season in French.
 */

type Args = never;
const published = <T extends { status: string }>(rows: readonly T[]) =>
  rows.filter((row) => row.status === 'published');
const AZUR = demoContent.rentals.find((rental) => rental.title === 'Villa Azur, Lurin')!;

/** A Saturday (Villa Azur's arrival day in high season) three weeks into the demo's next high season. */
function highSeasonSaturday(): CalendarDate {
  const today = new Date().toISOString().slice(0, 10);
  const season = demoContent.seasons.find(
    (candidate) => candidate.rental_id === AZUR.id && candidate.name === 'High season' && candidate.start_date > today,
  )!;
  let date = addDays(season.start_date as CalendarDate, 21);
  while (isoWeekday(date) !== 6) date = addDays(date, 1);
  return date;
}

describe.each(ENGINES)('the demo in French on %s', (engine) => {
  const database = useTestDatabase(engine);
  const context = () => requestContext(database().db);
  const load = <T>(route: { loader: (args: Args) => T }, path: string, params: Record<string, string> = {}) =>
    route.loader({ request: get(path), params, context: context() } as unknown as Args);

  it('shows every card of the lists in French, photos included', async () => {
    const properties = [
      ...(await load(propertiesRoute, '/fr/properties')).results.rows,
      ...(await load(propertiesRoute, '/fr/properties?page=2')).results.rows,
    ];
    const rentals = (await load(rentalsRoute, '/fr/rentals')).results.rows;
    const expected = (rows: readonly { status: string; title_fr?: string | null }[]) =>
      published(rows).map((row) => row.title_fr);
    expect(properties.map((row) => row.title).sort()).toEqual(expected(demoContent.properties).sort());
    expect(rentals.map((row) => row.title).sort()).toEqual(expected(demoContent.rentals).sort());
    for (const row of [...properties, ...rentals]) {
      expect(row.lang, row.title).toEqual({});
      for (const image of row.images)
        expect(image, row.title).toMatchObject({ altLang: 'fr', alt: expect.stringContaining(row.title) });
    }
    const { posts } = await load(blogRoute, '/fr/blog');
    expect(posts.map((post) => post.title).sort()).toEqual(expected(demoContent.blogPosts).sort());
    for (const post of posts) {
      expect(post.lang, post.title).toEqual({});
      expect(post.featuredImageMeta, post.title).toMatchObject({ altLang: 'fr' });
    }
  });

  it('shows every listing’s and post’s page in French: title, text, amenities and photos', async () => {
    for (const row of published(demoContent.properties)) {
      const { property } = await load(propertyRoute, `/fr/properties/${row.id}`, { id: row.id });
      expect(property).toMatchObject({ title: row.title_fr, description: row.description_fr, lang: {} });
      expect(property.amenities.filter((amenity) => amenity.lang)).toEqual([]);
      expect(property.images.every((image) => image.altLang === 'fr')).toBe(true);
    }
    for (const row of published(demoContent.rentals)) {
      const { rental } = await load(rentalRoute, `/fr/rentals/${row.id}`, { id: row.id });
      expect(rental).toMatchObject({ title: row.title_fr, description: row.description_fr, lang: {} });
      expect(rental.amenities.filter((amenity) => amenity.lang)).toEqual([]);
      expect(rental.images.every((image) => image.altLang === 'fr')).toBe(true);
    }
    for (const row of published(demoContent.blogPosts)) {
      const { post, html } = await load(blogPostRoute, `/fr/blog/${row.slug_fr}`, { slug: row.slug_fr! });
      expect(post).toMatchObject({ title: row.title_fr, lang: {} });
      // Its links lead to the French pages.
      expect(html).toMatch(/href="\/fr\//);
      expect(html).not.toMatch(/href="\/(?!fr\/)/);
    }
  });

  it('names the season in French in a villa’s quote, calendar and refusals; in English on the English page', async () => {
    const checkIn = highSeasonSaturday();
    const checkOut = addDays(checkIn, 7);
    const stay = `checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;
    const french = await load(rentalRoute, `/fr/rentals/${AZUR.id}?${stay}`, { id: AZUR.id });
    expect(french.booking.refusals).toEqual([]);
    expect(french.booking.quote!.lines.map((line) => line.season)).toEqual(['Haute saison']);
    expect(french.booking.seasons.map((season) => season.name)).toEqual(
      expect.arrayContaining(['Haute saison', 'Fêtes de fin d’année']),
    );
    expect(french.booking.seasons.some((season) => season.nameLang)).toBe(false);
    // A Monday arrival: refused in the season's French name.
    const monday = addDays(checkIn, 2);
    const refused = await load(rentalRoute, `/fr/rentals/${AZUR.id}?checkIn=${monday}&checkOut=${addDays(monday, 7)}`, {
      id: AZUR.id,
    });
    expect(refused.booking.refusals.map((refusal) => refusal.message)).toContainEqual(
      'Haute saison\u00a0: arrivées le samedi uniquement.',
    );

    const english = await load(rentalRoute, `/rentals/${AZUR.id}?${stay}`, { id: AZUR.id });
    expect(english.booking.quote!.lines.map((line) => line.season)).toEqual(['High season']);
  });

  it('sends the French guest to a receipt that names the season and the villa in French', async () => {
    const checkIn = addDays(highSeasonSaturday(), 7);
    const checkOut = addDays(checkIn, 7);
    const form = await load(
      requestRoute,
      `/fr/rentals/${AZUR.id}/request?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
      {
        id: AZUR.id,
      },
    );
    const { data: page } = unwrap<{
      quote: { total: number; lines: { season: string | null }[] };
      rental: { title: string };
    }>(form);
    expect(page.rental.title).toBe(AZUR.title_fr);
    expect(page.quote.lines.map((line) => line.season)).toEqual(['Haute saison']);

    const response = await requestRoute
      .action({
        request: postForm(`/fr/rentals/${AZUR.id}/request`, {
          checkIn,
          checkOut,
          guests: '2',
          quotedTotal: String(page.quote.total),
          name: 'Grâce Invitée',
          email: `grace-${engine}@example.com`,
          phone: '',
          message: '',
          submissionId: randomUUID(),
          [HONEYPOT_FIELD]: '',
        }),
        params: { id: AZUR.id },
        context: context(),
      } as Args)
      .catch((thrown: unknown) => thrown as Response);
    const location = (response as Response).headers.get('Location')!;
    expect(location).toMatch(new RegExp(`^/fr/rentals/${AZUR.id}/requests/`));
    const requestId = location.split('/').pop()!;

    // The request is stored with the database's quote, in English; the French receipt shows it in French.
    const { rows } = await database().db.query<{ quote: { lines: { season: string }[] } }>(
      'select quote from public.stays where rental_id = $1 and check_in = $2',
      [AZUR.id, checkIn],
    );
    expect(rows[0]!.quote.lines.map((line) => line.season)).toEqual(['High season']);
    const receipt = unwrap<{
      receipt: { rental_title: string; quote: { lines: { season: string }[] } };
      titleLang?: string;
    }>(await load(receiptRoute, location, { id: AZUR.id, requestId })).data;
    expect(receipt.receipt.rental_title).toBe(AZUR.title_fr);
    expect(receipt.titleLang).toBeUndefined();
    expect(receipt.receipt.quote.lines.map((line) => line.season)).toEqual(['Haute saison']);
    const inEnglish = unwrap<{ receipt: { quote: { lines: { season: string }[] } } }>(
      await load(receiptRoute, location.replace(/^\/fr/, ''), { id: AZUR.id, requestId }),
    ).data;
    expect(inEnglish.receipt.quote.lines.map((line) => line.season)).toEqual(['High season']);
  });
});
