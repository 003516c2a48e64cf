/**
 * Query descriptions: every read and write of the product is written once as plain data and handed to an
 * executor — the SQL executor (PGlite or PostgreSQL) or the Supabase executor (supabase-js `from()` chains).
 * The vocabulary is deliberately the intersection of SQL and PostgREST, so both executors stay small.
 */

export type TableName =
  | 'properties'
  | 'rentals'
  | 'blog_posts'
  | 'inquiries'
  | 'staff_members'
  // Bookings (supabase/migrations/…_bookings.sql); rental_busy_dates is a view.
  | 'stays'
  | 'stay_events'
  | 'rental_seasons'
  | 'rental_feeds'
  | 'rental_calendar_tokens'
  | 'booking_terms'
  | 'rental_busy_dates'
  // Stored images (supabase/migrations/…_media.sql).
  | 'media'
  // E-mails of inquiries (supabase/migrations/…_mail_outbox.sql).
  | 'mail_outbox'
  // The exchange rate and its history (supabase/migrations/…_currency.sql).
  | 'currency_settings'
  | 'exchange_rate_changes'
  // The history of every change (…_history.sql): read only, written by the database's triggers.
  | 'audit_events'
  // The lead pipeline (…_lead_pipeline.sql, …_lead_pipeline_more.sql); leads and lead_listings are views.
  | 'leads'
  | 'lead_notes'
  | 'lead_listings'
  // Payments (…_payments.sql): schedules, their instalments, the append-only ledger; payment_ledgers is a view.
  | 'payment_schedules'
  | 'payment_instalments'
  | 'payment_entries'
  | 'payment_ledgers'
  // The reminders sent about a stay's payments, each once (…_payment_reminders.sql; staff read).
  | 'payment_reminders'
  // Invoices and the legal entities that issue them (…_invoices.sql); invoices are written by issue_invoice only.
  | 'legal_entities'
  | 'invoices'
  // The accounts guests pay into, one per currency (…_bank_accounts.sql): owners change them, with their second factor.
  | 'bank_accounts'
  // The rental agreement's versions and the guests' acceptances (…_rental_agreements.sql).
  | 'rental_agreements'
  | 'rental_agreement_acceptances'
  // Arrival (…_arrival.sql): the guest's details (written through their page's token only), each villa's information.
  | 'stay_arrival_details'
  | 'villa_arrival_info'
  // Homeowners (…_homeowners.sql): who they are, what they owned when, their payout account (owners and admins
  // only) and each villa's management agreements (append-only once in force).
  | 'homeowners'
  | 'homeowner_listings'
  | 'homeowner_bank_details'
  | 'management_agreements'
  // What the agency spent on each villa, with its receipt (…_homeowner_expenses.sql; every active staff member).
  | 'homeowner_expenses'
  // The homeowner's page (…_homeowner_accounts.sql): their accounts, and their owner-stay requests (read only:
  // written through request_owner_stay and decide_owner_stay_request).
  | 'homeowner_accounts'
  | 'owner_stay_requests'
  // Monthly statements (…_homeowner_statements.sql): statements (written through their functions), payouts
  // (append-only), adjustments and the amounts platforms paid for stays known only as calendar blocks.
  | 'homeowner_statements'
  | 'homeowner_payouts'
  | 'homeowner_statement_adjustments'
  | 'homeowner_platform_amounts'
  // Turnovers (…_turnovers.sql): each villa's templates, the vendors, the tasks; task_list and
  // same_day_turnovers are views.
  | 'task_templates'
  | 'vendors'
  | 'tasks'
  | 'task_list'
  | 'same_day_turnovers'
  // Photos on inspection (…_inspection_photos.sql): an inspection's photos; task_inspections is a view.
  | 'task_photos'
  | 'task_inspections'
  // The agency's contact settings, one row (…_whatsapp.sql): the WhatsApp number (staff read, owners change).
  | 'agency_settings'
  // Portal feeds (…_portal_feeds.sql): each portal's feed on or off and its token (owners and admins only).
  | 'portal_feeds'
  // The privacy notice and the legal notice, owners' texts in both languages (…_legal_pages.sql; everyone reads).
  | 'legal_pages';

