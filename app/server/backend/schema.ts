import type {
  BlogPostRow,
  BookingTermsRow,
  BusyDatesRow,
  CurrencySettingsRow,
  ExchangeRateChangeRow,
  LeadMessageRow,
  PropertyRow,
  RentalCalendarTokenRow,
  RentalFeedRow,
  RentalRow,
  RentalSeasonRow,
  StayEventRow,
  StayRow,
} from '#app/domain/entities';
import { HISTORY_COLUMNS } from '#app/domain/history/history';
import type { LeadListingOption, LeadNote, LeadPipeline, LeadRow } from '#app/domain/leads/lead';
import type { OutboxRow } from '#app/domain/mail/outbox';
import type { InvoiceRow, LegalEntityRow } from '#app/domain/payments/documents';
import type { MediaRow } from '#app/domain/media/media';
import type {
  BankAccountRow,
  PaymentEntryRow,
  PaymentReminderRow,
  RentalAgreementAcceptanceRow,
  RentalAgreementRow,
  PaymentInstalmentRow,
  PaymentLedgerRow,
  PaymentScheduleRow,
} from '#app/domain/payments/rows';
import type { StaffMemberRow } from '#app/domain/staff/members';
import {
  SAME_DAY_TURNOVER_COLUMNS,
  TASK_COLUMNS,
  TASK_LIST_COLUMNS,
  TASK_TEMPLATE_COLUMNS,
  VENDOR_COLUMNS,
} from '#app/domain/tasks/rows';
import { TASK_INSPECTION_COLUMNS, TASK_PHOTO_COLUMNS } from '#app/domain/tasks/inspections';
import type { StayArrivalDetailsRow, VillaArrivalInfoRow } from '#app/domain/booking/arrival-info-form';
import type { SourceFunction, TableName } from './query';
import {
  HOMEOWNER_COLUMNS,
  HOMEOWNER_LISTING_COLUMNS,
  HOMEOWNER_BANK_DETAILS_COLUMNS,
  MANAGEMENT_AGREEMENT_COLUMNS,
  EXPENSE_COLUMNS,
  HOMEOWNER_ACCOUNT_COLUMNS,
  OWNER_STAY_REQUEST_COLUMNS,
  HOMEOWNER_STATEMENT_COLUMNS,
  HOMEOWNER_PAYOUT_COLUMNS,
  HOMEOWNER_ADJUSTMENT_COLUMNS,
  HOMEOWNER_PLATFORM_AMOUNT_COLUMNS,
} from './homeowner-columns';

// The homeowners' tables' columns live in homeowner-columns.ts (re-exported here, where importers look).
export * from './homeowner-columns';

// Every column of each table, typed against its row (one home: the back office reads whole rows with these).
// prettier-ignore
export const PROPERTY_COLUMNS = [
  'id', 'title', 'description', 'title_fr', 'description_fr', 'french_missing', 'price', 'price_currency', 'price_usd', 'property_type', 'location', 'address', 'island', 'bedrooms', 'bathrooms', 'area', 'status', 'featured',
  'amenities', 'images', 'latitude', 'longitude', 'approximate_location', 'rental_id', 'created_at', 'updated_at',
] as const satisfies readonly (keyof PropertyRow)[];

// prettier-ignore
export const RENTAL_COLUMNS = [
  'id', 'title', 'description', 'title_fr', 'description_fr', 'french_missing', 'daily_rate', 'price_currency', 'daily_rate_usd', 'location', 'address', 'island', 'bedrooms', 'bathrooms', 'area', 'status', 'featured', 'amenities',
  'images', 'latitude', 'longitude', 'approximate_location', 'min_stay_days', 'max_guests', 'availability_calendar', 'security_deposit', 'created_at', 'updated_at',
] as const satisfies readonly (keyof RentalRow)[];

// prettier-ignore
export const BLOG_POST_COLUMNS = ['id', 'slug', 'title', 'content', 'title_fr', 'content_fr', 'slug_fr', 'french_missing', 'featured_image', 'featured_image_meta', 'status', 'created_at', 'updated_at'] as const satisfies readonly (keyof BlogPostRow)[];

