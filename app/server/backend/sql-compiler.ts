import {
  withoutNul,
  type DeleteQuery,
  type Filter,
  type InsertQuery,
  type OrderBy,
  type Query,
  type RpcQuery,
  type SelectQuery,
  type TableName,
  type UpdateQuery,
} from './query';
import { JSON_COLUMNS, RPC_FUNCTIONS, SOURCE_FUNCTIONS, TABLE_COLUMNS, searchFunction } from './schema';
import type { SqlStatement } from '#app/server/db/sql-database.server';

export interface CompiledQuery {
  main: SqlStatement;
  /** For selects that asked for a count: the count statement (same filters, no order or range). */
  count?: SqlStatement;
}

/** Turns a query description into parameterised SQL. Identifiers come only from the whitelist. */
export function compileQuery(query: Query): CompiledQuery {
  switch (query.kind) {
    case 'select':
      return compileSelect(query);
    case 'insert':
      return { main: compileInsert(query) };
    case 'update':
      return { main: compileUpdate(query) };
    case 'delete':
      return { main: compileDelete(query) };
    case 'rpc':
      return { main: compileRpc(query) };
  }
}

function table(name: TableName): string {
  if (!(name in TABLE_COLUMNS)) throw new Error(`Unknown table: ${name}`);
  return `public.${name}`;
}

function column(tableName: TableName, name: string): string {
  if (!TABLE_COLUMNS[tableName].has(name)) throw new Error(`Unknown column ${tableName}.${name}`);
  return `"${name}"`;
}

function columnList(tableName: TableName, columns: readonly string[]): string {
  if (columns.length === 0) throw new Error('A query must name its columns');
  return columns.map((c) => column(tableName, c)).join(', ');
}

