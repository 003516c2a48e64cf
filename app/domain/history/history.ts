import { z } from '#app/domain/zod';
import { DISPLAY_TIME_ZONE } from '#app/domain/constants';

/**
 * The history of every change (issue 17, item 3; docs/decisions/016-history.md). The database writes it
 * (supabase/migrations/…_history.sql: a trigger on each audited table); this module says how to read it:
 * the entry's shape, the names of things, the filters of /admin/history (how a field and its value are shown:
 * fields.ts).
 * Its words (entry, item, change) are defined in docs/glossary.md.
 */

/** The items whose history is kept: where an entry shows (audit_events.subject_table). */
export const HISTORY_ITEMS = [
  'properties',
  'rentals',
  'blog_posts',
  'inquiries',
  'stays',
  'booking_terms',
  'currency_settings',
  // The agency's contact settings (…_whatsapp.sql), one row.
  'agency_settings',
  // The portal feeds (…_portal_feeds.sql), one row per portal: the portal is the row's id; the token never shows.
  'portal_feeds',
  // The privacy notice and the legal notice (…_legal_pages.sql): the page ('privacy', 'legal') is the row's id.
  'legal_pages',
  'staff_members',
  // The agency's legal entities (…_invoices.sql).
  'legal_entities',
  // The accounts guests pay into (…_bank_accounts.sql), one per currency: the currency is the row's id.
  'bank_accounts',
  // The rental agreement's versions (…_rental_agreements.sql): the version is the row's id.
  'rental_agreements',
  // Bank statements imported (…_statement_imports.sql): the import, its credits and their decisions.
  'statement_imports',
  // Turnovers (…_turnovers.sql): a task (whatever made it) and a vendor are items of their own.
  'tasks',
  'vendors',
  // A person's erasure (…_person_data.sql): its counts, never the address.
  'person_erasures',
] as const;
export type HistoryItem = (typeof HISTORY_ITEMS)[number];

/** The rows written (audit_events.table_name): the items and what belongs to them. */
export type HistoryTable =
  | HistoryItem
  | 'lead_notes'
  | 'rental_seasons'
  | 'rental_feeds'
  | 'invoices'
  // A stay's payments (…_payments.sql): in the stay's history.
  | 'payment_schedules'
  | 'payment_instalments'
  | 'payment_entries'
  // A guest's acceptance of the rental agreement (…_rental_agreements.sql): in the stay's history.
  | 'rental_agreement_acceptances'
  // A statement's credits (…_statement_imports.sql): in the import's history.
  | 'statement_credits'
  // Arrival (…_arrival.sql): a stay's arrival details, in the stay's history; a villa's arrival information, in its.
  | 'stay_arrival_details'
  | 'villa_arrival_info'
  // A villa's turnover templates (…_turnovers.sql): in the villa's history.
  | 'task_templates';

export type HistoryAction = 'insert' | 'update' | 'delete';
export type ActorKind = 'staff' | 'visitor' | 'system';

/** One field's change: an insert has only `after`, a delete only `before`, a secret only `hidden`. */
export interface FieldChange {
  before?: unknown;
  after?: unknown;
  hidden?: boolean;
}

export interface HistoryEntryRow {
  id: number;
  at: string;
  actor_id: string | null;
  actor_name: string;
  actor_kind: ActorKind;
  table_name: HistoryTable;
  row_id: string;
  subject_table: HistoryItem;
  subject_id: string;
  label: string | null;
  action: HistoryAction;
  changes: Record<string, FieldChange>;
}

// prettier-ignore
export const HISTORY_COLUMNS = [
  'id', 'at', 'actor_id', 'actor_name', 'actor_kind', 'table_name', 'row_id', 'subject_table', 'subject_id', 'label', 'action', 'changes',
] as const satisfies readonly (keyof HistoryEntryRow)[];

/** How many entries an item's panel shows (the newest). */
export const ITEM_HISTORY_LIMIT = 50;
export const HISTORY_PAGE_SIZE = 30;

