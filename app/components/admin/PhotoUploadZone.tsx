import { useId, useRef, useState, type DragEvent } from 'react';
import { cx } from '#app/components/ui/cx';
import { useHydrated } from '#app/components/ui/useHydrated';
import { ACCEPT_ATTRIBUTE, mediaTexts, UPLOAD_FIELD, UPLOAD_INTENT } from '#app/domain/media/media';
import { usePhotoUploads, type Upload } from './usePhotoUploads';

/**
 * The editors' photo uploads (issue 12). First a plain file input and an 'Upload photos' submit button in
 * the editor's own multipart form (the action stores the files and answers with the list as it now is);
 * with JavaScript the same box becomes a drop zone: each chosen or dropped file goes on its own to
 * EDITOR_UPLOAD_PATH (two at a time, with progress), and each stored photo joins the form's list at once.
 */

/**
 * The upload box: a file input (named `photos`, so a post without JavaScript carries the files) and its
 * 'Upload photos' button; hydrated, a drop zone that uploads as soon as files are chosen or dropped and
 * hands each stored photo to `onStored`, in the order chosen.
 */
export function PhotoUploadZone({
  multiple,
  label,
  onStored,
  room,
}: {
  multiple: boolean;
  label: string;
  onStored: (image: { src: string; alt: string }) => void;
  /** How many more photos the list takes (files past it are refused by name, as the server does). */
  room: number;
}) {
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { uploads, start } = usePhotoUploads({ multiple, room, onStored });

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setOver(false);
    void start([...event.dataTransfer.files]);
  };

  return (
    <div className="sm:col-span-2">
      <div
        onDragOver={
          hydrated
            ? (event) => {
                if (!event.dataTransfer.types.includes('Files')) return;
                event.preventDefault();
                setOver(true);
              }
            : undefined
        }
        onDragLeave={hydrated ? () => setOver(false) : undefined}
        onDrop={hydrated ? onDrop : undefined}
        className={cx(
          'flex flex-col gap-3 rounded-sm border border-dashed px-4 py-5 transition-colors sm:flex-row sm:items-end',
          over ? 'border-accent bg-accent-soft' : 'border-line-strong/60',
        )}
      >
        <div className="flex-1">
          <label htmlFor={inputId} className="label">
            {label}
          </label>
          <p id={hintId} className="mt-1 text-xs text-fg-muted">
            {hydrated ? `${mediaTexts.editor.dropHint}. ` : null}
            {mediaTexts.editor.uploadHint}
          </p>
          <input
            ref={input}
            id={inputId}
            type="file"
            name={UPLOAD_FIELD}
            accept={ACCEPT_ATTRIBUTE}
            multiple={multiple}
            aria-describedby={hintId}
            onChange={
              hydrated
                ? (event) => {
                    const files = [...(event.currentTarget.files ?? [])];
                    // Sent now, on their own: the form's Save must not carry them again.
                    event.currentTarget.value = '';
                    if (files.length) void start(files);
                  }
                : undefined
            }
            className="mt-2 block w-full cursor-pointer text-sm text-fg-muted file:mr-3 file:cursor-pointer file:rounded-sm file:border file:border-line-strong/60 file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium file:text-fg hover:file:bg-surface-muted"
          />
        </div>
        {hydrated ? null : (
          <button
            type="submit"
            name="intent"
            value={UPLOAD_INTENT}
            formNoValidate
            className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-sm border border-line-strong/60 px-4 text-sm font-medium text-fg hover:border-fg-muted hover:bg-surface-muted"
          >
            {multiple ? 'Upload photos' : 'Upload photo'}
          </button>
        )}
      </div>
      {uploads.length ? <UploadList uploads={uploads} /> : null}
    </div>
  );
}

/** Each upload under way (or refused, or stored with a warning): its preview, its progress or its message. */
function UploadList({ uploads }: { uploads: Upload[] }) {
  return (
    <ul aria-label="Uploads" className="mt-3 flex flex-col gap-2">
      {uploads.map((upload) => (
        <li key={upload.id} className="flex items-center gap-3 text-sm">
          <img src={upload.preview} alt="" className="size-12 shrink-0 rounded-sm border border-line object-cover" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            {upload.state === 'failed' ? (
              <p role="alert" className="text-danger">
                {upload.message}
              </p>
            ) : upload.state === 'warned' ? (
              <p role="status" className="text-fg">
                {upload.message}
              </p>
            ) : (
              <>
                <span className="text-fg-muted">
                  {upload.name} —{' '}
                  {upload.state === 'waiting' ? 'waiting' : upload.loaded >= upload.total ? 'processing…' : 'uploading'}
                </span>
                <progress
                  className="h-1.5 w-full accent-accent"
                  aria-label={`${upload.name} upload`}
                  max={upload.total || 1}
                  value={upload.state === 'waiting' ? 0 : upload.loaded}
                />
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