/** Escapes LIKE wildcards so a visitor's `%` or `_` matches itself. */
export function likePattern(text: string): string {
  return `%${withoutNul(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function compileWhere(
  tableName: TableName,
  filters: SelectQuery<Record<string, unknown>>['where'],
  params: unknown[],
): string {
  const parts = (filters ?? []).filter((f): f is Filter => Boolean(f)).map((f) => compileFilter(tableName, f, params));
  return parts.length ? ` where ${parts.join(' and ')}` : '';
}

function compileFilter(tableName: TableName, filter: Filter, params: unknown[]): string {
  const param = (value: unknown) => {
    params.push(withoutNul(value));
    return `$${params.length}`;
  };
  switch (filter.op) {
    case 'in':
      return `${column(tableName, filter.column)} = any(${param(filter.values)})`;
    case 'is':
      return `${column(tableName, filter.column)} is ${filter.value === null ? 'null' : filter.value ? 'true' : 'false'}`;
    default: {
      const operators = { eq: '=', neq: '<>', gte: '>=', lte: '<=', gt: '>', lt: '<' } as const;
      return `${column(tableName, filter.column)} ${operators[filter.op]} ${param(filter.value)}`;
    }
  }
}

function compileOrder(tableName: TableName, order: readonly OrderBy[] | undefined): string {
  if (!order?.length) return '';
  return ` order by ${order.map((o) => `${column(tableName, o.column)} ${o.ascending ? 'asc' : 'desc'}`).join(', ')}`;
}

/** Named arguments `name => $n` for a whitelisted function's parameters, in their declared order. */
function namedArguments(
  fn: string,
  names: readonly string[],
  args: Record<string, unknown>,
  params: unknown[],
  json: readonly string[] = [],
): string {
  const unknown = Object.keys(args).filter((name) => !names.includes(name));
  if (unknown.length) throw new Error(`Unknown argument(s) of ${fn}: ${unknown.join(', ')}`);
  return names
    .filter((name) => args[name] !== undefined)
    .map((name) => {
      params.push(json.includes(name) ? JSON.stringify(args[name]) : withoutNul(args[name]));
      return `${name} => $${params.length}`;
    })
    .join(', ');
}

/**
 * The FROM of a select: the table, its search function or another set-returning function of its rows
 * (named as the table, so columns read the same).
 */
function source(query: SelectQuery<Record<string, unknown>>, params: unknown[]): string {
  if (query.source) {
    const fn = SOURCE_FUNCTIONS[query.source.fn];
    if (!fn || fn.table !== query.table) throw new Error(`${query.source.fn} does not return ${query.table} rows`);
    return `public.${query.source.fn}(${namedArguments(query.source.fn, fn.params, query.source.args, params)}) as "${query.table}"`;
  }
  if (query.search === undefined) return table(query.table);
  params.push(likePattern(query.search));
  return `public.${searchFunction(query.table)}($${params.length}) as "${query.table}"`;
}

function compileSelect(query: SelectQuery<Record<string, unknown>>): CompiledQuery {
  const countParams: unknown[] = [];
  const count =
    query.count || query.head
      ? {
          text: `select count(*)::int as count from ${source(query, countParams)}${compileWhere(query.table, query.where, countParams)}`,
          params: countParams,
        }
      : undefined;
  if (query.head) return { main: { text: 'select 1 where false', params: [] }, count };

  const params: unknown[] = [];
  const from = source(query, params);
  const where = compileWhere(query.table, query.where, params);
  const order = compileOrder(query.table, query.order);
  const columns = columnList(query.table, query.columns);
  let text: string;
  if (query.single) {
    text = `select ${columns} from ${from}${where}${order} limit 2`;
  } else if (query.range) {
    const first = Math.max(0, Math.floor(query.range.from));
    const last = Math.max(first, Math.floor(query.range.to));
    params.push(last - first + 1, first);
    const limit = ` limit $${params.length - 1} offset $${params.length}`;
    text =
      first === 0 || query.search !== undefined || query.source !== undefined
        ? `select ${columns} from ${from}${where}${order}${limit}`
        : // Deep pages: skip rows in an index-only subquery, then read just the page's rows ("deferred join").
          `select ${columns} from ${from} where "id" in (select "id" from ${from}${where}${order}${limit})${order}`;
  } else {
    text = `select ${columns} from ${from}${where}${order}`;
  }
  return { main: { text, params }, count };
}

function assignments(tableName: TableName, values: Record<string, unknown>, params: unknown[]) {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  if (entries.length === 0) throw new Error('A write must set at least one column');
  return entries.map(([name, value]) => {
    params.push(JSON_COLUMNS.has(name) ? JSON.stringify(value) : withoutNul(value));
    return { column: column(tableName, name), placeholder: `$${params.length}` };
  });
}

function returning(tableName: TableName, columns: readonly string[] | undefined): string {
  return columns?.length ? ` returning ${columnList(tableName, columns)}` : '';
}

function compileInsert(query: InsertQuery): SqlStatement {
  const params: unknown[] = [];
  const sets = assignments(query.table, query.values, params);
  const text =
    `insert into ${table(query.table)} (${sets.map((s) => s.column).join(', ')}) ` +
    `values (${sets.map((s) => s.placeholder).join(', ')})${returning(query.table, query.returning)}`;
  return { text, params };
}

function requireWhere(kind: string, where: readonly Filter[]) {
  // A write without a filter would touch every row: never what a description means.
  if (where.length === 0) throw new Error(`An ${kind} must be filtered`);
}

function compileUpdate(query: UpdateQuery): SqlStatement {
  requireWhere('update', query.where);
  const params: unknown[] = [];
  const sets = assignments(query.table, query.values, params);
  const text =
    `update ${table(query.table)} set ${sets.map((s) => `${s.column} = ${s.placeholder}`).join(', ')}` +
    compileWhere(query.table, query.where, params) +
    returning(query.table, query.returning);
  return { text, params };
}

function compileDelete(query: DeleteQuery): SqlStatement {
  requireWhere('delete', query.where);
  const params: unknown[] = [];
  const text =
    `delete from ${table(query.table)}` +
    compileWhere(query.table, query.where, params) +
    returning(query.table, query.returning);
  return { text, params };
}

/** A function call: its rows, or its one value as `{ value }`. Only whitelisted functions and parameters. */
function compileRpc(query: RpcQuery): SqlStatement {
  const fn = RPC_FUNCTIONS[query.fn];
  if (!fn) throw new Error(`Unknown function: ${query.fn}`);
  const params: unknown[] = [];
  const call = `public.${query.fn}(${namedArguments(query.fn, fn.params, query.args, params, fn.json)})`;
  return { text: fn.scalar ? `select ${call} as "value"` : `select * from ${call}`, params };
}
