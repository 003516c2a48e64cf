/**
 * How rows read, on both engines (sql-database.server.ts for PostgreSQL, pglite-engine.mjs for PGlite, in the
 * worker thread too: plain JavaScript so it loads there without TypeScript).
 */
export const NUMERIC_OID = 1700;
export const INT8_OID = 20;
/** Calendar dates stay 'YYYY-MM-DD' text, as PostgREST returns them: a JS Date would add a time zone. */
export const DATE_OID = 1082;

/** Rows as PostgREST would return them: numbers as numbers, timestamps as ISO strings. */
export function normaliseRow(row) {
  for (const key in row) {
    const value = row[key];
    if (value instanceof Date) row[key] = value.toISOString();
  }
  return row;
}
