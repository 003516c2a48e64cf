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
import type { RpcFunction, SourceFunction, TableName } from './query';
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
  agency_settings: new Set(['id', 'whatsapp_number', 'updated_at']),
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

/**
 * The functions called for their result: their parameters in order (jsonb ones are sent as JSON text),
 * whether they return one value (as `{ value }`) or rows.
 */
export const RPC_FUNCTIONS: Record<
  RpcFunction,
  { params: readonly string[]; json?: readonly string[]; scalar: boolean }
> = {
  expire_options: { params: [], scalar: true },
  // …_feed_invalid_events.sql: p_rejected, the events whose dates could not be read (their blocks stay).
  sync_feed_events: { params: ['p_feed_id', 'p_events', 'p_rejected'], json: ['p_events', 'p_rejected'], scalar: true },
  // Booking requests and receipts (…_private_links.sql): visitors request and read by a link's token, ask for a
  // fresh link; the service role mints the links its e-mails carry.
  request_booking: {
    params: [
      'p_id',
      'p_request_key',
      'p_receipt_digest',
      'p_rental_id',
      'p_check_in',
      'p_check_out',
      'p_guests',
      'p_name',
      'p_email',
      'p_phone',
      'p_message',
      'p_add_ons',
      'p_locale',
      'p_quoted_total',
    ],
    scalar: true,
  },
  booking_receipt: { params: ['p_token'], scalar: false },
  request_booking_receipt_link: { params: ['p_rental_id', 'p_stay_id'], scalar: true },
  issue_booking_receipt_link: { params: ['p_stay_id', 'p_digest'], scalar: true },
  rental_calendar_export: { params: ['p_rental_id', 'p_token'], scalar: false },
  media_usage: { params: ['p_hashes'], scalar: false },
  // The mail outbox (…_mail_outbox.sql): the worker's claim (service role), a staff reply, a staff retry.
  claim_outbox: { params: ['p_batch', 'p_lease_seconds'], scalar: false },
  queue_inquiry_reply: { params: ['p_inquiry_id', 'p_subject', 'p_body'], scalar: true },
  retry_outbox_message: { params: ['p_id'], scalar: true },
  // Rate limits shared by every instance (…_several_instances.sql; service role only).
  rate_limit_hit: { params: ['p_keys', 'p_window_ms', 'p_limit'], scalar: false },
  rate_limit_peek: { params: ['p_keys'], scalar: false },
  rate_limit_reset: { params: ['p_keys'], scalar: true },
  rate_limit_release: { params: ['p_keys'], scalar: true },
  // What visitors see changed, for instances that cannot LISTEN (Supabase; db/public-changes.server.ts).
  recent_public_changes: { params: [], scalar: true },
  // Staff accounts (…_staff_roles.sql): an owner sends a one-time link; the service role reads and uses it.
  issue_staff_password_link: { params: ['p_user_id', 'p_purpose'], scalar: true },
  staff_password_link: { params: ['p_token'], scalar: false },
  use_staff_password_link: { params: ['p_token'], scalar: true },
  // The dashboard's figures (…_page_views.sql): staff only; the page views' flush as the service role.
  record_page_views: { params: ['p_views'], json: ['p_views'], scalar: true },
  figure_leads_per_week: { params: ['p_today', 'p_weeks'], scalar: false },
  figure_lead_stages: { params: ['p_since'], scalar: false },
  figure_top_listings_by_leads: { params: ['p_since', 'p_limit'], scalar: false },
  figure_occupancy: { params: ['p_from', 'p_months'], scalar: false },
  figure_page_views_top: { params: ['p_since', 'p_until', 'p_limit'], scalar: false },
  figure_page_views_daily: { params: ['p_since', 'p_until'], scalar: false },
  // Two-factor sign-in (…_two_factor.sql): the signed-in member's recovery codes and used codes; forgetting a
  // member's factor (the member with it, or the service role).
  replace_staff_recovery_codes: { params: ['p_digests'], scalar: true },
  use_staff_recovery_code: { params: ['p_digest'], scalar: true },
  staff_recovery_codes_left: { params: [], scalar: true },
  claim_second_factor_code: { params: ['p_digest'], scalar: true },
  clear_staff_second_factor: { params: ['p_user_id'], scalar: true },
  // Payments (…_payments.sql): staff fix a stay's schedule once; the desk's cancel closes it with what it retains.
  fix_payment_schedule: { params: ['p_stay_id', 'p_schedule'], json: ['p_schedule'], scalar: true },
  cancel_stay: { params: ['p_stay_id', 'p_retained'], scalar: true },
  // The guest's page (anyone with the link's token) and the e-mails' payment instructions (the service role).
  guest_stay: { params: ['p_token'], scalar: true },
  stay_payment_instructions: { params: ['p_stay_id'], scalar: true },
  // Invoices (…_invoices.sql): staff and the service role issue the next number of a series; returns the row.
  issue_invoice: {
    params: ['p_stay_id', 'p_legal_entity_id', 'p_issued_on', 'p_currency', 'p_total', 'p_lines', 'p_language'],
    json: ['p_lines'],
    scalar: false,
  },
  // …_stay_documents.sql: who issues a stay's documents (staff's rights); the guest's documents by the token.
  stay_legal_entity: { params: ['p_stay_id'], scalar: true },
  guest_documents: { params: ['p_token'], scalar: true },
  // …_payments_list.sql: one page of the list with its count and totals per currency (one jsonb value); what
  // falls due in a horizon and is not yet covered, per currency. …_payment_list_cache.sql: the search, and the
  // number that moves whenever the list may have changed.
  payment_list: {
    params: ['p_on', 'p_status', 'p_rental', 'p_from', 'p_to', 'p_currency', 'p_limit', 'p_offset', 'p_search'],
    scalar: true,
  },
  payment_list_version: { params: [], scalar: true },
  payment_cash_expected: { params: ['p_on', 'p_days'], scalar: false },
  // …_payment_reminders.sql (the service role): the stays that may need a reminder on a day with the keys
  // already recorded; a reminder recorded once and its e-mail queued; what a reminder's e-mail says.
  payment_reminder_stays: { params: ['p_on', 'p_horizon'], scalar: false },
  queue_payment_reminder: {
    params: ['p_stay_id', 'p_kind', 'p_key', 'p_due', 'p_amount', 'p_superseded'],
    scalar: true,
  },
  payment_reminder_of_message: { params: ['p_outbox_id'], scalar: true },
  // …_rental_agreements.sql (anyone with the link's token): the stay's agreement; the guest's acceptance.
  guest_rental_agreement: { params: ['p_token'], scalar: true },
  accept_rental_agreement: { params: ['p_token', 'p_version', 'p_address'], scalar: true },
  // …_statement_imports.sql (staff): one jsonb value each, or a uuid, a text outcome, a boolean.
  statement_match_context: { params: ['p_fingerprints'], json: ['p_fingerprints'], scalar: true },
  record_statement_import: { params: ['p_import'], json: ['p_import'], scalar: true },
  accept_statement_credit: { params: ['p_credit_id', 'p_reference'], scalar: true },
  dismiss_statement_credit: { params: ['p_credit_id'], scalar: true },
  statement_import_list: { params: ['p_limit'], scalar: true },
  statement_import_review: { params: ['p_import_id'], scalar: true },
  // Arrival (…_arrival.sql): the guest saves and reads their details, and reads the villa's information when it
  // is time, by their page's token.
  save_arrival_details: {
    params: ['p_token', 'p_flight', 'p_arrival_date', 'p_arrival_time', 'p_guest_names', 'p_concierge_requests'],
    scalar: true,
  },
  guest_arrival_details: { params: ['p_token'], scalar: true },
  guest_arrival_info: { params: ['p_token', 'p_today'], scalar: true },
  // …_homeowners.sql (staff): the agreement in force for a villa on a day, as its row (none before the first).
  management_agreement_on: { params: ['p_rental_id', 'p_on'], scalar: false },
  // …_private_documents.sql (staff): the expenses list's totals per currency for its filters.
  homeowner_expense_totals: { params: ['p_rental_ids', 'p_from', 'p_to', 'p_category'], scalar: false },
  // …_homeowner_accounts.sql: a homeowner's one-time link (issued by owners and admins; read, used and its e-mail's
  // facts read by the service role), a villa's calendar as its homeowner sees it, owner stays, a listing's figures.
  issue_homeowner_account_link: { params: ['p_user_id'], scalar: true },
  homeowner_account_link: { params: ['p_token'], scalar: false },
  use_homeowner_account_link: { params: ['p_token'], scalar: true },
  homeowner_invitation_of_message: { params: ['p_outbox_id'], scalar: true },
  homeowner_calendar: { params: ['p_rental_id', 'p_from', 'p_to'], scalar: false },
  request_owner_stay: { params: ['p_rental_id', 'p_check_in', 'p_check_out', 'p_note'], scalar: false },
  decide_owner_stay_request: { params: ['p_request_id', 'p_accept'], scalar: true },
  homeowner_listing_stats: { params: ['p_property_id', 'p_from'], scalar: false },
  // …_homeowner_statements.sql: the statement's lines (staff read); owners and admins draft (the id; null when
  // nothing to state), issue one, send one (true when done: marked
  // sent, an e-mail per address queued), pay a sent one (the payout's id); the PDF's facts (one jsonb value).
  homeowner_statement_lines: { params: ['p_homeowner', 'p_month', 'p_currency'], scalar: false },
  draft_homeowner_statement: { params: ['p_homeowner', 'p_month', 'p_currency', 'p_only_active'], scalar: true },
  issue_homeowner_statement: { params: ['p_id'], scalar: true },
  send_homeowner_statement: { params: ['p_id'], scalar: true },
  homeowner_statement_document: { params: ['p_id'], scalar: true },
  homeowner_statement_of_message: { params: ['p_outbox_id'], scalar: true },
  pay_homeowner_statement: { params: ['p_id', 'p_paid_on', 'p_amount', 'p_reference', 'p_note'], scalar: true },
  // …_homeowner_statement_access.sql (the signed-in homeowner): one of their issued statements' PDF facts (one jsonb
  // value, null for any other id); their earnings per villa, currency and month (and year) from the frozen lines.
  homeowner_own_statement_document: { params: ['p_id'], scalar: true },
  homeowner_earnings: { params: ['p_from', 'p_to'], scalar: false },
  // …_homeowner_listing_titles.sql: (listing_id, title) of the signed-in homeowner's villas and properties.
  homeowner_listing_titles: { params: [], scalar: false },
  // …_inspection_photos.sql (staff): a finished task inspected (or sent back) with its photos, in one transaction.
  inspect_task: { params: ['p_task_id', 'p_seen', 'p_state', 'p_note', 'p_photos'], scalar: true },
  add_task_photos: { params: ['p_task_id', 'p_photos'], scalar: true },
  // …_vendor_links.sql: by a vendor's token (anyone holding it), by staff, by the service role (job and worker).
  vendor_tasks: { params: ['p_token', 'p_today'], scalar: true },
  vendor_task_act: { params: ['p_token', 'p_task_id', 'p_action', 'p_seen'], scalar: true },
  issue_vendor_link: { params: ['p_vendor_id', 'p_digest'], scalar: true },
  revoke_vendor_links: { params: ['p_vendor_id'], scalar: true },
  vendor_link_state: { params: ['p_vendor_id'], scalar: true },
  queue_vendor_day_mails: { params: ['p_day'], scalar: true },
  vendor_day_of_message: { params: ['p_outbox_id', 'p_digest'], scalar: true },
  // …_whatsapp.sql (anyone): a click on a listing's "WhatsApp us" counted; the number to send the visitor to.
  record_whatsapp_click: { params: ['p_kind', 'p_listing', 'p_count'], scalar: true },
  // …_listing_yield.sql (anyone, for a published property; staff any): its villa's last twelve months, or an estimate.
  property_rental_yield: { params: ['p_property', 'p_today'], scalar: true },
  // …_saved_searches.sql: visitors (save; by a link's token), the service role (job and worker), staff.
  save_search: {
    params: ['p_kind', 'p_filters', 'p_email', 'p_locale', 'p_frequency'],
    json: ['p_filters'],
    scalar: true,
  },
  saved_search_by_token: { params: ['p_token'], scalar: true },
  saved_search_act: { params: ['p_token', 'p_action', 'p_frequency'], scalar: true },
  active_saved_searches: { params: [], scalar: true },
  saved_search_candidates: { params: ['p_search_id'], scalar: true },
  queue_saved_search_alert: { params: ['p_search_id', 'p_items', 'p_matches'], json: ['p_items'], scalar: true },
  saved_search_mail_of_message: { params: ['p_outbox_id', 'p_digest'], scalar: true },
  saved_searches_for_staff: { params: ['p_offset', 'p_limit', 'p_id'], scalar: true },
  saved_search_to_lead: { params: ['p_search_id', 'p_message'], scalar: true },
  // …_private_listings.sql: staff (every active member) and anyone holding a share link.
  create_property_share_link: {
    params: ['p_property_id', 'p_inquiry_id', 'p_name', 'p_email', 'p_expires_at', 'p_digest'],
    scalar: true,
  },
  revoke_property_share_link: { params: ['p_link_id'], scalar: true },
  property_share_links_of: { params: ['p_property_id'], scalar: true },
  property_share_openings_of: { params: ['p_inquiry_id'], scalar: true },
  open_property_share: { params: ['p_token', 'p_record'], scalar: true },
};

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
