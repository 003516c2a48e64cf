/** 1..maxGuests, the guest selector's choices. */
export function guestChoices(maxGuests: number): number[] {
  return Array.from({ length: Math.max(1, Math.floor(maxGuests)) }, (_, i) => i + 1);
}
