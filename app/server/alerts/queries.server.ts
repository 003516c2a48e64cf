import type { AlertCandidate, AlertItem } from '#app/domain/alerts/matching';
import type { AlertFrequency, SavedFilters, SavedSearchKind } from '#app/domain/alerts/saved-filters';
import type { Locale } from '#app/domain/i18n/locale';
import type { QueryRunner } from '#app/server/backend/query';
import { issuePrivateLink } from '#app/server/bookings/private-links.server';

/**
 * Saved searches through the backend port (supabase/migrations/20261210000100_saved_searches.sql;
 * docs/decisions/035-search-alerts.md). Visitors have no privilege on any table: they save through save_search
 * (the server limits the rate) and read or act on their search by its link's token, which the database hashes.
 * The job and the mail worker run as the service role; staff read the list through row level security.
 */

export interface SavedSearch {
  id: string;
  kind: SavedSearchKind;
  filters: SavedFilters;
  email: string;
  locale: Locale;
  frequency: AlertFrequency;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  lastSentAt: string | null;
  leadId: string | null;
}

/** What a subscriber's e-mail says, read as it is sent (and the link minted for it). */
export interface SavedSearchMailFacts {
  search: SavedSearch;
  matches: number | null;
  items: (AlertItem & { title: string; titleFr: string | null })[];
  token: string;
}

export type SavedSearchAction = 'confirm' | 'unsubscribe' | 'frequency';

export function alertQueries(runner: QueryRunner) {
  const call = async (fn: string, args: Record<string, unknown>) =>
    (await runner.run({ kind: 'rpc', fn: fn as never, args })).rows[0]?.value ?? null;

  return {
    /** A visitor saves an unconfirmed search; its confirmation e-mail is queued in the same transaction. */
    async saveSearch(search: {
      kind: SavedSearchKind;
      filters: SavedFilters;
      email: string;
      locale: Locale;
      frequency: AlertFrequency;
    }): Promise<string> {
      return String(
        await call('save_search', {
          p_kind: search.kind,
          p_filters: search.filters,
          p_email: search.email,
          p_locale: search.locale,
          p_frequency: search.frequency,
        }),
      );
    },

    /** The search a link opens, or null. */
    async byToken(token: string): Promise<SavedSearch | null> {
      return (await call('saved_search_by_token', { p_token: token })) as SavedSearch | null;
    },

    /** Confirm, unsubscribe (idempotent) or change the frequency by the link; the search after, or null. */
    async act(token: string, action: SavedSearchAction, frequency?: AlertFrequency): Promise<SavedSearch | null> {
      return (await call('saved_search_act', {
        p_token: token,
        p_action: action,
        p_frequency: frequency ?? null,
      })) as SavedSearch | null;
    },

    /** Confirmed, subscribed searches (the service role). */
    async activeSearches(): Promise<SavedSearch[]> {
      return ((await call('active_saved_searches', {})) as SavedSearch[] | null) ?? [];
    },

    /** Published listings changed since the search was saved and never sent to it (the service role). */
    async candidates(searchId: string): Promise<AlertCandidate[]> {
      const rows =
        ((await call('saved_search_candidates', { p_search_id: searchId })) as AlertCandidate[] | null) ?? [];
      return rows.map((row) => ({ ...row, price: Number(row.price), priceUsd: Number(row.priceUsd) }));
    },

    /**
     * Records an alert's listings and queues its e-mail in one transaction (the service role): the outbox id, or
     * null when another runner had recorded them all first (the unique key) or the search is no longer active.
     */
    async queueAlert(searchId: string, items: readonly AlertItem[], matches: number): Promise<string | null> {
      const value = await call('queue_saved_search_alert', {
        p_search_id: searchId,
        p_items: items,
        p_matches: matches,
      });
      return typeof value === 'string' ? value : null;
    },

    /** A subscriber's e-mail's facts with a new link to the search's page, minted as it is sent (the service role). */
    async savedSearchMailOfMessage(outboxId: string): Promise<SavedSearchMailFacts | null> {
      const { token, digest } = issuePrivateLink();
      const facts = (await call('saved_search_mail_of_message', { p_outbox_id: outboxId, p_digest: digest })) as Omit<
        SavedSearchMailFacts,
        'token'
      > | null;
      if (!facts) return null;
      const items = facts.items.map((item) => ({
        ...item,
        price: Number(item.price),
        previousPrice: item.previousPrice == null ? null : Number(item.previousPrice),
      }));
      return { ...facts, items, token };
    },

    /** Staff's list, newest first. */
    async listForStaff(page: number, pageSize: number): Promise<{ rows: SavedSearch[]; total: number }> {
      const value = (await call('saved_searches_for_staff', {
        p_offset: (page - 1) * pageSize,
        p_limit: pageSize,
        p_id: null,
      })) as { rows: SavedSearch[]; total: number } | null;
      return { rows: value?.rows ?? [], total: Number(value?.total ?? 0) };
    },

    /** One search as staff read it, or null. */
    async getForStaff(id: string): Promise<SavedSearch | null> {
      const value = (await call('saved_searches_for_staff', { p_offset: 0, p_limit: 1, p_id: id })) as {
        rows: SavedSearch[];
      } | null;
      return value?.rows[0] ?? null;
    },

    /** A search becomes a lead (staff), once: the lead's id, or null for no such search. */
    async toLead(searchId: string, message: string): Promise<string | null> {
      const value = await call('saved_search_to_lead', { p_search_id: searchId, p_message: message });
      return typeof value === 'string' ? value : null;
    },
  };
}

export type AlertQueries = ReturnType<typeof alertQueries>;