// prettier-ignore
export const LEAD_MESSAGE_COLUMNS = [
  'id', 'name', 'email', 'phone', 'message', 'read', 'source', 'property_id', 'rental_id', 'stay_id', 'locale', 'created_at',
] as const satisfies readonly (keyof LeadMessageRow)[];

// The pipeline's columns of an inquiry (…_lead_pipeline.sql): written by staff, read through the leads view.
// prettier-ignore
export const LEAD_PIPELINE_COLUMNS = ['stage', 'lost_reason', 'assigned_to', 'follow_up_on', 'stage_changed_at'] as const satisfies readonly (keyof LeadPipeline)[];

// A row of the leads view (…_lead_pipeline_more.sql).
// prettier-ignore
export const LEAD_COLUMNS = [
  ...LEAD_MESSAGE_COLUMNS, ...LEAD_PIPELINE_COLUMNS, 'listing_id', 'listing_title', 'island', 'assignee_name', 'note_count',
] as const satisfies readonly (keyof LeadRow)[];

// prettier-ignore
export const LEAD_NOTE_COLUMNS = ['id', 'inquiry_id', 'author_id', 'body', 'created_at'] as const satisfies readonly (keyof LeadNote)[];

export const LEAD_LISTING_COLUMNS = [
  'id',
  'kind',
  'title',
  'island',
] as const satisfies readonly (keyof LeadListingOption)[];

// prettier-ignore
export const STAY_COLUMNS = [
  'id', 'reference', 'rental_id', 'check_in', 'check_out', 'status', 'source', 'feed_id', 'external_uid', 'guest_name', 'guest_email',
  'guest_phone', 'guests', 'message', 'add_ons', 'note', 'quote', 'option_expires_at', 'conflict_with', 'locale', 'created_at',
  'updated_at',
] as const satisfies readonly (keyof StayRow)[];

// prettier-ignore
export const STAY_EVENT_COLUMNS = [
  'id', 'stay_id', 'at', 'actor_id', 'actor', 'action', 'from_status', 'to_status', 'detail',
] as const satisfies readonly (keyof StayEventRow)[];

// prettier-ignore
export const SEASON_COLUMNS = [
  'id', 'rental_id', 'name', 'name_fr', 'start_date', 'end_date', 'nightly_rate', 'min_nights', 'arrival_days', 'festive', 'created_at',
  'updated_at',
] as const satisfies readonly (keyof RentalSeasonRow)[];

// prettier-ignore
export const FEED_COLUMNS = [
  'id', 'rental_id', 'name', 'url', 'last_synced_at', 'last_error', 'last_event_count', 'last_rejected_count',
  'last_rejected', 'created_at',
] as const satisfies readonly (keyof RentalFeedRow)[];

export const CALENDAR_TOKEN_COLUMNS = [
  'rental_id',
  'token',
  'rotated_at',
] as const satisfies readonly (keyof RentalCalendarTokenRow)[];

// prettier-ignore
export const BOOKING_TERMS_COLUMNS = [
  'id', 'tax_percent_st_barth', 'tax_percent_sint_maarten', 'service_fee_percent', 'deposit_percent', 'balance_days_before',
  'festive_balance_days_before', 'option_hold_hours', 'deposit_due_days', 'confirm_on_deposit', 'cancellation_scale',
  'updated_at',
] as const satisfies readonly (keyof BookingTermsRow)[];

export const BUSY_DATES_COLUMNS = [
  'rental_id',
  'check_in',
  'check_out',
] as const satisfies readonly (keyof BusyDatesRow)[];

export const CURRENCY_SETTINGS_COLUMNS = [
  'id',
  'eur_usd_rate',
  'rate_set_at',
  'rate_set_by',
  'rate_set_by_actor',
] as const satisfies readonly (keyof CurrencySettingsRow)[];

// prettier-ignore
export const EXCHANGE_RATE_CHANGE_COLUMNS = ['id', 'eur_usd_rate', 'previous_rate', 'set_at', 'set_by', 'actor'] as const satisfies readonly (keyof ExchangeRateChangeRow)[];