/** Set-returning SQL functions a select may read from instead of its table (schema.ts SOURCE_FUNCTIONS). */
export type SourceFunction =
  | 'available_rentals'
  | 'admin_media_library'
  | 'payment_ledger'
  // A listing's similar homes, nearest first (…_similar_homes.sql).
  | 'similar_properties'
  | 'similar_rentals';

/** Functions called for their result (rpc-functions.ts RPC_FUNCTIONS). */
export type RpcFunction =
  | 'expire_options'
  | 'sync_feed_events'
  // A visitor's booking request, its receipt by its link's token, a fresh link (…_private_links.sql).
  | 'request_booking'
  | 'booking_receipt'
  | 'request_booking_receipt_link'
  | 'issue_booking_receipt_link'
  | 'rental_calendar_export'
  | 'media_usage'
  | 'claim_outbox'
  | 'queue_inquiry_reply'
  | 'retry_outbox_message'
  | 'rate_limit_hit'
  | 'rate_limit_peek'
  | 'rate_limit_reset'
  | 'rate_limit_release'
  | 'recent_public_changes'
  | 'issue_staff_password_link'
  | 'staff_password_link'
  | 'use_staff_password_link'
  // The dashboard's figures and the listing page views (…_page_views.sql).
  | 'record_page_views'
  | 'figure_leads_per_week'
  | 'figure_lead_stages'
  | 'figure_top_listings_by_leads'
  | 'figure_occupancy'
  | 'figure_page_views_top'
  | 'figure_page_views_daily'
  // Two-factor sign-in (…_two_factor.sql): recovery codes, used codes, a member's factor forgotten.
  | 'replace_staff_recovery_codes'
  | 'use_staff_recovery_code'
  | 'staff_recovery_codes_left'
  | 'claim_second_factor_code'
  | 'clear_staff_second_factor'
  // Payments (…_payments.sql): a stay's schedule fixed once, the desk's cancel with what is retained.
  | 'fix_payment_schedule'
  | 'cancel_stay'
  // The guest's page by its link's token, and the e-mails' payment instructions (…_guest_stay.sql).
  | 'guest_stay'
  | 'stay_payment_instructions'
  // The next invoice of a legal entity's series, numbered without gaps (…_invoices.sql).
  | 'issue_invoice'
  // Who issues a stay's documents, and what the guest's page prints of them (…_stay_documents.sql).
  | 'stay_legal_entity'
  | 'guest_documents'
  // The staff's payments list and the dashboard's cash expected (…_payments_list.sql), and the number that moves
  // whenever the list may have changed (…_payment_list_cache.sql).
  | 'payment_list'
  | 'payment_list_version'
  | 'payment_cash_expected'
  // Payment reminders, each once (…_payment_reminders.sql; the service role).
  | 'payment_reminder_stays'
  | 'queue_payment_reminder'
  | 'payment_reminder_of_message'
  // The rental agreement on the guest's page, and its acceptance, by the link's token (…_rental_agreements.sql).
  | 'guest_rental_agreement'
  | 'accept_rental_agreement'
  // Bank statement imports (…_statement_imports.sql): matching's context, an import stored, a credit accepted
  // (its payment recorded) or dismissed, the list and one import's review.
  | 'statement_match_context'
  | 'record_statement_import'
  | 'accept_statement_credit'
  | 'dismiss_statement_credit'
  | 'statement_import_list'
  | 'statement_import_review'
  // The guest's arrival details and the villa's arrival information, by the page's token (…_arrival.sql).
  | 'save_arrival_details'
  | 'guest_arrival_details'
  | 'guest_arrival_info'
  // The management agreement in force for a villa on a day (…_homeowners.sql; staff).
  | 'management_agreement_on'
  // The expenses list's totals per currency (…_private_documents.sql; staff).
  | 'homeowner_expense_totals'
  // The homeowner's page (…_homeowner_accounts.sql): invitations (owners, admins; the links by the service role),
  // the invitation e-mail's facts, a villa's calendar as they see it, owner stays, a sale listing's figures.
  | 'issue_homeowner_account_link'
  | 'homeowner_account_link'
  | 'use_homeowner_account_link'
  | 'homeowner_invitation_of_message'
  | 'homeowner_calendar'
  | 'request_owner_stay'
  | 'decide_owner_stay_request'
  | 'homeowner_listing_stats'
  // Monthly statements (…_homeowner_statements.sql): the one function of the figures; draft, issue, send (marked sent, its e-mails queued), pay; the PDF's facts (by statement, by message).
  | 'homeowner_statement_lines'
  | 'draft_homeowner_statement'
  | 'issue_homeowner_statement'
  | 'send_homeowner_statement'
  | 'homeowner_statement_document'
  | 'homeowner_statement_of_message'
  | 'pay_homeowner_statement'
  // The homeowner's own statements (…_homeowner_statement_access.sql): one's PDF's facts, the earnings per villa.
  | 'homeowner_own_statement_document'
  | 'homeowner_earnings'
  // …_homeowner_listing_titles.sql: the titles of the signed-in homeowner's listings, published or not.
  | 'homeowner_listing_titles'
  // Photos on inspection (…_inspection_photos.sql): an inspection and its photos in one transaction, and more
  // photos of a task once inspected.
  | 'inspect_task'
  | 'add_task_photos'
  // Vendors' links (…_vendor_links.sql): their list and buttons by token; staff (re)issue, revoke and see them;
  // the morning e-mail queued once per vendor and day and its facts (with a new link) as it is sent.
  | 'vendor_tasks'
  | 'vendor_task_act'
  | 'issue_vendor_link'
  | 'revoke_vendor_links'
  | 'vendor_link_state'
  | 'queue_vendor_day_mails'
  | 'vendor_day_of_message'
  // "WhatsApp us" (…_whatsapp.sql): counts a visitor's click on a published listing, answers the number to send them to.
  | 'record_whatsapp_click'
  // Yield on sale pages (…_listing_yield.sql): a property's villa's last twelve months, or comparables' estimate.
  | 'property_rental_yield'
  // Saved searches (…_saved_searches.sql): a visitor saves one, opens and acts on its link; the job's searches,
  // candidates and queue; the e-mails' facts (with a new link) as they are sent; staff's list and lead.
  | 'save_search'
  | 'saved_search_by_token'
  | 'saved_search_act'
  | 'active_saved_searches'
  | 'saved_search_candidates'
  | 'queue_saved_search_alert'
  | 'saved_search_mail_of_message'
  | 'saved_searches_for_staff'
  | 'saved_search_to_lead'
  // Private listings (…_private_listings.sql): staff make, list and revoke share links and read a lead's
  // openings; anyone holding a link opens it (the opening recorded on the lead).
  | 'create_property_share_link'
  | 'revoke_property_share_link'
  | 'property_share_links_of'
  | 'property_share_openings_of'
  | 'open_property_share'
  // Portal feeds (…_portal_feeds.sql): what a token opening a portal's feed needs (anyone; null when it does not).
  | 'open_portal_feed'
  // A person's data (…_person_data.sql): owners and admins export, owners erase, the service role's retention job.
  | 'privacy_export_person'
  | 'privacy_erase_person'
  | 'privacy_apply_retention'
  // …_retention_notice.sql (anyone): the retention periods the privacy notice states.
  | 'retention_periods';

