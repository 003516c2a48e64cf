/** Join class names, skipping falsy values. Tiny on purpose; no merge semantics. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
