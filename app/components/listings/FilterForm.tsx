import { useRef } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { buttonClass } from '#app/components/ui/button-class';
import { Field, SelectField, type SelectOption } from '#app/components/ui/Field';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { compactedSearch } from '#app/domain/listings/filters';
import { listingsTexts } from '#app/domain/listings/texts/listings';

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
  const t = useTexts(listingsTexts);
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
      onChange={(event) =>
        submit(setFields(event.currentTarget), { action: path, replace: true, preventScrollReset: true })
      }
      onSubmit={(event) => {
        event.preventDefault();
        submit(setFields(event.currentTarget), { action: path, preventScrollReset: true });
      }}
      className="card grid grid-cols-1 items-end gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4"
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
      <div className={`flex flex-wrap items-end justify-end gap-3 ${actionsSpan(fields.length)}`}>
        <Link
          to={localized(resetTo)}
          replace
          preventScrollReset
          className={`${buttonClass({ variant: 'ghost' })} max-sm:grow`}
        >
          {t.resetFilters}
        </Link>
        <button
          type="submit"
          className={`${buttonClass({ variant: 'primary' })} max-sm:grow`}
          aria-busy={busy || undefined}
        >
          {t.apply}
        </button>
      </div>
    </Form>
  );
}

/**
 * Where Apply and Reset go: beside the last fields when the row has room for both buttons in either language (two
 * free columns of four), otherwise on a row of their own, at its end. Fields keep a quarter of the card at most, so
 * no label or value is cut at 1,280 px (a date, "Les plus récentes", "Salles de bains").
 */
function actionsSpan(fieldCount: number): string {
  const free = (4 - (fieldCount % 4)) % 4;
  const large = free >= 2 ? (free === 2 ? 'lg:col-span-2' : 'lg:col-span-3') : 'lg:col-span-full';
  return `sm:col-span-full ${large}`;
}

/** The form's fields that are set. */
function setFields(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return new URLSearchParams(compactedSearch(params) ?? params);
}