// prettier-ignore
export const MEDIA_COLUMNS = [
  'hash', 'file_name', 'content_type', 'bytes', 'width', 'height', 'placeholder', 'dominant_color', 'widths', 'created_at', 'created_by',
] as const satisfies readonly (keyof MediaRow)[];

// prettier-ignore
export const MAIL_OUTBOX_COLUMNS = [
  'id', 'kind', 'inquiry_id', 'audience', 'recipient', 'message_id', 'in_reply_to', 'subject', 'body', 'signer', 'created_by', 'state',
  'attempts', 'queued_at', 'next_attempt_at', 'locked_until', 'last_error', 'smtp_response', 'sent_to', 'sent_at', 'created_at', 'updated_at',
  'staff_user_id',
] as const satisfies readonly (keyof OutboxRow)[];

// prettier-ignore
export const STAFF_MEMBER_COLUMNS = [
  'user_id', 'role', 'name', 'email', 'invitation_pending', 'deactivated_at', 'created_at', 'updated_at',
] as const satisfies readonly (keyof StaffMemberRow)[];

// prettier-ignore
export const PAYMENT_SCHEDULE_COLUMNS = [
  'stay_id', 'currency', 'fixed_on', 'total', 'security_deposit', 'festive', 'terms', 'retained', 'closed_on', 'created_at',
] as const satisfies readonly (keyof PaymentScheduleRow)[];

// prettier-ignore
export const PAYMENT_INSTALMENT_COLUMNS = ['stay_id', 'kind', 'position', 'amount', 'due'] as const satisfies readonly (keyof PaymentInstalmentRow)[];

// prettier-ignore
export const PAYMENT_REMINDER_COLUMNS = [
  'stay_id', 'key', 'kind', 'due', 'amount', 'currency', 'outcome', 'created_at',
] as const satisfies readonly (keyof PaymentReminderRow)[];

// prettier-ignore
export const PAYMENT_ENTRY_COLUMNS = [
  'id', 'stay_id', 'kind', 'amount', 'received_on', 'method', 'payer', 'bank_reference', 'note', 'reason', 'reverses', 'recorded_by', 'created_at',
] as const satisfies readonly (keyof PaymentEntryRow)[];

// prettier-ignore
export const PAYMENT_LEDGER_COLUMNS = [
  'stay_id', 'currency', 'owed', 'due_to_date', 'received', 'outstanding', 'to_refund', 'next_kind', 'next_due', 'next_amount', 'status',
] as const satisfies readonly (keyof PaymentLedgerRow)[];

// prettier-ignore
export const LEGAL_ENTITY_COLUMNS = [
  'id', 'name', 'address', 'registration_number', 'vat_number', 'email', 'phone', 'legal_notice', 'island', 'invoice_prefix',
  'active', 'created_at', 'updated_at',
] as const satisfies readonly (keyof LegalEntityRow)[];

// prettier-ignore
export const INVOICE_COLUMNS = [
  'id', 'legal_entity_id', 'series', 'number', 'reference', 'stay_id', 'kind', 'issued_on', 'currency', 'total', 'lines', 'issuer',
  'language', 'created_at', 'issued_by',
] as const satisfies readonly (keyof InvoiceRow)[];

// The accounts guests pay into (…_bank_accounts.sql).
// prettier-ignore
export const BANK_ACCOUNT_COLUMNS = [
  'currency', 'holder', 'bank_name', 'bank_address', 'iban', 'account_number', 'routing_number', 'swift', 'updated_at', 'updated_by',
] as const satisfies readonly (keyof BankAccountRow)[];