/** The kind of each item and of each row, in words. */
export const HISTORY_TABLE_LABELS: Record<HistoryTable, string> = {
  properties: 'Property',
  rentals: 'Rental',
  blog_posts: 'Blog post',
  inquiries: 'Lead',
  stays: 'Stay',
  booking_terms: 'Booking terms',
  currency_settings: 'Exchange rate',
  agency_settings: 'Agency contact',
  portal_feeds: 'Portal feed',
  legal_pages: 'Legal page',
  staff_members: 'Staff member',
  legal_entities: 'Legal entity',
  bank_accounts: 'Bank account',
  rental_agreements: 'Rental agreement',
  lead_notes: 'Note',
  rental_seasons: 'Season',
  rental_feeds: 'Calendar feed',
  invoices: 'Invoice',
  payment_schedules: 'Payment schedule',
  payment_instalments: 'Instalment',
  payment_entries: 'Ledger entry',
  rental_agreement_acceptances: 'Rental agreement',
  statement_imports: 'Bank statement',
  statement_credits: 'Statement credit',
  stay_arrival_details: 'Arrival details',
  villa_arrival_info: 'Arrival information',
  tasks: 'Task',
  vendors: 'Vendor',
  task_templates: 'Task template',
  person_erasures: 'Personal data',
};

/** The kind filter of /admin/history: one choice per item kind. */
export const HISTORY_KIND_OPTIONS: readonly { value: HistoryItem | 'all'; label: string }[] = [
  { value: 'all', label: 'Everything' },
  { value: 'properties', label: 'Properties' },
  { value: 'rentals', label: 'Rentals' },
  { value: 'blog_posts', label: 'Blog posts' },
  { value: 'inquiries', label: 'Leads' },
  { value: 'stays', label: 'Stays' },
  { value: 'booking_terms', label: 'Booking terms' },
  { value: 'currency_settings', label: 'Exchange rate' },
  { value: 'agency_settings', label: 'Agency contact' },
  { value: 'portal_feeds', label: 'Portal feeds' },
  { value: 'legal_pages', label: 'Privacy and legal notices' },
  { value: 'staff_members', label: 'Staff' },
  { value: 'legal_entities', label: 'Legal entities' },
  { value: 'bank_accounts', label: 'Bank accounts' },
  { value: 'rental_agreements', label: 'Rental agreement' },
  { value: 'statement_imports', label: 'Bank statements' },
  { value: 'tasks', label: 'Tasks' },
  { value: 'vendors', label: 'Vendors' },
  { value: 'person_erasures', label: 'Personal data erased' },
];

/** The person filter of /admin/history, around the staff members it lists: anyone first, then the others. */
export const HISTORY_PERSON_LABELS = { anyone: 'Anyone', visitors: 'Visitors', system: 'System' } as const;

const ACTION_WORDS: Record<HistoryTable, Record<HistoryAction, string>> = Object.fromEntries(
  (Object.keys(HISTORY_TABLE_LABELS) as HistoryTable[]).map((table) => [
    table,
    { insert: 'created', update: 'changed', delete: 'deleted' },
  ]),
) as Record<HistoryTable, Record<HistoryAction, string>>;
ACTION_WORDS.lead_notes = { insert: 'note added', update: 'note changed', delete: 'note removed' };
ACTION_WORDS.rental_seasons = { insert: 'season added', update: 'season changed', delete: 'season removed' };
ACTION_WORDS.rental_feeds = { insert: 'feed added', update: 'feed changed', delete: 'feed removed' };
ACTION_WORDS.inquiries = { insert: 'received', update: 'changed', delete: 'deleted' };
ACTION_WORDS.staff_members = { insert: 'added', update: 'changed', delete: 'removed' };
// An invoice belongs to its stay's history; it is never changed or deleted (…_invoices.sql).
ACTION_WORDS.rental_agreements = { insert: 'version published', update: 'changed', delete: 'deleted' };
ACTION_WORDS.rental_agreement_acceptances = { insert: 'accepted by the guest', update: 'changed', delete: 'removed' };
ACTION_WORDS.statement_credits = { insert: 'credit read', update: 'credit decided', delete: 'credit deleted' };
ACTION_WORDS.invoices = { insert: 'invoice issued', update: 'invoice changed', delete: 'invoice deleted' };
// Arrival (…_arrival.sql): 'Given: Arrival details' (by the guest), 'Set: Arrival information' (by staff).
ACTION_WORDS.stay_arrival_details = { insert: 'given', update: 'changed', delete: 'removed' };
ACTION_WORDS.villa_arrival_info = { insert: 'set', update: 'changed', delete: 'removed' };
ACTION_WORDS.person_erasures = { insert: 'erased', update: 'changed', delete: 'deleted' };
ACTION_WORDS.task_templates = {
  insert: 'task template added',
  update: 'task template changed',
  delete: 'task template removed',
};

/** What happened, in words: 'created', 'season added', 'changed'. */
export function actionWords(entry: Pick<HistoryEntryRow, 'table_name' | 'action'>): string {
  return ACTION_WORDS[entry.table_name]?.[entry.action] ?? entry.action;
}

