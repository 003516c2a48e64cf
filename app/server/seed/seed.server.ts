import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { seedSql } from './seed-sql';

/** Seeds the demo content into an empty database. Returns whether it did. */
export async function seedDemoContent(db: SqlDatabase): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>(
    'select not exists (select 1 from public.properties) and not exists (select 1 from public.rentals) and not exists (select 1 from public.blog_posts) as empty',
  );
  if (!rows[0]?.empty) return false;
  // Loaded only when needed: a production database that is not empty never pays for it.
  const { demoContent } = await import('./demo-content');
  await db.transaction((tx) => tx.exec(seedSql(demoContent)));
  return true;
}
