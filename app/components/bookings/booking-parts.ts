import { hydrateLater } from '#app/components/ui/hydrate-later';

/**
 * The rental page's booking widgets, each in a chunk of its own outside the page's first-load JavaScript
 * (app/components/ui/hydrate-later.tsx, docs/decisions/043-first-load-javascript.md). The server renders them with
 * the page: until each has hydrated, the booking box is the plain GET form it is without JavaScript (the loader
 * prices the dates in the URL), and the calendar's days are links.
 */
export const BookingBox = hydrateLater(() => import('./BookingBox').then((module) => module.BookingBox));
export const AvailabilityCalendar = hydrateLater(() =>
  import('./AvailabilityCalendar').then((module) => module.AvailabilityCalendar),
);
export const PhoneBookingBar = hydrateLater(() => import('./PhoneBookingBar').then((module) => module.PhoneBookingBar));
/** With the booking texts it brings, which the rest of the page does not need at once. */
export const RateFrom = hydrateLater(() => import('./RateFrom').then((module) => module.RateFrom));
