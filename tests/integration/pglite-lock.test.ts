import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlDatabase } from '#app/server/db/sql-database.server';

/** PGlite opens a folder once: a second opener is refused while the first holds it; a stale lock is taken over. */
describe('PGlite folder lock', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'island-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opener, and allows one after close', async () => {
    const first = await openSqlDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openSqlDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(/in use by process/);
    await first.close();
    const again = await openSqlDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  });

  it('takes over the lock of a process that is gone', async () => {
    writeFileSync(path.join(dir, 'island-estates.lock'), '2147483646');
    const db = await openSqlDatabase({ kind: 'pglite', dataDir: dir });
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await db.close();
  });
});
