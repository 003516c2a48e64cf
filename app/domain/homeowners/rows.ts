import type { Currency } from '#app/domain/currency/currency';
import type { Locale } from '#app/domain/i18n/locale';
import type { BankAccountRow } from '#app/domain/payments/rows';

/**
 * The rows of supabase/migrations/…_homeowners.sql as the back office reads them. Dates are ISO days
 * ('2026-12-08'); percentages are numeric in the database and come back as text ('18.50'), read with
 * parsePercent (agreements.ts).
 */

/** A homeowner: owns a villa or a property the agency manages or sells (docs/glossary.md). */
export interface HomeownerRow {
  id: string;
  name: string;
  emails: string[];
  phone: string | null;
  language: Locale;
  currency: Currency;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** One period of ownership: a rental or a sale property, from a day until a day (exclusive; null: still). */
export interface HomeownerListingRow {
  id: string;
  homeowner_id: string;
  rental_id: string | null;
  property_id: string | null;
  owned_from: string;
  owned_to: string | null;
  share_percent: string | number | null;
  created_at: string;
}

/** Where a homeowner is paid: the agency's own accounts' fields, one row per homeowner (owners and admins only). */
export type HomeownerBankDetailsRow = Omit<BankAccountRow, 'currency'> & { homeowner_id: string };

export const COMMISSION_BASES = ['accommodation', 'accommodation-and-services'] as const;
export type CommissionBase = (typeof COMMISSION_BASES)[number];

export const SERVICES_TREATMENTS = ['agency-revenue', 'passed-to-homeowner'] as const;
export type ServicesTreatment = (typeof SERVICES_TREATMENTS)[number];

/** What a cancelled stay retained: shared like accommodation, or the agency's alone. */
export const CANCELLATION_SHARES = ['as-accommodation', 'agency'] as const;
export type CancellationShare = (typeof CANCELLATION_SHARES)[number];

/** A villa's management agreement from a day, with its signed mandate; never rewritten once in force. */
export interface ManagementAgreementRow {
  id: string;
  rental_id: string;
  effective_from: string;
  commission_percent: string | number;
  commission_base: CommissionBase;
  services_treatment: ServicesTreatment;
  cancellation_share: CancellationShare;
  owner_stays_without_approval: boolean;
  mandate_signed_on: string;
  mandate_signatories: string;
  mandate_document: string | null;
  note: string | null;
  created_at: string;
  created_by: string | null;
}
