import { BackendError, eq, type QueryRunner } from '#app/server/backend/query';
import { staffRows } from '#app/server/backend/rows';
import { PRODUCT_TABLES } from '#app/server/backend/schema';

export interface DashboardCounts {
  properties: number;
  rentals: number;
  blogPosts: number;
  inquiries: number;
  unreadLeads: number;
}

/** The dashboard's counts of rows, and whether the database has the product's tables at all. */
export function dashboardCountQueries(runner: QueryRunner) {
  const { count } = staffRows(runner);
  return {
    async countDashboard(): Promise<DashboardCounts> {
      const [properties, rentals, blogPosts, inquiries, unreadLeads] = await Promise.all([
        count('properties'),
        count('rentals'),
        count('blog_posts'),
        count('inquiries'),
        count('inquiries', [eq('read', false)]),
      ]);
      return { properties, rentals, blogPosts, inquiries, unreadLeads };
    },

    /** The product tables the database lacks ('Database Setup Required'). */
    async missingTables(): Promise<string[]> {
      const missing: string[] = [];
      for (const table of PRODUCT_TABLES) {
        try {
          await count(table);
        } catch (error) {
          if (error instanceof BackendError && error.code === 'missing_table') missing.push(table);
          else throw error;
        }
      }
      return missing;
    },
  };
}
