import type { AdminListState } from '#app/domain/admin/lists';
import type { Status } from '#app/domain/constants';
import type { PropertyRow, RentalRow } from '#app/domain/entities';
import { asc, eq, gt, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { staffRows, type ListingTable } from '#app/server/backend/rows';
import { PROPERTY_COLUMNS, RENTAL_COLUMNS } from '#app/server/backend/schema';

/** Staff reads and writes of properties and rentals (and the status and removal every listed row shares). */

export type AdminPropertyRow = Omit<
  PropertyRow,
  'description' | 'amenities' | 'address' | 'latitude' | 'longitude' | 'price_usd' | 'title_fr' | 'description_fr'
>;
// prettier-ignore
const ADMIN_PROPERTY_COLUMNS = [
  'id', 'title', 'price', 'price_currency', 'property_type', 'location', 'island', 'bedrooms', 'bathrooms', 'area', 'status', 'featured', 'images', 'created_at', 'updated_at',
  'french_missing',
] as const satisfies readonly (keyof AdminPropertyRow)[];

export type AdminRentalRow = Omit<
  RentalRow,
  | 'description'
  | 'amenities'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'availability_calendar'
  | 'daily_rate_usd'
  | 'title_fr'
  | 'description_fr'
>;
// prettier-ignore
const ADMIN_RENTAL_COLUMNS = [
  'id', 'title', 'daily_rate', 'price_currency', 'location', 'island', 'bedrooms', 'bathrooms', 'area', 'status', 'featured', 'images', 'min_stay_days', 'max_guests', 'created_at', 'updated_at',
  'french_missing',
] as const satisfies readonly (keyof AdminRentalRow)[];

export interface RentalLinkChoice extends Pick<RentalRow, 'id' | 'title' | 'island' | 'bedrooms' | 'status'> {
  linkedTo: Pick<PropertyRow, 'id' | 'title'> | null;
}

export function listingAdminQueries(runner: QueryRunner) {
  const { list, one, save, updateOne } = staffRows(runner);
  return {
    listAdminProperties: (state: AdminListState<'properties'>) =>
      list<AdminPropertyRow>('properties', ADMIN_PROPERTY_COLUMNS, state),
    listAdminRentals: (state: AdminListState<'rentals'>) =>
      list<AdminRentalRow>('rentals', ADMIN_RENTAL_COLUMNS, state),

    getProperty: (id: string) => one<PropertyRow>('properties', PROPERTY_COLUMNS, id),

    /** The rentals a property may be linked to, each with the property already linked to it (if any). */
    async listRentalLinkChoices(): Promise<RentalLinkChoice[]> {
      const [rentals, linked] = await Promise.all([
        runner.run({
          kind: 'select',
          table: 'rentals',
          columns: ['id', 'title', 'island', 'bedrooms', 'status'],
          order: [asc('title'), asc('id')],
        } as SelectQuery<Pick<RentalRow, 'id' | 'title' | 'island' | 'bedrooms' | 'status'>>),
        runner.run({
          kind: 'select',
          table: 'properties',
          columns: ['id', 'title', 'rental_id'],
          // Every uuid is above the nil one: `rental_id is not null` in the queries' shared vocabulary.
          where: [gt('rental_id', '00000000-0000-0000-0000-000000000000')],
        } as SelectQuery<Pick<PropertyRow, 'id' | 'title' | 'rental_id'>>),
      ]);
      const byRental = new Map(linked.rows.map((row) => [row.rental_id, row]));
      return rentals.rows.map((rental) => ({ ...rental, linkedTo: byRental.get(rental.id) ?? null }));
    },
    getRental: (id: string) => one<RentalRow>('rentals', RENTAL_COLUMNS, id),

    saveProperty: (id: string | null, values: Record<string, unknown>) => save('properties', id, values),
    saveRental: (id: string | null, values: Record<string, unknown>) => save('rentals', id, values),

    /** Any status to any other, directly (SPEC §4); posts too. */
    setStatus: (table: ListingTable, id: string, status: Status) => updateOne(table, id, { status }),
    setFeatured: (table: 'properties' | 'rentals', id: string, featured: boolean) => updateOne(table, id, { featured }),

    async deleteRow(table: ListingTable | 'inquiries', id: string): Promise<boolean> {
      const result = await runner.run({ kind: 'delete', table, where: [eq('id', id)], returning: ['id'] });
      return result.rows.length === 1;
    },
  };
}
