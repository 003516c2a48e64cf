import type { SelectOption } from '#app/components/ui/Field';

/** 'Any' (or the caller's word for it, e.g. the French one) followed by the given options. */
export function withAny(options: readonly SelectOption[], anyLabel = 'Any'): SelectOption[] {
  return [{ value: '', label: anyLabel }, ...options];
}
