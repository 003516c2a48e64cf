import type { Season } from '#app/domain/booking/seasons';
import type { BookingTerms } from '#app/domain/booking/terms';
import type { Backend } from '#app/server/backend/backend.server';

/**
 * The agency's booking terms and the villas' seasons change a few times a year and are read by every
 * rental page and every search by dates: kept here for a minute, and dropped on any write to them in this
 * process (backend.server.ts), like the page cache and the public counts. Only the public pages read through
 * it, so what it holds is what visitors may see.
 */

const TTL_MS = 60_000;
const MAX_RENTALS = 5_000;

interface ReferenceState {
  terms?: { value: BookingTerms; at: number };
  seasons: Map<string, { value: Season[]; at: number }>;
}

const state: ReferenceState = ((globalThis as { __islandEstatesBookingReference?: ReferenceState }).__islandEstatesBookingReference ??= {
  seasons: new Map(),
});

const fresh = (entry: { at: number } | undefined, now: number) => entry !== undefined && now - entry.at <= TTL_MS;

export async function bookingTerms(backend: Backend, now = Date.now()): Promise<BookingTerms> {
  if (fresh(state.terms, now)) return state.terms!.value;
  const value = await backend.getBookingTerms();
  state.terms = { value, at: now };
  return value;
}

/** Every season of each villa (in date order), read in one query for the villas not known yet. */
export async function seasonsOf(backend: Backend, rentalIds: readonly string[], now = Date.now()): Promise<Map<string, Season[]>> {
  const missing = rentalIds.filter((id) => !fresh(state.seasons.get(id), now));
  if (missing.length > 0) {
    const loaded = await backend.listSeasonsOfRentals(missing);
    if (state.seasons.size + missing.length > MAX_RENTALS) state.seasons.clear();
    for (const id of missing) state.seasons.set(id, { value: loaded.get(id) ?? [], at: now });
  }
  return new Map(rentalIds.map((id) => [id, state.seasons.get(id)!.value]));
}

export function clearBookingReference(): void {
  state.terms = undefined;
  state.seasons.clear();
}
