import type { QueryRunner } from '#app/server/backend/query';
import { deskQueries } from './queries/desk.server';
import { bookingRequestQueries } from './queries/requests.server';
import { feedQueries } from './queries/feeds.server';
import { seasonQueries } from './queries/seasons.server';
import { stayChanges } from './queries/stay-changes.server';
import { stayListQueries } from './queries/stay-list.server';
import { stayQueries } from './queries/stays.server';
import { termsQueries } from './queries/terms.server';

/**
 * The bookings capability's queries: every read and write of seasons, stays, their history, feeds and the
 * agency's terms, as query descriptions for either executor, one module per intent (queries/). Row level
 * security decides who may do what: visitors read terms, seasons and busy dates and send booking requests;
 * staff do the rest; the background jobs act as the service role.
 */
export function bookingQueries(runner: QueryRunner) {
  return {
    // Visitors: the terms, seasons and busy dates a quote needs; booking requests and their receipts.
    ...termsQueries(runner),
    ...seasonQueries(runner),
    ...bookingRequestQueries(runner),
    // Staff: the bookings list and desk, status changes, blocks and stays they enter, the platforms' feeds.
    ...stayListQueries(runner),
    ...stayQueries(runner),
    ...deskQueries(runner),
    ...stayChanges(runner),
    ...feedQueries(runner),
  };
}

export type BookingQueries = ReturnType<typeof bookingQueries>;
