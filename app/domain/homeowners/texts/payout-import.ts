import type { UnmatchedReason } from '#app/domain/homeowners/payout-match';

/**
 * The back office's words about importing a platform's payout export on the statement run's page (issue 29,
 * item 4), English like the rest of the back office (decision 009).
 */
export const payoutImportTexts = {
  title: 'Import a platform’s payout export',
  description:
    'Upload the CSV the platform exports (Airbnb: Earnings → Export CSV; Vrbo: Financial reporting → Payout summary; Booking.com: Finance → Payouts). Each reservation is matched to the platform stay with the same check-in and nights; a listing named like a villa narrows it. Rows that match no stay or several are listed below, never guessed.',
  platform: 'Platform',
  file: 'Payout export (CSV)',
  fileHint: (size: string) => `A .csv file of at most ${size}.`,
  submit: 'Import',
  submitting: 'Importing…',
  platformRequired: 'Choose the platform the file comes from.',
  fileRequired: 'Choose the CSV file to import.',
  fileTooLarge: (size: string) => `The file is larger than ${size}.`,
  notCsv: 'This is not a CSV file: export the payouts as CSV and upload that file.',
  missingHeadings: (platform: string, headings: readonly string[]) =>
    `This is not ${platform}’s payout export: no line has the headings ${headings.map((h) => `“${h}”`).join(', ')}.`,
  noReservation: 'The file has no reservation row.',
  failed: 'The import did not work. Please try again.',
  summary: (counts: { saved: number; unchanged: number; unmatched: number; refused: number }) =>
    `${counts.saved} saved, ${counts.unchanged} unchanged, ${counts.unmatched} unmatched, ${counts.refused} refused.`,
  ignored: (count: number) =>
    count === 1
      ? '1 row that is not a reservation was left out.'
      : `${count} rows that are not reservations were left out.`,
  unmatchedCaption: 'Rows not matched to a stay: enter their amounts on their stays below',
  columns: { line: 'Line', code: 'Code', dates: 'Nights', listing: 'Listing', amount: 'Amount', reason: 'Why' },
  reasons: {
    'no-stay': 'No platform stay checks in and out on these days.',
    ambiguous: 'Several platform stays check in and out on these days: enter it on the right one.',
    'same-stay': 'Another row of the file is for the same stay.',
    currency: 'Statements are in US dollars or euros only.',
    date: 'The check-in or check-out date cannot be read.',
    nights: 'The nights cannot be read.',
    amount: 'The amount cannot be read (or is negative).',
    refused: 'Refused by the database.',
  } satisfies Record<UnmatchedReason | 'refused', string>,
} as const;
