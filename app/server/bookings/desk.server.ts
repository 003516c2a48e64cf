import { data, redirect } from 'react-router';
import { isUuid } from '#app/domain/admin/rows';
import { daysBetween, islandToday } from '#app/domain/booking/dates';
import {
  DESK_DONE,
  deskIntentOf,
  isAskingAction,
  optionDeadlineBounds,
  optionDeadlineSchema,
  overlapMessage,
  parseDeskDone,
  readQuoteSnapshot,
  STAY_ADDED,
  suggestedOptionDeadline,
  type DeskActionData,
  type DeskStay,
  type StayMention,
} from '#app/domain/booking/desk';
import { rentalPricing } from '#app/domain/booking/quote';
import type { Season } from '#app/domain/booking/seasons';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { onRequestNotice, onRequestRules } from '#app/domain/booking/staff-stay-form';
import type { StayListState } from '#app/domain/booking/stay-list';
import { EXCLUSIVE_STATUSES, stayActions, type StayAction } from '#app/domain/booking/stays';
import type { StayRow, StayStatus } from '#app/domain/entities';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { BackendError } from '#app/server/backend/query';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import { syncRentalFeeds } from './feed-sync.server';
import { rowDate } from './queries/shared.server';
import type { StayListRow } from './queries/stay-list.server';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { paymentQueries } from '#app/server/payments/queries.server';
import {
  cancellationPreview,
  ensureSchedule,
  type CancellationPreview,
} from '#app/server/payments/stay-payments.server';
import { cancellationSentence } from '#app/domain/payments/texts/cancellation';
import { listingAdminQueries } from '#app/server/listings/admin.server';

/**
 * The booking desk's server side: what the bookings list, the booking detail and the dashboard section
 * load, and the detail's actions (hold as option, extend, confirm, decline, cancel). Routes call these
 * after the staff check; the database has the last word on every change (transitions, no double booking).
 */

const text = staffBookingTexts.desk;

// ---- Reading ----------------------------------------------------------------------------------------

function toDeskStay(row: StayListRow | StayRow, titles: ReadonlyMap<string, string>): DeskStay {
  const checkIn = rowDate(row.check_in);
  const checkOut = rowDate(row.check_out);
  return {
    id: row.id,
    reference: row.reference,
    rentalId: row.rental_id,
    rentalTitle: titles.get(row.rental_id) ?? null,
    checkIn,
    checkOut,
    nights: daysBetween(checkIn, checkOut),
    status: row.status,
    source: row.source,
    guestName: row.guest_name,
    guests: row.guests,
    total: 'quote_total' in row ? row.quote_total : (readQuoteSnapshot(row.quote)?.total ?? null),
    currency: 'quote_currency' in row ? row.quote_currency : (readQuoteSnapshot(row.quote)?.currency ?? 'USD'),
    optionExpiresAt: row.option_expires_at,
    createdAt: row.created_at,
  };
}

const mention = (row: StayRow): StayMention => ({
  id: row.id,
  reference: row.reference,
  status: row.status,
  checkIn: rowDate(row.check_in),
  checkOut: rowDate(row.check_out),
});

/** The bookings list: one page of stays with their villas' titles, and the villas for the filter. */
export async function loadStayList(capabilities: Capabilities, state: StayListState) {
  try {
    const [page, rentals] = await Promise.all([
      capabilities.use(bookingQueries).listStays(state),
      capabilities.use(bookingQueries).listRentalOptions(),
    ]);
    const titles = new Map(rentals.map((rental) => [rental.id, rental.title]));
    const missing = page.rows.map((row) => row.rental_id).filter((id) => !titles.has(id));
    if (missing.length)
      for (const [id, title] of await capabilities.use(bookingQueries).rentalTitles(missing)) titles.set(id, title);
    return {
      rows: page.rows.map((row) => toDeskStay(row, titles)),
      total: page.total,
      pageCount: page.pageCount,
      rentals,
      failed: false,
    };
  } catch (error) {
    log.error('bookings list failed to load', { state, error });
    return { rows: [] as DeskStay[], total: 0, pageCount: 1, rentals: [], failed: true };
  }
}

/** The dashboard's booking desk; null when it cannot be read (the rest of the dashboard still shows). */
export async function loadBookingDesk(capabilities: Capabilities, now = new Date()) {
  try {
    const desk = await capabilities.use(bookingQueries).bookingDesk(now, islandToday(now));
    const titles = await capabilities
      .use(bookingQueries)
      .rentalTitles([...desk.expiringOptions, ...desk.arrivals].map((row) => row.rental_id));
    return {
      pendingRequests: desk.pendingRequests,
      expiringOptions: desk.expiringOptions.map((row) => toDeskStay(row, titles)),
      arrivals: desk.arrivals.map((row) => toDeskStay(row, titles)),
    };
  } catch (error) {
    log.error('booking desk failed to load', { error });
    return null;
  }
}

