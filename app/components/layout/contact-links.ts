/** `tel:` href from a display number: keep the leading + and digits only. */
export function telHref(displayNumber: string): string {
  return `tel:${displayNumber.replace(/[^\d+]/g, '')}`;
}
