import { getInputProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';
import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { Badge } from '#app/components/ui/Badge';
import { Button, buttonClass, LinkButton } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { Field, FieldMessages, TextareaField } from '#app/components/ui/Field';
import { textareaInput, textInput } from './field-props';
import { AMENITY_SUGGESTIONS, findAmenity } from '#app/domain/amenities';
import { draftName, LIST_ADD_BUTTON, listItemDefault, listItemText, type EditorList } from '#app/domain/admin-editor';
import { isResizableImage, resizedImageUrl } from '#app/domain/images';
import { imageUrlProblem } from '#app/domain/admin-rows';
import {
  importIntent,
  isExternalImageUrl,
  MAX_IMAGES_PER_LISTING,
  mediaTexts,
  storedThumbnailUrl,
  type EditorMediaReport,
} from '#app/domain/media';
import { useHydrated } from '#app/components/ui/useHydrated';
import { importFromAddress, MediaReportNotice, PhotoUploadZone } from './PhotoUpload';

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

/**
 * The English texts of a record and their French beside them (issue 14, item 3). Without JavaScript both
 * panels show, side by side on wide screens (one below the other on narrow ones), each under its language's
 * name. With JavaScript they become tabs "English | Français" (role=tablist; the arrow keys, Home and End move
 * between them); a tab whose panel holds an error says so, and a failed save opens the panel with the error.
 * The panels stay in the form either way, so a save always sends both languages.
 */
export function TranslationTabs({
  english,
  french,
  errors,
  frenchMissing,
}: {
  english: ReactNode;
  french: ReactNode;
  /** Whether each panel holds a field with an error. */
  errors: { en: boolean; fr: boolean };
  /** No French yet: the French tab says it needs a translation. */
  frenchMissing: boolean;
}) {
  const hydrated = useHydrated();
  const [active, setActive] = useState<'en' | 'fr'>(errors.fr && !errors.en ? 'fr' : 'en');
  const id = useId();
  const tabId = (lang: 'en' | 'fr') => `${id}-tab-${lang}`;
  const panelId = (lang: 'en' | 'fr') => `${id}-panel-${lang}`;
  // A save refused for a field of the hidden panel: show that panel (adjusted while rendering, when the
  // errors change).
  const errorKey = `${errors.en}-${errors.fr}`;
  const [shownErrors, setShownErrors] = useState(errorKey);
  if (shownErrors !== errorKey) {
    setShownErrors(errorKey);
    if (errors.fr && !errors.en) setActive('fr');
    else if (errors.en && !errors.fr) setActive('en');
  }

  const tabs = [
    { lang: 'en' as const, label: 'English', note: null },
    { lang: 'fr' as const, label: 'Français', note: frenchMissing ? 'To translate' : null },
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowLeft'
        ? active === 'en'
          ? 'fr'
          : 'en'
        : event.key === 'Home'
          ? 'en'
          : event.key === 'End'
            ? 'fr'
            : null;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className="sm:col-span-2">
      <div
        role="tablist"
        aria-label="Language of the texts"
        hidden={!hydrated}
        className="mb-5 flex gap-1 border-b border-line"
      >
        {tabs.map((tab) => (
          <button
            key={tab.lang}
            id={tabId(tab.lang)}
            type="button"
            role="tab"
            aria-selected={active === tab.lang}
            aria-controls={panelId(tab.lang)}
            tabIndex={active === tab.lang ? 0 : -1}
            onClick={() => setActive(tab.lang)}
            onKeyDown={onKeyDown}
            className={cx(
              '-mb-px inline-flex min-h-11 cursor-pointer items-center gap-2 border-b-2 px-4 text-sm font-medium transition-colors',
              active === tab.lang ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            <span lang={tab.lang}>{tab.label}</span>
            {errors[tab.lang] ? (
              <span className="text-danger">
                <span aria-hidden="true">!</span>
                <span className="sr-only">(has errors)</span>
              </span>
            ) : tab.note ? (
              <Badge tone="neutral">{tab.note}</Badge>
            ) : null}
          </button>
        ))}
      </div>
      <div className={cx('grid grid-cols-1 gap-8', !hydrated && 'lg:grid-cols-2')}>
        {tabs.map((tab) => (
          <div
            key={tab.lang}
            id={panelId(tab.lang)}
            lang={tab.lang}
            role={hydrated ? 'tabpanel' : 'group'}
            aria-labelledby={hydrated ? tabId(tab.lang) : `${panelId(tab.lang)}-heading`}
            hidden={hydrated && active !== tab.lang}
            className="flex min-w-0 flex-col gap-5"
          >
            <h3
              id={`${panelId(tab.lang)}-heading`}
              hidden={hydrated}
              className="eyebrow flex min-h-6 items-center gap-2"
            >
              {tab.label}
              {tab.note ? (
                <span lang="en">
                  <Badge tone="neutral">{tab.note}</Badge>
                </span>
              ) : null}
            </h3>
            {tab.lang === 'en' ? english : french}
          </div>
        ))}
      </div>
    </div>
  );
}

type TextFieldMetadata = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** Whether any of these fields shows an error (TranslationTabs marks the tab of its panel). */
export const hasErrors = (...fields: TextFieldMetadata[]) => fields.some((field) => Boolean(field.errors?.length));
export const isBlank = (field: TextFieldMetadata) => !String(field.value ?? '').trim();

/** A listing's title and description, in English and in French (TranslationTabs). */
export function ListingTextsSection({
  title,
  description,
  titleFr,
  descriptionFr,
}: {
  title: TextFieldMetadata;
  description: TextFieldMetadata;
  titleFr: TextFieldMetadata;
  descriptionFr: TextFieldMetadata;
}) {
  return (
    <EditorSection
      title="Title and Description"
      description="In English, and in French for the French site (left blank, the French pages show the English)."
    >
      <TranslationTabs
        errors={{ en: hasErrors(title, description), fr: hasErrors(titleFr, descriptionFr) }}
        frenchMissing={isBlank(titleFr) || isBlank(descriptionFr)}
        english={
          <>
            <Field label="Title" requiredMark {...textInput(title)} />
            <TextareaField label="Description" requiredMark {...textareaInput(description, { rows: 6 })} />
          </>
        }
        french={
          <>
            <Field label="Titre" {...textInput(titleFr)} />
            <TextareaField label="Descriptif" {...textareaInput(descriptionFr, { rows: 6 })} />
          </>
        }
      />
    </EditorSection>
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

const smallButton =
  'inline-flex min-h-9 min-w-9 cursor-pointer items-center justify-center rounded-sm border border-line-strong/60 px-2 text-xs font-medium text-fg transition-colors hover:border-fg-muted hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A listing's photos: the first is the 'Main Image'; each has its alt text and an optional caption, and
 * can be moved up or down and removed (submit buttons: no JavaScript needed). A published listing whose
 * photos lack alt text is warned about.
 */
export function ImageListField<Schema extends Record<string, unknown>>({
  form,
  field,
  title,
  draft,
  published,
  media,
}: {
  form: FormMetadata<Schema, string[]>;
  field: ImageListFieldMetadata<Schema>;
  title: string;
  /** Text handed back by the server after a refused Add (no JavaScript). */
  draft?: string;
  /** The listing is (or is being) published: missing alt text is worth a warning. */
  published?: boolean;
  /** What the last post did with uploaded or imported photos (no JavaScript). */
  media?: EditorMediaReport;
}) {
  const items = field.getFieldList();
  const hydrated = useHydrated();
  // Drag-to-reorder (with JavaScript; the arrow buttons do the same from the keyboard or without it).
  const [dragged, setDragged] = useState<number | null>(null);
  const name = field.name as ListField<Schema>['name'];
  const missingAlt = items.filter((item) => !item.getFieldset().alt.value?.toString().trim()).length;
  return (
    <EditorSection
      title={title}
      description="The first image is the main image, shown on cards and at the top of the listing. Describe each photo for visitors who can't see it."
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
      <PhotoUploadZone
        multiple
        label="Choose photos"
        room={MAX_IMAGES_PER_LISTING - items.length}
        onStored={(image) => form.insert({ name, defaultValue: image as never })}
      />
      <MediaReportNotice report={media} />
      {published && missingAlt > 0 ? (
        <p
          role="status"
          className="rounded-sm border border-accent/40 bg-accent-soft px-4 py-3 text-sm text-fg sm:col-span-2"
        >
          {missingAlt === 1 ? '1 photo has' : `${missingAlt} photos have`} no alt text. Visitors using screen readers
          will hear only the listing's title and the photo's number.
        </p>
      ) : null}
      <div className="sm:col-span-2">
        {items.length === 0 ? (
          <p className="rounded-sm border border-dashed border-line-strong/60 px-4 py-8 text-center text-sm text-fg-muted">
            No images added yet
          </p>
        ) : (
          <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item, index) => {
              const image = item.getFieldset();
              const url = typeof image.src.initialValue === 'string' ? image.src.initialValue : '';
              const importError = media?.items?.[index];
              return (
                <li
                  key={item.key}
                  draggable={hydrated}
                  onDragStart={(event) => {
                    setDragged(index);
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragOver={(event) => {
                    if (dragged === null) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                  }}
                  onDrop={(event) => {
                    if (dragged === null) return;
                    event.preventDefault();
                    if (dragged !== index) form.reorder({ name, from: dragged, to: index });
                    setDragged(null);
                  }}
                  onDragEnd={() => setDragged(null)}
                  className={cx(
                    'flex flex-col overflow-hidden rounded-sm border border-line bg-surface-muted',
                    hydrated && 'cursor-grab',
                    dragged === index && 'opacity-50',
                  )}
                >
                  <input {...getInputProps(image.src, { type: 'hidden' })} />
                  <div className="relative aspect-[4/3] bg-surface-muted">
                    {url ? (
                      <img src={thumbnailUrl(url)} alt="" loading="lazy" className="size-full object-cover" />
                    ) : null}
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
                    {isExternalImageUrl(url) ? (
                      <div className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
                        <span>{mediaTexts.editor.notStoredHere}</span>
                        <button
                          type="submit"
                          name="intent"
                          value={importIntent(index)}
                          formNoValidate
                          className={smallButton}
                        >
                          Import<span className="sr-only"> image {index + 1}</span>
                        </button>
                      </div>
                    ) : null}
                    {importError ? (
                      <p role="alert" className="field-error mt-0">
                        {importError}
                      </p>
                    ) : null}
                    <SmallTextField
                      label={`Alt text`}
                      srLabel={` for image ${index + 1}`}
                      field={image.alt}
                      placeholder="What the photo shows"
                    />
                    <SmallTextField
                      label="Caption"
                      srLabel={` for image ${index + 1}`}
                      field={image.caption}
                      placeholder="Optional"
                    />
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

/** A photo's small text field in the list (alt text, caption), with its errors. */
function SmallTextField({
  label,
  srLabel,
  field,
  placeholder,
}: {
  label: string;
  srLabel: string;
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  placeholder: string;
}) {
  const errors = field.errors ?? [];
  return (
    <div>
      <label htmlFor={field.id} className="text-xs font-medium text-fg-muted">
        {label}
        <span className="sr-only">{srLabel}</span>
      </label>
      <input
        {...getInputProps(field, { type: 'text' })}
        placeholder={placeholder}
        className="input mt-1 min-h-9 py-1.5 text-sm"
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={errors.length ? field.errorId : undefined}
      />
      {errors.length ? (
        <p id={field.errorId} className="field-error mt-1">
          {errors.join(', ')}
        </p>
      ) : null}
    </div>
  );
}

/** The editor's thumbnail of a photo: the resizer's small copy of a local image, the address otherwise. */
function thumbnailUrl(url: string): string {
  return storedThumbnailUrl(url) ?? (isResizableImage(url) ? resizedImageUrl(url, 320, 'webp') : url);
}

/** Beside an amenity of the vocabulary, the French the French pages show (free text has none). */
function AmenityFrench({ value }: { value: string }) {
  const amenity = findAmenity(value);
  if (!amenity || amenity.fr === value) return null;
  return (
    <span className="text-fg-muted">
      <span className="sr-only">, in French: </span>
      <span aria-hidden="true"> · </span>
      <span lang="fr">{amenity.fr}</span>
    </span>
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
  const suggestions = useId();
  return (
    <EditorSection
      title="Amenities"
      description="Pick from the list to have the French pages show the amenity in French, or type your own (shown as typed)."
    >
      <DraftRow
        form={form}
        field={field}
        check={amenityProblem}
        list="amenities"
        label="Amenity"
        placeholder="e.g. Infinity pool"
        addLabel="Add"
        draft={draft}
        suggestions={suggestions}
      />
      {/* The shared bilingual vocabulary (app/domain/amenities.ts): the English is stored, the French shown. */}
      <datalist id={suggestions}>
        {AMENITY_SUGGESTIONS.map((amenity) => (
          <option key={amenity.en} value={amenity.en}>
            {amenity.fr}
          </option>
        ))}
      </datalist>
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
                  <AmenityFrench value={value} />
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
