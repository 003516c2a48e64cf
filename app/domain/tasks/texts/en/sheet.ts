import type { TaskKind } from '#app/domain/tasks/plan';
import { taskTexts } from '#app/domain/tasks/texts/staff';

/**
 * The printable day sheet (/admin/tasks/sheet), in English: the field team's list for one day, handed out on
 * paper, in the language of whoever does the work (`?lang=fr`).
 */
export const sheetEnglish = {
  title: 'Day sheet',
  heading: (day: string) => `Tasks of ${day}`,
  lead: 'Tick each task when it is done and initial it.',
  back: 'Back to Tasks',
  print: 'Print',
  printHint: 'Or use your browser’s Print command.',
  printHintNoScript: 'To print, use your browser’s Print command (Ctrl+P, or ⌘P on a Mac).',
  dayLabel: 'Day',
  show: 'Show',
  languageLabel: 'Language',
  groupingLabel: 'Group',
  groupingVilla: 'By villa',
  groupingPerson: 'By person',
  languageEn: 'English',
  languageFr: 'Français',
  columnWindow: 'Time',
  columnVilla: 'Villa',
  columnAddress: 'Address',
  columnTask: 'Task',
  columnAssignee: 'Who',
  columnTurnover: 'Turnover',
  columnDone: 'Done / initials',
  anyTime: 'Any time',
  from: (start: string) => `from ${start}`,
  until: (end: string) => `until ${end}`,
  sameDay: 'Same-day turnover: guests arrive the same day',
  notSameDay: '—',
  unassigned: 'Unassigned',
  empty: 'No task on this day.',
  count: (n: number) => (n === 1 ? '1 task' : `${n} tasks`),
  loadFailed: 'The tasks could not be read. Please try again in a moment.',
  // The back office's names (texts/staff.ts).
  taskKind: (kind: TaskKind): string => taskTexts.kinds[kind],
};

export type SheetTranslation = typeof sheetEnglish;
