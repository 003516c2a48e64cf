import { useEffect, useRef, useState } from 'react';
import {
  displayName,
  MAX_UPLOAD_BYTES,
  mediaTexts,
  UPLOAD_FIELD,
  type EditorUploadAnswer,
} from '#app/domain/media/media';
import { sendToEndpoint } from './photo-upload-requests';

/** At most this many uploads at once from one page: the server processes two at a time anyway. */
const PARALLEL_UPLOADS = 2;

export type Upload = {
  id: number;
  name: string;
  /** The chosen file shown at once (a blob: URL), before the server has stored it. */
  preview: string;
  loaded: number;
  total: number;
  state: 'waiting' | 'sending' | 'failed' | 'warned';
  message?: string;
};

/**
 * The uploads of a PhotoUploadZone: `start` checks the chosen files as the server would, sends each on its
 * own (two at a time, with progress) and hands each stored photo to `onStored`, in the order chosen; the
 * list says how each is doing until it is stored without a warning.
 */
export function usePhotoUploads({
  multiple,
  room,
  onStored,
}: {
  multiple: boolean;
  room: number;
  onStored: (image: { src: string; alt: string }) => void;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
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
  return { uploads, start };
}
