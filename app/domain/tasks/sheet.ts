import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { LOCALES, type Locale } from '#app/domain/i18n/locale';
import { BOARD_GROUPINGS, shortTime, type BoardGrouping } from './board';
import type { TaskListRow } from './rows';

/**
 * The printable day sheet (/admin/tasks/sheet, issue 30 item 4): one day's tasks, by villa or by person, in
 * English or French, read from the URL (`?day=2026-12-09&by=person&lang=fr`); a bad value falls back to the
 * default (today, by villa, English), never an error.
 */

export interface SheetView {
  day: CalendarDate;
  by: BoardGrouping;
  lang: Locale;
}

const pick = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

export function parseSheetView(params: URLSearchParams, today: CalendarDate): SheetView {
  return {
    day: parseCalendarDate(params.get('day') ?? '') ?? today,
    by: pick(BOARD_GROUPINGS, params.get('by'), 'villa'),
    lang: pick(LOCALES, params.get('lang'), 'en'),
  };
}

/** The sheet's address for a view: the day always (a printed sheet names its day), the defaults left out. */
export function sheetPath(view: SheetView): string {
  const params = new URLSearchParams({ day: view.day });
  if (view.by !== 'villa') params.set('by', view.by);
  if (view.lang !== 'en') params.set('lang', view.lang);
  return `/admin/tasks/sheet?${params.toString()}`;
}

/** The tasks a sheet lists: those still to do or done that day, not the cancelled ones. */
export const onSheet = (task: Pick<TaskListRow, 'state'>) => task.state !== 'cancelled';

/** A task's time window in words: '10:00–15:00', 'from 10:00', 'until 15:00', or any time. */
export function windowWords(
  task: Pick<TaskListRow, 'window_start' | 'window_end'>,
  words: { anyTime: string; from: (start: string) => string; until: (end: string) => string },
): string {
  const start = shortTime(task.window_start);
  const end = shortTime(task.window_end);
  if (start && end) return `${start}–${end}`;
  if (start) return words.from(start);
  if (end) return words.until(end);
  return words.anyTime;
}
