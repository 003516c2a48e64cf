import { parseCalendarDate } from './dates';
import type { StayRequest } from './quote';

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
