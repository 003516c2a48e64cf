import type { CommissionBase, ManagementAgreementRow, ServicesTreatment } from './rows';

/**
 * The management agreement's arithmetic (issue 29, item 2), pure: which agreement is in force on a day, and what
 * the agency's commission is on a stay's amounts. Money is an integer in minor units (cents); a percentage is
 * read as an integer of hundredths of a percent (18.50 % is 1850), so nothing passes through binary fractions.
 * The database keeps the same rule for the day in force (management_agreement_on, …_homeowners.sql).
 */

/** "18.5", "18.50", 18.5 → 1850 hundredths of a percent; null for anything that is not 0–100 with ≤ 2 decimals. */
export function parsePercent(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2})0*)?$/.exec(text);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths <= 10_000 ? hundredths : null;
}

/** 1850 → "18.50": the form and the database's text of a percentage. */
export const percentText = (hundredths: number) =>
  `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** The terms the arithmetic needs, from a row or a form. */
export interface AgreementTerms {
  /** Hundredths of a percent: 1850 is 18.50 %. */
  commissionHundredths: number;
  commissionBase: CommissionBase;
  servicesTreatment: ServicesTreatment;
}

export function termsOf(row: ManagementAgreementRow): AgreementTerms {
  const hundredths = parsePercent(row.commission_percent);
  if (hundredths == null) throw new Error(`Unreadable commission: ${String(row.commission_percent)}`);
  return {
    commissionHundredths: hundredths,
    commissionBase: row.commission_base,
    servicesTreatment: row.services_treatment,
  };
}

/**
 * The agreement in force on `day` (ISO): the latest that began on or before it; null before the first. ISO days
 * compare as text.
 */
export function agreementInForce<Row extends Pick<ManagementAgreementRow, 'effective_from'>>(
  agreements: readonly Row[],
  day: string,
): Row | null {
  let found: Row | null = null;
  for (const agreement of agreements) {
    if (agreement.effective_from <= day && (!found || agreement.effective_from > found.effective_from)) {
      found = agreement;
    }
  }
  return found;
}

/** Whether an agreement is in force already, so never changed again (the database's rule, said the same way). */
export const agreementInForceSince = (effectiveFrom: string, today: string) => effectiveFrom <= today;

/** `amount` × `hundredths` / 10 000, rounded half away from zero, in integers only. */
export function percentOf(amount: number, hundredths: number): number {
  if (!Number.isSafeInteger(amount)) throw new Error(`Not an amount in minor units: ${amount}`);
  const product = Math.abs(amount) * hundredths;
  const rounded = Math.floor((product + 5_000) / 10_000);
  return amount < 0 ? -rounded : rounded;
}

/** A stay's amounts for the month, in minor units. The island tax is never given: it is passed through. */
export interface StayAmounts {
  accommodation: number;
  /** Services sold with the stay (chef, car, …); 0 when none. */
  services: number;
}

export interface CommissionSplit {
  /** What the commission is taken on. */
  base: number;
  /** The agency's commission. */
  commission: number;
  /** The services the agency keeps as its revenue (0 when they are passed on). */
  agencyServices: number;
  /** What the homeowner is owed: the accommodation and, when passed on, the services, less the commission. */
  homeowner: number;
}

/** The commission on a stay's amounts under an agreement's terms, and who gets the rest. */
export function commissionOn(amounts: StayAmounts, terms: AgreementTerms): CommissionSplit {
  const base =
    terms.commissionBase === 'accommodation-and-services'
      ? amounts.accommodation + amounts.services
      : amounts.accommodation;
  const commission = percentOf(base, terms.commissionHundredths);
  const passed = terms.servicesTreatment === 'passed-to-homeowner';
  return {
    base,
    commission,
    agencyServices: passed ? 0 : amounts.services,
    homeowner: amounts.accommodation + (passed ? amounts.services : 0) - commission,
  };
}
