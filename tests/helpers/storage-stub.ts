import { BOOTSTRAP_SQL } from '#app/server/db/bootstrap.server';
import { migrate } from '#app/server/db/migrate.server';
import { openSqlDatabase, type SqlDatabase } from '#app/server/db/sql-database.server';
import type { TestDatabase } from './databases';

/** What Supabase's storage schema has that the migrations and their policies touch. */
export const STORAGE_STUB = `
  create schema storage;
  create table storage.buckets (
    id text primary key, name text not null unique, public boolean default false,
    file_size_limit bigint, allowed_mime_types text[], created_at timestamptz default now()
  );
  create table storage.objects (
    id uuid primary key default gen_random_uuid(), bucket_id text references storage.buckets (id),
    name text not null, owner uuid default auth.uid(), created_at timestamptz default now(),
    unique (bucket_id, name)
  );
  alter table storage.objects enable row level security;
  grant usage on schema storage to anon, authenticated;
  grant select, insert, update, delete on storage.objects to anon, authenticated;
  grant select on storage.buckets to anon, authenticated;
  insert into storage.buckets (id, name, public) values ('avatars', 'avatars', true);
`;

/** A fresh database of the test's engine with the storage stub, migrated (the Storage blocks of the migrations run). */
export async function openDatabaseWithStorage(
  database: TestDatabase,
  engine: 'pglite' | 'postgres',
): Promise<SqlDatabase> {
  const db =
    engine === 'postgres'
      ? await openSqlDatabase({
          kind: 'postgres',
          url: await database.cluster!.createDatabase(`storage_${Date.now()}_${Math.floor(Math.random() * 1e6)}`),
        })
      : await openSqlDatabase({ kind: 'pglite', dataDir: null });
  await db.exec(BOOTSTRAP_SQL);
  await db.exec(STORAGE_STUB);
  await migrate(db);
  return db;
}

/** Runs `sql` as an actor, as PostgREST (and the Storage API) would: its role and JWT claims. */
export function actingOn(db: SqlDatabase) {
  return async (actor: 'anon' | string, sql: string, params: unknown[] = []) =>
    db.transaction(async (tx) => {
      const role = actor === 'anon' ? 'anon' : 'authenticated';
      const claims = JSON.stringify(actor === 'anon' ? { role } : { role, sub: actor, aal: 'aal2' });
      await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, claims]);
      return (await tx.query<Record<string, unknown>>(sql, params)).rows;
    });
}
