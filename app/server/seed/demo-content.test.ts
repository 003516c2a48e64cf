import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ISLANDS,
  MIN_STAY_OPTIONS,
  PROPERTY_PRICE_BANDS,
  PROPERTY_TYPES,
  RENTAL_PRICE_BANDS,
  STATUSES,
} from '#app/domain/constants';
import type { CalendarDate } from '#app/domain/booking/dates';
import { findAmenity } from '#app/domain/listings/amenities';
import { isOverdue } from '#app/domain/leads/filters';
import { LEAD_STAGES } from '#app/domain/leads/stages';
import { demoContent } from './demo-content';
import { DEMO_GALLERIES } from './demo-pictures';

const { properties, rentals, blogPosts, inquiries } = demoContent;
const listings = [...properties, ...rentals];
const published = <T extends { status: string }>(rows: readonly T[]) => rows.filter((r) => r.status === 'published');
const inBand = (value: number, band: { min: number; max: number | null }) =>
  value >= band.min && (band.max === null || value <= band.max);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** RFC 4122 shape (version 1-8, variant 10xx), as Postgres and zod's uuid() accept. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// The schema is the authority on slugs: read the CHECK from the migration rather than copying it.
const migrationsDir = path.join('supabase', 'migrations');
const schema = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .map((f) => readFileSync(path.join(migrationsDir, f), 'utf8'))
  .join('\n');
const slugCheck = /slug ~ '([^']+)'/.exec(schema)?.[1];

describe('demo content: counts and coverage', () => {
  it('has enough of everything', () => {
    expect(properties.length).toBeGreaterThanOrEqual(12);
    expect(rentals.length).toBeGreaterThanOrEqual(8);
    expect(published(blogPosts).length).toBeGreaterThanOrEqual(5);
    expect(blogPosts.filter((p) => p.status === 'draft').length).toBeGreaterThanOrEqual(1);
    expect(inquiries.length).toBe(27);
  });

  it('spreads listings over both islands and every status', () => {
    for (const rows of [properties, rentals] as { island: string; status: string }[][]) {
      expect(new Set(published(rows).map((r) => r.island))).toEqual(new Set(ISLANDS));
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(STATUSES));
    }
  });

  it('features four published properties and two published rentals; nothing unpublished is featured', () => {
    expect(published(properties).filter((p) => p.featured)).toHaveLength(4);
    expect(published(rentals).filter((r) => r.featured)).toHaveLength(2);
    for (const listing of listings)
      if (listing.status !== 'published') expect(listing.featured, listing.title).toBe(false);
  });

  it('covers every property type, price band (and one under $1M), bedroom and bathroom count', () => {
    const live = published(properties);
    expect(new Set(live.map((p) => p.property_type))).toEqual(new Set(PROPERTY_TYPES));
    for (const band of PROPERTY_PRICE_BANDS)
      expect(
        live.some((p) => inBand(p.price, band)),
        band.label,
      ).toBe(true);
    expect(live.some((p) => p.price < 1_000_000)).toBe(true);
    for (const n of range(1, 6)) {
      expect(
        live.some((p) => p.bedrooms === n),
        `${n} bedrooms`,
      ).toBe(true);
      expect(
        live.some((p) => p.bathrooms === n),
        `${n} bathrooms`,
      ).toBe(true);
    }
  });

  it('covers every rental filter: nightly bands, bedrooms, guests and minimum stays', () => {
    const live = published(rentals);
    for (const band of RENTAL_PRICE_BANDS)
      expect(
        live.some((r) => inBand(r.daily_rate, band)),
        band.label,
      ).toBe(true);
    for (const n of range(1, 6))
      expect(
        live.some((r) => r.bedrooms === n),
        `${n} bedrooms`,
      ).toBe(true);
    for (const stay of MIN_STAY_OPTIONS)
      expect(
        live.some((r) => r.min_stay_days === stay),
        `${stay} nights`,
      ).toBe(true);
    const guests = live.map((r) => r.max_guests);
    expect(Math.min(...guests)).toBe(2);
    expect(Math.max(...guests)).toBe(12);
    for (const rental of rentals) expect(rental.availability_calendar).toEqual([]);
  });

  it('leaves exactly two published properties without coordinates (the "Map location not available" case)', () => {
    const missing = published(properties).filter((p) => p.latitude === null || p.longitude === null);
    expect(missing).toHaveLength(2);
    for (const p of missing) expect(p.latitude === null && p.longitude === null, p.title).toBe(true);
  });
});

