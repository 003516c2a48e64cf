import { FEATURED_PROPERTIES_ON_HOME } from '#app/domain/constants';
import type { PropertyRow } from '#app/domain/entities';
import { desc, eq, type QueryRunner, type SelectQuery } from './query';

/** What a property card shows. */
export type PropertyCard = Pick<
  PropertyRow,
  'id' | 'title' | 'price' | 'property_type' | 'location' | 'island' | 'bedrooms' | 'bathrooms' | 'area' | 'images' | 'featured'
>;

export const PROPERTY_CARD_COLUMNS = [
  'id', 'title', 'price', 'property_type', 'location', 'island', 'bedrooms', 'bathrooms', 'area', 'images', 'featured',
] as const satisfies readonly (keyof PropertyCard)[];

export const featuredPropertiesQuery = (): SelectQuery<PropertyCard> => ({
  kind: 'select',
  table: 'properties',
  columns: PROPERTY_CARD_COLUMNS,
  where: [eq('status', 'published'), eq('featured', true)],
  order: [desc('created_at'), desc('id')],
  range: { from: 0, to: FEATURED_PROPERTIES_ON_HOME - 1 },
});

/** The listing reads of the public site. */
export function listingsPort(runner: QueryRunner) {
  return {
    async listFeaturedProperties(): Promise<PropertyCard[]> {
      return (await runner.run(featuredPropertiesQuery())).rows;
    },
  };
}
