import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useHydrated } from '#app/components/ui/useHydrated';
import { cx } from '#app/components/ui/cx';
import {
  ACCEPT_ATTRIBUTE,
  displayName,
  EDITOR_UPLOAD_PATH,
  IMPORT_URL_FIELD,
  MAX_UPLOAD_BYTES,
  mediaTexts,
  UPLOAD_FIELD,
  UPLOAD_INTENT,
  type EditorMediaReport,
  type EditorUploadAnswer,
} from '#app/domain/media';

/**
 * The editors' photo uploads (issue 12). First a plain file input and an 'Upload photos' submit button in
 * the editor's own multipart form (the action stores the files and answers with the list as it now is);
 * with JavaScript the same box becomes a drop zone: each chosen or dropped file goes on its own to
 * EDITOR_UPLOAD_PATH (two at a time, with progress), and each stored photo joins the form's list at once.
 */

/** At most this many uploads at once from one page: the server processes two at a time anyway. */
const PARALLEL_UPLOADS = 2;

/** What the last post did with photos (no JavaScript): refusals as an alert, warnings as a status. */
export function MediaReportNotice({ report }: { report: EditorMediaReport | undefined }) {
  if (!report || (!report.errors.length && !report.warnings.length)) return null;
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      {report.errors.length ? (
        <div role="alert" className="rounded-sm border border-danger/40 bg-danger-soft px-4 py-3 text-sm text-danger">
          <ul className="flex flex-col gap-1">
            {report.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.warnings.length ? (
        <div role="status" className="rounded-sm border border-accent/40 bg-accent-soft px-4 py-3 text-sm text-fg">
          <ul className="flex flex-col gap-1">
            {report.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

type Upload = {
  id: number;
  name: string;
  /** The chosen file shown at once (a blob: URL), before the server has stored it. */
  preview: string;
  loaded: number;
  total: number;
  state: 'waiting' | 'sending' | 'failed' | 'warned';
  message?: string;
};

/** Sends one file (or one address) to the upload endpoint, reporting the bytes sent. */
function sendToEndpoint(body: FormData, onProgress: (loaded: number, total: number) => void, name: string) {
  return new Promise<EditorUploadAnswer>((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', EDITOR_UPLOAD_PATH);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    request.onload = () => {
      // A session that ended answers with the sign-in page (a redirect followed), not JSON.
      if (/\/admin\/login|\/login/.test(request.responseURL) || request.status === 401 || request.status === 403) {
        resolve({ error: mediaTexts.editor.sessionEnded });
        return;
      }
      try {
        resolve(JSON.parse(request.responseText) as EditorUploadAnswer);
      } catch {
        resolve({ error: mediaTexts.editor.uploadFailed(name) });
      }
    };
    request.onerror = () => resolve({ error: mediaTexts.editor.uploadFailed(name) });
    request.send(body);
  });
}

/** 'Add Image' with an address elsewhere, with JavaScript: the server downloads and stores it (one request). */
export async function importFromAddress(url: string): Promise<EditorUploadAnswer> {
  const body = new FormData();
  body.append(IMPORT_URL_FIELD, url);
  return sendToEndpoint(body, () => undefined, url);
}

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
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const nextId = useRef(0);

  // The previews' blob: URLs are released once their upload has left the list, and when the page goes.
  const previews = useRef(new Map<number, string>());
  useEffect(() => {
    const open = previews.current;
    return () => open.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const preview = (id: number, file: File) => {
    const url = URL.createObjectURL(file);
    previews.current.set(id, url);
    return url;
  };
  const release = (id: number) => {
    const url = previews.current.get(id);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(id);
  };
  const done = (id: number) => {
    release(id);
    setUploads((list) => list.filter((upload) => upload.id !== id));
  };

  const update = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  async function start(files: readonly File[]) {
    const chosen = multiple ? files : files.slice(0, 1);
    // Refused here as the server would (one past the room, or over the size limit), without sending a byte.
    const jobs = chosen.map((file, index) => {
      const name = displayName(file.name);
      const refused =
        index >= room
          ? mediaTexts.tooMany(name)
          : file.size > MAX_UPLOAD_BYTES
            ? mediaTexts.tooLarge(name)
            : undefined;
      return { id: nextId.current++, file, refused };
    });
    setUploads((list) => [
      ...list.filter((upload) => {
        const keep = upload.state === 'sending' || upload.state === 'waiting';
        if (!keep) release(upload.id);
        return keep;
      }),
      ...jobs.map(({ id, file, refused }) => ({
        id,
        name: displayName(file.name),
        preview: preview(id, file),
        loaded: 0,
        total: file.size,
        state: refused ? ('failed' as const) : ('waiting' as const),
        message: refused,
      })),
    ]);
    // Results are handed over in the order chosen, whichever finishes first.
    const results: Promise<EditorUploadAnswer | null>[] = [];
    let running = 0;
    const queue: (() => void)[] = [];
    const slot = () =>
      new Promise<void>((resolve) => {
        if (running < PARALLEL_UPLOADS) {
          running += 1;
          resolve();
        } else queue.push(() => resolve());
      });
    const nextInQueue = () => {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    };
    for (const { id, file, refused } of jobs) {
      if (refused) {
        results.push(Promise.resolve(null));
        continue;
      }
      results.push(
        slot().then(async () => {
          update(id, { state: 'sending' });
          const body = new FormData();
          body.append(UPLOAD_FIELD, file, file.name);
          const answer = await sendToEndpoint(
            body,
            (loaded, total) => update(id, { loaded, total }),
            displayName(file.name),
          );
          nextInQueue();
          return answer;
        }),
      );
    }
    for (const [index, result] of results.entries()) {
      const answer = await result;
      const { id } = jobs[index]!;
      if (!answer) continue;
      if ('error' in answer) update(id, { state: 'failed', message: answer.error });
      else {
        onStored(answer.image);
        if (answer.warnings.length) update(id, { state: 'warned', message: answer.warnings.join(' ') });
        else done(id);
      }
    }
  }

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
      {uploads.length ? (
        <ul aria-label="Uploads" className="mt-3 flex flex-col gap-2">
          {uploads.map((upload) => (
            <li key={upload.id} className="flex items-center gap-3 text-sm">
              <img
                src={upload.preview}
                alt=""
                className="size-12 shrink-0 rounded-sm border border-line object-cover"
              />
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
                      {upload.state === 'waiting'
                        ? 'waiting'
                        : upload.loaded >= upload.total
                          ? 'processing…'
                          : 'uploading'}
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
      ) : null}
    </div>
  );
}
