import { randomBytes } from 'node:crypto';
import type { SubmissionResult } from '@conform-to/react';
import { data, redirect } from 'react-router';
import type {
  CalendarFeed,
  CalendarNotice,
  CalendarSection,
  CalendarStay,
  ConfirmStep,
  StaffStayFormSettings,
} from '#app/domain/booking/staff-calendar';
import { isUuid } from '#app/domain/admin-rows';
import { blockFormSchema } from '#app/domain/booking/block-form';
import {
  addDays,
  addMonths,
  daysBetween,
  firstOfMonth,
  formatStayDates,
  islandToday,
  monthKey,
  parseMonthKey,
  type CalendarDate,
} from '#app/domain/booking/dates';
import { optionDeadlineBounds, STAY_ADDED, suggestedOptionDeadline } from '#app/domain/booking/desk';
import { feedFormSchema, shortFeedUrl } from '#app/domain/booking/feed-form';
import { quoteStay, rentalPricing } from '#app/domain/booking/quote';
import { STAFF_BOOKING_MESSAGES } from '#app/domain/booking/staff-messages';
import { seasonFormSchema, seasonInTheWay, seasonOverlapMessage } from '#app/domain/booking/season-form';
import { staffStayDeadline, staffStayFormSchema } from '#app/domain/booking/staff-stay-form';
import { BLOCK_KINDS, EXCLUSIVE_STATUSES, STAY_SOURCE_LABELS, STAY_STATUS_LABELS } from '#app/domain/booking/stays';
import { DISPLAY_TIME_ZONE } from '#app/domain/constants';
import { parseCurrency } from '#app/domain/currency';
import type { RentalFeedRow, RentalRow, StayRow } from '#app/domain/entities';
import { backendFailureStatus, UNKNOWN_ACTION } from '#app/server/admin-actions.server';
import { BackendError } from '#app/server/backend/query';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import { syncRentalFeeds, type FeedSyncOutcome } from './feed-sync.server';
import { rowDate } from './port.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { bookingsPort } from '#app/server/bookings/port.server';
import { listingAdminPort } from '#app/server/listings/admin.server';

/**
 * The staff calendar of one villa (/admin/rentals/:id/calendar): what its loader reads, and its action —
 * several small forms told apart by `intent`:
 *   add-block     kind (owner-block | maintenance), checkIn, checkOut, note
 *   add-stay      name, email, phone, guests, checkIn, checkOut, addOns[], note, status (option | confirmed),
 *                 until (the option's deadline): a guest's stay taken by phone or e-mail, priced like a
 *                 website request; it goes on to the booking's page (/admin/bookings/:id?done=added)
 *   cancel-block  id, confirm=yes (without it: the confirmation step)
 *   save-season   id (when editing), name, startDate, endDate, nightlyRate, minNights, arrivalDays[], festive
 *   delete-season id, confirm=yes
 *   add-feed      name, url
 *   delete-feed   id, confirm=yes
 *   sync          (every feed of the villa, now)
 *   rotate-token  confirm=yes
 * Each success redirects back (post/redirect/get) with `?done=…` naming the notice, so a reload never posts
 * again; a refusal answers 400 (bad input), 404 (gone), 409 (the dates are taken) with what was typed.
 */

const t = STAFF_BOOKING_MESSAGES.staffCalendar;

/** Months shown at once; the previous and next links move by as many. */
export const CALENDAR_MONTHS_SHOWN = 3;

export const CALENDAR_INTENTS = [
  'add-block',
  'add-stay',
  'cancel-block',
  'save-season',
  'delete-season',
  'add-feed',
  'delete-feed',
  'sync',
  'rotate-token',
] as const;
export type CalendarIntent = (typeof CALENDAR_INTENTS)[number];

type NoticeKey = keyof typeof t.notices | 'synced';

const NOTICE_SECTIONS: Record<NoticeKey, CalendarSection> = {
  'block-added': 'stays',
  'block-removed': 'stays',
  'season-added': 'seasons',
  'season-saved': 'seasons',
  'season-deleted': 'seasons',
  'feed-added': 'feeds',
  'feed-removed': 'feeds',
  synced: 'feeds',
  'token-rotated': 'export',
};

