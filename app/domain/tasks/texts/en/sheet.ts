import type { TaskKind } from '#app/domain/tasks/plan';

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
  dayLabel: 'Day',
  show: 'Show',
  languageLabel: 'Language',
  groupingLabel: 'Group',
  groupings: { villa: 'By villa', person: 'By person' },
  languages: { en: 'English', fr: 'Français' },
  columns: {
    window: 'Time',
    villa: 'Villa',
    address: 'Address',
    task: 'Task',
    assignee: 'Who',
    turnover: 'Turnover',
    done: 'Done / initials',
  },
  anyTime: 'Any time',
  from: (start: string) => `from ${start}`,
  until: (end: string) => `until ${end}`,
  sameDay: 'Same-day turnover: guests arrive the same day',
  notSameDay: '—',
  unassigned: 'Unassigned',
  empty: 'No task on this day.',
  count: (n: number) => (n === 1 ? '1 task' : `${n} tasks`),
  printedAt: (when: string) => `Printed ${when}`,
  loadFailed: 'The tasks could not be read. Please try again in a moment.',
  kinds: {
    'departure-clean': 'Departure clean',
    linen: 'Linen change',
    pool: 'Pool',
    'pre-arrival-inspection': 'Pre-arrival inspection',
    'mid-stay-clean': 'Mid-stay clean',
    garden: 'Garden',
    welcome: 'Welcome pack',
    repair: 'Repair',
    delivery: 'Delivery',
    other: 'Other',
  } satisfies Record<TaskKind, string>,
};

export type SheetTranslation = typeof sheetEnglish;
