import type { HomeownerListingRow, HomeownerRow } from '#app/domain/homeowners/rows';
import { percentText } from '#app/domain/homeowners/agreements';
import type { HomeownerInput, OwnershipInput } from '#app/domain/homeowners/schemas';
import { asc, desc, eq, isIn, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { staffRows } from '#app/server/backend/rows';
import { HOMEOWNER_COLUMNS, HOMEOWNER_LISTING_COLUMNS } from '#app/server/backend/schema';

/**
 * Homeowners and what they owned when (supabase/migrations/…_homeowners.sql). Row level security decides:
 * every active staff member reads them; owners and admins add, change and remove them; visitors see nothing (a
 * read gives no rows, a write is refused with a BackendError 'permission'). The database refuses two
 * overlapping periods of one homeowner for one listing ('overlap') and co-owners' shares above 100 %
 * ('constraint').
 */

const homeownerValues = (input: HomeownerInput) => ({
  name: input.name,
  emails: input.emails,
  phone: input.phone,
  language: input.language,
  currency: input.currency,
  note: input.note,
});

/** Whose periods to list: one homeowner's, or one listing's owners over time. */
export type OwnershipOf = { homeownerId: string } | { rentalId: string } | { propertyId: string };

const ownershipFilter = (of: OwnershipOf) =>
  'homeownerId' in of
    ? eq('homeowner_id', of.homeownerId)
    : 'rentalId' in of
      ? eq('rental_id', of.rentalId)
      : eq('property_id', of.propertyId);

export function homeownerQueries(runner: QueryRunner) {
  const rows = staffRows(runner);
  return {
    /** Every homeowner, by name (a few hundred at most: the agency's mandates). */
    async listHomeowners(): Promise<HomeownerRow[]> {
      const { rows: found } = await runner.run({
        kind: 'select',
        table: 'homeowners',
        columns: HOMEOWNER_COLUMNS,
        order: [asc('name'), asc('id')],
      } as SelectQuery<HomeownerRow>);
      return found;
    },

    getHomeowner: (id: string) => rows.one<HomeownerRow>('homeowners', HOMEOWNER_COLUMNS, id),

    async createHomeowner(input: HomeownerInput): Promise<HomeownerRow> {
      const { rows: created } = await runner.run({
        kind: 'insert',
        table: 'homeowners',
        values: homeownerValues(input),
        returning: HOMEOWNER_COLUMNS,
      });
      return created[0] as unknown as HomeownerRow;
    },

    /** False when no row matched (removed meanwhile); refused (permission) unless owner or admin. */
    updateHomeowner: (id: string, input: HomeownerInput) => rows.updateOne('homeowners', id, homeownerValues(input)),

    /** Removes a homeowner who never owned anything (one who did is kept: 'constraint'); true when removed. */
    async deleteHomeowner(id: string): Promise<boolean> {
      const { rows: removed } = await runner.run({
        kind: 'delete',
        table: 'homeowners',
        where: [eq('id', id)],
        returning: ['id'],
      });
      return removed.length === 1;
    },

    /** The periods of ownership, newest first. */
    async listOwnership(of: OwnershipOf): Promise<HomeownerListingRow[]> {
      const { rows: found } = await runner.run({
        kind: 'select',
        table: 'homeowner_listings',
        columns: HOMEOWNER_LISTING_COLUMNS,
        where: [ownershipFilter(of)],
        order: [desc('owned_from'), asc('id')],
      } as SelectQuery<HomeownerListingRow>);
      return found;
    },

    async addOwnership(input: OwnershipInput): Promise<HomeownerListingRow> {
      const { rows: created } = await runner.run({
        kind: 'insert',
        table: 'homeowner_listings',
        values: {
          homeowner_id: input.homeownerId,
          rental_id: input.listing.kind === 'rental' ? input.listing.id : null,
          property_id: input.listing.kind === 'property' ? input.listing.id : null,
          owned_from: input.ownedFrom,
          owned_to: input.ownedTo,
          share_percent: input.sharePercent == null ? null : percentText(input.sharePercent),
        },
        returning: HOMEOWNER_LISTING_COLUMNS,
      });
      return created[0] as unknown as HomeownerListingRow;
    },

    /** Ends one of a homeowner's periods on `ownedTo` (exclusive: the first day they no longer own it); false when none matched. */
    async endOwnership(homeownerId: string, id: string, ownedTo: string): Promise<boolean> {
      const { rows: ended } = await runner.run({
        kind: 'update',
        table: 'homeowner_listings',
        values: { owned_to: ownedTo },
        where: [eq('id', id), eq('homeowner_id', homeownerId)],
        returning: ['id'],
      });
      return ended.length === 1;
    },

    /** The titles of the listings some periods are about, by id (rentals and properties share no ids). */
    async listingTitles(periods: readonly HomeownerListingRow[]): Promise<Map<string, string>> {
      const titles = new Map<string, string>();
      for (const [table, column] of [
        ['rentals', 'rental_id'],
        ['properties', 'property_id'],
      ] as const) {
        const ids = [...new Set(periods.map((period) => period[column]).filter((id): id is string => id !== null))];
        if (ids.length === 0) continue;
        const { rows: found } = await runner.run({
          kind: 'select',
          table,
          columns: ['id', 'title'],
          where: [isIn('id', ids)],
        } as SelectQuery<{ id: string; title: string }>);
        for (const row of found) titles.set(row.id, row.title);
      }
      return titles;
    },

    /**
     * The signed-in homeowner's own listings' titles, by id, published or not (the public listings a homeowner
     * reads otherwise leave a withdrawn villa without a name).
     */
    async ownListingTitles(): Promise<Map<string, string>> {
      const { rows } = await runner.run({ kind: 'rpc', fn: 'homeowner_listing_titles', args: {} });
      return new Map((rows as { listing_id: string; title: string }[]).map((row) => [row.listing_id, row.title]));
    },

    /** Every villa and property, by title, for the ownership form's choice ('rental:<id>', 'property:<id>'). */
    async listingChoices(): Promise<{ value: string; label: string }[]> {
      const choices: { value: string; label: string }[] = [];
      for (const [table, kind, label] of [
        ['rentals', 'rental', 'Villa'],
        ['properties', 'property', 'Property'],
      ] as const) {
        const { rows: found } = await runner.run({
          kind: 'select',
          table,
          columns: ['id', 'title'],
          order: [asc('title'), asc('id')],
        } as SelectQuery<{ id: string; title: string }>);
        for (const row of found) choices.push({ value: `${kind}:${row.id}`, label: `${label}: ${row.title}` });
      }
      return choices;
    },

    /** Removes one of a homeowner's periods entered by mistake (a real change of owner is ended, never removed). */
    async removeOwnership(homeownerId: string, id: string): Promise<boolean> {
      const { rows: removed } = await runner.run({
        kind: 'delete',
        table: 'homeowner_listings',
        where: [eq('id', id), eq('homeowner_id', homeownerId)],
        returning: ['id'],
      });
      return removed.length === 1;
    },
  };
}
