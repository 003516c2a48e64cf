import { randomUUID } from 'node:crypto';
import { RouterContextProvider } from 'react-router';
import { createBackend } from '#tests/helpers/backend';
import { ANONYMOUS, sqlExecutor, type Actor } from '#app/server/backend/sql-executor.server';
import { requestServicesContext } from '#app/server/context.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { sqlLiteral } from '#app/server/seed/seed-sql';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';

/** The context a request gets from the root middleware, acting as `actor` on `db`. */
export function requestContext(db: SqlDatabase, actor: Actor = ANONYMOUS): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestServicesContext, { capabilities: createBackend(sqlExecutor(db, actor)) });
  return context;
}

type Row = Record<string, unknown>;

async function insertRow(db: SqlDatabase, table: string, row: Row): Promise<string> {
  const columns = Object.keys(row);
  await db.exec(
    `insert into public.${table} (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((c) => sqlLiteral(row[c], c)).join(', ')})`,
  );
  return row.id as string;
}

export function insertProperty(db: SqlDatabase, overrides: Row = {}): Promise<string> {
  return insertRow(db, 'properties', {
    id: randomUUID(),
    title: 'Fixture Villa',
    description: 'A fixture.',
    price: 2_000_000,
    property_type: 'villa',
    location: 'Gustavia',
    address: '1 Rue Fixture',
    island: 'Saint Barthélemy',
    bedrooms: 3,
    bathrooms: 2,
    area: 250,
    status: 'published',
    featured: false,
    amenities: ['Pool'],
    images: ['/images/demo/hero.webp'],
    ...overrides,
  });
}

export function insertRental(db: SqlDatabase, overrides: Row = {}): Promise<string> {
  return insertRow(db, 'rentals', {
    id: randomUUID(),
    title: 'Fixture Rental',
    description: 'A fixture.',
    daily_rate: 800,
    location: 'Simpson Bay',
    address: '1 Fixture Road',
    island: 'Sint Maarten',
    bedrooms: 2,
    bathrooms: 2,
    area: 120,
    status: 'published',
    featured: false,
    min_stay_days: 3,
    max_guests: 4,
    amenities: [],
    images: [],
    ...overrides,
  });
}

export function insertPost(db: SqlDatabase, overrides: Row = {}): Promise<string> {
  const id = randomUUID();
  return insertRow(db, 'blog_posts', {
    id,
    slug: `post-${id.slice(0, 8)}`,
    title: 'Fixture Post',
    content: 'Hello **world**.',
    featured_image: '/images/demo/hero.webp',
    status: 'published',
    ...overrides,
  });
}

/** Builds a GET request to a path on a test origin. */
export function get(path: string, init: RequestInit = {}): Request {
  return new Request(`http://localhost${path}`, init);
}

/** A valid inquiry form as a visitor sends it (a fresh submission id each time). */
export function leadFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '',
    message: 'Tell me more.',
    submissionId: randomUUID(),
    [HONEYPOT_FIELD]: '',
    ...overrides,
  };
}

/** Builds a form POST like a browser without JavaScript sends it. */
export function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** Runs a loader or action expecting it to throw a Response-like `data()` result; returns its status. */
export async function thrownStatus(run: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    const e = error as { init?: { status?: number }; status?: number };
    return e?.init?.status ?? e?.status;
  }
}

/** The data and status of a `data()` return value or a plain object. */
export function unwrap<T>(result: unknown): { data: T; status: number } {
  const r = result as { type?: string; data?: T; init?: { status?: number } };
  if (r && r.type === 'DataWithResponseInit') return { data: r.data as T, status: r.init?.status ?? 200 };
  return { data: result as T, status: 200 };
}

/** A sign-in attempt from a client address (server.ts records the address in this header). */
export function signInRequest(address = '203.0.113.1'): Request {
  return new Request('http://localhost/login', { method: 'POST', headers: { 'x-client-address': address } });
}

/**
 * `value` as JSON with its ids and time stamps replaced, for checks that a secret's digits appear nowhere (an
 * IBAN's last four, a door code, a phone number): the same digits inside a random UUID or a time are no leak.
 */
export function jsonWithoutIdsOrTimes(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?/g, '<time>');
}
