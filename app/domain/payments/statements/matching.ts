import type { Currency } from '#app/domain/currency/currency';
import type { BankCredit } from '#app/domain/payments/statements/credit';
import { stayReferencesIn } from '#app/domain/payments/statements/references';

/**
 * Credits of a statement matched to stays (issue 28, item 5), for staff to review and accept: first by the
 * booking reference in the remittance text, then by an amount the stay owes exactly (its next step or all of
 * it) from a payer whose name looks like the guest's. Nothing is recorded here: an accepted match becomes a
 * payment. Each credit has a fingerprint, kept with the payment, so importing a statement again (or one that
 * overlaps it) proposes nothing already recorded.
 */

/** What matching needs to know of a stay that still expects money. */
export interface OpenStay {
  stayId: string;
  /** 'IE-1A2B3C4D' */
  reference: string;
  currency: Currency;
  guestName: string;
  /** minor units still to pay in all (the ledger's `outstanding`) */
  outstanding: number;
  /** minor units left of the next step (the ledger's `next.amount`), when there is one */
  nextAmount: number | null;
}

export type MatchedBy = 'reference' | 'amount-and-name';
export type UnmatchedReason = 'no-match' | 'ambiguous' | 'other-currency';

export interface FingerprintedCredit {
  credit: BankCredit;
  fingerprint: string;
}

export interface ProposedMatch extends FingerprintedCredit {
  stayId: string;
  by: MatchedBy;
}

export interface UnmatchedCredit extends FingerprintedCredit {
  reason: UnmatchedReason;
  /** the stays it could be, when several (ambiguous) or in another currency */
  candidates: string[];
}

export interface StatementMatches {
  proposed: ProposedMatch[];
  unmatched: UnmatchedCredit[];
  /** credits whose fingerprint is already recorded: imported before */
  alreadyImported: FingerprintedCredit[];
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toUpperCase();

/**
 * A stable fingerprint per credit: the bank's own reference when it gives one, otherwise its date, amount,
 * currency, payer and text. Two credits of one statement alike in all of that are both kept, numbered in order
 * ('…#2'), so importing the statement again finds both again.
 */
export function creditFingerprints(credits: readonly BankCredit[]): string[] {
  const seen = new Map<string, number>();
  return credits.map((credit) => {
    const base = credit.bankReference
      ? `bank:${credit.currency}:${squash(credit.bankReference)}`
      : `text:${credit.bookedOn}:${credit.currency}:${credit.amount}:${squash(credit.payer)}:${squash(credit.remittance)}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  });
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'm', 'mme', 'mlle', 'monsieur', 'madame', 'and', 'et']);

/** A name's words, lower case, accents, titles and punctuation gone ('M. Jean-Pierre Dupont' → jean pierre dupont). */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !TITLES.has(word));
}

/**
 * Whether a payer's name is the guest's, as banks write names: in any order, in capitals, with initials
 * ('SMITH J' for John Smith). A word of the guest's name other than the first (a surname) must be there in full,
 * or the guest has one word only; a shared first name alone is not enough ('John Doe' is not John Smith).
 */
export function payerIsGuest(payer: string | null, guestName: string): boolean {
  const guest = nameWords(guestName);
  const paying = new Set(nameWords(payer ?? ''));
  if (guest.length === 0 || paying.size === 0) return false;
  const initials = new Set([...paying].filter((word) => word.length === 1));
  const full = guest.filter((word) => word.length > 1 && paying.has(word));
  const surnameThere = guest.length === 1 ? full.length === 1 : full.some((word) => word !== guest[0]);
  const covered = guest.filter((word) => paying.has(word) || initials.has(word[0]!)).length;
  return surnameThere && covered * 2 >= guest.length;
}

/** Matches a statement's credits to the open stays, leaving out those whose fingerprint is already recorded. */
export function matchCredits(
  credits: readonly BankCredit[],
  stays: readonly OpenStay[],
  recordedFingerprints: ReadonlySet<string>,
): StatementMatches {
  const byReference = new Map(stays.map((stay) => [stay.reference.toUpperCase(), stay]));
  const fingerprints = creditFingerprints(credits);
  const result: StatementMatches = { proposed: [], unmatched: [], alreadyImported: [] };

  credits.forEach((credit, index) => {
    const item = { credit, fingerprint: fingerprints[index]! };
    if (recordedFingerprints.has(item.fingerprint)) return void result.alreadyImported.push(item);
    const unmatched = (reason: UnmatchedReason, candidates: readonly OpenStay[] = []) =>
      void result.unmatched.push({ ...item, reason, candidates: candidates.map((stay) => stay.stayId) });

    const referenced = stayReferencesIn(credit.remittance).flatMap((reference) => byReference.get(reference) ?? []);
    if (referenced.length > 1) return unmatched('ambiguous', referenced);
    const [stay] = referenced;
    if (stay) {
      if (stay.currency !== credit.currency) return unmatched('other-currency', [stay]);
      return void result.proposed.push({ ...item, stayId: stay.stayId, by: 'reference' });
    }

    // No known reference (none, or mistyped): an amount the stay owes exactly, from the guest.
    const candidates = stays.filter(
      (open) =>
        open.currency === credit.currency &&
        open.outstanding > 0 &&
        (credit.amount === open.outstanding || credit.amount === open.nextAmount) &&
        payerIsGuest(credit.payer, open.guestName),
    );
    if (candidates.length === 1) {
      return void result.proposed.push({ ...item, stayId: candidates[0]!.stayId, by: 'amount-and-name' });
    }
    unmatched(candidates.length > 1 ? 'ambiguous' : 'no-match', candidates);
  });
  return result;
}