// The rental agreement's versions and the guests' acceptances (…_rental_agreements.sql).
// prettier-ignore
export const RENTAL_AGREEMENT_COLUMNS = ['version', 'body_en', 'body_fr', 'published_at', 'published_by'] as const satisfies readonly (keyof RentalAgreementRow)[];
// prettier-ignore
export const AGREEMENT_ACCEPTANCE_COLUMNS = ['stay_id', 'version', 'accepted_at', 'address'] as const satisfies readonly (keyof RentalAgreementAcceptanceRow)[];
// Arrival (…_arrival.sql): the guest's details, each villa's information.
// prettier-ignore
export const STAY_ARRIVAL_DETAILS_COLUMNS = [
  'stay_id', 'flight', 'arrival_date', 'arrival_time', 'guest_names', 'concierge_requests', 'updated_at',
] as const satisfies readonly (keyof StayArrivalDetailsRow)[];
// prettier-ignore
export const VILLA_ARRIVAL_INFO_COLUMNS = [
  'rental_id', 'address', 'latitude', 'longitude', 'gate_code', 'door_code', 'wifi_name', 'wifi_password', 'house_manual',
  'house_manual_fr', 'concierge_phone', 'days_before_arrival', 'updated_at',
] as const satisfies readonly (keyof VillaArrivalInfoRow)[];

/**
 * The columns each table exposes to query descriptions. The SQL executor only ever puts identifiers from
 * this list into SQL text; everything else travels as a parameter.
 */
export const TABLE_COLUMNS: Record<TableName, ReadonlySet<string>> = {
  properties: new Set(PROPERTY_COLUMNS),
  rentals: new Set(RENTAL_COLUMNS),
  blog_posts: new Set(BLOG_POST_COLUMNS),
  inquiries: new Set([...LEAD_MESSAGE_COLUMNS, ...LEAD_PIPELINE_COLUMNS]),
  staff_members: new Set(STAFF_MEMBER_COLUMNS),
  stays: new Set(STAY_COLUMNS),
  stay_events: new Set(STAY_EVENT_COLUMNS),
  rental_seasons: new Set(SEASON_COLUMNS),
  rental_feeds: new Set(FEED_COLUMNS),
  rental_calendar_tokens: new Set(CALENDAR_TOKEN_COLUMNS),
  booking_terms: new Set(BOOKING_TERMS_COLUMNS),
  rental_busy_dates: new Set(BUSY_DATES_COLUMNS),
  media: new Set(MEDIA_COLUMNS),
  currency_settings: new Set(CURRENCY_SETTINGS_COLUMNS),
  agency_settings: new Set(['id', 'whatsapp_number', 'updated_at', 'lead_retention_months', 'mail_retention_months']),
  portal_feeds: new Set(['portal', 'enabled', 'account_id', 'token', 'token_renewed_at', 'created_at', 'updated_at']),
  legal_pages: new Set(['page', 'body_en', 'body_fr', 'updated_at']),
  exchange_rate_changes: new Set(EXCHANGE_RATE_CHANGE_COLUMNS),
  // `secret` (an account e-mail's link) is only ever written: the worker erases it once sent. No API role reads it.
  mail_outbox: new Set([...MAIL_OUTBOX_COLUMNS, 'secret']),
  audit_events: new Set(HISTORY_COLUMNS),
  leads: new Set(LEAD_COLUMNS),
  lead_notes: new Set(LEAD_NOTE_COLUMNS),
  lead_listings: new Set(LEAD_LISTING_COLUMNS),
  payment_schedules: new Set(PAYMENT_SCHEDULE_COLUMNS),
  payment_instalments: new Set(PAYMENT_INSTALMENT_COLUMNS),
  payment_entries: new Set(PAYMENT_ENTRY_COLUMNS),
  payment_ledgers: new Set(PAYMENT_LEDGER_COLUMNS),
  payment_reminders: new Set(PAYMENT_REMINDER_COLUMNS),
  legal_entities: new Set(LEGAL_ENTITY_COLUMNS),
  invoices: new Set(INVOICE_COLUMNS),
  bank_accounts: new Set(BANK_ACCOUNT_COLUMNS),
  rental_agreements: new Set(RENTAL_AGREEMENT_COLUMNS),
  rental_agreement_acceptances: new Set(AGREEMENT_ACCEPTANCE_COLUMNS),
  stay_arrival_details: new Set(STAY_ARRIVAL_DETAILS_COLUMNS),
  villa_arrival_info: new Set(VILLA_ARRIVAL_INFO_COLUMNS),
  homeowners: new Set(HOMEOWNER_COLUMNS),
  homeowner_listings: new Set(HOMEOWNER_LISTING_COLUMNS),
  homeowner_bank_details: new Set(HOMEOWNER_BANK_DETAILS_COLUMNS),
  management_agreements: new Set(MANAGEMENT_AGREEMENT_COLUMNS),
  homeowner_expenses: new Set(EXPENSE_COLUMNS),
  homeowner_accounts: new Set(HOMEOWNER_ACCOUNT_COLUMNS),
  owner_stay_requests: new Set(OWNER_STAY_REQUEST_COLUMNS),
  homeowner_statements: new Set(HOMEOWNER_STATEMENT_COLUMNS),
  homeowner_payouts: new Set(HOMEOWNER_PAYOUT_COLUMNS),
  homeowner_statement_adjustments: new Set(HOMEOWNER_ADJUSTMENT_COLUMNS),
  homeowner_platform_amounts: new Set(HOMEOWNER_PLATFORM_AMOUNT_COLUMNS),
  // Turnovers (…_turnovers.sql); the column lists live with their rows in app/domain/tasks/rows.ts.
  task_templates: new Set(TASK_TEMPLATE_COLUMNS),
  vendors: new Set(VENDOR_COLUMNS),
  tasks: new Set(TASK_COLUMNS),
  task_list: new Set(TASK_LIST_COLUMNS),
  same_day_turnovers: new Set(SAME_DAY_TURNOVER_COLUMNS),
  task_photos: new Set(TASK_PHOTO_COLUMNS),
  task_inspections: new Set(TASK_INSPECTION_COLUMNS),
};

