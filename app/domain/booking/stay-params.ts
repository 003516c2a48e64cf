import { parseCalendarDate, type CalendarDate } from './dates';

/** The dates and guests a visitor asks about: each absent until given. */
export interface StayRequest {
  checkIn: CalendarDate | null;
  checkOut: CalendarDate | null;
  guests: number | null;
}

/**
 * The dates and guests of a stay in the URL (`?checkIn=2026-12-20&checkOut=2026-12-27&guests=4`): what the
 * 'Check availability' form sends and every booking link carries. Anything unreadable is simply absent.
 */
export function parseStayRequest(params: URLSearchParams): StayRequest {
  const guests = Number(params.get('guests'));
  return {
    checkIn: parseCalendarDate(params.get('checkIn')),
    checkOut: parseCalendarDate(params.get('checkOut')),
    guests: Number.isInteger(guests) && guests >= 1 && guests <= 100 ? guests : null,
  };
}

/** Why a guest count in the address was changed: never silently (issue 26, item 8). */
export type GuestCorrectionReason = 'unreadable' | 'whole' | 'at-least-one' | 'capacity';

export interface GuestCorrection {
  /** What the address asked, as a number we wrote ourselves (null when it was not a number at all). */
  asked: number | null;
  /** What the page shows instead. */
  guests: number;
  reason: GuestCorrectionReason;
}

/**
 * The guest count of a villa's page, from the address's `guests` (what the booking box, the calendar's links and
 * the request form then carry): absent, the usual two (or fewer, for a smaller villa); otherwise the nearest
 * count the villa takes — a fraction rounds down, below one is one, above its capacity is its capacity — and
 * the correction, which the page says next to the guests field.
 */
export function rentalGuests(
  raw: string | null,
  maxGuests: number,
): { guests: number; correction: GuestCorrection | null } {
  const capacity = Math.max(1, Math.floor(maxGuests));
  const usual = Math.min(2, capacity);
  const text = raw?.trim() ?? '';
  if (text === '') return { guests: usual, correction: null };
  const asked = Number(text);
  if (!Number.isFinite(asked))
    return { guests: usual, correction: { asked: null, guests: usual, reason: 'unreadable' } };
  const whole = Math.floor(asked);
  const guests = Math.min(capacity, Math.max(1, whole));
  if (guests === asked) return { guests, correction: null };
  const reason: GuestCorrectionReason = asked > capacity ? 'capacity' : asked < 1 ? 'at-least-one' : 'whole';
  return { guests, correction: { asked, guests, reason } };
}

/** '?checkIn=…&checkOut=…&guests=…' for the parts that are set. */
export function stayRequestSearch(stay: Partial<StayRequest>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (stay.checkIn) params.set('checkIn', stay.checkIn);
  if (stay.checkOut) params.set('checkOut', stay.checkOut);
  if (stay.guests) params.set('guests', String(stay.guests));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}
