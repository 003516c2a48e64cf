import type { SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import { isUuid } from '#app/domain/admin/rows';
import { daysBetween, monthKey, type CalendarDate } from '#app/domain/booking/dates';
import type { CalendarSection, CalendarStay, ConfirmStep } from '#app/domain/booking/staff-calendar';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { STAY_SOURCE_LABELS, stayActions } from '#app/domain/booking/stays';
import type { RentalRow, StayRow } from '#app/domain/entities';
import type { Capabilities } from '#app/server/capabilities.server';
import { rowDate } from '#app/server/bookings/queries/shared.server';
import { listingAdminQueries } from '#app/server/listings/admin.server';

/**
 * What the staff calendar's loader and its intents' handlers share: its texts, its intents and notices, its
 * address, the villa it is about, and the shape of an answer.
 */

export const t = staffBookingTexts.staffCalendar;

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

export type NoticeKey = keyof typeof t.notices | 'synced';

export const NOTICE_SECTIONS: Record<NoticeKey, CalendarSection> = {
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

export const isNoticeKey = (value: string | null): value is NoticeKey =>
  value !== null && Object.prototype.hasOwnProperty.call(NOTICE_SECTIONS, value);

export const isIntent = (value: unknown): value is CalendarIntent =>
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

export async function requireRental(capabilities: Capabilities, id: string | undefined) {
  if (!isUuid(id)) throw data(null, { status: 404 });
  const rental = await capabilities.use(listingAdminQueries).getRental(id.toLowerCase());
  if (!rental) throw data(null, { status: 404 });
  return rental;
}

export function stayView(row: StayRow, feedNames: ReadonlyMap<string, string>): CalendarStay {
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
    // Staff remove the owner's and maintenance blocks (the stay transitions' cancel from blocked).
    removable: row.status === 'blocked' && stayActions(row.status, row.source).includes('cancel'),
    bookingPath: guestStay ? `/admin/bookings/${row.id}` : null,
  };
}

export interface CalendarActionData {
  intent: CalendarIntent | null;
  /** A Conform form's answer (add-block, save-season, add-feed). */
  result?: SubmissionResult<string[]>;
  /** The confirmation step of a removal posted without JavaScript. */
  confirm?: ConfirmStep;
  /** What went wrong with a button (remove, sync, rotate). */
  error?: string;
}

export const answer = (body: CalendarActionData, status = 200) => data(body, { status });

/** A removal or rotation posted without confirm=yes: the question the page asks first (its step, no change). */
export const askFirst = (step: ConfirmStep & { intent: CalendarIntent }) =>
  answer({ intent: step.intent, confirm: step });

/** What the dispatcher hands each intent's handler. */
export interface CalendarIntentArgs {
  capabilities: Capabilities;
  rental: RentalRow;
  formData: FormData;
  /** The `id` field as posted (a block, season or feed), not yet checked. */
  targetId: string | null;
  /** confirm=yes: the removal's confirmation step is done. */
  confirmed: boolean;
  /** Back to the calendar's months (post/redirect/get) with `?done=…` naming the notice. */
  back: (done: NoticeKey, extra?: { sync?: string }) => Response;
}

export type CalendarAnswer = ReturnType<typeof answer> | Response;
