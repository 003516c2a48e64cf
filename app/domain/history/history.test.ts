import { describe, expect, it } from 'vitest';
import {
  actionWords,
  actorLabel,
  dayRange,
  entrySummary,
  formatWhen,
  historySearch,
  itemLabel,
  itemPath,
  parseHistoryFilters,
  personOf,
  referencedIds,
  referenceKey,
  withNames,
  type HistoryEntryRow,
} from './history';
import { changesOf, fieldLabel, formatValue, isLongChange } from './fields';

const MEMBER = '5a8e2f0c-1b3d-4e6f-9a7b-8c9d0e1f2a3b';
const parse = (search: string) => parseHistoryFilters(new URLSearchParams(search));

describe('history filters', () => {
  it('reads person, kind, days and page from the URL', () => {
    expect(parse(`person=${MEMBER.toUpperCase()}&kind=rentals&from=2026-11-01&to=2026-11-30&page=3`)).toEqual({
      person: MEMBER,
      kind: 'rentals',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
  });

  it('falls back to anyone, everything, any day, page 1 for anything odd', () => {
    expect(parse('person=robert&kind=secrets&from=yesterday&to=2026-13-45&page=-2')).toEqual({
      person: '',
      kind: 'all',
      from: '',
      to: '',
      page: 1,
    });
    expect(parse('')).toEqual({ person: '', kind: 'all', from: '', to: '', page: 1 });
  });

  it('takes a range given backwards as the same range', () => {
    expect(parse('from=2026-11-30&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('tells a member from everyone of a kind', () => {
    expect(personOf(parse(`person=${MEMBER}`))).toEqual({ kind: 'member', id: MEMBER });
    expect(personOf(parse('person=visitors'))).toEqual({ kind: 'visitor' });
    expect(personOf(parse('person=system'))).toEqual({ kind: 'system' });
    expect(personOf(parse(''))).toBeNull();
  });

  it('turns days in the agency’s time zone (UTC−4) into instants: from the first midnight, before the next', () => {
    expect(dayRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      since: '2026-11-01T04:00:00.000Z',
      before: '2026-12-01T04:00:00.000Z',
    });
    expect(dayRange({ from: '', to: '' })).toEqual({ since: undefined, before: undefined });
  });

  it('writes the filters back into a query string, defaults left out, for the page links', () => {
    const filters = parse(`person=visitors&kind=all&from=2026-11-01&page=2`);
    expect(historySearch(filters)).toBe('?person=visitors&from=2026-11-01&page=2');
    expect(historySearch(filters, 1)).toBe('?person=visitors&from=2026-11-01');
    expect(historySearch(parse(''))).toBe('');
  });
});

describe('history entries in words', () => {
  it('names fields for people, known ones by their label and others from their column', () => {
    expect(fieldLabel('rentals', 'daily_rate')).toBe('Daily rate');
    expect(fieldLabel('properties', 'title_fr')).toBe('Title (French)');
    expect(fieldLabel('properties', 'bedrooms')).toBe('Bedrooms');
    expect(fieldLabel('inquiries', 'assigned_to')).toBe('Assignee');
  });

  it('shows values: none as a dash, booleans as Yes/No, lists joined, structures as JSON', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue('')).toBe('—');
    expect(formatValue(undefined)).toBe('—');
    expect(formatValue(true)).toBe('Yes');
    expect(formatValue(false)).toBe('No');
    expect(formatValue(1_200_000)).toBe('1,200,000');
    expect(formatValue(1.08)).toBe('1.08');
    expect(formatValue(['Pool', 'Gym'])).toBe('Pool, Gym');
    expect(formatValue([])).toBe('—');
    expect(formatValue([{ src: '/a.webp' }])).toBe('[{"src":"/a.webp"}]');
  });

  it('folds long texts, texts with line breaks and structures; short values stay inline', () => {
    expect(isLongChange({ before: 1, after: 2 })).toBe(false);
    expect(isLongChange({ before: 'Short', after: 'Shorter' })).toBe(false);
    expect(isLongChange({ before: 'x', after: 'y'.repeat(81) })).toBe(true);
    expect(isLongChange({ after: 'one\ntwo' })).toBe(true);
    expect(isLongChange({ before: [{ src: '/a.webp' }], after: [] })).toBe(true);
  });

  it('lists an entry’s changes with their labels', () => {
    expect(
      changesOf({
        table_name: 'properties',
        changes: { price: { before: 1, after: 2 }, description: { before: 'a', after: 'b\nc' } },
      }),
    ).toEqual([
      { column: 'price', label: 'Price', change: { before: 1, after: 2 }, long: false },
      { column: 'description', label: 'Description', change: { before: 'a', after: 'b\nc' }, long: true },
    ]);
  });

  it('shows statuses, stages, sources and languages as words', () => {
    const [status, source, locale, title] = changesOf({
      table_name: 'inquiries',
      changes: {
        stage: { before: 'new', after: 'contacted' },
        source: { after: 'booking' },
        locale: { after: 'fr' },
        lost_reason: { after: 'price' },
      },
    });
    expect(status!.change).toEqual({ before: 'New', after: 'Contacted' });
    expect(source!.change).toEqual({ after: 'Booking request' });
    expect(locale!.change).toEqual({ after: 'French' });
    // Free text stays as it was written.
    expect(title!.change).toEqual({ after: 'price' });
    expect(changesOf({ table_name: 'stays', changes: { source: { after: 'homeowner-block' } } })[0]!.change).toEqual({
      after: 'Homeowner block',
    });
    // Entries written before the source was renamed read the same.
    expect(changesOf({ table_name: 'stays', changes: { source: { after: 'owner-block' } } })[0]!.change).toEqual({
      after: 'Homeowner block',
    });
  });

  it('says what happened, who did it, and what the item is', () => {
    expect(actionWords({ table_name: 'properties', action: 'insert' })).toBe('created');
    expect(actionWords({ table_name: 'rental_seasons', action: 'delete' })).toBe('season removed');
    expect(actionWords({ table_name: 'inquiries', action: 'insert' })).toBe('received');
    expect(
      entrySummary({ table_name: 'properties', subject_table: 'properties', action: 'update', label: 'Villa' }),
    ).toBe('Changed');
    expect(
      entrySummary({ table_name: 'rental_seasons', subject_table: 'rentals', action: 'insert', label: 'High season' }),
    ).toBe('Season added: High season');
    expect(entrySummary({ table_name: 'lead_notes', subject_table: 'inquiries', action: 'insert', label: null })).toBe(
      'Note added',
    );
    expect(actorLabel({ actor_name: 'Olivia Owner', actor_kind: 'staff' })).toBe('Olivia Owner');
    expect(actorLabel({ actor_name: '', actor_kind: 'visitor' })).toBe('Visitor');
    expect(itemLabel({ subject_table: 'properties', table_name: 'properties', label: 'Villa Azure' })).toBe(
      'Property · Villa Azure',
    );
    // A season's own name is not the villa's.
    expect(itemLabel({ subject_table: 'rentals', table_name: 'rental_seasons', label: 'High season' })).toBe('Rental');
    expect(itemLabel({ subject_table: 'inquiries', table_name: 'inquiries', label: null })).toBe('Lead');
  });

  it('names the members, villas, stays and feeds a change names by id, never showing a raw id (issue 26)', () => {
    const rental = '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d01';
    const gone = '11111111-2222-4333-8444-555555555555';
    const entries: Pick<HistoryEntryRow, 'changes'>[] = [
      { changes: { assigned_to: { before: gone, after: MEMBER }, stage: { before: 'new', after: MEMBER } } },
      { changes: { rental_id: { after: rental }, conflict_with: { before: null, after: gone } } },
    ];
    expect(referencedIds(entries)).toEqual(
      new Map([
        ['staff_members', new Set([gone, MEMBER])],
        ['rentals', new Set([rental])],
        ['stays', new Set([gone])],
      ]),
    );
    const names = new Map([
      [referenceKey('staff_members', MEMBER), 'Andy Agent'],
      [referenceKey('rentals', rental), 'Villa Azur, Lurin'],
    ]);
    const [lead, stay] = withNames(entries, names);
    expect(lead!.changes).toEqual({
      assigned_to: { before: 'a deleted staff member', after: 'Andy Agent' },
      stage: { before: 'new', after: MEMBER },
    });
    expect(stay!.changes).toEqual({
      rental_id: { after: 'Villa Azur, Lurin' },
      conflict_with: { before: null, after: 'a deleted stay' },
    });
    expect(fieldLabel('stays', 'rental_id')).toBe('Villa');
  });

  it('shows a stay’s services by name, as a short list rather than a folded “set”', () => {
    const [services] = changesOf({
      table_name: 'stays',
      changes: { add_ons: { after: ['private-chef', 'airport-transfer'] } },
    });
    expect(services!.long).toBe(false);
    expect(formatValue(services!.change.after)).toBe('Private chef, Airport transfer');
    expect(services!.label).toBe('Services');
  });

  it('links each kind of item to its back office page', () => {
    expect(itemPath('properties', MEMBER)).toBe(`/admin/properties/${MEMBER}`);
    expect(itemPath('blog_posts', MEMBER)).toBe(`/admin/blogs/${MEMBER}`);
    expect(itemPath('inquiries', MEMBER)).toBe(`/admin/inquiries/${MEMBER}`);
    expect(itemPath('stays', MEMBER)).toBe(`/admin/bookings/${MEMBER}`);
    expect(itemPath('currency_settings', 'true')).toBe('/admin/settings/currency');
    expect(itemPath('staff_members', MEMBER)).toBe('/admin/staff');
  });

  it('tells the time in the agency’s time zone', () => {
    expect(formatWhen('2026-11-26T18:05:00Z')).toBe('Nov 26, 2026, 14:05');
    expect(formatWhen('2026-11-27T02:30:00Z')).toBe('Nov 26, 2026, 22:30');
  });
});
