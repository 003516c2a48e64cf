import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { CONTACT_EMAIL, CONTACT_PHONE } from '#app/domain/constants';
import { localizedPath, type Locale } from '#app/domain/i18n/locale';
import { z } from '#app/domain/zod';
import type { TaskKind } from './plan';
import { TASK_STATES, taskActions, type TaskAction, type TaskState } from './states';
import { vendorTexts } from './texts/vendor';

/**
 * Vendors without an account (issue 30, item 5; docs/decisions/034-turnovers.md): a vendor's own tasks behind a
 * private link (docs/decisions/019-private-links.md), their buttons, their iCal feed and their morning e-mail.
 * What a vendor reads is what `vendor_tasks` / `vendor_day_of_message` give
 * (supabase/migrations/20261209000200_vendor_links.sql): never a guest's name or contact, never a stay.
 */

/** The days a vendor's list covers, today included. */
export const VENDOR_WINDOW_DAYS = 14;
/** The hour (on the islands) from which the morning e-mail of the day is queued. */
export const VENDOR_MAIL_HOUR = 7;

/** What a vendor may do to their task: start it, mark it done (TASK_TRANSITIONS' start and finish). */
export const VENDOR_ACTIONS = ['start', 'finish'] as const satisfies readonly TaskAction[];
export type VendorAction = (typeof VENDOR_ACTIONS)[number];

/** The buttons a vendor sees on a task in `state`, in the order the staff's lists show them. */
export function vendorActions(state: TaskState): VendorAction[] {
  return taskActions(state).filter((action): action is VendorAction =>
    (VENDOR_ACTIONS as readonly string[]).includes(action),
  );
}

/** One of a vendor's tasks, as the link reads it. */
export interface VendorTask {
  id: string;
  kind: TaskKind;
  title: string | null;
  dueOn: CalendarDate;
  /** 'HH:MM' on the islands, or null (any time). */
  windowStart: string | null;
  windowEnd: string | null;
  state: TaskState;
  /** Instructions from the agency. */
  note: string | null;
  /** Why an inspection sent it back. */
  inspectionNote: string | null;
  villa: string;
  address: string | null;
  location: string | null;
  island: string;
  sameDayTurnover: boolean;
  /** The staff member who gave the task (null: the agency's office). */
  contact: { name: string | null; email: string | null } | null;
}

/** A vendor's list (vendor_tasks): who, from which day, until which. */
export interface VendorTaskList {
  vendor: { name: string; language: Locale };
  today: CalendarDate;
  until: CalendarDate;
  tasks: VendorTask[];
}

/** A morning e-mail's facts (vendor_day_of_message). */
export interface VendorDay {
  vendor: { name: string; language: Locale };
  day: CalendarDate;
  tasks: VendorTask[];
}

/** Whether a vendor has a live link (staff): how many, the latest given, when the last one expires. */
export interface VendorLinkState {
  live: number;
  issuedAt: string | null;
  expiresAt: string | null;
}

/** An active vendor and their link, as the staff's control shows it. */
export interface VendorLinkRow {
  id: string;
  name: string;
  language: Locale;
  link: VendorLinkState;
}

export const VENDOR_LINK_INTENTS = ['issue-vendor-link', 'revoke-vendor-links'] as const;
export type VendorLinkIntent = (typeof VENDOR_LINK_INTENTS)[number];

/** What the staff's post answered: the new link to hand over (once), or how many links were revoked. */
export interface VendorLinkAnswer {
  intent: VendorLinkIntent;
  vendorId: string;
  url?: string;
  expiresAt?: string;
  revoked?: number;
  error?: 'not-found' | 'failed';
}

/** The vendor's page in a language: `/vendors/{token}` (or under /fr). */
export const vendorTasksPath = (token: string, locale: Locale) => localizedPath(`/vendors/${token}`, locale);
/** The vendor's iCal feed (the same in every language). */
export const vendorCalendarPath = (token: string) => `/vendors/${token}/tasks.ics`;

/** The page's one form: a button, the task, and the state the vendor saw. */
export const vendorActionSchema = z.object({
  taskId: z.string().uuid(),
  action: z.enum(VENDOR_ACTIONS),
  seen: z.enum(TASK_STATES),
});

/** Whom to call about a task: the member who gave it, else the agency's office. */
export function taskContact(task: Pick<VendorTask, 'contact'>): { name: string | null; email: string; phone: string } {
  const email = task.contact?.email;
  return email
    ? { name: task.contact?.name ?? null, email, phone: CONTACT_PHONE }
    : { name: null, email: CONTACT_EMAIL, phone: CONTACT_PHONE };
}

/** A task's window in words: '10:00–15:00', 'from 10:00', 'until 15:00', 'any time'. */
export function windowText(task: Pick<VendorTask, 'windowStart' | 'windowEnd'>, locale: Locale): string {
  const t = vendorTexts[locale];
  if (task.windowStart && task.windowEnd) return t.window(task.windowStart, task.windowEnd);
  if (task.windowStart) return t.from(task.windowStart);
  if (task.windowEnd) return t.until(task.windowEnd);
  return t.anyTime;
}

/** What the task is, in words: its title when staff gave one, else its kind. */
export const taskName = (task: Pick<VendorTask, 'kind' | 'title'>, locale: Locale) =>
  task.title ?? vendorTexts[locale].kinds[task.kind];

/** Where the villa is, on one line: its address, else its area, with the island. */
export function villaPlace(task: Pick<VendorTask, 'address' | 'location' | 'island'>): string {
  return [task.address ?? task.location, task.island].filter(Boolean).join(', ');
}

/**
 * The morning e-mail's subject and text, in the vendor's language: the day, each task (villa, address, what, when,
 * instructions, whom to call) and the private link to their list. Nothing about any guest: the facts carry none.
 */
export function vendorDayMail(day: VendorDay, pageUrl: string, agency: string): { subject: string; text: string } {
  const locale = day.vendor.language === 'fr' ? 'fr' : 'en';
  const t = vendorTexts[locale];
  const date = formatCalendarDate(day.day, 'long', locale);
  const lines = day.tasks.map((task) => {
    const contact = taskContact(task);
    return [
      `• ${windowText(task, locale)} — ${taskName(task, locale)} — ${task.villa}`,
      `  ${villaPlace(task)}`,
      task.sameDayTurnover ? `  ${t.sameDayTurnover}` : null,
      task.note ? `  ${t.instructions}${t.colon}${task.note}` : null,
      task.inspectionNote ? `  ${t.inspectionNote}${t.colon}${task.inspectionNote}` : null,
      `  ${t.contact}${t.colon}${[contact.name, contact.email, contact.phone].filter(Boolean).join(', ')}`,
    ]
      .filter((line): line is string => line !== null)
      .join('\n');
  });
  const text = [
    t.mail.greeting(day.vendor.name),
    t.mail.lead(date, day.tasks.length),
    lines.join('\n\n'),
    `${t.mail.link}\n${pageUrl}`,
    `${t.mail.closing}\n${agency}`,
  ].join('\n\n');
  return { subject: t.mail.subject(date, day.tasks.length), text: `${text}\n` };
}