/**
 * What happened, as a line: 'Changed', 'Created'; for a part of the item, its own name too ('Season added:
 * High season', 'Note added').
 */
export function entrySummary(
  entry: Pick<HistoryEntryRow, 'table_name' | 'subject_table' | 'action' | 'label'>,
): string {
  const words = actionWords(entry);
  const line = words.charAt(0).toUpperCase() + words.slice(1);
  return entry.table_name !== entry.subject_table && entry.label ? `${line}: ${entry.label}` : line;
}

/** Who, in words: the member's name at the time, 'Visitor', or the job. */
export function actorLabel(entry: Pick<HistoryEntryRow, 'actor_name' | 'actor_kind'>): string {
  return entry.actor_name || (entry.actor_kind === 'visitor' ? 'Visitor' : 'System');
}

/**
 * Columns whose values name another thing by its id (a member, a villa, a stay, a feed): shown by its name — the
 * member's, the listing's title, the stay's reference — once the page has read them (`withNames`).
 */
export const REFERENCE_COLUMNS = {
  assigned_to: 'staff_members',
  property_id: 'properties',
  rental_id: 'rentals',
  stay_id: 'stays',
  conflict_with: 'stays',
  feed_id: 'rental_feeds',
} as const satisfies Record<string, HistoryTable>;
export type ReferencedTable = (typeof REFERENCE_COLUMNS)[keyof typeof REFERENCE_COLUMNS];

const referenceTable = (column: string): ReferencedTable | undefined =>
  (REFERENCE_COLUMNS as Record<string, ReferencedTable>)[column];

/** The ids the entries' changes name, per kind of thing (to read their names in one request per kind). */
export function referencedIds(entries: readonly Pick<HistoryEntryRow, 'changes'>[]): Map<ReferencedTable, Set<string>> {
  const wanted = new Map<ReferencedTable, Set<string>>();
  for (const entry of entries)
    for (const [column, change] of Object.entries(entry.changes ?? {})) {
      const table = referenceTable(column);
      if (!table) continue;
      for (const value of [change.before, change.after])
        if (typeof value === 'string' && value) wanted.set(table, (wanted.get(table) ?? new Set()).add(value));
    }
  return wanted;
}

/** The key of a thing's name in the map `withNames` reads: 'rentals:7c1d…'. */
export const referenceKey = (table: ReferencedTable, id: string) => `${table}:${id}`;

/**
 * The entries with the ids in their changes replaced by names (`names` keyed by `referenceKey`); an id whose name
 * could not be read (a deleted villa) is shown as 'a deleted rental', never as the raw id.
 */
export function withNames<Entry extends Pick<HistoryEntryRow, 'changes'>>(
  entries: readonly Entry[],
  names: ReadonlyMap<string, string>,
): Entry[] {
  return entries.map((entry) => {
    if (!Object.keys(entry.changes ?? {}).some((column) => referenceTable(column))) return entry;
    const changes = Object.fromEntries(
      Object.entries(entry.changes).map(([column, change]) => {
        const table = referenceTable(column);
        if (!table) return [column, change];
        const name = (value: unknown) =>
          typeof value === 'string' && value
            ? (names.get(referenceKey(table, value)) ?? `a deleted ${HISTORY_TABLE_LABELS[table].toLowerCase()}`)
            : value;
        const named: FieldChange = { ...change };
        if ('before' in change) named.before = name(change.before);
        if ('after' in change) named.after = name(change.after);
        return [column, named];
      }),
    );
    return { ...entry, changes };
  });
}

/** The back office page of an item, or null when it has none (a stay of a deleted villa still has its own). */
export function itemPath(table: HistoryItem, id: string): string {
  switch (table) {
    case 'properties':
      return `/admin/properties/${id}`;
    case 'rentals':
      return `/admin/rentals/${id}`;
    case 'blog_posts':
      return `/admin/blogs/${id}`;
    case 'inquiries':
      return `/admin/inquiries/${id}`;
    case 'stays':
      return `/admin/bookings/${id}`;
    case 'booking_terms':
      return '/admin/bookings/terms';
    case 'currency_settings':
      return '/admin/settings/currency';
    case 'agency_settings':
      return '/admin/settings/contact';
    case 'portal_feeds':
      return '/admin/settings/feeds';
    case 'legal_pages':
      return '/admin/settings/legal-pages';
    case 'staff_members':
      return '/admin/staff';
    case 'legal_entities':
      return '/admin/settings/legal-entities';
    case 'bank_accounts':
      return '/admin/settings/bank-accounts';
    case 'rental_agreements':
      return '/admin/settings/rental-agreement';
    case 'statement_imports':
      return `/admin/payments/imports/${id}`;
    // No page of their own yet: the task list, and the week's tasks by person (where a vendor's show).
    case 'tasks':
      return '/admin/tasks';
    case 'vendors':
      return '/admin/tasks?range=week&by=person';
    case 'person_erasures':
      return '/admin/privacy';
  }
}