/** Feeds named in the notice after a confirm (`?feeds=<id>,<id>` or `unread`): why each could not be read. */
async function feedNotices(capabilities: Capabilities, rentalId: string, param: string | null): Promise<string[]> {
  if (!param) return [];
  if (param === 'unread') return [text.feedsUnread];
  const ids = new Set(param.split(',').filter(isUuid));
  if (ids.size === 0) return [];
  const feeds = await capabilities.use(bookingQueries).listFeeds(rentalId);
  return feeds
    .filter((feed) => ids.has(feed.id))
    .map((feed) => text.feedFailed(feed.name, feed.last_error ?? text.feedsUnread));
}

/**
 * The booking detail: the stay, its villa, its history, the stay it collides with (an imported event in
 * conflict) or the stays already on its dates (a request), the actions its status allows with the
 * deadline field's suggestion, and the notice of the action just done (`?done=…`) — after staff entered
 * the stay on the villa's calendar (`?done=added`), with the website's rules it was accepted against.
 */
export async function loadStayDetail(
  capabilities: Capabilities,
  id: string,
  search: URLSearchParams,
  now = new Date(),
) {
  if (!isUuid(id)) throw data(null, { status: 404 });
  let stay: StayRow | null;
  try {
    stay = await capabilities.use(bookingQueries).getStay(id);
  } catch (error) {
    log.error('booking failed to load', { id, error });
    throw data(null, { status: 500 });
  }
  if (!stay) throw data(null, { status: 404 });

  const checkIn = rowDate(stay.check_in);
  const checkOut = rowDate(stay.check_out);
  const asked = parseDeskDone(search.get('done'));
  // 'added' is said only of a stay staff entered on a villa's calendar.
  const done = asked === STAY_ADDED && stay.source !== 'staff' ? null : asked;
  const added = done === STAY_ADDED;
  try {
    const [events, rental, terms, conflictWith, inTheWay, feedErrors, seasons] = await Promise.all([
      capabilities.use(bookingQueries).listStayEvents(stay.id),
      capabilities.use(listingAdminQueries).getRental(stay.rental_id),
      capabilities.use(bookingQueries).getBookingTerms(),
      stay.status === 'conflict' && stay.conflict_with
        ? capabilities.use(bookingQueries).getStay(stay.conflict_with)
        : null,
      stay.status === 'requested'
        ? capabilities.use(bookingQueries).staysInTheWay(stay.rental_id, checkIn, checkOut, stay.id)
        : ([] as StayRow[]),
      done === 'confirmed' ? feedNotices(capabilities, stay.rental_id, search.get('feeds')) : ([] as string[]),
      added ? capabilities.use(bookingQueries).listSeasons(stay.rental_id) : ([] as Season[]),
    ]);
    // What the website would have refused and staff accepted (on request), by the villa's rules now.
    const onRequest =
      added && rental ? onRequestRules(rentalPricing(rental), seasons, checkIn, checkOut).map(onRequestNotice) : [];
    return {
      stay,
      nights: daysBetween(checkIn, checkOut),
      quote: readQuoteSnapshot(stay.quote),
      rental: rental ? { id: rental.id, title: rental.title } : null,
      events,
      conflict: stay.status === 'conflict' ? { with: conflictWith ? mention(conflictWith) : null } : null,
      inTheWay: inTheWay.filter((row) => isExclusive(row.status)).map(mention),
      actions: stayActions(stay.status, stay.source),
      deadline: {
        holdHours: terms.optionHoldHours,
        suggested: suggestedOptionDeadline(now, terms.optionHoldHours, stay.option_expires_at),
        ...optionDeadlineBounds(now),
      },
      notice: done ? { done, feedErrors, ...(added ? { onRequest } : {}) } : null,
      optionPassed: stay.option_expires_at ? new Date(stay.option_expires_at).getTime() <= now.getTime() : false,
    };
  } catch (error) {
    log.error('booking failed to load', { id, error });
    throw data(null, { status: 500 });
  }
}

const isExclusive = (status: StayStatus) => (EXCLUSIVE_STATUSES as readonly StayStatus[]).includes(status);

// ---- Acting -----------------------------------------------------------------------------------------

const answer = (body: DeskActionData, status: number) => data<DeskActionData>(body, { status });

/** The action is not (or no longer) one the stay's status allows: say what became of it. */
function stale(intent: StayAction, stay: StayRow) {
  const error = stay.source === 'feed' ? text.feedNoActions : text.stale[stay.status];
  return answer({ intent, error }, 409);
}