export type Scalar = string | number | boolean | null;

export type Filter =
  | { op: 'eq' | 'neq' | 'gte' | 'lte' | 'gt' | 'lt'; column: string; value: Scalar }
  | { op: 'in'; column: string; values: Scalar[] }
  | { op: 'is'; column: string; value: null | boolean };

export interface OrderBy {
  column: string;
  ascending: boolean;
}

export interface SelectQuery<Row> {
  kind: 'select';
  table: TableName;
  columns: readonly (keyof Row & string)[];
  where?: readonly (Filter | false | null | undefined | 0 | '')[];
  order?: readonly OrderBy[];
  /** Inclusive row range, as PostgREST's Range header and supabase-js `.range(from, to)`. */
  range?: { from: number; to: number };
  /** At most one row is expected; none yields `rows: []`. */
  single?: boolean;
  /** Also return the exact number of matching rows, ignoring the range. */
  count?: boolean;
  /** Count only: no rows are fetched. */
  head?: boolean;
  /**
   * Staff search: only rows whose searchable columns contain this text, case-insensitively. Read through
   * the table's search function (schema.ts SEARCH_FUNCTIONS), which a trigram index serves.
   */
  search?: string;
  /**
   * Read the rows of a set-returning function of the table's row type instead of the table (PostgREST:
   * /rpc/<fn> with the same filters, order, range and count), e.g. the rentals free for a stay.
   */
  source?: { fn: SourceFunction; args: Record<string, Scalar> };
}