const isNoticeKey = (value: string | null): value is NoticeKey =>
  value !== null && Object.prototype.hasOwnProperty.call(NOTICE_SECTIONS, value);

const isIntent = (value: unknown): value is CalendarIntent =>
  typeof value === 'string' && (CALENDAR_INTENTS as readonly string[]).includes(value);

/** The staff calendar's address: its months, the notice to show, the section to scroll to. */
export function calendarPath(
  rentalId: string,
  options: { month?: CalendarDate | null; done?: NoticeKey; sync?: string; season?: string } = {},
): string {
  const params = new URLSearchParams();
  if (options.month) params.set('month', monthKey(options.month));
  if (options.season) params.set('season', options.season);
  if (options.done) params.set('done', options.done);
  if (options.sync !== undefined) params.set('sync', options.sync);
  const search = params.toString();
  const hash = options.done ? `#${NOTICE_SECTIONS[options.done]}` : '';
  return `/admin/rentals/${rentalId}/calendar${search ? `?${search}` : ''}${hash}`;
}

// ---- Loading ------------------------------------------------------------------------------------

const syncedAt = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: DISPLAY_TIME_ZONE,
});

function stayView(row: StayRow, feedNames: ReadonlyMap<string, string>): CalendarStay {
  const checkIn = rowDate(row.check_in);
  const checkOut = rowDate(row.check_out);
  const feedName = row.feed_id ? (feedNames.get(row.feed_id) ?? STAY_SOURCE_LABELS.feed) : null;
  const guestStay = row.source === 'website' || row.source === 'staff';
  return {
    id: row.id,
    reference: row.reference,
    checkIn,
    checkOut,
    nights: daysBetween(checkIn, checkOut),
    status: row.status,
    source: row.source,
    label: guestStay ? row.reference : (feedName ?? STAY_SOURCE_LABELS[row.source]),
    kind: guestStay ? 'Guest stay' : feedName ? `${feedName} (imported)` : STAY_SOURCE_LABELS[row.source],
    detail: guestStay ? row.guest_name : row.note,
    removable: (BLOCK_KINDS as readonly string[]).includes(row.source) && row.status === 'blocked',
    bookingPath: guestStay ? `/admin/bookings/${row.id}` : null,
  };
}

/** 'IE-1A2B3C4D (Confirmed, Dec 20 – Dec 27, 2026)', 'IE-… (Owner block, …)': a stay in the way. */
function stayInTheWay(row: StayRow, feedNames: ReadonlyMap<string, string>): string {
  const view = stayView(row, feedNames);
  const what = row.source === 'website' || row.source === 'staff' ? STAY_STATUS_LABELS[row.status] : view.label;
  return t.block.inTheWay(row.reference, what, formatStayDates(view.checkIn, view.checkOut));
}

function feedView(row: RentalFeedRow): CalendarFeed {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    shortUrl: shortFeedUrl(row.url),
    lastSynced: row.last_synced_at ? syncedAt.format(new Date(row.last_synced_at)) : null,
    eventCount: row.last_event_count,
    lastError: row.last_error,
    rejected: rejectedView(row),
  };
}

/** The events of the feed's last sync left out for impossible dates, as the staff calendar says them. */
function rejectedView(row: RentalFeedRow): CalendarFeed['rejected'] {
  const count = row.last_rejected_count ?? 0;
  if (count === 0) return null;
  const listed = (row.last_rejected ?? []).map((event) => t.feed.rejectedEvent(event));
  if (count > listed.length) listed.push(t.feed.rejectedMore(count - listed.length));
  return { summary: t.feed.rejected(count, row.name), events: listed };
}

/**
 * `sync` in the URL after 'Sync now': per feed, `id:events.added.updated.removed.conflicts.rejected` or
 * `id:error`.
 */
function encodeSyncOutcomes(outcomes: readonly FeedSyncOutcome[]): string {
  return outcomes
    .map((outcome) => {
      if (!outcome.ok) return `${outcome.feedId}:error`;
      const { events, added, updated, removed, conflicts } = outcome.counts;
      return `${outcome.feedId}:${[events, added, updated, removed, conflicts, outcome.rejected].join('.')}`;
    })
    .join(',');
}

