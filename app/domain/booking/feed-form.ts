import { z } from '#app/domain/zod';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';

const m = staffBookingTexts.staffCalendar.feed;

export const MAX_FEED_NAME = 60;
export const MAX_FEED_URL = 2000;
/** What staff usually name an imported calendar (suggestions; any name will do). */
export const FEED_NAME_SUGGESTIONS = ['Airbnb', 'Vrbo', 'Booking.com', 'Other'] as const;

const FEED_URL_PATTERN = /^(https?|webcal):\/\//i;

function isFeedUrl(value: string): boolean {
  if (!FEED_URL_PATTERN.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** An iCal feed to import into a villa's calendar: its name and its http(s) or webcal address. */
export const feedFormSchema = z.object({
  name: z
    .string({ message: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(MAX_FEED_NAME, m.nameTooLong(MAX_FEED_NAME)),
  url: z
    .string({ message: m.urlRequired })
    .trim()
    .min(1, m.urlRequired)
    .max(MAX_FEED_URL, m.urlTooLong(MAX_FEED_URL))
    .refine(isFeedUrl, m.urlInvalid),
});

export type FeedFormValues = z.output<typeof feedFormSchema>;

/** 'www.airbnb.com/calendar/ical/…' — an address short enough for a table cell (the full one in its title). */
export function shortFeedUrl(url: string, max = 48): string {
  const bare = url.replace(/^(https?|webcal):\/\//i, '');
  return bare.length <= max ? bare : `${bare.slice(0, max - 1)}…`;
}
