/**
 * A stay's booking reference as guests quote it on a wire: 'IE-' and the first eight hex digits of the stay's
 * id, upper case. The database makes it (the generated column `stays.reference`,
 * supabase/migrations/20261123000000_bookings.sql); `stayReferenceOf` says the same rule for tests and for code
 * that only has the id, as `leadReference` (app/domain/mail/outbox.ts) does for a lead's 'IQ-' reference.
 */

export function stayReferenceOf(stayId: string): string {
  return `IE-${stayId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

// Banks and guests mangle it: lower case, a space or nothing for the hyphen ('IE 1A2B3C4D', 'ie1a2b3c4d').
const REFERENCE_IN_TEXT = /(?<![A-Z0-9])IE[-\s–_/.]?([0-9A-F]{8})(?![0-9A-Z])/gi;

const SPLIT_REFERENCE = /IE-?([0-9A-F]{8})/gi;

/** The booking references in a remittance text, in their canonical form, each once, in order of appearance. */
export function stayReferencesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(REFERENCE_IN_TEXT)) found.add(`IE-${match[1]!.toUpperCase()}`);
  // A bank that cuts remittance lines at 35 or 140 characters may split a reference in two: look again with the
  // spaces out and no word boundaries. A stray find is harmless, since only a known stay's reference matches.
  if (found.size === 0) {
    for (const match of text.replace(/\s+/g, '').matchAll(SPLIT_REFERENCE)) found.add(`IE-${match[1]!.toUpperCase()}`);
  }
  return [...found];
}
