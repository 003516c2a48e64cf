import type { Season } from '#app/domain/booking/seasons';
import type { BookingTerms } from '#app/domain/booking/terms';
import { onPublicChange } from '#app/server/db/public-changes.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { bookingQueries } from '#app/server/bookings/queries.server';

/**
 * The agency's booking terms and the villas' seasons change a few times a year and are read by every
 * rental page and every search by dates: kept here for a minute, and dropped on any write to them (this
 * instance's, backend.server.ts; another's, db/public-changes.server.ts), like the page cache and the counts.
 * Only the public pages read through it, so what it holds is what visitors may see.
 */

const TTL_MS = 60_000;
const MAX_RENTALS = 5_000;

interface ReferenceState {
  terms?: { value: BookingTerms; at: number };
  seasons: Map<string, { value: Season[]; at: number }>;
  /** Moves on every clear: what was read before a change is used once, not kept. */
  generation: number;
}

const state: ReferenceState = ((
  globalThis as { __islandEstatesBookingReferences?: ReferenceState }
).__islandEstatesBookingReferences ??= {
  seasons: new Map(),
  generation: 0,
});

const fresh = (entry: { at: number } | undefined, now: number) => entry !== undefined && now - entry.at <= TTL_MS;

export async function bookingTerms(capabilities: Capabilities, now = Date.now()): Promise<BookingTerms> {
  if (fresh(state.terms, now)) return state.terms!.value;
  const generation = state.generation;
  const value = await capabilities.use(bookingQueries).getBookingTerms();
  if (generation === state.generation) state.terms = { value, at: now };
  return value;
}

/** Every season of each villa (in date order), read in one query for the villas not known yet. */
export async function seasonsOf(
  capabilities: Capabilities,
  rentalIds: readonly string[],
  now = Date.now(),
): Promise<Map<string, Season[]>> {
  const known = new Map<string, Season[]>();
  const missing: string[] = [];
  for (const id of rentalIds) {
    const entry = state.seasons.get(id);
    if (fresh(entry, now)) known.set(id, entry!.value);
    else missing.push(id);
  }
  if (missing.length === 0) return known;
  const generation = state.generation;
  const loaded = await capabilities.use(bookingQueries).listSeasonsOfRentals(missing);
  const seasons = new Map(rentalIds.map((id) => [id, known.get(id) ?? loaded.get(id) ?? []]));
  // Kept unless a change came while they were read (what was read is used for this request only).
  if (generation === state.generation) {
    if (state.seasons.size + missing.length > MAX_RENTALS) state.seasons.clear();
    for (const id of missing) state.seasons.set(id, { value: seasons.get(id)!, at: now });
  }
  return seasons;
}

export function clearBookingReference(): void {
  state.generation += 1;
  state.terms = undefined;
  state.seasons.clear();
}
onPublicChange('booking terms and seasons', clearBookingReference);
