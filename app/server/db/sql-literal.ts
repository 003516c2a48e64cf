/**
 * A string as a PostgreSQL literal, for the few scripts the server writes itself (the seed's inserts, the role
 * switch that goes with a transaction's BEGIN). standard_conforming_strings is on (PostgreSQL's default since 9.1,
 * on Supabase and in PGlite): a backslash is an ordinary character, and only quotes need doubling. Text cannot hold
 * a NUL character in PostgreSQL, so one is refused here rather than cut short there.
 */
export function textLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('A PostgreSQL literal cannot hold a NUL character');
  return `'${value.replaceAll("'", "''")}'`;
}