/** The notice lines of a sync, read back from the URL against the villa's feeds (never text from the URL). */
function syncNoticeLines(encoded: string, feeds: readonly RentalFeedRow[]): string[] {
  const lines: string[] = [];
  for (const part of encoded.split(',').slice(0, 50)) {
    const [id, result] = part.split(':');
    const feed = feeds.find((candidate) => candidate.id === id);
    if (!feed || !result) continue;
    if (result === 'error') {
      lines.push(`${feed.name}: ${feed.last_error ?? t.feed.syncFailed}`);
      continue;
    }
    const numbers = result.split('.').map(Number);
    // Five numbers: an address from before rejected events were counted.
    if (![5, 6].includes(numbers.length) || numbers.some((n) => !Number.isInteger(n) || n < 0)) continue;
    const [events = 0, added = 0, updated = 0, removed = 0, conflicts = 0, rejected = 0] = numbers;
    const synced = t.feed.synced({ events, added, updated, removed, conflicts });
    lines.push(`${feed.name}: ${synced}${rejected > 0 ? `; ${t.feed.rejectedInSync(rejected)}` : ''}`);
  }
  return lines.length > 0 ? lines : [t.feed.nothingToSync];
}

function noticeOf(params: URLSearchParams, feeds: readonly RentalFeedRow[]): CalendarNotice | null {
  const done = params.get('done');
  if (!isNoticeKey(done)) return null;
  if (done === 'synced') {
    const encoded = params.get('sync') ?? '';
    const lines = syncNoticeLines(encoded, feeds);
    const failed = encoded.split(',').some((part) => part.endsWith(':error'));
    return { section: 'feeds', lines, tone: failed ? 'danger' : 'success' };
  }
  return { section: NOTICE_SECTIONS[done], lines: [t.notices[done]], tone: 'success' };
}

/** The months shown: `?month=YYYY-MM`, else this month on the islands. */
export function calendarMonth(params: URLSearchParams, today: CalendarDate): CalendarDate {
  return parseMonthKey(params.get('month')) ?? firstOfMonth(today);
}

async function requireRental(capabilities: Capabilities, id: string | undefined) {
  if (!isUuid(id)) throw data(null, { status: 404 });
  const rental = await capabilities.use(listingAdminPort).getRental(id.toLowerCase());
  if (!rental) throw data(null, { status: 404 });
  return rental;
}

