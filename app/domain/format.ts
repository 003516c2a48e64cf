import { DISPLAY_TIME_ZONE } from './constants';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: DISPLAY_TIME_ZONE,
});
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const SQ_FT_PER_M2 = 10.7639;

/** '$4,250,000' — USD without decimals (SPEC §9). */
export function formatPrice(amount: number): string {
  return usd.format(Math.round(amount));
}

/** 'March 5, 2026' — en-US long, always in the agency's time zone so server and browser agree. */
export function formatDate(iso: string | Date): string {
  return longDate.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** '450 m²' */
export function formatArea(m2: number): string {
  return `${integer.format(m2)} m²`;
}

export function squareFeet(m2: number): number {
  return Math.round(m2 * SQ_FT_PER_M2);
}

/** '4,844 sq ft' */
export function formatSquareFeet(m2: number): string {
  return `${integer.format(squareFeet(m2))} sq ft`;
}

/** '1 night' / '3 nights', '1 guest' / '8 guests' */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
