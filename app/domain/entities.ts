import type { Island, PropertyType, Status } from './constants';
import type { LeadSource } from '#app/domain/leads/sources';
import type { Currency } from '#app/domain/currency/currency';
import type { ListingImage } from '#app/domain/media/images';
import type { Locale } from './i18n/locale';

/** Row shapes as the backend returns them (numbers parsed, timestamps as ISO strings). */
export interface PropertyRow {
  id: string;
  title: string;
  description: string;
  /** French title and description (null: not translated; the French pages then show the English). */
  title_fr: string | null;
  description_fr: string | null;
  /** Kept by the database: the French title or description is missing (the back office's lists). */
  french_missing: boolean;
  /** In the listing's own currency (price_currency). */
  price: number;
  price_currency: Currency;
  /** The price in whole US dollars at the current rate, kept by the database (filters, sorting). */
  price_usd: number;
  property_type: PropertyType;
  location: string;
  address: string;
  island: Island;
  bedrooms: number;
  bathrooms: number;
  /** m² */
  area: number;
  status: Status;
  featured: boolean;
  amenities: string[];
  images: ListingImage[];
  latitude: number | null;
  longitude: number | null;
  /** The public maps show a circle around a moved point, never the coordinates (app/domain/maps). */
  approximate_location: boolean;
  /** The rental listing of the same house, when it is both (…_listing_yield.sql). */
  rental_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface RentalRow {
  id: string;
  title: string;
  description: string;
  /** French title and description (null: not translated; the French pages then show the English). */
  title_fr: string | null;
  description_fr: string | null;
  /** Kept by the database: the French title or description is missing (the back office's lists). */
  french_missing: boolean;
  /** In the villa's own currency (price_currency), like its security deposit and seasonal rates. */
  daily_rate: number;
  price_currency: Currency;
  /** The daily rate in whole US dollars at the current rate, kept by the database (filters). */
  daily_rate_usd: number;
  location: string;
  address: string;
  island: Island;
  bedrooms: number;
  bathrooms: number;
  /** m² */
  area: number;
  status: Status;
  featured: boolean;
  amenities: string[];
  images: ListingImage[];
  latitude: number | null;
  longitude: number | null;
  /** The public maps show a circle around a moved point, never the coordinates (app/domain/maps). */
  approximate_location: boolean;
  min_stay_days: number;
  max_guests: number;
  availability_calendar: unknown[];
  /** refundable, collected before arrival (price_currency) */
  security_deposit: number;
  created_at: string;
  updated_at: string;
}

export interface BlogPostRow {
  id: string;
  slug: string;
  title: string;
  /** Markdown */
  content: string;
  /** French title, content (Markdown) and address (/fr/blog/{slug_fr}); null: not translated. */
  title_fr: string | null;
  content_fr: string | null;
  slug_fr: string | null;
  /** Kept by the database: the French title or content is missing (the back office's list). */
  french_missing: boolean;
  featured_image: string;
  /** The featured image's alt text, caption, size and placeholder (its address is `featured_image`). */
  featured_image_meta: Partial<Omit<ListingImage, 'src'>>;
  status: Status;
  created_at: string;
  updated_at: string;
}

export interface LeadMessageRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  read: boolean;
  source: LeadSource;
  property_id: string | null;
  rental_id: string | null;
  /** The booking request this inquiry announces (source 'booking'). */
  stay_id: string | null;
  /** The language of the page it was sent from: the visitor's e-mails are written in it. */
  locale: Locale;
  created_at: string;
}

/** Bookings (supabase/migrations/…_bookings.sql). Dates are 'YYYY-MM-DD' text, as PostgREST returns them. */
export type StayStatus =
  'requested' | 'option' | 'confirmed' | 'declined' | 'cancelled' | 'expired' | 'blocked' | 'conflict';
export type StaySource = 'website' | 'staff' | 'homeowner-block' | 'maintenance' | 'feed';

export interface StayRow {
  id: string;
  reference: string;
  rental_id: string;
  check_in: string;
  check_out: string;
  status: StayStatus;
  source: StaySource;
  feed_id: string | null;
  external_uid: string | null;
  guest_name: string | null;
  guest_email: string | null;
  guest_phone: string | null;
  guests: number | null;
  message: string | null;
  add_ons: string[];
  note: string | null;
  /** The quote the guest saw (app/domain/booking/quote.ts `Quote`). */
  quote: Record<string, unknown> | null;
  option_expires_at: string | null;
  conflict_with: string | null;
  /** The guest's language (a website request's inquiry and e-mails are in it). */
  locale: Locale;
  created_at: string;
  updated_at: string;
}

export interface StayEventRow {
  id: number;
  stay_id: string;
  at: string;
  actor_id: string | null;
  actor: string;
  action: string;
  from_status: string | null;
  to_status: string;
  detail: string | null;
}

export interface RentalSeasonRow {
  id: string;
  rental_id: string;
  name: string;
  /** The French name; null: the French pages show `name` (…_season_names_fr.sql). */
  name_fr: string | null;
  start_date: string;
  /** last night, inclusive */
  end_date: string;
  nightly_rate: number;
  min_nights: number;
  arrival_days: number[] | null;
  festive: boolean;
  created_at: string;
  updated_at: string;
}

export interface RentalFeedRow {
  id: string;
  rental_id: string;
  name: string;
  url: string;
  last_synced_at: string | null;
  last_error: string | null;
  last_event_count: number | null;
  /** Events of the last applied sync left out because their dates are impossible (…_feed_invalid_events.sql). */
  last_rejected_count: number;
  /** The first of them (20 at most), as written, for staff to report to the platform. */
  last_rejected: RejectedFeedEvent[];
  created_at: string;
}

/** An event of an imported calendar whose dates are impossible as written; it changes no block. */
export interface RejectedFeedEvent {
  /** Its UID, or null when it has none. */
  uid: string | null;
  /** Its DTSTART, DTEND and DURATION as written, e.g. 'DTSTART 20271301, DTEND 20271399'. */
  dates: string;
}

export interface RentalCalendarTokenRow {
  rental_id: string;
  token: string;
  rotated_at: string;
}

export interface BookingTermsRow {
  id: boolean;
  tax_percent_st_barth: number;
  tax_percent_sint_maarten: number;
  service_fee_percent: number;
  deposit_percent: number;
  balance_days_before: number;
  festive_balance_days_before: number;
  option_hold_hours: number;
  deposit_due_days: number;
  confirm_on_deposit: boolean;
  /** jsonb: a CancellationScale (app/domain/payments/cancellation-scale.ts), checked when read */
  cancellation_scale: unknown;
  updated_at: string;
}

export interface BusyDatesRow {
  rental_id: string;
  check_in: string;
  check_out: string;
}

/** The exchange rate (supabase/migrations/…_currency.sql): one row. */
export interface CurrencySettingsRow {
  id: boolean;
  /** US dollars for one euro. */
  eur_usd_rate: number;
  rate_set_at: string;
  rate_set_by: string | null;
  rate_set_by_actor: string;
}

export interface ExchangeRateChangeRow {
  id: number;
  eur_usd_rate: number;
  previous_rate: number | null;
  set_at: string;
  set_by: string | null;
  actor: string;
}
