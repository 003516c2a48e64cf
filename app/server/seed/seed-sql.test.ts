import { describe, expect, it } from 'vitest';
import { seedSql, sqlLiteral } from './seed-sql';

describe('sqlLiteral', () => {
  it('quotes text safely and types arrays and JSON', () => {
    expect(sqlLiteral("L'Orient")).toBe("'L''Orient'");
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(12.5)).toBe('12.5');
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(['Pool', "Chef's kitchen"])).toBe("array['Pool', 'Chef''s kitchen']::text[]");
    expect(sqlLiteral([])).toBe("'{}'::text[]");
    expect(sqlLiteral([], 'availability_calendar')).toBe("'[]'::jsonb");
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });
});

describe('seedSql', () => {
  it('inserts listings before the inquiries that refer to them, idempotently', () => {
    const sql = seedSql({
      properties: [{ id: 'p1', title: 'A' }],
      rentals: [],
      blogPosts: [{ id: 'b1', slug: 'a' }],
      inquiries: [{ id: 'i1', property_id: 'p1' }],
    });
    expect(sql.indexOf('public.properties')).toBeLessThan(sql.indexOf('public.inquiries'));
    expect(sql).not.toContain('public.rentals');
    expect(sql.match(/on conflict \(id\) do nothing/g)).toHaveLength(3);
  });
});