describe('demo content: images', () => {
  it('gives every listing at least 3 distinct local images that exist, led by a view of its home', () => {
    for (const listing of listings) {
      expect(listing.images.length, listing.title).toBeGreaterThanOrEqual(3);
      expect(new Set(listing.images.map((image) => image.src)).size, listing.title).toBe(listing.images.length);
      const gallery = DEMO_GALLERIES.find((g) => listing.images[0]!.src === `/images/demo/${g.key}-1.webp`);
      expect(gallery?.shots[0]!.show, listing.title).toBe('home');
      // Every photo says what it shows.
      for (const image of listing.images) expect(image.alt, image.src).toMatch(new RegExp(`^${escapeRegExp(listing.title)}: [a-z]`));
    }
  });

  it('has galleries long enough for the "+N more" overlay and the rental thumbnails', () => {
    expect(properties.filter((p) => p.status === 'published' && p.images.length > 5).length).toBeGreaterThanOrEqual(2);
    expect(rentals.some((r) => r.status === 'published' && r.images.length >= 9)).toBe(true);
  });

  it('refers only to files under public/images/demo that exist', () => {
    const files = listings.flatMap((l) => l.images.map((image) => image.src)).concat(blogPosts.map((p) => p.featured_image));
    for (const file of new Set(files)) {
      expect(file, file).toMatch(/^\/images\/demo\/[a-z0-9-]+\.webp$/);
      expect(existsSync(path.join('public', file)), file).toBe(true);
    }
  });

  it('gives every blog post its own featured image', () => {
    expect(new Set(blogPosts.map((p) => p.featured_image)).size).toBe(blogPosts.length);
  });
});

describe('demo content: text', () => {
  it('describes published listings in several paragraphs with 5 to 10 amenities', () => {
    for (const listing of published(listings)) {
      expect(listing.description.split('\n\n').length, listing.title).toBeGreaterThanOrEqual(2);
      expect(listing.description, listing.title).not.toMatch(/lorem ipsum/i);
    }
    for (const listing of listings) {
      expect(listing.amenities.length, listing.title).toBeGreaterThanOrEqual(5);
      expect(listing.amenities.length, listing.title).toBeLessThanOrEqual(10);
      expect(new Set(listing.amenities).size, listing.title).toBe(listing.amenities.length);
      expect(listing.address.length, listing.title).toBeGreaterThan(0);
      expect(listing.location.length, listing.title).toBeGreaterThan(0);
    }
  });

  it('writes blog posts of 300 to 700 words in Markdown, with headings, lists, emphasis and an internal link', () => {
    for (const post of blogPosts) {
      const count = words(post.content);
      expect(count, `${post.slug}: ${count} words`).toBeGreaterThanOrEqual(300);
      expect(count, `${post.slug}: ${count} words`).toBeLessThanOrEqual(700);
      expect(post.content, post.slug).toMatch(/^## /m);
      expect(post.content, post.slug).toMatch(/^(- |\d+\. )/m);
      expect(post.content, post.slug).toMatch(/\*[^*\s][^*]*\*/);
      expect(post.content, post.slug).toMatch(/\]\(\/[a-z-]+\)/);
      expect(post.content.split('\n\n').length, post.slug).toBeGreaterThan(5);
    }
  });

  it('uses unique slugs that satisfy the schema', () => {
    expect(slugCheck).toBeDefined();
    const pattern = new RegExp(slugCheck!);
    for (const post of blogPosts) {
      expect(post.slug, post.slug).toMatch(pattern);
      expect(post.slug.length).toBeLessThanOrEqual(200);
    }
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(blogPosts.length);
  });
});

