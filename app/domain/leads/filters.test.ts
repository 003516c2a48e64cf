import { describe, expect, it } from 'vitest';
import { islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { isLeadListFiltered, isOverdue, leadListSearch, parseLeadFilters, stagesOf } from './filters';

const STAFF = '2b9c6f1e-8d4a-4c3b-9e2f-1a0b9c8d7e6f';
const LISTING = '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01';
const parse = (search: string) => parseLeadFilters(new URLSearchParams(search));

describe('parseLeadFilters', () => {
  it('defaults to every lead, newest first, page 1', () => {
    expect(parse('')).toEqual({
      q: '',
      status: 'all',
      read: 'all',
      french: 'all',
      sort: 'created_at',
      dir: 'desc',
      page: 1,
      stage: 'all',
      assignee: 'all',
      source: 'all',
      island: 'all',
      listing: '',
      overdue: false,
    });
  });

  it('reads every filter, with the admin list’s search, read and page', () => {
    const state = parse(
      `q=villa&read=unread&page=3&stage=lost&assignee=${STAFF.toUpperCase()}&source=booking&island=Sint+Maarten&listing=${LISTING}&overdue=1`,
    );
    expect(state).toMatchObject({
      q: 'villa',
      read: 'unread',
      page: 3,
      stage: 'lost',
      assignee: STAFF,
      source: 'booking',
      island: 'Sint Maarten',
      listing: LISTING,
      overdue: true,
    });
    expect(parse('assignee=me').assignee).toBe('me');
    expect(parse('assignee=unassigned').assignee).toBe('unassigned');
    expect(parse('stage=open').stage).toBe('open');
    expect(parse('island=Saint%20Barth%C3%A9lemy').island).toBe('Saint Barthélemy');
  });

  it('falls back to the defaults for anything else, never failing', () => {
    const state = parse(
      'stage=archived&assignee=boss&source=email&island=Anguilla&listing=x%27%20or%201%3D1&overdue=yes&page=-2&read=maybe',
    );
    expect(state).toMatchObject({
      stage: 'all',
      assignee: 'all',
      source: 'all',
      island: 'all',
      listing: '',
      overdue: false,
      page: 1,
      read: 'all',
    });
  });
});

describe('leadListSearch', () => {
  it('writes nothing for the defaults', () => {
    expect(leadListSearch(parse(''))).toBe('');
  });

  it('round-trips every filter through the URL', () => {
    const search = `?q=sea+view&read=read&sort=created_at&dir=asc&page=2&stage=qualified&assignee=me&source=rental&island=Saint+Barth%C3%A9lemy&listing=${LISTING}&overdue=1`;
    const state = parse(search.slice(1));
    expect(parse(leadListSearch(state).slice(1))).toEqual(state);
    expect(leadListSearch(state)).toBe(search);
  });

  it('leaves out what is at its default', () => {
    expect(leadListSearch({ ...parse(''), stage: 'won', page: 1 })).toBe('?stage=won');
    expect(leadListSearch({ ...parse('assignee=unassigned&overdue=1') })).toBe('?assignee=unassigned&overdue=1');
  });

  it('tells a filtered list from the whole inbox', () => {
    expect(isLeadListFiltered(parse(''))).toBe(false);
    expect(isLeadListFiltered(parse('page=2&sort=created_at&dir=asc'))).toBe(false);
    for (const search of [
      'q=a',
      'read=read',
      'stage=new',
      'assignee=me',
      'source=contact',
      'island=Sint+Maarten',
      `listing=${LISTING}`,
      'overdue=1',
    ])
      expect(isLeadListFiltered(parse(search)), search).toBe(true);
  });

  it('spells out the stages of a stage filter', () => {
    expect(stagesOf('all')).toBeNull();
    expect(stagesOf('open')).toEqual(['new', 'contacted', 'qualified']);
    expect(stagesOf('lost')).toEqual(['lost']);
  });
});

describe('isOverdue', () => {
  const day = (value: string) => value as CalendarDate;

  it('is an open lead whose follow-up day is before today', () => {
    const today = day('2026-11-26');
    expect(isOverdue({ stage: 'contacted', follow_up_on: '2026-11-25' }, today)).toBe(true);
    expect(isOverdue({ stage: 'new', follow_up_on: '2026-01-01' }, today)).toBe(true);
    // Due today is not overdue yet; no date never is; closed leads never are.
    expect(isOverdue({ stage: 'qualified', follow_up_on: '2026-11-26' }, today)).toBe(false);
    expect(isOverdue({ stage: 'qualified', follow_up_on: null }, today)).toBe(false);
    expect(isOverdue({ stage: 'won', follow_up_on: '2026-11-01' }, today)).toBe(false);
    expect(isOverdue({ stage: 'lost', follow_up_on: '2026-11-01' }, today)).toBe(false);
  });

  it('counts days in the agency’s time zone (America/St_Barthelemy, UTC−4), not the server’s', () => {
    const lead = { stage: 'contacted' as const, follow_up_on: '2026-11-25' };
    // 02:30 UTC on the 26th is still the evening of the 25th on the islands: due today, not overdue.
    const lateEvening = new Date('2026-11-26T02:30:00Z');
    expect(islandToday(lateEvening)).toBe('2026-11-25');
    expect(isOverdue(lead, islandToday(lateEvening))).toBe(false);
    // From midnight on the islands (04:00 UTC) it is overdue.
    expect(isOverdue(lead, islandToday(new Date('2026-11-26T04:00:00Z')))).toBe(true);
    // The same day as Intl says for the zone, whatever the instant.
    const inZone = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/St_Barthelemy' });
    for (const instant of [
      '2026-03-08T03:59:00Z',
      '2026-07-01T04:00:00Z',
      '2026-12-31T23:59:00Z',
      '2027-01-01T03:00:00Z',
    ]) {
      expect(islandToday(new Date(instant)), instant).toBe(inZone.format(new Date(instant)));
    }
  });
});
