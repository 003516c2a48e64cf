import type { AlertFrequency } from '#app/domain/alerts/form-fields';

/** The back office's words for saved searches (English only, decision 009): /admin/saved-searches. */
export const savedSearchStaffTexts = {
  nav: 'Saved searches',
  title: 'Saved searches',
  lead: 'Visitors who asked to be e-mailed when a listing matching their filters is published or drops in price. Saving a search is not an inquiry and notifies no one; turn one into a lead to follow it up in the pipeline.',
  empty: 'No saved search yet.',
  count: (n: number) => `${n} ${n === 1 ? 'saved search' : 'saved searches'}`,
  address: 'Address',
  lookingFor: 'Looking for',
  frequency: 'Frequency',
  state: 'State',
  since: 'Since',
  actions: 'Actions',
  frequencies: { instant: 'Instant', daily: 'Daily', weekly: 'Weekly' } satisfies Record<AlertFrequency, string>,
  states: { awaiting: 'Awaiting confirmation', active: 'Active', unsubscribed: 'Unsubscribed' },
  toLead: 'Turn into a lead',
  openLead: 'Open the lead',
  leadMessage: (words: string, frequency: string, language: string, list: string) =>
    `Saved search (alert ${frequency.toLowerCase()}, in ${language}): ${words}\nResults: ${list}`,
  languages: { en: 'English', fr: 'French' },
  notFound: 'That saved search no longer exists.',
  failed: 'The lead could not be created. Please try again.',
  pages: 'Saved search pages',
} as const;
