import { addOnLabel } from '#app/domain/booking/add-ons';
import { LEAD_SOURCE_LABELS } from '#app/domain/leads/sources';
import type { FieldChange, HistoryEntryRow, HistoryTable } from './history';

/**
 * How the history shows a change's fields (docs/decisions/016-history.md): each field's human name, its
 * values for people (words for statuses, names for services, money in whole units), and which changes are
 * long enough to fold.
 */

/** Fields' human names, per row kind; a field not listed is named from its column. */
const FIELD_LABELS: Partial<Record<HistoryTable, Record<string, string>>> = {
  properties: {
    title_fr: 'Title (French)',
    description_fr: 'Description (French)',
    price_currency: 'Currency',
    property_type: 'Property type',
    area: 'Area (m²)',
    approximate_location: 'Approximate location',
  },
  rentals: {
    title_fr: 'Title (French)',
    description_fr: 'Description (French)',
    daily_rate: 'Daily rate',
    price_currency: 'Currency',
    area: 'Area (m²)',
    min_stay_days: 'Minimum stay (days)',
    max_guests: 'Maximum guests',
    security_deposit: 'Security deposit',
    availability_calendar: 'Availability calendar',
    approximate_location: 'Approximate location',
  },
  blog_posts: {
    slug: 'Address',
    slug_fr: 'Address (French)',
    title_fr: 'Title (French)',
    content: 'Content',
    content_fr: 'Content (French)',
    featured_image: 'Featured image',
    featured_image_meta: 'Featured image details',
  },
  inquiries: {
    assigned_to: 'Assignee',
    follow_up_on: 'Follow-up',
    lost_reason: 'Reason lost',
    property_id: 'Property',
    rental_id: 'Rental',
    stay_id: 'Stay',
    locale: 'Language',
  },
  lead_notes: { body: 'Note' },
  stays: {
    rental_id: 'Villa',
    check_in: 'Check-in',
    check_out: 'Check-out',
    guest_name: 'Guest',
    add_ons: 'Services',
    option_expires_at: 'Option until',
    conflict_with: 'Conflicts with',
    feed_id: 'Feed',
    external_uid: 'Feed event',
  },
  rental_seasons: {
    rental_id: 'Villa',
    name: 'Season',
    name_fr: 'Season (French)',
    start_date: 'First night',
    end_date: 'Last night',
    nightly_rate: 'Nightly rate',
    min_nights: 'Minimum nights',
    arrival_days: 'Arrival days',
  },
  rental_feeds: { rental_id: 'Villa', name: 'Feed', url: 'Feed address' },
  booking_terms: {
    tax_percent_st_barth: 'Tax, St Barth (%)',
    tax_percent_sint_maarten: 'Tax, Sint Maarten (%)',
    service_fee_percent: 'Service fee (%)',
    deposit_percent: 'Deposit (%)',
    balance_days_before: 'Balance due (days before)',
    festive_balance_days_before: 'Festive balance due (days before)',
    option_hold_hours: 'Option hold (hours)',
    deposit_due_days: 'Deposit due (days)',
    confirm_on_deposit: 'Recording the deposit confirms an option',
    cancellation_scale: 'Cancellation scale',
  },
  currency_settings: { eur_usd_rate: 'EUR/USD rate' },
  agency_settings: {
    whatsapp_number: 'WhatsApp number',
    lead_retention_months: 'Leads kept (months without activity)',
    mail_retention_months: 'E-mails kept (months)',
  },
  portal_feeds: { enabled: 'Feed on', account_id: 'Account at the portal', token: 'Key' },
  person_erasures: { reason: 'Why', counts: 'Records anonymised' },
  legal_pages: { body_en: 'Text (English)', body_fr: 'Text (French)' },
  bank_accounts: {
    holder: 'Account holder',
    bank_name: 'Bank',
    bank_address: 'Bank address',
    iban: 'IBAN',
    account_number: 'Account number',
    routing_number: 'ABA routing number',
    swift: 'SWIFT / BIC',
  },
  staff_members: { deactivated_at: 'Deactivated', invitation_pending: 'Invitation pending', email: 'E-mail' },
  legal_entities: {
    registration_number: 'Registration number',
    vat_number: 'VAT number',
    legal_notice: 'Legal notice',
    invoice_prefix: 'Invoice prefix',
  },
  invoices: { issued_on: 'Date of issue' },
  rental_agreements: { body_en: 'Text (English)', body_fr: 'Text (French)' },
  rental_agreement_acceptances: { version: 'Version accepted' },
  // The guest's names and requests, the codes and the Wi-Fi password are recorded as changed, without values.
  stay_arrival_details: {
    arrival_date: 'Arrival date',
    arrival_time: 'Arrival time',
    guest_names: 'Names of the guests',
    concierge_requests: 'Requests to the concierge',
  },
  villa_arrival_info: {
    address: 'Exact address',
    gate_code: 'Gate code',
    door_code: 'Door code',
    wifi_name: 'Wi-Fi network',
    wifi_password: 'Wi-Fi password',
    house_manual: 'House manual',
    house_manual_fr: 'House manual (French)',
    concierge_phone: 'Concierge’s phone',
    days_before_arrival: 'Shown from (days before arrival)',
  },
};

