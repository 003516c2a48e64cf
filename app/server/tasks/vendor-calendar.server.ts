import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { addDays, islandMidnight, type CalendarDate } from '#app/domain/booking/dates';
import type { Locale } from '#app/domain/i18n/locale';
import { taskContact, taskName, villaPlace, type VendorTaskList } from '#app/domain/tasks/vendor';
import { vendorTexts } from '#app/domain/tasks/texts/vendor';
import { publishedCalendar, serializeCalendar } from '#app/server/bookings/ical/export.server';

/**
 * A vendor's private iCal feed (issue 30, item 5): one event per task of their list (vendor_tasks, the same as
 * their page), timed by its window on the islands (UTC−4 all year, written in UTC) or all day when it has none.
 * Each UID is a digest of the task's id — stable across fetches, so a calendar app updates the same event, and it
 * opens nothing. Nothing about any guest: the list carries none.
 */

export const VENDOR_CALENDAR_PRODID = '-//Island Estates//Vendor Tasks//EN';
const HOUR_MS = 3_600_000;

/** The event's UID of a task: `task-<32 hex digits of SHA-256>@islandestates.example`. */
export const vendorTaskUid = (taskId: string) =>
  `task-${createHash('sha256').update(`vendor-task-uid:${taskId}`).digest('hex').slice(0, 32)}@islandestates.example`;

/** The instant 'HH:MM' on the islands on `day`. */
function islandInstant(day: CalendarDate, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(islandMidnight(day).getTime() + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000);
}

function dateValue(day: CalendarDate) {
  const [year, month, date] = day.split('-').map(Number);
  return ICAL.Time.fromData({ year: year!, month: month!, day: date!, isDate: true });
}

/** The event's start and end: the window (an hour when only one end is known), or the whole day. */
function eventTimes(task: VendorTaskList['tasks'][number]) {
  const { dueOn, windowStart, windowEnd } = task;
  if (!windowStart && !windowEnd) return { start: dateValue(dueOn), end: dateValue(addDays(dueOn, 1)) };
  const start = windowStart
    ? islandInstant(dueOn, windowStart)
    : new Date(islandInstant(dueOn, windowEnd!).getTime() - HOUR_MS);
  const end = windowEnd ? islandInstant(dueOn, windowEnd) : new Date(start.getTime() + HOUR_MS);
  return { start: ICAL.Time.fromJSDate(start, true), end: ICAL.Time.fromJSDate(end, true) };
}

export function buildVendorCalendar(
  list: VendorTaskList,
  options: { locale: Locale; pageUrl: string; agency: string; now?: Date },
): string {
  const t = vendorTexts[options.locale];
  const dtstamp = ICAL.Time.fromJSDate(options.now ?? new Date(), true);
  const calendar = publishedCalendar(VENDOR_CALENDAR_PRODID, t.calendarName(options.agency));

  for (const task of list.tasks) {
    const { start, end } = eventTimes(task);
    const contact = taskContact(task);
    const event = new ICAL.Component('vevent');
    event.addPropertyWithValue('uid', vendorTaskUid(task.id));
    event.addPropertyWithValue('dtstamp', dtstamp.clone());
    event.addPropertyWithValue('dtstart', start);
    event.addPropertyWithValue('dtend', end);
    const done = task.state === 'done' || task.state === 'inspected';
    event.addPropertyWithValue(
      'summary',
      `${done ? `${t.states[task.state]}${t.colon}` : ''}${taskName(task, options.locale)} — ${task.villa}`,
    );
    event.addPropertyWithValue('location', `${task.villa}, ${villaPlace(task)}`);
    event.addPropertyWithValue(
      'description',
      [
        `${t.state}${t.colon}${t.states[task.state]}`,
        task.sameDayTurnover ? t.sameDayTurnover : null,
        task.note ? `${t.instructions}${t.colon}${task.note}` : null,
        task.inspectionNote ? `${t.inspectionNote}${t.colon}${task.inspectionNote}` : null,
        `${t.contact}${t.colon}${[contact.name, contact.email, contact.phone].filter(Boolean).join(', ')}`,
        options.pageUrl,
      ]
        .filter((line): line is string => line !== null)
        .join('\n'),
    );
    event.addPropertyWithValue('url', options.pageUrl);
    event.addPropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }

  return serializeCalendar(calendar);
}
