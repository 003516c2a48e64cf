import { addDays, daysBetween, type CalendarDate } from '#app/domain/booking/dates';
import type { StaySource, StayStatus } from '#app/domain/entities';

/**
 * Which tasks a stay makes and when (issue 30, items 1–2). The database makes them itself, from the same rules
 * (stay_makes_tasks, task_due_on and stay_task_plan in supabase/migrations/20261209000000_turnovers.sql);
 * tests/integration/turnovers.test.ts holds the two together. These functions let screens and tests say what a
 * stay will make without asking the database.
 */

/** The kinds a template makes, one per line of turnover work. */
export const TEMPLATE_KINDS = [
  'departure-clean',
  'linen',
  'pool',
  'pre-arrival-inspection',
  'mid-stay-clean',
  'garden',
  'welcome',
] as const;
/** The kinds of one-off tasks staff add (they need a title saying what to do). */
export const ONE_OFF_KINDS = ['repair', 'delivery', 'other'] as const;
export const TASK_KINDS = [...TEMPLATE_KINDS, ...ONE_OFF_KINDS] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export type TaskKind = (typeof TASK_KINDS)[number];

/** What the agency sends a vendor for (vendors.trade; optional). */
export const VENDOR_TRADES = ['cleaning', 'pool', 'garden', 'maintenance', 'delivery', 'other'] as const;
export type VendorTrade = (typeof VENDOR_TRADES)[number];

/** The day of the stay a template's task is counted from: check-in, check-out, or the middle (check-in + nights / 2). */
export const TASK_ANCHORS = ['check-in', 'check-out', 'mid-stay'] as const;
export type TaskAnchor = (typeof TASK_ANCHORS)[number];

export interface TaskTemplate {
  id: string;
  kind: TemplateKind;
  anchor: TaskAnchor;
  offsetDays: number;
  /** Only stays of at least this many nights make the task (null: every stay). */
  minNights: number | null;
  active: boolean;
}

/** A template's rule with its time window ('10:00'), as the database stores it. */
export type TemplateRule = Omit<TaskTemplate, 'id'> & { windowStart: string | null; windowEnd: string | null };

/**
 * The set every villa starts with (add_default_task_templates in the migration makes the same rows; a test
 * holds the two together): the departure clean and the linen on the check-out day, the pool and the inspection
 * the day before arrival, and a mid-stay clean for stays over 7 nights.
 */
const rule = (
  kind: TemplateKind,
  anchor: TaskAnchor,
  offsetDays: number,
  minNights: number | null,
  windowStart: string,
  windowEnd: string,
): TemplateRule => ({ kind, anchor, offsetDays, minNights, active: true, windowStart, windowEnd });

export const DEFAULT_TASK_TEMPLATES: readonly TemplateRule[] = [
  rule('departure-clean', 'check-out', 0, null, '10:00', '15:00'),
  rule('linen', 'check-out', 0, null, '10:00', '15:00'),
  rule('pool', 'check-in', -1, null, '08:00', '12:00'),
  rule('pre-arrival-inspection', 'check-in', -1, null, '14:00', '17:00'),
  rule('mid-stay-clean', 'mid-stay', 0, 8, '10:00', '13:00'),
];

export interface StayDates {
  status: StayStatus;
  source: StaySource;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
}

export interface PlannedTask {
  templateId: string;
  kind: TemplateKind;
  dueOn: CalendarDate;
}

/** A stay makes turnover work when it is confirmed, or blocked by a homeowner or an imported calendar — never a maintenance block. */
export function stayMakesTasks(status: StayStatus, source: StaySource): boolean {
  return (status === 'confirmed' || status === 'blocked') && source !== 'maintenance';
}

/** The day a template's task falls on for a stay. */
export function taskDueDay(anchor: TaskAnchor, offsetDays: number, checkIn: CalendarDate, checkOut: CalendarDate) {
  const base =
    anchor === 'check-in'
      ? checkIn
      : anchor === 'check-out'
        ? checkOut
        : addDays(checkIn, Math.floor(daysBetween(checkIn, checkOut) / 2));
  return addDays(base, offsetDays);
}

/** The tasks a stay makes from its villa's templates, by day then kind (none for a stay that makes no work). */
export function planStayTasks(stay: StayDates, templates: readonly TaskTemplate[]): PlannedTask[] {
  if (!stayMakesTasks(stay.status, stay.source)) return [];
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  return templates
    .filter((template) => template.active && (template.minNights === null || nights >= template.minNights))
    .map((template) => ({
      templateId: template.id,
      kind: template.kind,
      dueOn: taskDueDay(template.anchor, template.offsetDays, stay.checkIn, stay.checkOut),
    }))
    .sort((a, b) => (a.dueOn === b.dueOn ? a.kind.localeCompare(b.kind) : a.dueOn < b.dueOn ? -1 : 1));
}
