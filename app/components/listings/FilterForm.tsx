import { useRef } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { buttonClass } from '#app/components/ui/Button';
import { Field, SelectField, type SelectOption } from '#app/components/ui/Field';
import { useLocalizedPath, useMessages } from '#app/components/i18n/locale';
import { compactedSearch } from '#app/domain/filters';
import { listingsMessages } from '#app/domain/i18n/messages/listings';

export type FilterField =
  | { kind?: 'select'; name: string; label: string; options: readonly SelectOption[]; value: string }
  /** A native date input ('YYYY-MM-DD'), e.g. the check-in and check-out of a stay. */
  | { kind: 'date'; name: string; label: string; value: string; min?: string };

/**
 * A GET form of select filters whose values live in the URL. Without JavaScript the Apply button submits
 * it (every field; the list's loader redirects to the address without the empty ones); with JavaScript every
 * change re-queries at once (replacing the history entry) with only the fields that are set. The page number
 * is not part of the form, so any change goes back to page 1.
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
  const path = localized(action);
  const busy = navigation.state === 'loading' && navigation.location.pathname === path;
  return (
    <Form
      ref={formRef}
      method="get"
      action={path}
      role="search"
      aria-label={label}
      preventScrollReset
      onChange={(event) => submit(setFields(event.currentTarget), { action: path, replace: true, preventScrollReset: true })}
      onSubmit={(event) => {
        event.preventDefault();
        submit(setFields(event.currentTarget), { action: path, preventScrollReset: true });
      }}
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

/** The form's fields that are set. */
function setFields(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return new URLSearchParams(compactedSearch(params) ?? params);
}

/** 'Any' (or the caller's word for it, e.g. the French one) followed by the given options. */
export function withAny(options: readonly SelectOption[], anyLabel = 'Any'): SelectOption[] {
  return [{ value: '', label: anyLabel }, ...options];
}
