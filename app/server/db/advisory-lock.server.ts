import type { SqlClient } from './sql-database.server';

/**
 * Holds PostgreSQL advisory lock `key` (a number, or a text hashed by `hashtext`) for the rest of transaction
 * `tx`, so that instances starting together take turns at what must happen once: migrations, the demo seed, the
 * staff account of ADMIN_EMAIL.
 *
 * - The lock belongs to the transaction: released by its commit or rollback, or by the death of its connection
 *   (an instance killed mid-way). A session lock taken through the pool would stay on whichever pooled
 *   connection ran the statement, and its release could run on another.
 * - Another holder is waited for by polling `pg_try_advisory_xact_lock`: no statement ever waits, so neither the
 *   pool's statement timeout nor the client's query timeout (4–5 s, sql-database.server.ts) cuts a long wait —
 *   another instance's first migration of an empty database — short and fails the start.
 *
 * A number key is the same lock as `pg_advisory_lock(key)` in another session (an instance of an earlier
 * version taking the session lock during a rolling restart still waits its turn).
 */
export async function lockForTransaction(
  tx: SqlClient,
  key: number | string,
  { timeoutMs = 300_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const sql =
    typeof key === 'number'
      ? 'select pg_try_advisory_xact_lock($1::bigint) as locked'
      : 'select pg_try_advisory_xact_lock(hashtext($1)) as locked';
  const started = Date.now();
  for (;;) {
    const { rows } = await tx.query<{ locked: boolean }>(sql, [key]);
    if (rows[0]?.locked) return;
    if (Date.now() - started >= timeoutMs) {
      throw new Error(`Advisory lock ${key} still held by another session after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
