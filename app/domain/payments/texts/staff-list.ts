/**
 * The staff's payments list (/admin/payments) and the dashboard's cash expected, English only like the rest
 * of the back office (the status words are the payments texts', app/domain/payments/labels.ts).
 */
export const staffPaymentListTexts = {
  nav: 'Payments',
  eyebrow: 'Back office',
  title: 'Payments',
  intro: 'Every stay with a payment schedule: what is due, overdue, received and to refund.',
  exportCsv: 'Export CSV',
  caption: 'Stays with a payment schedule, by next due date',
  pagesLabel: 'Payments pages',
  count: (total: number, page: number, pageCount: number) =>
    `${total} ${total === 1 ? 'stay' : 'stays'} · page ${page} of ${pageCount}`,
  failed: 'The payments could not be loaded. Please try again in a moment.',
  empty: {
    title: 'No payments to show',
    text: 'Stays appear here once their payment schedule is fixed (when they become an option or are confirmed).',
    filtered: 'No stay matches these filters.',
  },
  filters: {
    label: 'Filter payments',
    status: 'Status',
    search: 'Search',
    searchHint: 'Reference, guest or villa',
    villaFilter: (villa: string | null) => (villa ? `Villa: ${villa}` : 'One villa'),
    removeVilla: 'Show every villa',
    currency: 'Currency',
    // Short: the select is half a phone's width.
    allCurrencies: 'All',
    from: 'Next due from',
    to: 'Next due to',
    apply: 'Apply',
    clear: 'Clear filters',
    statuses: {
      all: 'All',
      due: 'Due',
      overdue: 'Overdue',
      'refund-due': 'Refund due',
      'paid-in-full': 'Paid in full',
      settled: 'Settled',
    },
  },
  columns: {
    reference: 'Reference',
    villa: 'Villa',
    guest: 'Guest',
    dates: 'Dates',
    status: 'Status',
    next: 'Next due',
    received: 'Received',
    outstanding: 'Outstanding',
    currency: 'Currency',
  },
  noGuest: 'No guest name',
  nothingDue: 'Nothing due',
  toRefund: (amount: string) => `${amount} to refund`,
  overduePart: (amount: string) => `${amount} overdue`,
  totals: {
    heading: 'Totals',
    caption: 'Totals of the filtered stays, per currency',
    currency: 'Currency',
    stays: 'Stays',
    outstanding: 'Outstanding',
    overdue: 'Overdue',
    toRefund: 'To refund',
  },
  cash: {
    heading: 'Cash expected',
    horizon: (days: number) => `Instalments due in the next ${days} days, not yet received`,
    none: (days: number) => `Nothing falls due in the next ${days} days.`,
    detail: (instalments: number, stays: number) =>
      `${instalments} ${instalments === 1 ? 'instalment' : 'instalments'} · ${stays} ${stays === 1 ? 'stay' : 'stays'}`,
    // The list filters stays by their next payment's date: a stay late with an earlier one is listed as overdue.
    viewList: 'Stays with their next payment in this period',
    failed: 'The cash expected could not be loaded.',
  },
};
