import { adminListSearch, parseAdminListState, type AdminListState } from '#app/domain/admin/lists';
import { isUuid } from '#app/domain/admin/rows';
import { ISLANDS, type Island } from '#app/domain/constants';
import { LEAD_SOURCES, type LeadSource } from '#app/domain/leads/sources';
import { islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { isOpenStage, LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from './stages';

/**
 * The inbox's lead filters in the URL, on top of the admin lists' search, read, sort and page
 * (app/domain/admin/lists.ts): one parser for the inbox's loader, its CSV export and every link between
 * them, so a filter set once is kept across pages, the list, an open lead and the download.
 *
 *   ?stage=open|new|contacted|qualified|won|lost  &assignee=me|unassigned|<staff id>  &source=property|…
 *   &island=Saint Barthélemy|Sint Maarten  &listing=<property or rental id>  &overdue=1
 *
 * Bad values fall back to 'all' (never an error). 'me' is whoever is signed in, so a 'My leads' link works
 * for everyone.
 */

/** 'open': new, contacted and qualified together. */
export type StageFilter = LeadStage | 'open' | 'all';
export type AssigneeFilter = 'all' | 'me' | 'unassigned' | (string & {});

export interface LeadFilters {
  stage: StageFilter;
  assignee: AssigneeFilter;
  source: LeadSource | 'all';
  island: Island | 'all';
  /** A property's or a rental's id; '' for any. */
  listing: string;
  /** Only open leads whose follow-up day has passed. */
  overdue: boolean;
}

export type LeadListState = AdminListState<'inquiries'> & LeadFilters;

export const NO_LEAD_FILTERS: LeadFilters = {
  stage: 'all',
  assignee: 'all',
  source: 'all',
  island: 'all',
  listing: '',
  overdue: false,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function parseLeadFilters(params: URLSearchParams): LeadListState {
  const assignee = params.get('assignee');
  const listing = params.get('listing');
  return {
    ...parseAdminListState('inquiries', params),
    stage: oneOf<StageFilter>([...LEAD_STAGES, 'open'], params.get('stage')) ?? 'all',
    assignee:
      assignee === 'me' || assignee === 'unassigned' ? assignee : isUuid(assignee) ? assignee.toLowerCase() : 'all',
    source: oneOf(LEAD_SOURCES, params.get('source')) ?? 'all',
    island: oneOf(ISLANDS, params.get('island')) ?? 'all',
    listing: isUuid(listing) ? listing.toLowerCase() : '',
    overdue: params.get('overdue') === '1',
  };
}

/** The query string of a lead list state, without defaults: the admin list's, then the lead filters. */
export function leadListSearch(state: Partial<LeadListState>): string {
  const params = new URLSearchParams(adminListSearch(state));
  if (state.stage && state.stage !== 'all') params.set('stage', state.stage);
  if (state.assignee && state.assignee !== 'all') params.set('assignee', state.assignee);
  if (state.source && state.source !== 'all') params.set('source', state.source);
  if (state.island && state.island !== 'all') params.set('island', state.island);
  if (state.listing) params.set('listing', state.listing);
  if (state.overdue) params.set('overdue', '1');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether anything narrows the list (search text, read, or a lead filter). */
export function isLeadListFiltered(state: LeadListState): boolean {
  return (
    Boolean(state.q) ||
    state.read !== 'all' ||
    state.stage !== 'all' ||
    state.assignee !== 'all' ||
    state.source !== 'all' ||
    state.island !== 'all' ||
    Boolean(state.listing) ||
    state.overdue
  );
}

/** The stages a stage filter means. */
export function stagesOf(filter: StageFilter): readonly LeadStage[] | null {
  if (filter === 'all') return null;
  if (filter === 'open') return LEAD_STAGES.filter(isOpenStage);
  return [filter];
}

/** Overdue: an open lead whose follow-up day is before today on the islands (America/St_Barthelemy). */
export function isOverdue(
  lead: { stage: LeadStage; follow_up_on: string | null },
  today: CalendarDate = islandToday(),
): boolean {
  return lead.follow_up_on !== null && lead.follow_up_on < today && isOpenStage(lead.stage);
}

export const STAGE_FILTER_OPTIONS: readonly { value: StageFilter; label: string }[] = [
  { value: 'all', label: 'Any stage' },
  { value: 'open', label: 'Open (new, contacted, qualified)' },
  ...LEAD_STAGES.map((stage) => ({ value: stage, label: LEAD_STAGE_LABELS[stage] })),
];
