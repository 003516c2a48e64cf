import { describe, expect, it } from 'vitest';
import { asc, desc, eq, gte, lte, pageRange } from './query';
import { compileQuery, likePattern } from './sql-compiler';

describe('compileQuery', () => {
  it('compiles a filtered, ordered, paged select with a count', () => {
    const compiled = compileQuery({
      kind: 'select',
      table: 'properties',
      columns: ['id', 'title'],
      where: [eq('status', 'published'), gte('bedrooms', 3), lte('price', 5_000_000), null, false],
      order: [asc('price'), desc('id')],
      range: pageRange(2, 12),
      count: true,
    });
    expect(compiled.main.text).toBe(
      'select "id", "title" from public.properties where "id" in (select "id" from public.properties where "status" = $1 and "bedrooms" >= $2 and "price" <= $3 order by "price" asc, "id" desc limit $4 offset $5) order by "price" asc, "id" desc',
    );
    expect(compiled.main.params).toEqual(['published', 3, 5_000_000, 12, 12]);
    expect(compiled.count).toEqual({
      text: 'select count(*)::int as count from public.properties where "status" = $1 and "bedrooms" >= $2 and "price" <= $3',
      params: ['published', 3, 5_000_000],
    });
  });

  it("reads a staff search from the table's search function, its pattern first, with no deferred join", () => {
    const compiled = compileQuery({
      kind: 'select',
      table: 'rentals',
      columns: ['id', 'title'],
      search: '50%_off',
      where: [eq('status', 'draft')],
      order: [desc('created_at'), desc('id')],
      range: pageRange(3, 20),
      count: true,
    });
    expect(compiled.main).toEqual({
      text: 'select "id", "title" from public.admin_search_rentals($1) as "rentals" where "status" = $2 order by "created_at" desc, "id" desc limit $3 offset $4',
      params: ['%50\\%\\_off%', 'draft', 20, 40],
    });
    expect(compiled.count).toEqual({
      text: 'select count(*)::int as count from public.admin_search_rentals($1) as "rentals" where "status" = $2',
      params: ['%50\\%\\_off%', 'draft'],
    });
    expect(() => compileQuery({ kind: 'select', table: 'staff_members', columns: ['user_id'], search: 'x' })).toThrow(
      /cannot be searched/,
    );
  });

  it('refuses identifiers outside the whitelist', () => {
    expect(() =>
      compileQuery({ kind: 'select', table: 'properties', columns: ['id; drop table properties'] as never }),
    ).toThrow(/Unknown column/);
    expect(() => compileQuery({ kind: 'select', table: 'users' as never, columns: ['id'] as never })).toThrow(
      /Unknown table/,
    );
  });

  it('compiles writes with parameters only and refuses unfiltered updates and deletes', () => {
    expect(
      compileQuery({
        kind: 'insert',
        table: 'rentals',
        values: { title: "O'Hara", availability_calendar: [] },
        returning: ['id'],
      }).main,
    ).toEqual({
      text: 'insert into public.rentals ("title", "availability_calendar") values ($1, $2) returning "id"',
      params: ["O'Hara", '[]'],
    });
    expect(
      compileQuery({ kind: 'update', table: 'inquiries', values: { read: true }, where: [eq('id', 'x')] }).main,
    ).toEqual({
      text: 'update public.inquiries set "read" = $1 where "id" = $2',
      params: [true, 'x'],
    });
    expect(() => compileQuery({ kind: 'update', table: 'inquiries', values: { read: true }, where: [] })).toThrow();
    expect(() => compileQuery({ kind: 'delete', table: 'inquiries', where: [] })).toThrow();
  });

  it('counts without fetching rows for head queries', () => {
    const compiled = compileQuery({
      kind: 'select',
      table: 'inquiries',
      columns: ['id'],
      where: [eq('read', false)],
      head: true,
    });
    expect(compiled.count?.text).toBe('select count(*)::int as count from public.inquiries where "read" = $1');
  });
});

describe('pageRange and likePattern', () => {
  it('maps 1-based pages to inclusive ranges and clamps bad pages to the first', () => {
    expect(pageRange(1, 12)).toEqual({ from: 0, to: 11 });
    expect(pageRange(3, 12)).toEqual({ from: 24, to: 35 });
    expect(pageRange(0, 12)).toEqual({ from: 0, to: 11 });
  });
  it('escapes LIKE wildcards', () => {
    expect(likePattern('a\\b')).toBe('%a\\\\b%');
  });
});
