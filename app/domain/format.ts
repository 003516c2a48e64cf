import { DISPLAY_TIME_ZONE } from './constants';

// Made on first use: the first Intl formatter of a page loads the browser's locale data, tens of milliseconds of a
// phone's main thread that a page which never formats here (most import only `plural`) should not pay on load.
let usd: Intl.NumberFormat | undefined;
let longDate: Intl.DateTimeFormat | undefined;
let integerFormat: Intl.NumberFormat | undefined;
const integer = () => (integerFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

export const SQ_FT_PER_M2 = 10.7639;

/** '$4,250,000' — USD without decimals (SPEC §9). */
export function formatPrice(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return usd.format(Math.round(amount));
}

/** 'March 5, 2026' — en-US long, always in the agency's time zone so server and browser agree. */
export function formatDate(iso: string | Date): string {
  longDate ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: DISPLAY_TIME_ZONE,
  });
  return longDate.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** '450 m²' */
export function formatArea(m2: number): string {
  return `${integer().format(m2)} m²`;
}

export function squareFeet(m2: number): number {
  return Math.round(m2 * SQ_FT_PER_M2);
}

/** '4,844 sq ft' */
export function formatSquareFeet(m2: number): string {
  return `${integer().format(squareFeet(m2))} sq ft`;
}

/** '1 night' / '3 nights', '1 guest' / '8 guests' */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
