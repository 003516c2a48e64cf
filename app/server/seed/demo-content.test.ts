import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS, PROPERTY_PRICE_BANDS, PROPERTY_TYPES, RENTAL_PRICE_BANDS } from '#app/domain/constants';
import { demoContent } from './demo-content';

const { properties, rentals, blogPosts, inquiries } = demoContent;
const published = <T extends { status: string }>(rows: T[]) => rows.filter((r) => r.status === 'published');
const inBand = (value: number, band: { min: number; max: number | null }) => value >= band.min && (band.max === null || value <= band.max);

describe('demo content', () => {
  it('has enough of everything, over both islands and every status', () => {
    expect(properties.length).toBeGreaterThanOrEqual(10);
    expect(rentals.length).toBeGreaterThanOrEqual(8);
    expect(published(blogPosts).length).toBeGreaterThanOrEqual(5);
    expect(inquiries.length).toBeGreaterThanOrEqual(3);
    for (const rows of [properties, rentals] as { island: string; status: string }[][]) {
      expect(new Set(published(rows).map((r) => r.island))).toEqual(new Set(ISLANDS));
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['published', 'draft', 'archived']));
    }
    expect(published(properties).filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
  });

  it('covers every property type and price band, and every rental filter', () => {
    const live = published(properties);
    expect(new Set(live.map((p) => p.property_type))).toEqual(new Set(PROPERTY_TYPES));
    for (const band of PROPERTY_PRICE_BANDS) expect(live.some((p) => inBand(p.price, band)), band.label).toBe(true);
    const liveRentals = published(rentals);
    for (const band of RENTAL_PRICE_BANDS) expect(liveRentals.some((r) => inBand(r.daily_rate, band)), band.label).toBe(true);
    for (const stay of [1, 2, 3, 5, 7]) expect(liveRentals.some((r) => r.min_stay_days === stay)).toBe(true);
    expect(Math.max(...liveRentals.map((r) => r.max_guests))).toBeGreaterThanOrEqual(10);
    expect(Math.max(...liveRentals.map((r) => r.bedrooms))).toBeGreaterThanOrEqual(5);
  });

  it('gives every listing at least 3 local images that exist, and galleries that overflow', () => {
    for (const listing of [...properties, ...rentals]) {
      expect(listing.images.length, listing.title).toBeGreaterThanOrEqual(3);
    }
    expect(properties.some((p) => p.images.length > 5)).toBe(true);
    expect(rentals.some((r) => r.images.length > 9)).toBe(true);
    const files = [...properties, ...rentals].flatMap((l) => l.images).concat(blogPosts.map((p) => p.featured_image));
    for (const file of new Set(files)) {
      expect(file.startsWith('/images/'), file).toBe(true);
      expect(existsSync(path.join('public', file)), file).toBe(true);
    }
  });

  it('uses unique UUIDs, valid slugs and existing foreign keys', () => {
    const all = [...properties, ...rentals, ...blogPosts, ...inquiries].map((r) => r.id);
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    for (const post of blogPosts) expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const propertyIds = new Set(properties.map((p) => p.id));
    const rentalIds = new Set(rentals.map((r) => r.id));
    for (const inquiry of inquiries) {
      if (inquiry.property_id) expect(propertyIds.has(inquiry.property_id)).toBe(true);
      if (inquiry.rental_id) expect(rentalIds.has(inquiry.rental_id)).toBe(true);
      expect(inquiry.source === 'property').toBe(Boolean(inquiry.property_id));
      expect(inquiry.source === 'rental').toBe(Boolean(inquiry.rental_id));
    }
  });
});