/**
 * One action on the stay in the URL, re-checked whatever the page showed: intent=hold|extend (until),
 * confirm, decline|cancel (confirm=yes; without it the answer asks first). Success redirects back to the
 * detail with `?done=…` (and, after a confirm, the feeds that could not be read); otherwise 400 (bad
 * input), 404 (no such stay), 409 (no longer allowed, or the dates were taken) or 5xx, with the message.
 */
export async function runDeskAction(capabilities: Capabilities, stayId: string, formData: FormData) {
  const intent = deskIntentOf(formData.get('intent'));
  if (!intent) return answer({ intent: null, error: text.unknownAction }, 400);
  if (!isUuid(stayId)) return answer({ intent, error: text.notFoundText }, 404);

  let stay: StayRow | null = null;
  const feedErrors: string[] = [];
  const failedFeeds: string[] = [];
  try {
    stay = await capabilities.use(bookingQueries).getStay(stayId);
    if (!stay) return answer({ intent, error: text.notFoundText }, 404);
    if (!stayActions(stay.status, stay.source).includes(intent)) return stale(intent, stay);

    let until: Date | null = null;
    if (intent === 'hold' || intent === 'extend') {
      const submission = parseSubmission(formData, optionDeadlineSchema);
      if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
      until = submission.value.until;
    }
    // Cancelling a stay with a schedule closes it with what the frozen terms retain, computed, never typed.
    const cancellation = intent === 'cancel' ? await cancellationPreview(capabilities, stay) : null;
    if (isAskingAction(intent) && formData.get('confirm') !== 'yes') {
      return answer(
        { intent, ask: true, ...(cancellation ? { askDetail: cancellationSentence(cancellation) } : {}) },
        200,
      );
    }

    if (intent === 'confirm') {
      // What Airbnb and the others booked meanwhile becomes blocks first, so the database can refuse a clash.
      try {
        for (const outcome of await syncRentalFeeds(capabilities, stay.rental_id)) {
          if (outcome.ok) continue;
          feedErrors.push(text.feedFailed(outcome.name, outcome.error));
          failedFeeds.push(outcome.feedId);
        }
      } catch (error) {
        log.error('feeds not synced before confirming', { stayId, error });
        feedErrors.push(text.feedsUnread);
        failedFeeds.push('unread');
      }
    }
    // An option past its deadline is expired before anything is decided about it or its dates.
    await capabilities.use(bookingQueries).expireOptions();

    const changed = await perform(capabilities, intent, stay.id, until, cancellation);
    if (!changed) {
      const now = await capabilities.use(bookingQueries).getStay(stay.id);
      if (!now) return answer({ intent, error: text.notFoundText }, 404);
      return answer({ intent, error: now.status === stay.status ? text.failed : text.stale[now.status] }, 409);
    }
    // The schedule is fixed the moment the stay becomes an option or is confirmed (or on its page's next read).
    if (intent === 'hold' || intent === 'confirm') await ensureSchedule(capabilities, stay.id);
  } catch (error) {
    if (stay && error instanceof BackendError && error.code === 'overlap') {
      const inTheWay = await capabilities
        .use(bookingQueries)
        .staysInTheWay(stay.rental_id, rowDate(stay.check_in), rowDate(stay.check_out), stay.id)
        .catch(() => [] as StayRow[]);
      const exclusive = inTheWay.filter((row) => isExclusive(row.status));
      const mentions = (exclusive.length ? exclusive : inTheWay).map(mention);
      return answer({ intent, error: overlapMessage(mentions), inTheWay: mentions, feedErrors }, 409);
    }
    log.error('booking desk action failed', { stayId, intent, error });
    return answer({ intent, error: text.failed, feedErrors }, backendFailureStatus(error));
  }

  const params = new URLSearchParams({ done: DESK_DONE[intent] });
  if (failedFeeds.length) params.set('feeds', failedFeeds.includes('unread') ? 'unread' : failedFeeds.join(','));
  return redirect(`/admin/bookings/${stayId}?${params}`);
}

function perform(
  capabilities: Capabilities,
  intent: StayAction,
  id: string,
  until: Date | null,
  cancellation: CancellationPreview | null,
): Promise<boolean> {
  switch (intent) {
    case 'hold':
      return capabilities.use(bookingQueries).holdAsOption(id, until!);
    case 'extend':
      return capabilities.use(bookingQueries).extendOption(id, until!);
    case 'confirm':
      return capabilities.use(bookingQueries).confirm(id);
    case 'decline':
      return capabilities.use(bookingQueries).decline(id);
    case 'cancel':
      return cancellation
        ? capabilities.use(paymentQueries).cancelStay(id, cancellation.retained)
        : capabilities.use(bookingQueries).cancel(id);
  }
}
