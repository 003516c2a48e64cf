import { getInputProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';
import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { Badge } from '#app/components/ui/Badge';
import { Button, buttonClass, LinkButton } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { FieldMessages } from '#app/components/ui/Field';
import { draftName, LIST_ADD_BUTTON, type EditorList } from '#app/domain/admin-editor';
import { imageUrlProblem } from '#app/domain/admin-rows';

/**
 * Building blocks of the back office editors (property, rental, blog post): titled sections, the
 * images and amenities list fields (Conform lists driven by submit buttons, so they work without
 * JavaScript), the form-level error and the Cancel/Save row.
 */

/** A titled group of fields: a fieldset whose legend is the section's h2. */
export function EditorSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cx('card min-w-0 p-5 sm:p-7', className)}>
      <legend className="contents">
        <h2 className="font-display text-2xl text-fg sm:text-[1.75rem]">{title}</h2>
      </legend>
      {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
      <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The form's own errors (a failed save), announced. */
export function FormErrors({ id, errors }: { id?: string; errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-sm border border-danger/40 bg-danger-soft px-4 py-3 text-sm text-danger"
    >
      {errors.join(' ')}
    </div>
  );
}

/** True while this page's form is being saved (submitting, or loading the list it redirects to). */
export function useSaving() {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state !== 'idle' &&
    navigation.formMethod?.toUpperCase() === 'POST' &&
    navigation.formAction?.split('?')[0] === location.pathname
  );
}

/** Cancel (back to the list) and the submit, which reads 'Saving...' while this page saves. */
export function EditorActions({
  cancelTo,
  saveLabel,
  form,
  children,
}: {
  cancelTo: string;
  saveLabel: string;
  /** The form's id, when this row sits outside it (next to another form, such as Delete). */
  form?: string;
  children?: ReactNode;
}) {
  const saving = useSaving();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-end">
      {children ? <div className="sm:mr-auto">{children}</div> : null}
      <LinkButton to={cancelTo} variant="secondary">
        Cancel
      </LinkButton>
      <Button type="submit" form={form} pending={saving} pendingLabel="Saving...">
        {saveLabel}
      </Button>
    </div>
  );
}

/**
 * Enter in any field saves: the first submit button of a form is its default button, so this hidden
 * one goes first, ahead of the list buttons (Add, Move up, Remove).
 */
export function DefaultSubmit() {
  return <button type="submit" hidden tabIndex={-1} aria-hidden="true" />;
}

export type ListField<Schema extends Record<string, unknown>> = FieldMetadata<
  (string | undefined)[] | undefined,
  Schema,
  string[]
>;

/** What Add does with JavaScript: checks the text, then inserts it into the Conform list. */
function useDraftAdd<Schema extends Record<string, unknown>>(
  form: FormMetadata<Schema, string[]>,
  field: ListField<Schema>,
  check: (value: string) => string | null,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const add = (input: HTMLInputElement | null) => {
    if (!input) return;
    const value = input.value.trim();
    const items = field.getFieldList().map((item) => item.initialValue);
    const error = check(value) ?? (items.includes(value) ? 'Already in the list' : null);
    setProblem(error);
    if (error) {
      input.focus();
      return;
    }
    form.insert({ name: field.name, defaultValue: value });
    input.value = '';
    input.focus();
  };
  return {
    problem,
    onButtonClick: (event: MouseEvent<HTMLButtonElement>, list: EditorList) => {
      event.preventDefault();
      const element = event.currentTarget.form?.elements.namedItem(draftName(list));
      add(element instanceof HTMLInputElement ? element : null);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      add(event.currentTarget);
    },
    clear: () => setProblem(null),
  };
}

/**
 * The text box + Add button of a list. With JavaScript, Add (or Enter in the box) inserts the text into
 * the Conform list in the browser; without, the button posts `list-add={list}` and the action inserts it.
 * Shows the browser-side problem with the text, else the list's own errors.
 */
function DraftRow<Schema extends Record<string, unknown>>({
  form,
  field,
  check,
  list,
  label,
  placeholder,
  hint,
  addLabel,
  draft,
}: {
  form: FormMetadata<Schema, string[]>;
  field: ListField<Schema>;
  check: (value: string) => string | null;
  list: EditorList;
  label: string;
  placeholder: string;
  hint?: string;
  addLabel: string;
  /** Text handed back by the server after a refused Add (no JavaScript). */
  draft?: string;
}) {
  const adder = useDraftAdd(form, field, check);
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
          className={cx(buttonClass({ variant: 'secondary' }), 'shrink-0')}
        >
          {addLabel}
        </button>
      </div>
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}

