import type { AssuranceLevel } from '#app/domain/staff/two-factor';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { BackendError, type Query, type QueryResult, type QueryRunner } from './query';
import { compileQuery } from './sql-compiler';
import { textLiteral } from '#app/server/db/sql-literal';

/**
 * Who a request acts as. Visitors are `anon`; staff are `authenticated` with their user id (and e-mail, which
 * the bookings' history records) and their session's assurance level — `aal2` once it gave its second factor,
 * which owners, admins and every member who has one need (docs/decisions/021-two-factor.md); the server's
 * background jobs are `service_role` with a name for the history.
 */
export type Actor =
  | { role: 'anon' }
  | { role: 'authenticated'; userId: string; email?: string; aal: AssuranceLevel }
  | { role: 'service_role'; name: string };

export const ANONYMOUS: Actor = { role: 'anon' };

/** The JWT claims PostgREST would set for this actor. */
function claimsOf(actor: Actor): Record<string, string> {
  switch (actor.role) {
    case 'anon':
      return { role: 'anon' };
    case 'authenticated':
      return {
        role: 'authenticated',
        sub: actor.userId,
        aal: actor.aal,
        ...(actor.email ? { email: actor.email } : {}),
      };
    case 'service_role':
      return { role: 'service_role', email: actor.name };
  }
}

/** The statement that switches a transaction to `actor`'s role and JWT claims, as PostgREST does. */
export function actAs(actor: Actor): string {
  const claims = JSON.stringify(claimsOf(actor));
  const sub = actor.role === 'authenticated' ? actor.userId : '';
  return (
    `select set_config('role', ${textLiteral(actor.role)}, true), ` +
    `set_config('request.jwt.claims', ${textLiteral(claims)}, true), ` +
    `set_config('request.jwt.claim.sub', ${textLiteral(sub)}, true)`
  );
}

/**
 * Runs query descriptions on PGlite or PostgreSQL as `actor`: each call is one transaction that first
 * switches to the actor's role and JWT claims, exactly as PostgREST does on Supabase, so the row level
 * security policies of the migrations decide what the query may see and change. The switch goes with the
 * BEGIN, as a script: no parameterised statement to parse and bind (on PGlite, about 0.6 ms of its thread for
 * each). The query and its count are known before the transaction starts: a batch, one message to PGlite's thread
 * for the whole transaction (three or four with a transaction's BEGIN, statements and COMMIT).
 */
export function sqlExecutor(db: SqlDatabase, actor: Actor): QueryRunner {
  const setup = actAs(actor);
  return {
    async run(query: Query<unknown>): Promise<QueryResult<never>> {
      const compiled = compileQuery(query as Query);
      let answers: unknown[][];
      try {
        answers = await db.batch(compiled.count ? [compiled.main, compiled.count] : [compiled.main], setup);
      } catch (error) {
        throw toBackendError(error, query.kind === 'rpc' ? query.fn : query.table);
      }
      const [rows = [], counted] = answers as [never[], { count: number }[] | undefined];
      if (query.kind === 'select' && query.single && rows.length > 1) {
        throw new BackendError('unknown', `Expected at most one ${query.table} row, found several`);
      }
      return counted ? { rows, count: counted[0]?.count ?? 0 } : { rows };
    },
  } as QueryRunner;
}

/**
 * Calls a database function as the connection's own role, in one statement (no transaction, no role switch):
 * for the `security definer` functions the service role calls on every request (the rate limits). Inside
 * `sqlExecutor`'s transaction a counted key stays locked for the COMMIT's round trip too; under a burst on
 * one key those waits queue up and hold the pool's connections until other requests cannot get one. In one
 * statement the row is locked only while the statement runs.
 */
export function functionCaller(db: SqlDatabase): QueryRunner {
  return {
    async run(query: Query<unknown>): Promise<QueryResult<never>> {
      if (query.kind !== 'rpc') throw new BackendError('unknown', 'functionCaller only calls database functions');
      const compiled = compileQuery(query as Query);
      try {
        const { rows } = await db.query<never>(compiled.main.text, compiled.main.params);
        return { rows };
      } catch (error) {
        throw toBackendError(error, query.fn);
      }
    },
  } as QueryRunner;
}

/** Maps PostgreSQL error codes (SQLSTATE) and connection failures onto the port's error codes. */
export function toBackendError(error: unknown, table?: string): BackendError {
  if (error instanceof BackendError) return error;
  const e = error as { code?: string; message?: string; constraint?: string; table?: string };
  const message = e?.message ?? String(error);
  const details = { table: e?.table ?? table, constraint: e?.constraint, cause: error };
  switch (e?.code) {
    case '42P01':
      return new BackendError('missing_table', message, details);
    case '23505':
      return new BackendError('unique', message, details);
    case '23P01':
      return new BackendError('overlap', message, details);
    case '23502':
    case '23503':
    case '23514':
    case '22P02':
    case '22003':
    case '22001':
      return new BackendError('constraint', message, details);
    case '42501':
      return new BackendError('permission', message, details);
    case '57P01':
    case '57P03':
    case '08000':
    case '08001':
    case '08003':
    case '08006':
    case '57014':
      return new BackendError('unavailable', message, details);
  }
  if (/ECONNREFUSED|ECONNRESET|ETIMEDOUT|timeout|Connection terminated|not queryable|closed/i.test(message)) {
    return new BackendError('unavailable', message, details);
  }
  return new BackendError('unknown', message, details);
}
