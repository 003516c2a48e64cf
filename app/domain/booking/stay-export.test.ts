import { describe, expect, it } from 'vitest';
import { csvDocument } from '#app/domain/csv';
import { islandDateTime, STAY_EXPORT_COLUMNS, type StayExportLine } from './stay-export';

const stay: StayExportLine = {
  reference: 'IE-A3BB189E',
  villa: 'Villa Soleil',
  source: 'homeowner-block',
  guest_name: null,
  guest_email: null,
  guest_phone: null,
  check_in: '2027-01-30',
  check_out: '2027-02-02',
  guests: null,
  status: 'blocked',
  quote_total: null,
  quote_currency: 'USD',
  created_at: '2026-11-26T02:30:00.000Z',
};

describe('the bookings CSV', () => {
  it('writes times in the agency’s time zone (UTC−4)', () => {
    expect(islandDateTime('2026-11-26T02:30:00.000Z')).toBe('2026-11-25 22:30');
    expect(islandDateTime('not a date')).toBe('');
  });

  it('says a block’s source and status in words, its nights across a month, no total or currency', () => {
    const [, line] = csvDocument(STAY_EXPORT_COLUMNS, [stay])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(line).toBe('IE-A3BB189E,Villa Soleil,Homeowner block,,,,2027-01-30,2027-02-02,3,,Blocked,,,2026-11-25 22:30');
  });
});
