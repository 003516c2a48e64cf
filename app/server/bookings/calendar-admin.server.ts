import { redirect } from 'react-router';
import type { StaffStayFormSettings } from '#app/domain/booking/staff-calendar';
import {
  addDays,
  addMonths,
  firstOfMonth,
  formatStayDates,
  islandToday,
  monthKey,
  parseMonthKey,
  type CalendarDate,
} from '#app/domain/booking/dates';
import { optionDeadlineBounds, suggestedOptionDeadline } from '#app/domain/booking/desk';
import { STAY_STATUS_LABELS } from '#app/domain/booking/stays';
import { parseCurrency } from '#app/domain/currency/currency';
import type { StayRow } from '#app/domain/entities';
import type { Capabilities } from '#app/server/capabilities.server';
import { backendFailureStatus, UNKNOWN_ACTION } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { addFeed, deleteFeed, rotateExportToken, syncFeeds } from './calendar/feeds.server';
import { deleteSeason, saveSeason } from './calendar/seasons.server';
import {
  answer,
  calendarPath,
  isIntent,
  requireRental,
  stayView,
  t,
  type CalendarAnswer,
  type CalendarIntent,
  type CalendarIntentArgs,
  type NoticeKey,
} from './calendar/shared.server';
import { addBlock, addStaffStay, cancelBlock } from './calendar/stays.server';
import { feedView, noticeOf } from './calendar/views.server';
import { bookingQueries } from '#app/server/bookings/queries.server';

/**
 * The staff calendar of one villa (/admin/rentals/:id/calendar): what its loader reads, and its action —
 * several small forms told apart by `intent`:
 *   add-block     kind (homeowner-block | maintenance), checkIn, checkOut, note
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
 * One handler per intent, in calendar/ (stays.server.ts, seasons.server.ts, feeds.server.ts).
 */

/** Months shown at once; the previous and next links move by as many. */
export const CALENDAR_MONTHS_SHOWN = 3;

// ---- Loading ------------------------------------------------------------------------------------

/** The months shown: `?month=YYYY-MM`, else this month on the islands. */
export function calendarMonth(params: URLSearchParams, today: CalendarDate): CalendarDate {
  return parseMonthKey(params.get('month')) ?? firstOfMonth(today);
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
    capabilities.use(bookingQueries).listRentalStays(rental.id, from, to),
    capabilities.use(bookingQueries).listSeasons(rental.id),
    capabilities.use(bookingQueries).listFeeds(rental.id),
    capabilities.use(bookingQueries).getCalendarToken(rental.id),
    capabilities.use(bookingQueries).getBookingTerms(),
    // Conflicts are reported wherever they fall in the next two years, not only in the months shown.
    capabilities.use(bookingQueries).listRentalStays(rental.id, today, addDays(today, 731)),
  ]);
  const feedNames = new Map(feeds.map((feed) => [feed.id, feed.name]));

  const conflictRows = ahead.filter((row) => row.status === 'conflict');
  const others = new Map<string, StayRow>([...stayRows, ...ahead].map((row) => [row.id, row]));
  const missing = [...new Set(conflictRows.map((row) => row.conflict_with))].filter(
    (other): other is string => other !== null && !others.has(other),
  );
  for (const other of await Promise.all(missing.map((stayId) => capabilities.use(bookingQueries).getStay(stayId)))) {
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

const HANDLERS: Record<CalendarIntent, (args: CalendarIntentArgs) => Promise<CalendarAnswer>> = {
  'add-block': addBlock,
  'add-stay': addStaffStay,
  'cancel-block': cancelBlock,
  'save-season': saveSeason,
  'delete-season': deleteSeason,
  'add-feed': addFeed,
  'delete-feed': deleteFeed,
  sync: syncFeeds,
  'rotate-token': rotateExportToken,
};

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

  if (!intent) return answer({ intent: null, error: UNKNOWN_ACTION }, 400);

  try {
    return await HANDLERS[intent]({ capabilities, rental, formData, targetId, confirmed, back });
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
