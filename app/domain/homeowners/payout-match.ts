import { CURRENCIES, type Currency } from '#app/domain/currency/currency';
import type { PayoutReservation, UnreadableRow } from './payout-csv';
import type { PayoutPlatform } from './payout-import';

/**
 * A payout export's reservations matched to the platform stays they paid for (issue 29, item 4). A platform stay
 * is a calendar feed's block: no code, no guest, only its villa and its days. So a reservation matches the stay
 * that checks in on its check-in day and out on its check-out day (check-in + nights); a listing named exactly as
 * a villa narrows the choice. Among the stays still without an amount or with another amount: one stay is a match,
 * none or several are not guessed — the row goes back to staff with its reason. A stay two rows would both claim
 * is not guessed either. Pure: no I/O.
 */

/** A platform stay as the import sees it. */
export interface PlatformStayForMatch {
  id: string;
  /** The villa's title. */
  villa: string;
  checkIn: string;
  checkOut: string;
  amount: { platform: string; amount: number; currency: string } | null;
}

export type UnmatchedReason = 'no-stay' | 'ambiguous' | 'same-stay' | 'currency' | UnreadableRow['problem'];

export interface UnmatchedRow {
  line: number;
  code: string | null;
  checkIn: string | null;
  checkOut: string | null;
  listing: string | null;
  amount: number | null;
  currency: string | null;
  reason: UnmatchedReason;
}

export interface PayoutMatch {
  stayId: string;
  reservation: PayoutReservation;
  currency: Currency;
}

export interface PayoutMatches {
  /** Stays to save the amount for. */
  toSave: PayoutMatch[];
  /** Rows whose stay has this amount already. */
  unchanged: PayoutMatch[];
  unmatched: UnmatchedRow[];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The reservations matched (or not) to `stays`; `unreadable` rows come back unmatched, by their problem. */
export function matchPayouts(
  platform: PayoutPlatform,
  reservations: readonly PayoutReservation[],
  unreadable: readonly UnreadableRow[],
  stays: readonly PlatformStayForMatch[],
): PayoutMatches {
  const unmatched: UnmatchedRow[] = unreadable.map((row) => ({
    line: row.line,
    code: row.code,
    checkIn: null,
    checkOut: null,
    listing: null,
    amount: null,
    currency: null,
    reason: row.problem,
  }));
  const refuse = (reservation: PayoutReservation, reason: UnmatchedReason) =>
    unmatched.push({
      line: reservation.line,
      code: reservation.code,
      checkIn: reservation.checkIn,
      checkOut: reservation.checkOut,
      listing: reservation.listing,
      amount: reservation.amount,
      currency: reservation.currency,
      reason,
    });

  const unchanged: PayoutMatch[] = [];
  const candidates: PayoutMatch[] = [];
  for (const reservation of reservations) {
    const currency = CURRENCIES.find((known) => known === reservation.currency);
    if (!currency) {
      refuse(reservation, 'currency');
      continue;
    }
    let onDays = stays.filter((stay) => stay.checkIn === reservation.checkIn && stay.checkOut === reservation.checkOut);
    const named = reservation.listing ? onDays.filter((stay) => sameName(stay.villa, reservation.listing!)) : [];
    if (named.length > 0) onDays = named;
    const isSame = (stay: PlatformStayForMatch) =>
      stay.amount?.amount === reservation.amount &&
      stay.amount.currency === currency &&
      stay.amount.platform === platform;
    const already = onDays.filter(isSame);
    if (already.length === 1) {
      unchanged.push({ stayId: already[0]!.id, reservation, currency });
      continue;
    }
    const open = onDays.filter((stay) => !isSame(stay));
    if (open.length !== 1) {
      refuse(reservation, open.length === 0 ? 'no-stay' : 'ambiguous');
      continue;
    }
    candidates.push({ stayId: open[0]!.id, reservation, currency });
  }

  // Two rows for one stay: neither is guessed.
  const claims = new Map<string, number>();
  for (const match of [...candidates, ...unchanged]) claims.set(match.stayId, (claims.get(match.stayId) ?? 0) + 1);
  const toSave: PayoutMatch[] = [];
  for (const match of candidates) {
    if (claims.get(match.stayId)! > 1) refuse(match.reservation, 'same-stay');
    else toSave.push(match);
  }
  unmatched.sort((a, b) => a.line - b.line);
  return { toSave, unchanged, unmatched };
}
