import { z } from '#app/domain/zod';
import type { Platform } from './statement-rows';
import type { UnmatchedRow } from './payout-match';
import { payoutImportTexts as text } from './texts/payout-import';

/**
 * The platforms whose payout exports are read (payout-csv.ts). Declared here, not beside the parser, so the form's
 * bundle never carries the CSV reader (csv-parse needs Node's Buffer).
 */
export const PAYOUT_PLATFORMS = ['airbnb', 'vrbo', 'booking.com'] as const satisfies readonly Platform[];
export type PayoutPlatform = (typeof PAYOUT_PLATFORMS)[number];

/**
 * The payout import's form on the statement run's page (issue 29, item 4): a plain multipart post (intent
 * `payout-import`) with the platform and its CSV export; and what the answer shows.
 */

export const PAYOUT_IMPORT_INTENT = 'payout-import';
export const PAYOUT_FILE_FIELD = 'payouts';
/** The largest export taken: a year of a busy listing's Airbnb history is well under it. */
export const MAX_PAYOUT_CSV_BYTES = 2 * 1024 * 1024;
export const PAYOUT_CSV_SIZE_TEXT = '2 MB';

export const payoutImportSchema = z.object({
  intent: z.literal(PAYOUT_IMPORT_INTENT),
  platform: z.enum(PAYOUT_PLATFORMS, { message: text.platformRequired }),
});

/** What an import did: counts, and the rows staff must look at (unmatched, or refused by the database). */
export interface PayoutImportSummary {
  saved: number;
  unchanged: number;
  unmatched: number;
  refused: number;
  /** Rows that are not reservations (payouts, adjustments, cancelled bookings). */
  ignored: number;
  rows: (UnmatchedRow | (Omit<UnmatchedRow, 'reason'> & { reason: 'refused' }))[];
}
