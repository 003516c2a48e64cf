import { afterWrites } from '#app/server/backend/after-writes.server';
import type { QueryRunner } from '#app/server/backend/query';

/**
 * A capability's typed operations (listings, bookings, leads, media, …), built over one query runner — one
 * executor acting for one actor. Each capability's folder defines its own (`listingQueries`, `bookingQueries`, …).
 */
export type Capability<T> = (runner: QueryRunner) => T;

/**
 * The capabilities one actor (a visitor's request, a staff session, a background job) may use, over one
 * runner: each is built the first time it is asked for, then kept. A request that reads one listing builds
 * the listings capability only; no module lists them all.
 */
export interface Capabilities {
  use<T>(capability: Capability<T>): T;
}

/** Every write through `runner` clears the public caches it touches (backend/after-writes.server.ts). */
export function capabilitiesOver(runner: QueryRunner): Capabilities {
  const shared = afterWrites(runner);
  const built = new Map<Capability<unknown>, unknown>();
  return {
    use<T>(capability: Capability<T>): T {
      if (!built.has(capability)) built.set(capability, capability(shared));
      return built.get(capability) as T;
    },
  };
}
