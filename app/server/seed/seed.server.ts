import { lockForTransaction } from '#app/server/db/advisory-lock.server';
import type { SqlClient, SqlDatabase } from '#app/server/db/sql-database.server';
import { seedSql } from './seed-sql';

/** Seeds the demo content into an empty database. Returns whether it did. */
export async function seedDemoContent(db: SqlDatabase): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // Loaded only when needed: a production database that is not empty never pays for it.
  const { demoContent } = await import('./demo-content');
  return db.transaction(async (tx) => {
    // Instances starting together on an empty PostgreSQL database: one seeds, the others then find it seeded.
    if (db.kind === 'postgres') {
      await lockForTransaction(tx, SEED_LOCK_KEY);
      if (!(await isEmpty(tx))) return false;
    }
    await tx.exec(seedSql(demoContent));
    return true;
  });
}

const SEED_LOCK_KEY = 'island-estates:seed-demo-content';

async function isEmpty(db: SqlClient): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>(
    'select not exists (select 1 from public.properties) and not exists (select 1 from public.rentals) and not exists (select 1 from public.blog_posts) as empty',
  );
  return rows[0]?.empty === true;
}
