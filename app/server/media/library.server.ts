/**
 * The media library's server side (/admin/media, app/routes/admin/media.tsx): a page of stored images with
 * where each is used, and the delete of one nothing uses — asked first without JavaScript, refused with
 * the list of its uses when something uses it (whatever the page showed: the check is made again here).
 */
import { data, replace } from 'react-router';
import { mediaTexts, type MediaRow, type MediaUse } from '#app/domain/media/media';
import {
  MEDIA_LIBRARY_PATH,
  mediaLibraryTexts,
  mediaDeleteSchema,
  mediaListSearch,
  parseMediaListState,
  type MediaListState,
} from '#app/domain/media/library';
import { backendFailureStatus, listReturnPath, UNKNOWN_ACTION } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { deleteMedia, listStoredImages } from './media.server';
import { MEDIA_PAGE_SIZE } from './queries.server';
import type { MediaStore } from './store.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { mediaQueries } from '#app/server/media/queries.server';

/** One image as the list shows it: what the table needs, nothing more (no creator, no widths list). */
export interface MediaLibraryItem extends Pick<
  MediaRow,
  'hash' | 'file_name' | 'bytes' | 'width' | 'height' | 'placeholder' | 'dominant_color' | 'created_at'
> {
  /** Its smallest WebP variant (320 px, or its own width when narrower). */
  thumbnail: string;
  uses: MediaUse[];
}

export interface MediaLibraryPage {
  state: MediaListState;
  rows: MediaLibraryItem[];
  total: number;
  pageCount: number;
}

/**
 * A page of the library for the URL's search, filter and page. A page past the end shows the last one's
 * address instead (after deleting the last image of a page). Load failures are logged and the list shows
 * empty, as on the other admin lists (SPEC §8).
 */
export async function loadMediaLibrary(capabilities: Capabilities, url: URL): Promise<MediaLibraryPage> {
  const state = parseMediaListState(url.searchParams);
  try {
    const { rows, total } = await listStoredImages(capabilities, {
      search: state.q,
      unused: state.show === 'unused',
      page: state.page,
      pageSize: MEDIA_PAGE_SIZE,
    });
    const pageCount = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
    if (rows.length === 0 && state.page > pageCount) {
      throw replace(`${MEDIA_LIBRARY_PATH}${mediaListSearch({ ...state, page: pageCount })}`);
    }
    return {
      state,
      total,
      pageCount,
      rows: rows.map((row) => ({
        hash: row.hash,
        file_name: row.file_name,
        bytes: row.bytes,
        width: row.width,
        height: row.height,
        placeholder: row.placeholder,
        dominant_color: row.dominant_color,
        created_at: row.created_at,
        thumbnail: `${row.base}/${Math.min(...row.widths)}.webp`,
        uses: row.uses,
      })),
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error('media library failed to load', { error });
    return { state, rows: [], total: 0, pageCount: 1 };
  }
}

/** What the action answers (besides the redirect after a delete). */
export interface MediaActionData {
  ok: boolean;
  intent: 'delete' | null;
  id: string | null;
  error?: string;
  /** Where the image is used, when that is why it was not deleted. */
  uses?: MediaUse[];
  /** A delete posted without confirm=yes: the page asks first. */
  confirmDelete?: { id: string; title: string };
}

const fail = (id: string | null, error: string, status: number, uses?: MediaUse[]) =>
  data<MediaActionData>({ ok: false, intent: 'delete', id, error, ...(uses ? { uses } : {}) }, { status });

/**
 * intent=delete with `id` (the hash) and `confirm=yes`. Answers 400 (not a delete of a hash), 404 (gone),
 * 409 with the uses (something uses it), the confirmation state without confirm=yes, or — deleted — a
 * redirect back to the list as it was (replacing the history entry, so a reload posts nothing again).
 */
export async function runMediaAction(
  capabilities: Capabilities,
  store: MediaStore,
  formData: FormData,
  request: Request,
) {
  const fields = Object.fromEntries(
    [...formData].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const parsed = mediaDeleteSchema.safeParse(fields);
  if (!parsed.success) {
    const known = fields.intent === 'delete';
    return data<MediaActionData>(
      { ok: false, intent: known ? 'delete' : null, id: null, error: known ? mediaTexts.notFound : UNKNOWN_ACTION },
      { status: 400 },
    );
  }
  const { id: hash, confirm } = parsed.data;
  try {
    if (!confirm) {
      const media = await capabilities.use(mediaQueries).getMedia(hash);
      if (!media) return fail(hash, mediaTexts.notFound, 404);
      const uses = await capabilities.use(mediaQueries).mediaUsage([hash]);
      if (uses.length) return fail(hash, mediaTexts.inUse(uses.length), 409, uses);
      return data<MediaActionData>({
        ok: false,
        intent: 'delete',
        id: hash,
        confirmDelete: { id: hash, title: media.file_name },
      });
    }
    const result = await deleteMedia(capabilities, store, hash);
    if ('error' in result) return fail(hash, result.error, result.uses ? 409 : 404, result.uses);
    return replace(listReturnPath(request, MEDIA_LIBRARY_PATH));
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error('media delete failed', { hash, error });
    return fail(hash, mediaLibraryTexts.deleteFailed, backendFailureStatus(error));
  }
}
