import type { SupabaseClient } from '@supabase/supabase-js';
import {
  BackendError,
  withoutNul,
  type Filter,
  type Query,
  type QueryResult,
  type QueryRunner,
  type RpcQuery,
} from './query';
import { RPC_FUNCTIONS, searchFunction, SOURCE_FUNCTIONS, TABLE_COLUMNS } from './schema';
import { likePattern } from './sql-compiler';

/**
 * Runs query descriptions through supabase-js `from()` chains (PostgREST). The per-request client carries
 * the visitor's or staff member's session, so Supabase's row level security decides, as on the embedded
 * backend. Identifiers are checked against the same whitelist as the SQL executor.
 */

// The chain types of supabase-js are deep generics; the executor only needs these methods.
interface FilterChain {
  eq(column: string, value: unknown): this;
  neq(column: string, value: unknown): this;
  gt(column: string, value: unknown): this;
  gte(column: string, value: unknown): this;
  lt(column: string, value: unknown): this;
  lte(column: string, value: unknown): this;
  in(column: string, values: readonly unknown[]): this;
  is(column: string, value: null | boolean): this;
  order(column: string, options: { ascending: boolean }): this;
  range(from: number, to: number): this;
  limit(count: number): this;
  select(columns: string): this;
  then: PromiseLike<PostgrestAnswer>['then'];
}

interface PostgrestAnswer {
  data: unknown;
  error: { code?: string; message: string; details?: string | null; hint?: string | null } | null;
  count?: number | null;
  /** The HTTP status, as supabase-js reports it. */
  status?: number;
}

function checkColumns(table: string, columns: readonly string[]) {
  const known = TABLE_COLUMNS[table as keyof typeof TABLE_COLUMNS];
  if (!known) throw new Error(`Unknown table: ${table}`);
  for (const column of columns) if (!known.has(column)) throw new Error(`Unknown column ${table}.${column}`);
}

function applyFilter(chain: FilterChain, unsafe: Filter): FilterChain {
  const filter = cleanFilter(unsafe);
  switch (filter.op) {
    case 'in':
      return chain.in(filter.column, filter.values);
    case 'is':
      return chain.is(filter.column, filter.value);
    default:
      return chain[filter.op](filter.column, filter.value);
  }
}

function cleanFilter(filter: Filter): Filter {
  if (filter.op === 'in') return { ...filter, values: withoutNul(filter.values) };
  return { ...filter, value: withoutNul(filter.value) } as Filter;
}

const cleanValues = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, withoutNul(v)]));

function filterColumns(filters: readonly Filter[]): string[] {
  return filters.map((f) => f.column);
}

/** A function called for its result: rows of a set-returning one, `{ value }` of one returning a value. */
async function runRpc(client: Pick<SupabaseClient, 'rpc'>, query: RpcQuery): Promise<QueryResult<never>> {
  const fn = RPC_FUNCTIONS[query.fn];
  if (!fn) throw new Error(`Unknown function: ${query.fn}`);
  const unknown = Object.keys(query.args).filter((name) => !fn.params.includes(name));
  if (unknown.length) throw new Error(`Unknown argument(s) of ${query.fn}: ${unknown.join(', ')}`);
  let answer: PostgrestAnswer;
  try {
    answer = (await client.rpc(query.fn, cleanValues(query.args))) as PostgrestAnswer;
  } catch (error) {
    throw new BackendError('unavailable', error instanceof Error ? error.message : String(error), {
      table: query.fn,
      cause: error,
    });
  }
  if (answer.error) throw fromPostgrestError(answer.error, query.fn, answer.status);
  if (fn.scalar) return { rows: [{ value: answer.data }] as never[] };
  return { rows: (Array.isArray(answer.data) ? answer.data : answer.data ? [answer.data] : []) as never[] };
}

