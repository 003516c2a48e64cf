import type { TaskAnchor, TaskKind, TemplateKind, VendorTrade } from './plan';
import type { TaskState } from './states';
import type { Locale } from '#app/domain/i18n/locale';

/**
 * The rows of supabase/migrations/20261209000000_turnovers.sql as the back office reads them, with the columns
 * the backend port may name (app/server/backend/schema.ts). Days are ISO days ('2026-12-09'); time windows are
 * the database's times ('10:00:00').
 */

export interface TaskTemplateRow {
  id: string;
  rental_id: string;
  kind: TemplateKind;
  anchor: TaskAnchor;
  offset_days: number;
  min_nights: number | null;
  window_start: string | null;
  window_end: string | null;
  active: boolean;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** A cleaning company, pool man or gardener the agency sends (docs/glossary.md: vendor). */
export interface VendorRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: Locale;
  /** What the agency sends them for (supabase/migrations/20261209000100_turnovers_setup.sql). */
  trade: VendorTrade | null;
  note: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface TaskRow {
  id: string;
  rental_id: string;
  stay_id: string | null;
  template_id: string | null;
  kind: TaskKind;
  title: string | null;
  due_on: string;
  window_start: string | null;
  window_end: string | null;
  assignee_staff_id: string | null;
  assignee_vendor_id: string | null;
  state: TaskState;
  auto_cancelled: boolean;
  state_changed_at: string;
  note: string | null;
  inspection_note: string | null;
  created_at: string;
  created_by: string | null;
  updated_at: string;
}

/** A task as every list shows it (the task_list view): with its villa, stay, assignee and the same-day flag. */
export interface TaskListRow extends Omit<TaskRow, 'auto_cancelled' | 'created_by' | 'updated_at'> {
  rental_title: string;
  stay_reference: string | null;
  assignee_staff_name: string | null;
  assignee_vendor_name: string | null;
  same_day_turnover: boolean;
}

export interface SameDayTurnoverRow {
  rental_id: string;
  day: string;
  departing_stay_id: string;
  arriving_stay_id: string;
}

// prettier-ignore
export const TASK_TEMPLATE_COLUMNS = [
  'id', 'rental_id', 'kind', 'anchor', 'offset_days', 'min_nights', 'window_start', 'window_end', 'active', 'note',
  'created_at', 'updated_at',
] as const satisfies readonly (keyof TaskTemplateRow)[];
// prettier-ignore
export const VENDOR_COLUMNS = [
  'id', 'name', 'email', 'phone', 'language', 'trade', 'note', 'active', 'created_at', 'updated_at',
] as const satisfies readonly (keyof VendorRow)[];
// prettier-ignore
export const TASK_COLUMNS = [
  'id', 'rental_id', 'stay_id', 'template_id', 'kind', 'title', 'due_on', 'window_start', 'window_end',
  'assignee_staff_id', 'assignee_vendor_id', 'state', 'auto_cancelled', 'state_changed_at', 'note', 'inspection_note',
  'created_at', 'created_by', 'updated_at',
] as const satisfies readonly (keyof TaskRow)[];
// prettier-ignore
export const TASK_LIST_COLUMNS = [
  'id', 'rental_id', 'rental_title', 'stay_id', 'stay_reference', 'template_id', 'kind', 'title', 'due_on',
  'window_start', 'window_end', 'assignee_staff_id', 'assignee_staff_name', 'assignee_vendor_id',
  'assignee_vendor_name', 'state', 'state_changed_at', 'note', 'inspection_note', 'created_at', 'same_day_turnover',
] as const satisfies readonly (keyof TaskListRow)[];
// prettier-ignore
export const SAME_DAY_TURNOVER_COLUMNS = [
  'rental_id', 'day', 'departing_stay_id', 'arriving_stay_id',
] as const satisfies readonly (keyof SameDayTurnoverRow)[];
