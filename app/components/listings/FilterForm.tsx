import { useRef } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { buttonClass } from '#app/components/ui/Button';
import { Field, SelectField, type SelectOption } from '#app/components/ui/Field';
import { useLocalizedPath, useMessages } from '#app/components/i18n/locale';
import { listingsMessages } from '#app/domain/i18n/messages/listings';

export type FilterField =
  | { kind?: 'select'; name: string; label: string; options: readonly SelectOption[]; value: string }
  /** A native date input ('YYYY-MM-DD'), e.g. the check-in and check-out of a stay. */
  | { kind: 'date'; name: string; label: string; value: string; min?: string };

/**
 * A GET form of select filters whose values live in the URL. Without JavaScript the Apply button submits
 * it; with JavaScript every change re-queries at once (replacing the history entry). The page number is
 * not part of the form, so any change goes back to page 1.
 */
export function FilterForm({
  action,
  fields,
  resetTo,
  label,
  hidden = {},
}: {
  action: string;
  fields: readonly FilterField[];
  resetTo: string;
  label: string;
  /** Parameters the form carries along unchanged, e.g. the results' view (`view=map`). */
  hidden?: Readonly<Record<string, string>>;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const t = useMessages(listingsMessages);
  // Callers give English paths; the form stays in the page's language.
  const localized = useLocalizedPath();
  action = localized(action);
  const busy = navigation.state === 'loading' && navigation.location.pathname === action;
  return (
    <Form
      ref={formRef}
      method="get"
      action={action}
      role="search"
      aria-label={label}
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
      className="card grid grid-cols-1 items-end gap-4 p-5 sm:grid-cols-2 lg:grid-cols-[repeat(var(--filter-count),minmax(0,1fr))_auto]"
      style={{ '--filter-count': fields.length } as React.CSSProperties}
    >
      {fields.map((field) =>
        field.kind === 'date' ? (
          <Field
            key={`${field.name}:${field.value}`}
            label={field.label}
            inputProps={{ type: 'date', name: field.name, defaultValue: field.value, min: field.min }}
          />
        ) : (
          <SelectField
            // Keyed by value: a reset or back navigation re-renders the select with the URL's value.
            key={`${field.name}:${field.value}`}
            label={field.label}
            selectProps={{ name: field.name, defaultValue: field.value }}
            options={field.options}
          />
        ),
      )}
      {/* After the fields, so the address reads filters first. */}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonClass({ variant: 'primary' })} aria-busy={busy || undefined}>
          {t.apply}
        </button>
        <Link to={localized(resetTo)} replace preventScrollReset className={buttonClass({ variant: 'ghost' })}>
          {t.resetFilters}
        </Link>
      </div>
    </Form>
  );
}

/** 'Any' (or the caller's word for it, e.g. the French one) followed by the given options. */
export function withAny(options: readonly SelectOption[], anyLabel = 'Any'): SelectOption[] {
  return [{ value: '', label: anyLabel }, ...options];
}