/** A field's human name: 'Daily rate', 'Title (French)'; otherwise its column as words ('Bedrooms'). */
export function fieldLabel(table: HistoryTable, column: string): string {
  const known = FIELD_LABELS[table]?.[column];
  if (known) return known;
  const words = column.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Texts longer than this, or with line breaks, show as 'changed' with the before and after folded away. */
const LONG_TEXT = 80;

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** A value as the history shows it: '—' for none, Yes/No, lists joined, objects as compact JSON. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return numbers.format(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    if (value.every((v) => typeof v !== 'object' || v === null)) return value.map((v) => formatValue(v)).join(', ');
  }
  return JSON.stringify(value);
}

/** Whether a change is long (a description, a post's text, the photos): shown folded. A short list is not. */
export function isLongChange(change: FieldChange): boolean {
  const scalars = (value: unknown[]) => value.every((item) => item === null || typeof item !== 'object');
  return [change.before, change.after].some((value) => {
    if (value !== null && typeof value === 'object' && !(Array.isArray(value) && scalars(value))) return true;
    const text = formatValue(value);
    return text.length > LONG_TEXT || text.includes('\n');
  });
}

/** Columns holding one of a few words (a status, a stage, a role): shown as words for people. */
const WORD_COLUMNS: ReadonlySet<string> = new Set(['status', 'stage', 'source', 'role', 'locale', 'property_type']);
const WORDS: Record<string, string> = {
  en: 'English',
  fr: 'French',
  ...LEAD_SOURCE_LABELS,
  // The stay source's name before the 20261206 migration, still in older entries.
  'owner-block': 'Homeowner block',
};

/** 'published' → 'Published', 'homeowner-block' → 'Homeowner block', 'fr' → 'French'. */
function asWords(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[a-z][a-z-]*$/.test(value)) return value;
  const known = WORDS[value];
  if (known) return known;
  const words = value.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Columns holding a list of catalogue values (a stay's services): each shown by its name. */
const LIST_WORDS: Record<string, (value: string) => string> = { add_ons: addOnLabel };

/**
 * Money kept in minor units (the payments tables, invoices): shown in whole units with two decimals, as
 * staff read amounts ('2,315.00', not '231,500').
 */
const MINOR_UNIT_COLUMNS: Partial<Record<HistoryTable, ReadonlySet<string>>> = {
  payment_entries: new Set(['amount']),
  payment_schedules: new Set(['total', 'security_deposit', 'retained']),
  payment_instalments: new Set(['amount']),
  invoices: new Set(['total']),
  statement_credits: new Set(['amount']),
};

const inWholeUnits = (value: unknown) => (typeof value === 'number' ? wholeUnits.format(value / 100) : value);
const wholeUnits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function forPeople(table: HistoryTable, column: string, change: FieldChange): FieldChange {
  if (MINOR_UNIT_COLUMNS[table]?.has(column)) {
    const shown: FieldChange = { ...change };
    if ('before' in change) shown.before = inWholeUnits(change.before);
    if ('after' in change) shown.after = inWholeUnits(change.after);
    return shown;
  }
  const listWord = LIST_WORDS[column];
  if (listWord) {
    const words = (value: unknown) =>
      Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? listWord(item) : item)) : value;
    const shown: FieldChange = { ...change };
    if ('before' in change) shown.before = words(change.before);
    if ('after' in change) shown.after = words(change.after);
    return shown;
  }
  if (!WORD_COLUMNS.has(column)) return change;
  const shown: FieldChange = { ...change };
  if ('before' in change) shown.before = asWords(change.before);
  if ('after' in change) shown.after = asWords(change.after);
  return shown;
}

/** The changes of an entry, in a stable order (as the database keeps jsonb keys), statuses and stages as words. */
export function changesOf(entry: Pick<HistoryEntryRow, 'table_name' | 'changes'>) {
  return Object.entries(entry.changes ?? {}).map(([column, change]) => ({
    column,
    label: fieldLabel(entry.table_name, column),
    change: forPeople(entry.table_name, column, change),
    long: isLongChange(change),
  }));
}
