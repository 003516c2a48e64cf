import { BOOKING_NIGHTS } from './constants';

/** The booking box's total: the nightly rate for a fixed stay of 7 nights (SPEC §9). */
export function bookingTotal(dailyRate: number, nights: number = BOOKING_NIGHTS): number {
  return Math.round(dailyRate * nights);
}

/** 1..maxGuests, the guest selector's choices. */
export function guestChoices(maxGuests: number): number[] {
  return Array.from({ length: Math.max(1, Math.floor(maxGuests)) }, (_, i) => i + 1);
}

/** A requested guest count within 1..maxGuests, or undefined. */
export function parseGuests(value: string | null, maxGuests: number): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= maxGuests ? n : undefined;
}
