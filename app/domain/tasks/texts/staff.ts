import type { TaskAnchor, TaskKind } from '#app/domain/tasks/plan';
import type { TaskAction, TaskState } from '#app/domain/tasks/states';

/**
 * The back office's words about turnovers (issue 30), English only like the rest of the back office. A *task* is
 * one piece of work at a villa on a day; a *turnover* is the work between two stays; a *vendor* is a cleaning
 * company, pool man or gardener the agency sends (docs/glossary.md). What vendors themselves read (their list,
 * their morning e-mail) is bilingual and will live beside this file.
 */
export const taskTexts = {
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
  anchors: {
    'check-in': 'check-in',
    'check-out': 'check-out',
    'mid-stay': 'the middle of the stay',
  } satisfies Record<TaskAnchor, string>,
  states: {
    open: 'Open',
    'in-progress': 'In progress',
    done: 'Done',
    inspected: 'Inspected',
    cancelled: 'Cancelled',
  } satisfies Record<TaskState, string>,
  actions: {
    start: 'Start',
    finish: 'Mark done',
    inspect: 'Inspected',
    'send-back': 'Send back',
    stop: 'Back to open',
    cancel: 'Cancel',
    reopen: 'Reopen',
  } satisfies Record<TaskAction, string>,
  sameDayTurnover: 'Same-day turnover',
  overdue: (days: number) => (days === 1 ? 'Overdue by 1 day' : `Overdue by ${days} days`),
  errors: {
    tooLong: (max: number) => `At most ${max} characters.`,
    oneLine: 'One line, please.',
    nameRequired: 'Enter the vendor’s name.',
    emailInvalid: 'Enter an e-mail address such as name@example.com.',
    phoneInvalid: 'Enter a phone number such as +590 690 12 34 56.',
    reachable: 'Give an e-mail address or a phone number.',
    titleRequired: 'Say what is to be done.',
    dayRequired: 'Choose a day.',
    villaRequired: 'Choose a villa.',
    windowOrder: 'The window ends after it starts.',
    timeInvalid: 'A time such as 10:00.',
    noteRequired: 'Say why the task goes back.',
    kindRequired: 'Choose a kind of task.',
  },
};
