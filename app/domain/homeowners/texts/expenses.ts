import type { Locale } from '#app/domain/i18n/locale';

/**
 * What the agency spent on a villa (issue 29, item 3). The categories in both languages (the homeowner's
 * statement prints them in theirs); the back office's screens in English, like the rest of the back office
 * (app/domain/homeowners/texts/staff.ts).
 */

export const EXPENSE_CATEGORIES = ['cleaning', 'pool', 'garden', 'repairs', 'utilities', 'supplies', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const expenseCategoryLabels: Record<Locale, Record<ExpenseCategory, string>> = {
  en: {
    cleaning: 'Cleaning',
    pool: 'Pool',
    garden: 'Garden',
    repairs: 'Repairs',
    utilities: 'Utilities',
    supplies: 'Supplies',
    other: 'Other',
  },
  fr: {
    cleaning: 'Ménage',
    pool: 'Piscine',
    garden: 'Jardin',
    repairs: 'Réparations',
    utilities: 'Eau, électricité, télécom',
    supplies: 'Fournitures',
    other: 'Autres',
  },
};

export const expenseTexts = {
  nav: 'Expenses',
  title: 'Expenses',
  lead: 'What the agency spent on each villa: the receipts, and whether the homeowner is charged on their statement.',
  add: 'Record an expense',
  filters: {
    label: 'Filter expenses',
    villa: 'Villa',
    allVillas: 'Every villa',
    homeowner: (name: string) => `Villas of ${name}`,
    allHomeowners: 'Show every villa',
    month: 'Month',
    category: 'Category',
    allCategories: 'Every category',
    apply: 'Show',
    clear: 'Clear filters',
  },
  caption: 'Expenses, most recent first',
  count: (total: number) => `${total} ${total === 1 ? 'expense' : 'expenses'}`,
  totals: 'Totals',
  totalLine: (count: number, amount: string) => `${amount} (${count} ${count === 1 ? 'expense' : 'expenses'})`,
  empty: 'No expense recorded yet.',
  noMatch: 'No expense matches these filters.',
  pagesLabel: 'Expenses pages',
  columns: {
    date: 'Date',
    villa: 'Villa',
    category: 'Category',
    vendor: 'Vendor',
    amount: 'Amount',
    charged: 'Charged',
    receipt: 'Receipt',
  },
  charged: { yes: 'Homeowner', no: 'Agency' },
  viewReceipt: 'View receipt',
  noReceipt: 'None',
  edit: 'Edit',
  form: {
    newTitle: 'Record an expense',
    editTitle: 'Edit the expense',
    description: 'Take a photo of the receipt, or choose a PDF. The receipt is kept privately: only staff see it.',
    labels: {
      villa: 'Villa',
      spentOn: 'Date',
      category: 'Category',
      vendor: 'Vendor',
      amount: 'Amount',
      currency: 'Currency',
      note: 'Note',
      charged: 'Charge the homeowner on their statement',
      receipt: 'Receipt (photo or PDF)',
      replaceReceipt: 'Replace the receipt (photo or PDF)',
      removeReceipt: 'Remove the receipt',
    },
    hints: {
      amount: 'As on the receipt, e.g. 1,250.00.',
      charged: 'Leave unticked when the agency bears it.',
    },
    choose: 'Choose…',
    save: 'Save expense',
    saving: 'Saving...',
    currentReceipt: 'Current receipt:',
    back: 'Back to expenses',
  },
  delete: {
    title: 'Delete this expense',
    description: 'For an expense recorded by mistake. Its receipt goes too, unless another record uses it.',
    button: 'Delete expense',
  },
  notices: {
    created: 'The expense was recorded.',
    saved: 'The expense was saved.',
    deleted: 'The expense was deleted.',
  },
  errors: {
    villaRequired: 'Choose the villa.',
    categoryRequired: 'Choose a category.',
    vendorRequired: 'Enter the vendor.',
    amountRequired: 'Enter the amount.',
    amountInvalid: 'Enter an amount such as 1,250.00.',
    amountRange: 'Enter an amount above 0 and at most 1,000,000.00.',
    dateFuture: 'An expense is recorded once spent: the date cannot be in the future.',
    refused: 'Only active staff record expenses.',
    failed: 'This could not be saved. Please try again.',
    notFound: 'This expense does not exist (any more).',
  },
  homeownerLink: 'Expenses of their villas',
} as const;
