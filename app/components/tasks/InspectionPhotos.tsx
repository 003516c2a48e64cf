import { Field } from '#app/components/ui/Field';
import type { Locale } from '#app/domain/i18n/locale';
import { DOCUMENT_ACCEPT } from '#app/domain/media/documents';
import { PHOTOS_FIELD, photosLeft, taskPhotoPath } from '#app/domain/tasks/inspections';
import { inspectionTexts } from '#app/domain/tasks/texts/inspections';

/**
 * A task's photos as small pictures, each a link to the photo itself (a staff-only address that is never cached:
 * app/routes/admin/task-photo.ts). Loaded lazily: the list of a week holds many tasks.
 */
export function InspectionPhotos({
  taskId,
  photos,
  locale = 'en',
}: {
  taskId: string;
  photos: readonly string[];
  locale?: Locale;
}) {
  const text = inspectionTexts[locale];
  if (photos.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-fg-muted">{text.photoCount(photos.length)}</p>
      <ul className="flex flex-wrap gap-2" aria-label={text.labels.photos}>
        {photos.map((key, index) => (
          <li key={key}>
            <a
              href={taskPhotoPath(taskId, key)}
              target="_blank"
              rel="noreferrer"
              className="block overflow-hidden rounded-sm border border-line"
            >
              <img
                src={taskPhotoPath(taskId, key)}
                alt={text.photo(index + 1)}
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="size-16 object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The inspect form's file input: photos from the phone's camera (`capture`), several at once, JPEG or PNG (the
 * server reads the bytes); as many as the task still takes.
 */
export function InspectionPhotoField({
  taskId,
  kept,
  errors,
}: {
  taskId: string;
  kept: number;
  errors: string[] | undefined;
}) {
  // The back office is in English (decision 009).
  const text = inspectionTexts.en;
  if (photosLeft(kept) === 0) return null;
  return (
    <Field
      label={text.photosLabel}
      hint={text.photosHint}
      errors={errors}
      inputProps={{
        id: `task-${taskId}-photos`,
        name: PHOTOS_FIELD,
        type: 'file',
        multiple: true,
        accept: DOCUMENT_ACCEPT.inspection,
        capture: 'environment',
        className: 'file:mr-3',
      }}
    />
  );
}
