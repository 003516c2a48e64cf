import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import type { LeadRow } from './lead';
import { leadsCsv, leadsCsvFilename } from './export';

const lead = (overrides: Partial<LeadRow> = {}): LeadRow => ({
  id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c01',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  message: 'Hello, "sea view"?',
  read: true,
  source: 'property',
  property_id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01',
  rental_id: null,
  stay_id: null,
  locale: 'en',
  created_at: '2026-11-18T16:20:00.000Z',
  stage: 'contacted',
  lost_reason: null,
  assigned_to: '2b9c6f1e-8d4a-4c3b-9e2f-1a0b9c8d7e6f',
  follow_up_on: '2026-11-20',
  stage_changed_at: '2026-11-19T10:00:00.000Z',
  listing_id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01',
  listing_title: 'Villa Les Ondes, Pointe Milou',
  island: 'Saint Barthélemy',
  assignee_name: 'Léa Martin',
  note_count: 2,
  ...overrides,
});

const today = '2026-11-26' as CalendarDate;

describe('the leads CSV', () => {
  it('has a heading line and one line a lead, with the salesperson’s columns', () => {
    const lines = leadsCsv([lead()], today)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'Received,Name,E-mail,Phone,Source,Listing,Island,Stage,Lost reason,Assignee,Follow-up,Overdue,Read,Message,Notes',
    );
    expect(lines[1]).toBe(
      `2026-11-18T16:20:00.000Z,Ada Lovelace,ada@example.com,'+44 20 7946 0000,Property inquiry,"Villa Les Ondes, Pointe Milou",Saint Barthélemy,Contacted,,Léa Martin,2026-11-20,yes,yes,"Hello, ""sea view""?",2`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  it('writes formulas as text: a name, message or reason starting with =, +, -, @', () => {
    const csv = leadsCsv(
      [
        lead({
          name: '=HYPERLINK("http://evil.example","Click")',
          message: '@SUM(1+1)',
          stage: 'lost',
          lost_reason: '-2+3',
          phone: '+1 555 0100',
        }),
      ],
      today,
    );
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain(`'@SUM(1+1)`);
    expect(row).toContain(`'-2+3`);
    // A phone number starting with + is text too (a spreadsheet would compute +1 555 0100).
    expect(row).toContain(`'+1 555 0100`);
    expect(row).toContain(',Lost,');
  });

  it('names the file by the day on the islands', () => {
    expect(leadsCsvFilename(today)).toBe('leads-2026-11-26.csv');
  });
});