describe('demo content: in French (issue 26, item 9)', () => {
  const { seasons } = demoContent;
  /** Titles that are names, the same in both languages. */
  const NAMES = new Set([
    'Villa Les Ondes, Pointe Milou',
    'Maison du Port, Gustavia',
    'Villa Azur, Lurin',
    'Case Corail, Grand Cul-de-Sac',
    'Villa Soleil, Simpson Bay',
  ]);
  const frenchTexts = [
    ...listings.flatMap((l) => [l.title_fr, l.description_fr, ...l.images.map((image) => image.alt_fr)]),
    ...blogPosts.flatMap((p) => [p.title_fr, p.content_fr, p.featured_image_meta.alt_fr]),
    ...seasons.map((s) => s.name_fr),
  ];

  it('gives every listing a French title and description, paragraph for paragraph', () => {
    for (const listing of listings) {
      expect(listing.title_fr, listing.title).toBeTruthy();
      expect(listing.description_fr, listing.title).toBeTruthy();
      expect(listing.description_fr, listing.title).not.toBe(listing.description);
      if (!NAMES.has(listing.title)) expect(listing.title_fr, listing.title).not.toBe(listing.title);
      expect(listing.title_fr!.length, listing.title).toBeLessThanOrEqual(200);
      expect(listing.description_fr!.split('\n\n').length, listing.title).toBe(listing.description.split('\n\n').length);
    }
  });

  it('gives every post a French title, address and content with the English’s headings, lists and links', () => {
    const pattern = new RegExp(slugCheck!);
    const englishSlugs = new Set(blogPosts.map((p) => p.slug));
    const structure = (md: string) => ({
      headings: md.match(/^#{2,3} /gm)?.length ?? 0,
      items: md.match(/^(- |\d+\. )/gm)?.length ?? 0,
      quotes: md.match(/^> /gm)?.length ?? 0,
      links: [...md.matchAll(/\]\((\/[a-z/-]*)\)/g)].map((m) => m[1]!.replace(/^\/fr(?=\/)/, '')),
    });
    for (const post of blogPosts) {
      expect(post.title_fr, post.slug).toBeTruthy();
      expect(post.title_fr, post.slug).not.toBe(post.title);
      expect(post.content_fr, post.slug).toBeTruthy();
      expect(post.content_fr, post.slug).not.toBe(post.content);
      expect(structure(post.content_fr!), post.slug).toEqual(structure(post.content));
      // The French post links to the French pages.
      for (const [, href] of post.content_fr!.matchAll(/\]\((\/[^)]*)\)/g)) expect(href, post.slug).toMatch(/^\/fr\//);
      expect(post.slug_fr, post.slug).toMatch(pattern);
      expect(englishSlugs.has(post.slug_fr!), post.slug).toBe(false);
    }
    expect(new Set(blogPosts.map((p) => p.slug_fr)).size).toBe(blogPosts.length);
  });

  it('describes every photo in French too', () => {
    for (const listing of listings)
      for (const image of listing.images) expect(image.alt_fr, image.src).toMatch(new RegExp(`^${escapeRegExp(listing.title_fr!)}\u00a0: [a-zé]`));
    for (const post of blogPosts) expect(post.featured_image_meta.alt_fr, post.slug).toContain(post.title_fr);
  });

  it('names every season in French', () => {
    expect(seasons.length).toBeGreaterThan(0);
    for (const season of seasons) {
      expect(season.name_fr, season.name).toBeTruthy();
      expect(season.name_fr, season.name).not.toBe(season.name);
      expect(season.name_fr!.length).toBeLessThanOrEqual(60);
    }
  });

  it('has a French word for every amenity of the demo listings', () => {
    for (const listing of listings)
      for (const amenity of listing.amenities) expect(findAmenity(amenity), `${listing.title}: ${amenity}`).toBeDefined();
  });

  it('writes French, with French typography', () => {
    for (const text of frenchTexts) {
      expect(text).not.toMatch(/\b(the|and|with|for|from)\b/i);
      // A no-break space before « : ; ? ! » and inside « guillemets », between a number and its unit.
      expect(text).not.toMatch(/[ \t][:;?!»]/);
      expect(text).not.toMatch(/[^\u00a0\u202f][;?!»]/);
      expect(text).not.toMatch(/«[^\u00a0\u202f]/);
      expect(text).not.toMatch(/\d[ \t](%|m²|\d{3}\b)/);
      expect(text).not.toMatch(/'/);
    }
  });
});

