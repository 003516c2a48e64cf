import { LRUCache } from 'lru-cache';
import type { PaymentListPage } from '#app/domain/payments/payment-list';

/**
 * The staff's payments list pages, kept while the database's list version stays the same
 * (supabase/migrations/…_payment_list_cache.sql): counting and totalling 20,000 positions on every request is
 * most of the page's cost, and the answer only changes when a payment, a schedule, a listed stay or a villa's
 * name does — or the day, which is part of the key. The version is read before the list, so a page kept under
 * a version is never older than it. Whatever the writer (this instance, another, a job, psql), the next
 * request sees the moved version and computes again; no instance has to be told.
 *
 * Every staff member who may open the list reads the same rows (the positions' policy is "staff read"), so
 * one entry serves them all; the route has already checked the reader's rights before asking. Concurrent
 * requests for a page not kept yet share one computation.
 */
const MAX_PAGES = 500;
/** Bounds the memory of versions no longer read; correctness does not depend on it. */
const TTL_MS = 10 * 60_000;

const pages: LRUCache<string, Promise<PaymentListPage>> = ((
  globalThis as { __islandEstatesPaymentListPages?: LRUCache<string, Promise<PaymentListPage>> }
).__islandEstatesPaymentListPages ??= new LRUCache<string, Promise<PaymentListPage>>({
  max: MAX_PAGES,
  ttl: TTL_MS,
}));

/** The page kept for `key` under `version`, or the one `read` computes (kept unless it fails). */
export function throughPaymentListCache(
  version: string,
  key: string,
  read: () => Promise<PaymentListPage>,
): Promise<PaymentListPage> {
  const entry = `${version}\u0000${key}`;
  const kept = pages.get(entry);
  if (kept) return kept;
  const reading = read();
  pages.set(entry, reading);
  reading.catch(() => {
    if (pages.get(entry) === reading) pages.delete(entry);
  });
  return reading;
}

/** Tests start from nothing kept. */
export function clearPaymentListCache(): void {
  pages.clear();
}
