/**
 * The booking domain: pure rules shared by server and browser (no Node APIs, nothing from `app/server/`).
 *
 * GLOSSARY — one word for one thing, in code, URLs and texts:
 * - stay: dates on a villa (check-in to check-out, check-out exclusive), whatever its status.
 * - booking request: a stay a guest asked for (status `requested`).
 * - option: a stay held for a guest until a deadline.
 * - block: dates closed by the owner, for maintenance or by an imported calendar feed.
 * - season: a named date range of a rental with its own nightly rate and minimum stay.
 * - quote: nights → lines → fee → tax → total → payment schedule.
 *
 * Dates are `CalendarDate` strings with integer day arithmetic (`dates.ts`), never `Date` across zones.
 *
 * This index holds what the public pages ship to the browser and loads no zod; the forms' schemas are
 * imported from their own modules (`request.ts`, `terms-form.ts`, `stay-list.ts`) where a form needs them.
 */
export * from './add-ons';
export * from './dates';
export * from './guests';
export * from './guest-texts';
export * from './quote';
export * from './seasons';
export * from './stays';
export * from './terms';
