import { describe, expect, it } from 'vitest';
import {
  erasureCounts,
  PERSON_DATA_KINDS,
  personDataCells,
  personDataFileName,
  personDataSections,
  personDataTotal,
  personErasureSchema,
  personLookupSchema,
  readPersonDataExport,
} from './person-data';

describe('a person’s data export', () => {
  it('reads every list, an absent or malformed one as empty, and counts the rows', () => {
    const data = readPersonDataExport({
      email: 'ana@example.com',
      exported_at: '2026-11-30T10:00:00Z',
      inquiries: [{ id: 1 }, { id: 2 }],
      emails: 'not a list',
      history: [null, 3, { id: 9 }],
    });
    expect(data.inquiries).toHaveLength(2);
    expect(data.emails).toEqual([]);
    expect(data.history).toEqual([{ id: 9 }]);
    expect(data.vendors).toEqual([]);
    expect(personDataTotal(data)).toBe(3);
    expect(personDataTotal(readPersonDataExport(null))).toBe(0);
  });

  it('shows only the kinds that hold rows, in the export’s order, with their labels', () => {
    const data = readPersonDataExport({ history: [{ id: 1 }], inquiries: [{ id: 2 }] });
    expect(personDataSections(data).map(({ kind, label }) => [kind, label])).toEqual([
      ['inquiries', 'Inquiries (leads)'],
      ['history', 'History entries'],
    ]);
    expect(PERSON_DATA_KINDS[0]).toBe('inquiries');
  });

  it('prints a row’s filled fields, objects as JSON', () => {
    expect(personDataCells({ name: 'Ana', phone: null, note: '', tags: [], quote: { total: 5 }, guests: 2 })).toEqual([
      ['name', 'Ana'],
      ['quote', '{"total":5}'],
      ['guests', '2'],
    ]);
  });

  it('names the download by its day, never by the address', () => {
    expect(personDataFileName('2026-11-30T10:00:00.123Z')).toBe('person-data-2026-11-30.json');
    expect(personDataFileName('')).toBe('person-data-export.json');
  });

  it('keeps only whole numbers of what an erasure reports', () => {
    expect(erasureCounts({ inquiries: 2, emails: 1.5, history: '3', stays: 0 })).toEqual({ inquiries: 2, stays: 0 });
    expect(erasureCounts(null)).toEqual({});
  });
});

describe('the look-up and erasure forms', () => {
  it('takes one address, trimmed and in lower case', () => {
    expect(personLookupSchema.parse({ email: '  Ana.Lima@Example.COM ' })).toEqual({ email: 'ana.lima@example.com' });
    expect(personLookupSchema.safeParse({ email: 'ana' }).success).toBe(false);
    expect(personLookupSchema.safeParse({ email: '' }).success).toBe(false);
  });

  it('confirms the erasure only with the same address typed again, whatever the capitals', () => {
    expect(personErasureSchema.safeParse({ email: 'ana@example.com', confirmation: ' ANA@example.com ' }).success).toBe(
      true,
    );
    const refused = personErasureSchema.safeParse({ email: 'ana@example.com', confirmation: 'bob@example.com' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmation', 'This is not the address being erased'],
    ]);
  });
});
