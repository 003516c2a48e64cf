import type { StaffRole } from '#app/domain/staff/roles';
import type { RouterContextProvider } from 'react-router';
import { addDays, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import type { StaySource, StayStatus } from '#app/domain/entities';
import { staffContext } from '#app/server/auth/auth.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { createBackend } from '#tests/helpers/backend';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { get, postForm, requestContext, signInRequest } from './fixtures';
import { signInWithSecondFactor } from './second-factor';

/**
 * Fixtures of the booking desk's tests: a signed-in staff member (a session cookie for the actions, which
 * check it again, and the context the admin layout's middleware gives the loaders), stays written straight
 * into the database, and calls of loaders and actions that return what they throw.
 */

const PASSWORD = 'correct-horse-battery-staple';

export interface SignedInStaff {
  userId: string;
  email: string;
  cookie: string;
}

/** A staff account, signed in from `address` (each test file its own, as sign-ins are throttled per address). */
export async function signInStaff(db: SqlDatabase, email: string, address: string): Promise<SignedInStaff> {
  const { userId } = await upsertStaffAccount(db, email, PASSWORD);
  const result = await signInWithSecondFactor(signInRequest(address), email, PASSWORD);
  if (!result.ok) throw new Error(result.message);
  return { userId, email, cookie: result.headers.get('Set-Cookie')!.split(';')[0]! };
}

/** The context of a request under the admin layout: the staff member and their backend. */
export function staffRequestContext(
  db: SqlDatabase,
  staff: Pick<SignedInStaff, 'userId' | 'email'>,
  role: StaffRole = 'owner',
): RouterContextProvider {
  const context = requestContext(db);
  context.set(staffContext, {
    user: {
      id: staff.userId,
      email: staff.email,
      name: '',
      role,
      secondFactor: { enrolled: true, assurance: 'aal2', verifiedAt: null },
    },
    capabilities: createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: staff.userId, email: staff.email }),
    ),
  });
  return context;
}

/** A date `offset` days from today on the islands. */
export const islandDay = (offset: number): CalendarDate => addDays(islandToday(), offset);

/** A quote as the booking request form stores it (app/domain/booking/quote.ts `Quote`). */
export function sampleQuote(checkIn: CalendarDate, checkOut: CalendarDate, nights: number, rate = 1000) {
  const accommodation = nights * rate;
  const tax = Math.round(accommodation * 0.05);
  const total = accommodation + tax;
  const deposit = Math.round(total * 0.3);
  return {
    checkIn,
    checkOut,
    nights,
    guests: 2,
    lines: [{ nights, rate, season: null, amount: accommodation }],
    accommodation,
    serviceFee: null,
    tax: { label: 'Saint-Barthélemy tax on accommodation (5%)', percent: 5, amount: tax },
    total,
    schedule: [
      { kind: 'deposit', percent: 30, amount: deposit, due: null },
      { kind: 'balance', percent: 70, amount: total - deposit, due: addDays(checkIn, -60) },
    ],
    securityDeposit: 5000,
    minNights: 1,
    minNightsSeason: null,
    festive: false,
    currency: 'USD',
  };
}

export interface StayInput {
  rentalId: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  status?: StayStatus;
  source?: StaySource;
  guestName?: string | null;
  guestEmail?: string | null;
  guests?: number | null;
  quote?: object | null;
  optionExpiresAt?: Date | null;
}

/** Writes a stay as the database's owner (a website request by default, with a guest and a quote). */
export async function insertStay(db: SqlDatabase, input: StayInput): Promise<{ id: string; reference: string }> {
  const source = input.source ?? 'website';
  const guest = source === 'website' || source === 'staff';
  const nights = Math.round((Date.parse(input.checkOut) - Date.parse(input.checkIn)) / 86_400_000);
  const { rows } = await db.query<{ id: string; reference: string }>(
    `insert into public.stays (rental_id, check_in, check_out, status, source, guest_name, guest_email, guests, quote, option_expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id, reference`,
    [
      input.rentalId,
      input.checkIn,
      input.checkOut,
      input.status ?? 'requested',
      source,
      input.guestName !== undefined ? input.guestName : guest ? 'Ada Guest' : null,
      input.guestEmail !== undefined ? input.guestEmail : guest ? 'ada@example.com' : null,
      input.guests !== undefined ? input.guests : guest ? 2 : null,
      input.quote !== undefined ? input.quote : guest ? sampleQuote(input.checkIn, input.checkOut, nights) : null,
      input.optionExpiresAt?.toISOString() ?? null,
    ],
  );
  return rows[0]!;
}

type Handler = (args: never) => unknown;

/** Runs a loader or action; what it throws (a redirect, a 404) is returned like what it returns. */
export async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

/** A GET of `path` through `loader`, in `context`. */
export function load(
  loader: Handler,
  path: string,
  context: RouterContextProvider,
  params: Record<string, string> = {},
) {
  return settle(() => loader({ request: get(path), params, context } as never));
}

/** A form POST of `fields` to `path` through `action`, with the session `cookie` (none: signed out). */
export function post(
  action: Handler,
  path: string,
  fields: Record<string, string>,
  context: RouterContextProvider,
  params: Record<string, string>,
  cookie?: string,
) {
  const request = postForm(path, fields, cookie ? { Cookie: cookie } : {});
  return settle(() => action({ request, params, context } as never));
}

/** The Location of a redirect, or null. */
export const locationOf = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);