describe('demo content: identity, dates and the schema', () => {
  const all = [...properties, ...rentals, ...blogPosts, ...inquiries];

  it('uses unique, UUID-shaped ids', () => {
    const ids = all.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID);
  });

  it('dates every row with a distinct ISO timestamp in 2025 or 2026', () => {
    const dates = all.map((r) => r.created_at);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) {
      expect(new Date(date).toISOString()).toBe(date);
      expect(['2025', '2026']).toContain(date.slice(0, 4));
    }
  });

  it('gives every row of a table the same columns, and none the database sets itself', () => {
    // seedSql takes the column list from the first row of each table.
    for (const rows of [properties, rentals, blogPosts, inquiries] as object[][]) {
      const columns = Object.keys(rows[0]!).sort();
      expect(columns).not.toContain('updated_at');
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(columns);
    }
  });

  it('satisfies the CHECK constraints of the migration', () => {
    for (const l of listings) {
      expect(l.title.length, l.title).toBeGreaterThanOrEqual(1);
      expect(l.title.length, l.title).toBeLessThanOrEqual(200);
      expect(ISLANDS).toContain(l.island);
      expect(STATUSES).toContain(l.status);
      for (const n of [l.bedrooms, l.bathrooms]) expect(Number.isInteger(n) && n >= 0, l.title).toBe(true);
      expect(l.area, l.title).toBeGreaterThan(0);
      if (l.latitude !== null) expect(Math.abs(l.latitude)).toBeLessThanOrEqual(90);
      if (l.longitude !== null) expect(Math.abs(l.longitude)).toBeLessThanOrEqual(180);
    }
    for (const p of properties) {
      expect(PROPERTY_TYPES).toContain(p.property_type);
      expect(p.price).toBeGreaterThanOrEqual(0);
    }
    for (const r of rentals) {
      expect(r.daily_rate).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(r.min_stay_days) && r.min_stay_days >= 1).toBe(true);
      expect(Number.isInteger(r.max_guests) && r.max_guests >= 1).toBe(true);
      expect(Array.isArray(r.availability_calendar)).toBe(true);
    }
    for (const post of blogPosts) {
      expect(post.title.length).toBeGreaterThanOrEqual(1);
      expect(post.title.length).toBeLessThanOrEqual(200);
      expect(STATUSES).toContain(post.status);
    }
    for (const i of inquiries) {
      expect(i.name.length).toBeGreaterThanOrEqual(1);
      expect(i.name.length).toBeLessThanOrEqual(200);
      expect(i.email.length).toBeGreaterThanOrEqual(3);
      expect(i.email.length).toBeLessThanOrEqual(320);
      expect(i.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      if (i.phone !== null) expect(i.phone.length).toBeLessThanOrEqual(50);
      expect(i.message.length).toBeGreaterThanOrEqual(1);
      expect(i.message.length).toBeLessThanOrEqual(5000);
    }
  });
});

describe('demo content: inquiries', () => {
  const propertyIds = new Set(properties.map((p) => p.id));
  const rentalIds = new Set(rentals.map((r) => r.id));

  it('points at demo listings exactly when the source says so', () => {
    for (const lead of inquiries) {
      expect(lead.property_id === null || propertyIds.has(lead.property_id), lead.name).toBe(true);
      expect(lead.rental_id === null || rentalIds.has(lead.rental_id), lead.name).toBe(true);
      expect(lead.source === 'property', lead.name).toBe(lead.property_id !== null);
      expect(lead.source === 'rental', lead.name).toBe(lead.rental_id !== null);
    }
  });

  it('gives the leads every stage, a reason exactly when lost, overdue and future follow-ups, over 26 weeks', () => {
    expect(new Set(inquiries.map((i) => i.stage))).toEqual(new Set(LEAD_STAGES));
    for (const i of inquiries) expect(i.lost_reason !== null, i.name).toBe(i.stage === 'lost');
    const now = '2026-11-26';
    expect(inquiries.some((i) => isOverdue(i, now as CalendarDate))).toBe(true);
    expect(inquiries.some((i) => i.follow_up_on !== null && i.follow_up_on > now && i.stage !== 'won')).toBe(true);
    const weeks = new Set(
      inquiries.map((i) => Math.floor((Date.parse(`${now}T00:00:00Z`) - Date.parse(i.created_at)) / (7 * 86_400_000))),
    );
    expect(Math.max(...weeks)).toBeLessThan(26);
    expect(weeks.size).toBeGreaterThanOrEqual(20);
    for (const i of inquiries) expect(i.stage_changed_at >= i.created_at, i.name).toBe(true);
  });

  it('mixes read and unread, every source, and includes one without a phone', () => {
    expect(new Set(inquiries.map((i) => i.read))).toEqual(new Set([true, false]));
    expect(new Set(inquiries.map((i) => i.source))).toEqual(new Set(['property', 'rental', 'contact']));
    expect(inquiries.some((i) => i.phone === null)).toBe(true);
  });
});