const smallButton =
  'inline-flex min-h-9 min-w-9 cursor-pointer items-center justify-center rounded-sm border border-line-strong/60 px-2 text-xs font-medium text-fg transition-colors hover:border-fg-muted hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40';

/** Images by URL: the first is the 'Main Image'; each can be moved up or down and removed. */
export function ImageListField<Schema extends Record<string, unknown>>({
  form,
  field,
  title,
  draft,
}: {
  form: FormMetadata<Schema, string[]>;
  field: ListField<Schema>;
  title: string;
  /** Text handed back by the server after a refused Add (no JavaScript). */
  draft?: string;
}) {
  const items = field.getFieldList();
  return (
    <EditorSection
      title={title}
      description="The first image is the main image, shown on cards and at the top of the listing."
    >
      <DraftRow
        form={form}
        field={field}
        check={imageUrlProblem}
        list="images"
        label="Image URL"
        placeholder="https://… or /images/…"
        hint="Paste the address of an image, then Add Image."
        addLabel="Add Image"
        draft={draft}
      />
      <div className="sm:col-span-2">
        {items.length === 0 ? (
          <p className="rounded-sm border border-dashed border-line-strong/60 px-4 py-8 text-center text-sm text-fg-muted">
            No images added yet
          </p>
        ) : (
          <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item, index) => {
              const url = typeof item.initialValue === 'string' ? item.initialValue : '';
              return (
                <li
                  key={item.key}
                  className="flex flex-col overflow-hidden rounded-sm border border-line bg-surface-muted"
                >
                  <input {...getInputProps(item, { type: 'hidden' })} />
                  <div className="relative aspect-[4/3] bg-surface-muted">
                    {url ? <img src={url} alt="" loading="lazy" className="size-full object-cover" /> : null}
                    {index === 0 ? (
                      <Badge tone="accent" className="absolute top-2 left-2 bg-surface">
                        Main Image
                      </Badge>
                    ) : null}
                  </div>
                  <div className="flex flex-1 flex-col gap-2 p-3">
                    <p className="text-xs break-all text-fg-muted">
                      <span className="sr-only">Image {index + 1}: </span>
                      {url}
                    </p>
                    {item.errors?.length ? <p className="field-error mt-0">{item.errors.join(', ')}</p> : null}
                    <div className="mt-auto flex flex-wrap gap-1.5">
                      <button
                        {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}
                        disabled={index === 0}
                        className={smallButton}
                      >
                        <span aria-hidden="true">↑</span>
                        <span className="sr-only">Move image {index + 1} up</span>
                      </button>
                      <button
                        {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
                        disabled={index === items.length - 1}
                        className={smallButton}
                      >
                        <span aria-hidden="true">↓</span>
                        <span className="sr-only">Move image {index + 1} down</span>
                      </button>
                      <button
                        {...form.remove.getButtonProps({ name: field.name, index })}
                        className={cx(
                          smallButton,
                          'ml-auto border-danger/40 text-danger hover:border-danger hover:bg-danger-soft',
                        )}
                      >
                        Remove<span className="sr-only"> image {index + 1}</span>
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </EditorSection>
  );
}

const amenityProblem = (value: string) =>
  !value ? 'Enter an amenity' : value.length > 100 ? 'Amenity must be at most 100 characters' : null;

/** Amenities: a text box with Add, and removable chips. */
export function AmenityListField<Schema extends Record<string, unknown>>({
  form,
  field,
  draft,
}: {
  form: FormMetadata<Schema, string[]>;
  field: ListField<Schema>;
  draft?: string;
}) {
  const items = field.getFieldList();
  return (
    <EditorSection title="Amenities">
      <DraftRow
        form={form}
        field={field}
        check={amenityProblem}
        list="amenities"
        label="Amenity"
        placeholder="e.g. Infinity pool"
        addLabel="Add"
        draft={draft}
      />
      <div className="sm:col-span-2">
        {items.length === 0 ? (
          <p className="text-sm text-fg-muted">No amenities added yet</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Amenities added">
            {items.map((item, index) => {
              const value = typeof item.initialValue === 'string' ? item.initialValue : '';
              return (
                <li
                  key={item.key}
                  className="inline-flex items-center gap-1 rounded-full border border-line-strong/60 bg-surface-muted py-1 pr-1 pl-3.5 text-sm text-fg"
                >
                  <input {...getInputProps(item, { type: 'hidden' })} />
                  {value}
                  <button
                    {...form.remove.getButtonProps({ name: field.name, index })}
                    className="inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-fg-muted transition-colors hover:bg-danger-soft hover:text-danger"
                  >
                    <span aria-hidden="true">×</span>
                    <span className="sr-only">Remove {value}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </EditorSection>
  );
}