/**
 * A database function called for its result (PostgREST: /rpc/<fn>). Set-returning functions give their
 * rows; functions returning one value give one row `{ value }`.
 */
export interface RpcQuery {
  kind: 'rpc';
  fn: RpcFunction;
  args: Record<string, unknown>;
}

export interface InsertQuery {
  kind: 'insert';
  table: TableName;
  values: Record<string, unknown>;
  /** Columns to read back; omitted for writers that may not read the table (visitors' inquiries). */
  returning?: readonly string[];
}

export interface UpdateQuery {
  kind: 'update';
  table: TableName;
  values: Record<string, unknown>;
  where: readonly Filter[];
  returning?: readonly string[];
}

export interface DeleteQuery {
  kind: 'delete';
  table: TableName;
  where: readonly Filter[];
  returning?: readonly string[];
}

export type Query<Row = Record<string, unknown>> =
  SelectQuery<Row> | InsertQuery | UpdateQuery | DeleteQuery | RpcQuery;

export interface QueryResult<Row> {
  rows: Row[];
  /** Present when the select asked for a count. */
  count?: number;
}

/** Runs descriptions for one actor (a visitor or a staff member) of one request. */
export interface QueryRunner {
  run<Row>(query: SelectQuery<Row>): Promise<QueryResult<Row>>;
  run(query: InsertQuery | UpdateQuery | DeleteQuery | RpcQuery): Promise<QueryResult<Record<string, unknown>>>;
}

/** `overlap`: an exclusion constraint refused the row (two stays of one villa sharing a night). */
export type BackendErrorCode =
  'missing_table' | 'constraint' | 'unique' | 'overlap' | 'permission' | 'unavailable' | 'unknown';

/** Every executor maps its driver's errors onto these codes so routes handle failures once. */
export class BackendError extends Error {
  constructor(
    readonly code: BackendErrorCode,
    message: string,
    readonly details?: { table?: string; constraint?: string; cause?: unknown },
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

// Small builders so descriptions read like the spec's table of calls.
export const eq = (column: string, value: Scalar): Filter => ({ op: 'eq', column, value });
export const gte = (column: string, value: Scalar): Filter => ({ op: 'gte', column, value });
export const lte = (column: string, value: Scalar): Filter => ({ op: 'lte', column, value });
export const gt = (column: string, value: Scalar): Filter => ({ op: 'gt', column, value });
export const lt = (column: string, value: Scalar): Filter => ({ op: 'lt', column, value });
export const isIn = (column: string, values: readonly Scalar[]): Filter => ({ op: 'in', column, values: [...values] });
export const asc = (column: string): OrderBy => ({ column, ascending: true });
export const desc = (column: string): OrderBy => ({ column, ascending: false });

/** The inclusive range of one page (1-based). */
/** One page of a list, with what the pager needs. */
export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
}

export function pageRange(page: number, pageSize: number): { from: number; to: number } {
  const from = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}

/**
 * PostgreSQL cannot store NUL in text (and PostgREST passes it on as an error): it is removed from every
 * string a query sends, in both executors, so odd input never becomes a server error.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  return value;
}