/** Columns stored as jsonb: values are sent as JSON text. */
export const JSON_COLUMNS: ReadonlySet<string> = new Set([
  'availability_calendar',
  'quote',
  'images',
  'featured_image_meta',
  'cancellation_scale',
]);

/** The set-returning functions a select may read from, with the table whose rows they return. */
export const SOURCE_FUNCTIONS: Record<SourceFunction, { table: TableName; params: readonly string[] }> = {
  available_rentals: { table: 'rentals', params: ['p_check_in', 'p_check_out'] },
  // The media library (…_media_library.sql): by file name or alt text, optionally only the unused.
  admin_media_library: { table: 'media', params: ['p_pattern', 'p_unused'] },
  // One stay's ledger on a day (…_payment_ledger_of_one_stay.sql), as the payment_ledgers view's rows.
  payment_ledger: { table: 'payment_ledgers', params: ['p_on', 'p_stay_id'] },
  // A listing's similar homes, nearest first (…_similar_homes.sql): published ones only, never the listing itself.
  similar_properties: { table: 'properties', params: ['p_id', 'p_limit'] },
  similar_rentals: { table: 'rentals', params: ['p_id', 'p_limit'] },
};

// The functions called for their result live in rpc-functions.ts (re-exported here, where importers look).
export { RPC_FUNCTIONS } from './rpc-functions';

/** The tables the product cannot run without (the dashboard's 'Database Setup Required' check). */
export const PRODUCT_TABLES = ['properties', 'rentals', 'blog_posts', 'inquiries'] as const satisfies TableName[];

/**
 * The staff search function of each searchable table (supabase/migrations/…_admin_search.sql): it takes a
 * complete ILIKE pattern and returns the table's rows that match in its searchable columns, to staff only.
 */
export const SEARCH_FUNCTIONS: Partial<Record<TableName, string>> = {
  properties: 'admin_search_properties',
  rentals: 'admin_search_rentals',
  blog_posts: 'admin_search_blog_posts',
  leads: 'admin_search_leads',
  media: 'admin_search_media',
};

export function searchFunction(table: TableName): string {
  const name = SEARCH_FUNCTIONS[table];
  if (!name) throw new Error(`${table} cannot be searched`);
  return name;
}
