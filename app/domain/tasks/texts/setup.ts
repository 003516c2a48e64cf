import type { VendorTrade } from '#app/domain/tasks/plan';

/**
 * The words of /admin/tasks/setup (owners and admins): each villa's task templates and the vendors. The back
 * office is in English (decision 009), like /admin/tasks (texts/staff.ts); what vendors themselves read is
 * bilingual.
 */
export const taskSetupTexts = {
  title: 'Task set-up',
  link: 'Templates and vendors',
  settingsLead:
    'What each stay of a villa makes by itself (cleans, linen, pool, inspections), and the vendors the field team’s tasks go to.',
  lead: 'What each stay of a villa makes by itself, and the vendors tasks go to. A change applies to the stays still to come; past stays keep their tasks.',
  back: 'Back to Tasks',
  villaLabel: 'Villa',
  show: 'Show',
  noVilla: 'No villa yet: add one under Rentals first.',
  templatesTitle: (villa: string) => `What each stay of ${villa} makes`,
  templatesLead:
    'A template makes one task per stay, on the day of the check-in, the check-out or the middle of the stay, moved by a number of days (-1: the day before). Switched off, it makes no more tasks and cancels the open ones of the stays to come.',
  noTemplates: 'No template: this villa’s stays make no task.',
  addTemplateTitle: 'Add a template',
  addTemplateLead: 'Another task every stay of this villa makes (a welcome pack, the garden).',
  kind: 'Task',
  anchor: 'Counted from',
  offsetDays: 'Days from it',
  offsetHint: '-1: the day before; 0: the same day; 1: the day after.',
  minNights: 'Only stays of at least (nights)',
  minNightsHint: 'Blank: every stay.',
  windowStart: 'From',
  windowEnd: 'Until',
  templateActive: 'Switched on: stays make this task',
  note: 'Instructions',
  switchedOff: 'Switched off',
  when: (offset: number, anchor: string) =>
    offset === 0
      ? `On the day of ${anchor}`
      : offset < 0
        ? `${-offset} day${offset === -1 ? '' : 's'} before ${anchor}`
        : `${offset} day${offset === 1 ? '' : 's'} after ${anchor}`,
  longStays: (nights: number) => `stays of ${nights} nights or more`,
  save: 'Save',
  add: 'Add',
  saving: 'Saving…',
  vendorsTitle: 'Vendors',
  vendorsLead:
    'Cleaning companies, pool men, gardeners: whom tasks can be given to. A vendor no longer sent is kept, for the tasks that name them, and no longer offered.',
  noVendors: 'No vendor yet.',
  addVendorTitle: 'Add a vendor',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  language: 'Language of their list and e-mails',
  languages: { en: 'English', fr: 'French' },
  trade: 'Trade',
  noTrade: 'Not said',
  trades: {
    cleaning: 'Cleaning',
    pool: 'Pool',
    garden: 'Garden',
    maintenance: 'Maintenance',
    delivery: 'Deliveries',
    other: 'Other',
  } satisfies Record<VendorTrade, string>,
  vendorActive: 'Still working with us',
  noLongerSent: 'No longer sent',
  vendorNote: 'Note',
  duplicate: 'This villa already has a template of this task on that day.',
  gone: 'This template or vendor no longer exists: here is the page as it stands.',
  failed: 'The change could not be saved. Please try again.',
  loadFailed: 'The set-up could not be read. Please try again in a moment.',
} as const;
