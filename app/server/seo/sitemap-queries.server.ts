import type { BlogPostRow } from '#app/domain/entities';
import { asc, desc, eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';

/**
 * The sitemap's reads (app/server/seo/sitemap.server.ts): how many published listings and posts there are,
 * a slice of each in a stable order (by id), and when each kind last changed. Only addresses and dates.
 */

export type SitemapContent = 'properties' | 'rentals' | 'blog_posts';
export const SITEMAP_CONTENT = ['properties', 'rentals', 'blog_posts'] as const satisfies readonly SitemapContent[];

export type SitemapRow = Pick<BlogPostRow, 'id' | 'updated_at'> & Partial<Pick<BlogPostRow, 'slug' | 'slug_fr'>>;

const COLUMNS: Record<SitemapContent, readonly (keyof SitemapRow)[]> = {
  properties: ['id', 'updated_at'],
  rentals: ['id', 'updated_at'],
  blog_posts: ['id', 'slug', 'slug_fr', 'updated_at'],
};

/** PostgREST answers at most 1,000 rows a request by default: longer slices are read in batches. */
const BATCH = 1_000;

const published = eq('status', 'published');

export function sitemapQueries(runner: QueryRunner) {
  return {
    async countSitemapContent(): Promise<Record<SitemapContent, number>> {
      const counts = await Promise.all(
        SITEMAP_CONTENT.map(async (table) => {
          const query: SelectQuery<SitemapRow> = {
            kind: 'select',
            table,
            columns: ['id'],
            where: [published],
            count: true,
            head: true,
          };
          return (await runner.run(query)).count ?? 0;
        }),
      );
      return Object.fromEntries(SITEMAP_CONTENT.map((table, index) => [table, counts[index]!])) as Record<
        SitemapContent,
        number
      >;
    },

    /** Rows `from`…`to` (inclusive) of one kind, ordered by id. */
    async listSitemapRows(table: SitemapContent, from: number, to: number): Promise<SitemapRow[]> {
      const rows: SitemapRow[] = [];
      for (let start = from; start <= to; start += BATCH) {
        const query: SelectQuery<SitemapRow> = {
          kind: 'select',
          table,
          columns: COLUMNS[table],
          where: [published],
          order: [asc('id')],
          range: { from: start, to: Math.min(to, start + BATCH - 1) },
        };
        const batch = (await runner.run(query)).rows;
        rows.push(...batch);
        if (batch.length < Math.min(BATCH, to - start + 1)) break;
      }
      return rows;
    },

    /** When each kind's newest change was (null when there is none published). */
    async latestContentUpdates(): Promise<Record<SitemapContent, string | null>> {
      const latest = await Promise.all(
        SITEMAP_CONTENT.map(async (table) => {
          const query: SelectQuery<SitemapRow> = {
            kind: 'select',
            table,
            columns: ['id', 'updated_at'],
            where: [published],
            order: [desc('updated_at'), desc('id')],
            range: { from: 0, to: 0 },
          };
          return (await runner.run(query)).rows[0]?.updated_at ?? null;
        }),
      );
      return Object.fromEntries(SITEMAP_CONTENT.map((table, index) => [table, latest[index]!])) as Record<
        SitemapContent,
        string | null
      >;
    },
  };
}