/** The items that are one row each (settings) or a list page (staff): they always exist to link to. */
export const ALWAYS_THERE: ReadonlySet<HistoryItem> = new Set([
  'booking_terms',
  'currency_settings',
  'agency_settings',
  'portal_feeds',
  'legal_pages',
  'staff_members',
  'bank_accounts',
  // Never deleted (deactivated instead): their page always lists them.
  'legal_entities',
  'rental_agreements',
  // Never removed through the back office (cancelled instead); the link is the task list.
  'tasks',
  // The personal data page, where erasures are made.
  'person_erasures',
]);

/** An entry's item in words: 'Property · Villa Azure', 'Lead'. */
export function itemLabel(entry: Pick<HistoryEntryRow, 'subject_table' | 'table_name' | 'label'>): string {
  const kind = HISTORY_TABLE_LABELS[entry.subject_table];
  // A season's or feed's own name is its label; the villa is the item.
  const own = entry.table_name === entry.subject_table ? entry.label : null;
  return own ? `${kind} · ${own}` : kind;
}

const when = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: DISPLAY_TIME_ZONE,
});

/** When, for people: 'Nov 26, 2026, 14:05' in the agency's time zone (server and browser agree). */
export function formatWhen(iso: string): string {
  return when.format(new Date(iso));
}

// ---------------------------------------------------------------------------------------------
// /admin/history's filters (a GET form): person, kind, date range, page
// ---------------------------------------------------------------------------------------------

/** A person: a member's user id, or everyone of a kind ('visitors', 'system'). */
export type HistoryPerson = { kind: 'member'; id: string } | { kind: 'visitor' } | { kind: 'system' } | null;

export interface HistoryFilters {
  /** The select's value: '' (anyone), 'visitors', 'system' or a member's id. */
  person: string;
  kind: HistoryItem | 'all';
  /** Days (YYYY-MM-DD) in the islands' time, inclusive; '' for open. */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const validDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const filtersSchema = z.object({
  person: z
    .string()
    .trim()
    .refine((value) => value === '' || value === 'visitors' || value === 'system' || UUID.test(value))
    .transform((value) => value.toLowerCase())
    .catch(''),
  kind: z.enum([...HISTORY_ITEMS, 'all']).catch('all'),
  from: z.string().trim().refine(validDay).catch(''),
  to: z.string().trim().refine(validDay).catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** The filters in the URL; anything odd falls back to 'anyone, everything, any day, page 1'. */
export function parseHistoryFilters(params: URLSearchParams): HistoryFilters {
  const raw = (name: string) => params.get(name) ?? '';
  const parsed = filtersSchema.parse({
    person: raw('person'),
    kind: raw('kind') || 'all',
    from: raw('from'),
    to: raw('to'),
    page: raw('page') || 1,
  });
  // A range given backwards is the same range.
  if (parsed.from && parsed.to && parsed.from > parsed.to) return { ...parsed, from: parsed.to, to: parsed.from };
  return parsed;
}

export function personOf(filters: Pick<HistoryFilters, 'person'>): HistoryPerson {
  if (filters.person === 'visitors') return { kind: 'visitor' };
  if (filters.person === 'system') return { kind: 'system' };
  return filters.person ? { kind: 'member', id: filters.person } : null;
}

/** The instants a day range covers in the islands' time (UTC−4): from its first midnight, before the next. */
export function dayRange(filters: Pick<HistoryFilters, 'from' | 'to'>): { since?: string; before?: string } {
  const at = (day: string, plusDays = 0) => {
    const midnight = Date.parse(`${day}T04:00:00Z`) + plusDays * 86_400_000;
    return new Date(midnight).toISOString();
  };
  return { since: filters.from ? at(filters.from) : undefined, before: filters.to ? at(filters.to, 1) : undefined };
}

/** The query string of the filters (defaults left out), for pagination links. */
export function historySearch(filters: HistoryFilters, page = filters.page): string {
  const params = new URLSearchParams();
  if (filters.person) params.set('person', filters.person);
  if (filters.kind !== 'all') params.set('kind', filters.kind);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