export function supabaseExecutor(client: Pick<SupabaseClient, 'from' | 'rpc'>): QueryRunner {
  return {
    async run(query: Query): Promise<QueryResult<never>> {
      if (query.kind === 'rpc') return runRpc(client, query);
      const where = ('where' in query ? (query.where ?? []) : []).filter((f): f is Filter => Boolean(f));
      checkColumns(query.table, [
        ...filterColumns(where),
        ...(query.kind === 'select' ? [...query.columns, ...(query.order ?? []).map((o) => o.column)] : []),
        ...(query.kind === 'insert' || query.kind === 'update' ? Object.keys(query.values) : []),
        ...(query.kind !== 'select' ? (query.returning ?? []) : []),
      ]);
      if ((query.kind === 'update' || query.kind === 'delete') && where.length === 0) {
        throw new Error(`An ${query.kind} must be filtered`);
      }
      const table = client.from(query.table);
      let chain: FilterChain;
      switch (query.kind) {
        case 'select': {
          const counted = query.count || query.head;
          const options = counted ? { count: 'exact' as const, head: Boolean(query.head) } : undefined;
          if (query.source && SOURCE_FUNCTIONS[query.source.fn]?.table !== query.table) {
            throw new Error(`${query.source.fn} does not return ${query.table} rows`);
          }
          chain = (query.source
            ? // A set-returning function of the table's rows (/rpc/…), filtered, ordered and paged the same way.
              client.rpc(query.source.fn, cleanValues(query.source.args), options).select(query.columns.join(','))
            : query.search === undefined
              ? table.select(query.columns.join(','), options)
              : // Staff search: the table's search function (/rpc/…), filtered, ordered and paged the same way.
                client
                  .rpc(searchFunction(query.table), { pattern: likePattern(query.search) }, options)
                  .select(query.columns.join(','))) as unknown as FilterChain;
          break;
        }
        case 'insert':
          chain = table.insert(cleanValues(query.values)) as unknown as FilterChain;
          break;
        case 'update':
          chain = table.update(cleanValues(query.values)) as unknown as FilterChain;
          break;
        case 'delete':
          chain = table.delete() as unknown as FilterChain;
          break;
      }
      for (const filter of where) chain = applyFilter(chain, filter);
      if (query.kind === 'select') {
        for (const order of query.order ?? []) chain = chain.order(order.column, { ascending: order.ascending });
        if (query.single) chain = chain.limit(2);
        else if (query.range) chain = chain.range(query.range.from, query.range.to);
      } else if (query.returning?.length) {
        chain = chain.select(query.returning.join(','));
      }

      let answer: PostgrestAnswer;
      try {
        answer = await chain;
      } catch (error) {
        throw new BackendError('unavailable', error instanceof Error ? error.message : String(error), {
          table: query.table,
          cause: error,
        });
      }
      if (answer.error) throw fromPostgrestError(answer.error, query.table, answer.status);
      if (query.kind === 'select' && query.head && answer.count == null) {
        // PostgREST answers every successful count with a Content-Range total. The answer to a HEAD request
        // has no body, so a failed one carries no error code, and supabase-js even reports a bodyless 404
        // (no such table) as a 204 without an error: only the status tells what went wrong.
        const status = answer.status === 204 ? 404 : answer.status;
        throw fromPostgrestError({ message: `No count of ${query.table} (HTTP ${status})` }, query.table, status);
      }
      const rows = (Array.isArray(answer.data) ? answer.data : answer.data ? [answer.data] : []) as never[];
      if (query.kind === 'select' && query.single && rows.length > 1) {
        throw new BackendError('unknown', `Expected at most one ${query.table} row, found several`);
      }
      return query.kind === 'select' && (query.count || query.head) ? { rows, count: answer.count ?? 0 } : { rows };
    },
  } as QueryRunner;
}

/** PostgREST passes PostgreSQL's SQLSTATE through; its own codes start with PGRST. */
export function fromPostgrestError(
  error: NonNullable<PostgrestAnswer['error']>,
  table: string,
  status?: number,
): BackendError {
  const details = { table, cause: error };
  const code = error.code ?? '';
  if (
    code === '42P01' ||
    code === 'PGRST205' ||
    /relation .* does not exist|Could not find the table/i.test(error.message)
  ) {
    return new BackendError('missing_table', error.message, details);
  }
  if (code === '23505') return new BackendError('unique', error.message, details);
  if (code === '23P01') return new BackendError('overlap', error.message, details);
  if (['23502', '23503', '23514', '22P02', '22003', '22001', 'PGRST204'].includes(code))
    return new BackendError('constraint', error.message, details);
  if (code === '42501' || code === 'PGRST301' || code === 'PGRST302')
    return new BackendError('permission', error.message, details);
  if (
    code === '57014' ||
    code === 'PGRST000' ||
    code === 'PGRST001' ||
    code === 'PGRST002' ||
    /fetch failed|ECONNREFUSED|timeout/i.test(error.message)
  ) {
    return new BackendError('unavailable', error.message, details);
  }
  // A bodyless answer (to a HEAD request) has no code: its status is all there is.
  if (!code && status === 404) return new BackendError('missing_table', error.message || `No table ${table}`, details);
  if (!code && (status === 401 || status === 403))
    return new BackendError('permission', error.message || `Not allowed to read ${table}`, details);
  if (!code && status !== undefined && status >= 500)
    return new BackendError('unavailable', error.message || `The database did not answer for ${table}`, details);
  return new BackendError('unknown', error.message, details);
}
