import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { importFromAddress } from '#app/components/admin/photo-upload-requests';
import { buttonClass } from '#app/components/ui/button-class';
import { cx } from '#app/components/ui/cx';
import { FieldMessages } from '#app/components/ui/Field';
import { draftName, LIST_ADD_BUTTON, listItemDefault, listItemText, type EditorList } from '#app/domain/admin/editor';
import { isExternalImageUrl } from '#app/domain/media/media';

/**
 * The list fields of the listing editors (photos, amenities): Conform lists driven by submit buttons, so
 * they work without JavaScript, each with a text box and its Add button.
 */

export type ListField<Schema extends Record<string, unknown>> = FieldMetadata<
  (string | undefined)[] | undefined,
  Schema,
  string[]
>;

/** A listing's photos in the form: each an address, its alt text and a caption. */
export type ImageItems = ({ src?: string; alt?: string; caption?: string } | undefined)[] | undefined;
export type ImageListFieldMetadata<Schema extends Record<string, unknown>> = FieldMetadata<
  ImageItems,
  Schema,
  string[]
>;

/**
 * What Add does with JavaScript: checks the text, then inserts it into the Conform list. An image address
 * elsewhere is first downloaded and stored by the server (its copy is what the list gets).
 */
function useDraftAdd<Schema extends Record<string, unknown>>(
  form: FormMetadata<Schema, string[]>,
  field: ListField<Schema> | ImageListFieldMetadata<Schema>,
  list: EditorList,
  check: (value: string) => string | null,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const insert = (value: string) =>
    form.insert({ name: field.name as ListField<Schema>['name'], defaultValue: listItemDefault(list, value) as never });
  const add = async (input: HTMLInputElement | null) => {
    if (!input || importing) return;
    const value = input.value.trim();
    const items = field.getFieldList().map((item) => listItemText(list, item.initialValue));
    const error = check(value) ?? (items.includes(value) ? 'Already in the list' : null);
    setProblem(error);
    if (error) {
      input.focus();
      return;
    }
    if (list === 'images' && isExternalImageUrl(value)) {
      setImporting(true);
      const answer = await importFromAddress(value);
      setImporting(false);
      if ('error' in answer) {
        setProblem(answer.error);
        input.focus();
        return;
      }
      insert(answer.image.src);
    } else {
      insert(value);
    }
    input.value = '';
    input.focus();
  };
  return {
    problem,
    onButtonClick: (event: MouseEvent<HTMLButtonElement>, list: EditorList) => {
      event.preventDefault();
      const element = event.currentTarget.form?.elements.namedItem(draftName(list));
      void add(element instanceof HTMLInputElement ? element : null);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      void add(event.currentTarget);
    },
    clear: () => setProblem(null),
    importing,
  };
}

/**
 * The text box + Add button of a list. With JavaScript, Add (or Enter in the box) inserts the text into
 * the Conform list in the browser; without, the button posts `list-add={list}` and the action inserts it.
 * Shows the browser-side problem with the text, else the list's own errors.
 */
export function DraftRow<Schema extends Record<string, unknown>>({
  form,
  field,
  check,
  list,
  label,
  placeholder,
  hint,
  addLabel,
  draft,
  suggestions,
}: {
  form: FormMetadata<Schema, string[]>;
  field: ListField<Schema> | ImageListFieldMetadata<Schema>;
  /** The id of a <datalist> the text box offers (free text stays possible). */
  suggestions?: string;
  check: (value: string) => string | null;
  list: EditorList;
  label: string;
  placeholder: string;
  hint?: string;
  addLabel: string;
  /** Text handed back by the server after a refused Add (no JavaScript). */
  draft?: string;
}) {
  const adder = useDraftAdd(form, field, list, check);
  const errors = adder.problem ? [adder.problem] : (field.errors ?? []);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name={draftName(list)}
          type="text"
          inputMode={list === 'images' ? 'url' : 'text'}
          autoComplete="off"
          list={suggestions}
          placeholder={placeholder}
          defaultValue={draft}
          onKeyDown={adder.onKeyDown}
          onInput={adder.clear}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={cx(hint && hintId, errors.length > 0 && errorId) || undefined}
          className="input min-w-0 sm:flex-1"
        />
        <button
          type="submit"
          name={LIST_ADD_BUTTON}
          value={list}
          onClick={(event) => adder.onButtonClick(event, list)}
          aria-disabled={adder.importing || undefined}
          className={cx(buttonClass({ variant: 'secondary' }), 'shrink-0')}
        >
          {adder.importing ? 'Importing…' : addLabel}
        </button>
      </div>
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}
