import { getInputProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';
import { useState } from 'react';
import { MediaReportNotice } from '#app/components/admin/MediaReportNotice';
import { PhotoUploadZone } from '#app/components/admin/PhotoUploadZone';
import { Badge } from '#app/components/ui/Badge';
import { cx } from '#app/components/ui/cx';
import { useHydrated } from '#app/components/ui/useHydrated';
import { imageUrlProblem } from '#app/domain/admin/rows';
import { isResizableImage, resizedImageUrl } from '#app/domain/media/images';
import {
  importIntent,
  isExternalImageUrl,
  MAX_IMAGES_PER_LISTING,
  mediaTexts,
  storedThumbnailUrl,
  type EditorMediaReport,
} from '#app/domain/media/media';
import { DraftRow, type ImageListFieldMetadata, type ListField } from './DraftRow';
import { EditorSection } from './EditorSection';

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