/** Everything the staff calendar shows; 404 for an unknown villa. */
export async function loadRentalCalendar(
  capabilities: Capabilities,
  request: Request,
  id: string | undefined,
  now = new Date(),
) {
  const rental = await requireRental(capabilities, id);
  const url = new URL(request.url);
  const today = islandToday(now);
  const month = calendarMonth(url.searchParams, today);
  const from = month;
  const to = addMonths(month, CALENDAR_MONTHS_SHOWN);

  const [stayRows, seasons, feeds, token, terms, ahead] = await Promise.all([
    capabilities.use(bookingsPort).listRentalStays(rental.id, from, to),
    capabilities.use(bookingsPort).listSeasons(rental.id),
    capabilities.use(bookingsPort).listFeeds(rental.id),
    capabilities.use(bookingsPort).getCalendarToken(rental.id),
    capabilities.use(bookingsPort).getBookingTerms(),
    // Conflicts are reported wherever they fall in the next two years, not only in the months shown.
    capabilities.use(bookingsPort).listRentalStays(rental.id, today, addDays(today, 731)),
  ]);
  const feedNames = new Map(feeds.map((feed) => [feed.id, feed.name]));

  const conflictRows = ahead.filter((row) => row.status === 'conflict');
  const others = new Map<string, StayRow>([...stayRows, ...ahead].map((row) => [row.id, row]));
  const missing = [...new Set(conflictRows.map((row) => row.conflict_with))].filter(
    (other): other is string => other !== null && !others.has(other),
  );
  for (const other of await Promise.all(missing.map((stayId) => capabilities.use(bookingsPort).getStay(stayId)))) {
    if (other) others.set(other.id, other);
  }
  const conflicts = conflictRows.map((row) => {
    const view = stayView(row, feedNames);
    const other = row.conflict_with ? others.get(row.conflict_with) : undefined;
    return {
      id: row.id,
      text: t.feed.conflict(
        view.label,
        formatStayDates(view.checkIn, view.checkOut),
        other ? `${other.reference} (${STAY_STATUS_LABELS[other.status]})` : null,
      ),
      bookingPath:
        other && (other.source === 'website' || other.source === 'staff') ? `/admin/bookings/${other.id}` : null,
    };
  });

  const editingId = url.searchParams.get('season');
  const stayForm: StaffStayFormSettings = {
    maxGuests: rental.max_guests,
    minStayDays: rental.min_stay_days,
    deadline: {
      holdHours: terms.optionHoldHours,
      suggested: suggestedOptionDeadline(now, terms.optionHoldHours),
      ...optionDeadlineBounds(now),
    },
  };
  return {
    rental: {
      id: rental.id,
      title: rental.title,
      dailyRate: rental.daily_rate,
      // Rates and seasons are in the villa's own currency.
      currency: parseCurrency(rental.price_currency) ?? 'USD',
      minStayDays: rental.min_stay_days,
    },
    stayForm,
    today,
    month,
    monthsShown: CALENDAR_MONTHS_SHOWN,
    previousMonth: monthKey(addMonths(month, -CALENDAR_MONTHS_SHOWN)),
    nextMonth: monthKey(addMonths(month, CALENDAR_MONTHS_SHOWN)),
    thisMonth: monthKey(today),
    stays: stayRows.map((row) => stayView(row, feedNames)),
    conflicts,
    seasons,
    editing: seasons.find((season) => season.id === editingId) ?? null,
    feeds: feeds.map(feedView),
    exportUrl: token ? `${url.origin}/rentals/${rental.id}/calendar.ics?token=${token}` : null,
    festiveBalanceDaysBefore: terms.festiveBalanceDaysBefore,
    notice: noticeOf(url.searchParams, feeds),
  };
}

// ---- Changing -----------------------------------------------------------------------------------

export interface CalendarActionData {
  intent: CalendarIntent | null;
  /** A Conform form's answer (add-block, save-season, add-feed). */
  result?: SubmissionResult<string[]>;
  /** The confirmation step of a removal posted without JavaScript. */
  confirm?: ConfirmStep;
  /** What went wrong with a button (remove, sync, rotate). */
  error?: string;
}

const answer = (body: CalendarActionData, status = 200) => data(body, { status });

/** The stays in the way of dates the database refused (overlap), named: options, confirmed stays, blocks first. */
async function staysInTheWayNamed(
  capabilities: Capabilities,
  rentalId: string,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
): Promise<string[]> {
  const [rows, feeds] = await Promise.all([
    capabilities.use(bookingsPort).staysInTheWay(rentalId, checkIn, checkOut),
    capabilities.use(bookingsPort).listFeeds(rentalId),
  ]);
  const names = new Map(feeds.map((feed) => [feed.id, feed.name]));
  const exclusive = rows.filter((row) => (EXCLUSIVE_STATUSES as readonly string[]).includes(row.status));
  return (exclusive.length > 0 ? exclusive : rows).slice(0, 3).map((row) => stayInTheWay(row, names));
}

/**
 * A guest's stay entered by staff: priced with the villa's seasons and the agency's terms (the quote the
 * website would give), stored as an option or confirmed. The website's minimum stay and arrival days do
 * not apply; the booking's page says which were waived. Taken dates: 409 naming the stay in the way.
 */
