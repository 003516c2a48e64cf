import { describe, expect, it } from 'vitest';
import { csvResponse } from './csv-response.server';

describe('csvResponse', () => {
  it('is a download that is never cached', async () => {
    const response = csvResponse('leads 2026/11.csv', 'a\r\n');
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="leads-2026-11.csv"');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.text()).toBe('a\r\n');
  });
});
