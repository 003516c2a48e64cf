import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { demoContent } from './demo-content';
import { seedSql } from './seed-sql';

/** Seeds the demo content into an empty database. Returns whether it did. */
export async function seedDemoContent(db: SqlDatabase): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>(
    'select not exists (select 1 from public.properties) and not exists (select 1 from public.rentals) and not exists (select 1 from public.blog_posts) as empty',
  );
  if (!rows[0]?.empty) return false;
  await db.transaction((tx) => tx.exec(seedSql(demoContent)));
  return true;
}