async function addStaffStay(capabilities: Capabilities, rental: RentalRow, formData: FormData) {
  const intent = 'add-stay';
  const today = islandToday();
  const submission = parseSubmission(formData, staffStayFormSchema({ today, maxGuests: rental.max_guests }));
  if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
  const stay = submission.value;

  const [seasons, terms] = await Promise.all([
    capabilities.use(bookingsPort).listSeasons(rental.id),
    capabilities.use(bookingsPort).getBookingTerms(),
  ]);
  const { quote } = quoteStay(
    // The database decides whether the dates are free (busy: none here).
    { rental: rentalPricing(rental), seasons, terms, busy: [], today },
    { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests },
  );
  if (!quote) throw new Error('A valid staff stay has no quote');

  // As before a confirmation on the booking desk: the platforms' latest bookings first, so the database can
  // refuse dates Airbnb or Vrbo sold since the last sync (a feed that cannot be read does not block).
  await syncRentalFeeds(capabilities, rental.id);
  let id: string;
  try {
    id = await capabilities.use(bookingsPort).createStaffStay({
      rentalId: rental.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: stay.guests,
      name: stay.name,
      email: stay.email,
      phone: stay.phone,
      addOns: stay.addOns,
      note: stay.note,
      quote,
      status: stay.status,
      optionExpiresAt: staffStayDeadline(stay),
    });
  } catch (error) {
    if (!(error instanceof BackendError && error.code === 'overlap')) throw error;
    const named = await staysInTheWayNamed(capabilities, rental.id, stay.checkIn, stay.checkOut);
    return answer({ intent, result: submission.reply({ formErrors: [t.block.overlap(named)] }) }, 409);
  }
  return redirect(`/admin/bookings/${id}?done=${STAY_ADDED}`);
}

function fieldText(formData: FormData, name: string): string | null {
  const value = formData.get(name);
  return typeof value === 'string' ? value : null;
}

