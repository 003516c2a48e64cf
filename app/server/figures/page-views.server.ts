import type { RequestHandler } from 'express';
import { isbot } from 'isbot';
import { islandToday, type CalendarDate } from '#app/domain/booking/dates';
import type { ListingKind } from '#app/domain/figures/figures';
import { log } from '#app/server/log.server';

/**
 * Listing page views, counted by the server (issue 17, item 4): a view is a GET of a listing's page — the
 * document, in English or French, or the data a client-side navigation fetches for it (`/rentals/<id>.data`) —
 * answered 200 (or 304: a visitor's browser revalidating the page it shows again), by anything that is not a
 * bot and not a prefetch. Nothing about the visitor is kept: no cookie is read or set, no address, no agent;
 * a view is one more in its listing's count for the day (the agency's day). Nothing leaves for a third party.
 *
 * The counts stay in memory and are added to the database every ~10 s and at shutdown (`record_page_views`, as
 * the service role): one statement a flush, whatever the traffic, and several instances add to the same rows.
 * A flush that fails keeps its counts for the next. The database drops ids that are not published listings.
 *
 * server.ts mounts `countPageViews()` before the page cache's fast path, so a page answered from the cache
 * counts as much as a rendered one, and starts the flushes once the database is ready.
 */

export interface ListingView {
  kind: ListingKind;
  id: string;
}

/** A count to add: so many views of a listing on an island day. */
export interface PageViewCount extends ListingView {
  day: CalendarDate;
  views: number;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const LISTING_PAGE = new RegExp(`^(?:/fr)?/(properties|rentals)/(${UUID})(?:\\.data|/)?$`, 'i');
const KINDS = { properties: 'property', rentals: 'rental' } as const;

/** The listing whose page a path is (`/properties/<id>`, `/fr/rentals/<id>.data`…), or null. */
export function listingOfPath(path: string): ListingView | null {
  const match = LISTING_PAGE.exec(path);
  if (!match) return null;
  return { kind: KINDS[match[1]!.toLowerCase() as keyof typeof KINDS], id: match[2]!.toLowerCase() };
}

export interface AnsweredRequest {
  method: string;
  /** The path, without the query string. */
  path: string;
  status: number;
  header(name: string): string | undefined;
}

/** Whether a request is a prefetch (a browser's speculative load, not a view): Sec-Purpose or Purpose. */
export function isPrefetch(header: AnsweredRequest['header']): boolean {
  const purpose = `${header('sec-purpose') ?? ''},${header('purpose') ?? ''},${header('x-moz') ?? ''}`;
  return /\bprefetch\b|\bprerender\b/i.test(purpose);
}

/** The listing an answered request was a view of, or null (not a listing page, a bot, a prefetch, not a 200). */
export function viewOf(request: AnsweredRequest): ListingView | null {
  if (request.method !== 'GET') return null;
  if (request.status !== 200 && request.status !== 304) return null;
  const listing = listingOfPath(request.path);
  if (!listing) return null;
  const agent = request.header('user-agent');
  // A browser always says what it is; a request that says nothing is a script.
  if (!agent || isbot(agent)) return null;
  if (isPrefetch(request.header)) return null;
  return listing;
}

/** Counts in memory, by listing and day, until taken for a flush. */
export class PageViewCounter {
  private counts = new Map<string, PageViewCount>();

  add(view: ListingView, day: CalendarDate, views = 1): void {
    const key = `${view.kind}/${view.id}/${day}`;
    const current = this.counts.get(key);
    if (current) current.views += views;
    else this.counts.set(key, { ...view, day, views });
  }

  /** Everything counted so far, which the counter forgets. */
  take(): PageViewCount[] {
    const taken = [...this.counts.values()];
    this.counts = new Map();
    return taken;
  }

  /** Puts back counts a flush could not write (added to whatever was counted meanwhile). */
  restore(counts: readonly PageViewCount[]): void {
    for (const count of counts) this.add(count, count.day, count.views);
  }

  get size(): number {
    return this.counts.size;
  }
}

/** Writes counts (one call, one statement); server: `record_page_views` through the service role's backend. */
export type PageViewWriter = (counts: PageViewCount[]) => Promise<unknown>;

/** Takes the counts and writes them; on failure they go back for the next flush. Returns how many were written. */
export async function flushPageViews(counter: PageViewCounter, write: PageViewWriter): Promise<number> {
  const counts = counter.take();
  if (counts.length === 0) return 0;
  try {
    await write(counts);
    return counts.length;
  } catch (error) {
    counter.restore(counts);
    throw error;
  }
}

/** The process's counter: one for the server and the app's build (which server.ts loads separately). */
export function pageViewCounter(): PageViewCounter {
  const state = globalThis as { __islandEstatesPageViews?: PageViewCounter };
  return (state.__islandEstatesPageViews ??= new PageViewCounter());
}

/** Express middleware: counts each view once its answer is sent. */
export function countPageViews(
  counter: PageViewCounter = pageViewCounter(),
  now: () => Date = () => new Date(),
): RequestHandler {
  return (req, res, next) => {
    // Most requests are not listing pages: only those wait for their answer.
    if (req.method === 'GET' && listingOfPath(req.path)) {
      res.once('finish', () => {
        const view = viewOf({
          method: req.method,
          path: req.path,
          status: res.statusCode,
          header: (name) => req.get(name),
        });
        if (view) counter.add(view, islandToday(now()));
      });
    }
    next();
  };
}

export const PAGE_VIEW_FLUSH_MS = 10_000;

export interface PageViewFlusher {
  /** Writes what is counted now (the shutdown's last flush). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Flushes the counter every `intervalMs` through `writer` (resolved once, lazily: the database may still be
 * opening when the server starts). Never throws: a failed flush is logged and retried with the next.
 */
export function startPageViewFlushes(
  writer: () => Promise<PageViewWriter | null>,
  {
    counter = pageViewCounter(),
    intervalMs = PAGE_VIEW_FLUSH_MS,
  }: { counter?: PageViewCounter; intervalMs?: number } = {},
): PageViewFlusher {
  let resolved: Promise<PageViewWriter | null> | undefined;
  let running: Promise<void> = Promise.resolve();
  let failures = 0;
  const run = () => {
    running = running.then(async () => {
      try {
        resolved ??= writer();
        const write = await resolved;
        if (!write) {
          counter.take(); // nowhere to write them (Supabase without the service-role key): not kept forever
          return;
        }
        await flushPageViews(counter, write);
        failures = 0;
      } catch (error) {
        resolved = undefined;
        failures += 1;
        // Once, then every 30th failure in a row: an unreachable database should not fill the log.
        if (failures === 1 || failures % 30 === 0) log.warn('page views not written yet', { failures, error });
      }
    });
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    flush: run,
    async stop() {
      clearInterval(timer);
      await run();
    },
  };
}
