import type { RpcFunction } from './query';

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
  // …_portal_feeds.sql (anyone): the account and start of a portal's feed the token opens now, or null; never a token.
  open_portal_feed: { params: ['p_portal', 'p_token'], scalar: true },
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
  // …_person_data.sql: owners and admins export a person's data, owners erase it; the retention job (service role).
  privacy_export_person: { params: ['p_email'], scalar: true },
  privacy_erase_person: { params: ['p_email'], scalar: true },
  privacy_apply_retention: { params: ['p_today'], scalar: true },
  // …_retention_notice.sql (anyone): the two retention periods, for the privacy notice.
  retention_periods: { params: [], scalar: true },
};