/** The calendar's action for one villa: see the list of intents at the top. */
export async function handleCalendarAction(capabilities: Capabilities, request: Request, id: string | undefined) {
  const rental = await requireRental(capabilities, id);
  const formData = await request.formData();
  const rawIntent = formData.get('intent');
  const intent = isIntent(rawIntent) ? rawIntent : null;
  const month = parseMonthKey(new URL(request.url).searchParams.get('month'));
  const back = (done: NoticeKey, extra: { sync?: string } = {}) =>
    redirect(calendarPath(rental.id, { month, done, ...extra }));
  const confirmed = formData.get('confirm') === 'yes';
  const targetId = fieldText(formData, 'id');

  try {
    switch (intent) {
      case 'add-block': {
        const submission = parseSubmission(formData, blockFormSchema(islandToday()));
        if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
        const block = submission.value;
        try {
          await capabilities.use(bookingsPort).createBlock({ rentalId: rental.id, ...block });
        } catch (error) {
          if (!(error instanceof BackendError && error.code === 'overlap')) throw error;
          const named = await staysInTheWayNamed(capabilities, rental.id, block.checkIn, block.checkOut);
          return answer({ intent, result: submission.reply({ formErrors: [t.block.overlap(named)] }) }, 409);
        }
        return back('block-added');
      }

      case 'add-stay':
        return await addStaffStay(capabilities, rental, formData);

      case 'cancel-block': {
        const stay = isUuid(targetId) ? await capabilities.use(bookingsPort).getStay(targetId) : null;
        const removable =
          stay &&
          stay.rental_id === rental.id &&
          stay.status === 'blocked' &&
          (BLOCK_KINDS as readonly string[]).includes(stay.source);
        if (!stay || !removable) return answer({ intent, error: t.block.notFound }, 404);
        if (!confirmed) {
          const what = `${STAY_SOURCE_LABELS[stay.source]}, ${formatStayDates(rowDate(stay.check_in), rowDate(stay.check_out))}`;
          return answer({
            intent,
            confirm: {
              intent,
              id: stay.id,
              heading: t.confirm.removeBlock(what),
              text: t.block.removeConfirm,
              button: t.confirm.remove,
            },
          });
        }
        if (!(await capabilities.use(bookingsPort).cancel(stay.id)))
          return answer({ intent, error: t.block.notFound }, 404);
        return back('block-removed');
      }

      case 'save-season': {
        const submission = parseSubmission(formData, seasonFormSchema);
        if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
        const { id: seasonId, ...season } = submission.value;
        const seasons = await capabilities.use(bookingsPort).listSeasons(rental.id);
        if (seasonId && !seasons.some((existing) => existing.id === seasonId)) {
          return answer({ intent, result: submission.reply({ formErrors: [t.season.notFound] }) }, 404);
        }
        const overlap = (list: typeof seasons) => {
          const other = seasonInTheWay(list, submission.value);
          return other
            ? answer(
                { intent, result: submission.reply({ fieldErrors: { startDate: [seasonOverlapMessage(other)] } }) },
                409,
              )
            : null;
        };
        const refused = overlap(seasons);
        if (refused) return refused;
        try {
          await capabilities.use(bookingsPort).saveSeason(rental.id, seasonId ?? null, season);
        } catch (error) {
          if (!(error instanceof BackendError && error.code === 'overlap')) throw error;
          // Another season was saved meanwhile: name it from a fresh list.
          return (
            overlap(await capabilities.use(bookingsPort).listSeasons(rental.id)) ??
            answer({ intent, result: submission.reply({ formErrors: [t.failed] }) }, 409)
          );
        }
        return back(seasonId ? 'season-saved' : 'season-added');
      }

      case 'delete-season': {
        const season = isUuid(targetId)
          ? (await capabilities.use(bookingsPort).listSeasons(rental.id)).find((candidate) => candidate.id === targetId)
          : undefined;
        if (!season) return answer({ intent, error: t.season.notFound }, 404);
        if (!confirmed) {
          return answer({
            intent,
            confirm: {
              intent,
              id: season.id,
              heading: t.confirm.deleteSeason(season.name),
              text: t.season.deleteConfirm,
              button: t.confirm.delete,
            },
          });
        }
        if (!(await capabilities.use(bookingsPort).deleteSeason(rental.id, season.id)))
          return answer({ intent, error: t.season.notFound }, 404);
        return back('season-deleted');
      }

      case 'add-feed': {
        const submission = parseSubmission(formData, feedFormSchema);
        if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
        const { name, url } = submission.value;
        const feeds = await capabilities.use(bookingsPort).listFeeds(rental.id);
        const duplicate = () =>
          answer({ intent, result: submission.reply({ fieldErrors: { url: [t.feed.duplicate] } }) }, 409);
        if (feeds.some((feed) => feed.url === url)) return duplicate();
        try {
          await capabilities.use(bookingsPort).addFeed(rental.id, name, url);
        } catch (error) {
          if (error instanceof BackendError && error.code === 'unique') return duplicate();
          throw error;
        }
        return back('feed-added');
      }

      case 'delete-feed': {
        const feed = isUuid(targetId) ? await capabilities.use(bookingsPort).getFeed(targetId) : null;
        if (!feed || feed.rental_id !== rental.id) return answer({ intent, error: t.feed.notFound }, 404);
        if (!confirmed) {
          return answer({
            intent,
            confirm: {
              intent,
              id: feed.id,
              heading: t.confirm.removeFeed(feed.name),
              text: t.feed.removeConfirm,
              button: t.confirm.remove,
            },
          });
        }
        if (!(await capabilities.use(bookingsPort).deleteFeed(rental.id, feed.id)))
          return answer({ intent, error: t.feed.notFound }, 404);
        return back('feed-removed');
      }

      case 'sync': {
        const outcomes = await syncRentalFeeds(capabilities, rental.id);
        return back('synced', { sync: encodeSyncOutcomes(outcomes) });
      }

      case 'rotate-token': {
        if (!confirmed) {
          return answer({
            intent,
            confirm: {
              intent,
              id: null,
              heading: t.confirm.rotateToken,
              text: t.export.rotateConfirm,
              button: t.confirm.generate,
            },
          });
        }
        // 64 hex characters: the export address's only secret.
        if (!(await capabilities.use(bookingsPort).rotateCalendarToken(rental.id, randomBytes(32).toString('hex')))) {
          return answer({ intent, error: t.failed }, 404);
        }
        return back('token-rotated');
      }

      default:
        return answer({ intent: null, error: UNKNOWN_ACTION }, 400);
    }
  } catch (error) {
    if (error instanceof Response || isDataResponse(error)) throw error;
    log.error('staff calendar action failed', { rentalId: rental.id, intent, error });
    return answer({ intent, error: t.failed }, backendFailureStatus(error));
  }
}

/** A `data()` thrown on purpose (the backend's 503) passes through. */
function isDataResponse(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}
