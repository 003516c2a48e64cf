import type { CalendarDate } from '#app/domain/booking/dates';
import type { StaySource, StayStatus } from '#app/domain/entities';

/**
 * What the staff calendar's pieces show, as the page's loader prepares it (app/server/bookings/
 * calendar-admin.server.ts builds these shapes; components never import from the server).
 */

/** The deadline field of an option: its suggestion and bounds, as datetime-local values in the islands' time. */
export interface DeadlineField {
  holdHours: number;
  /** The suggested deadline, as the datetime-local value in the islands' time. */
  suggested: string;
  min: string;
  max: string;
}

export type CalendarSection = 'stays' | 'seasons' | 'feeds' | 'export';

/** A stay or block of the villa, with the words the calendar writes for it. */
export interface CalendarStay {
  id: string;
  reference: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  nights: number;
  status: StayStatus;
  source: StaySource;
  /** What a day cell names it by: the reference of a guest's stay, 'Homeowner block', 'Maintenance', the feed's name. */
  label: string;
  /** 'Guest stay', 'Homeowner block', 'Maintenance', 'Airbnb (imported)' */
  kind: string;
  /** The guest's name, or the block's note. */
  detail: string | null;
  /** Staff may remove it here (owner and maintenance blocks). */
  removable: boolean;
  /** The booking desk's page of a guest's stay. */
  bookingPath: string | null;
}

export interface CalendarFeed {
  id: string;
  name: string;
  url: string;
  shortUrl: string;
  /** 'Dec 20, 2026, 4:05 PM' (island time), or null before the first sync. */
  lastSynced: string | null;
  eventCount: number | null;
  lastError: string | null;
  /** Events of the last sync left out for impossible dates: what to tell the platform, in words. */
  rejected: { summary: string; events: string[] } | null;
}

/** A notice after a change (post/redirect/get): the section it belongs to and its lines. */
export interface CalendarNotice {
  section: CalendarSection;
  lines: string[];
  tone: 'success' | 'danger';
}

/** The confirmation step of a removal posted without JavaScript (the action's answer). */
export interface ConfirmStep {
  intent: string;
  id: string | null;
  heading: string;
  text: string;
  button: string;
}

/** What the 'Add a guest stay' form needs: the villa's limits and the option deadline's suggestion. */
export interface StaffStayFormSettings {
  maxGuests: number;
  /** The villa's own minimum stay on the website (staff may accept shorter). */
  minStayDays: number;
  deadline: DeadlineField;
}
