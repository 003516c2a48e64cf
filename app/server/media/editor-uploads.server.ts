/**
 * Photos in the back office editors (issue 12): what the property, rental and blog editors do with the files
 * staff choose and the addresses they give, on the server.
 *
 *  - Without JavaScript the editor's own form carries the files (`photos`, multipart) to the editor's action:
 *    'Upload photos' (`intent=upload`), or Save with files chosen, stores each one and appends it to the
 *    form's list as `{ src: <largest WebP variant>, alt: '' }`; the answer is the form state (Conform's
 *    `update` intent of the list, so a mounted form takes it too) with each refusal and warning.
 *  - 'Add Image' with an http(s) address, and the Import button of a photo still linked from elsewhere
 *    (`intent=import:<index>`), download the image (importImageFromUrl) and use the stored copy instead.
 *  - With JavaScript, the editors send one file or one address a request to EDITOR_UPLOAD_PATH, which
 *    answers JSON (`uploadForEditor`); the browser inserts the photo into the Conform list itself.
 *  - On Save, a stored photo's size, placeholder and variants come from its `media` row (by the hash in
 *    its address), never from the form (`enrichImages`, `featuredImageMeta`).
 *
 * Photos stored but never saved in a listing keep their rows and files: the media list shows them unused.
 */
import {
  IMPORT_URL_FIELD,
  MAX_FILES_PER_UPLOAD,
  MAX_IMAGES_PER_LISTING,
  mediaTexts,
  UPLOAD_FIELD,
  UPLOAD_INTENT,
  isExternalImageUrl,
  parseStoredImageUrl,
  type EditorMediaReport,
  type EditorUploadAnswer,
  type MediaRow,
} from '#app/domain/media/media';
import { draftName, LIST_ADD_BUTTON } from '#app/domain/admin/editor';
import { imageUrlProblem } from '#app/domain/admin/rows';
import type { ListingImage } from '#app/domain/media/images';
import { getEnv } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import { importImageFromUrl, storeUploadedImage, type StoreResult } from './media.server';
import { mediaBaseUrl, mediaStoreFor, type MediaStore } from './store.server';
import { parseUpload, UploadError, type ParsedUpload, type UploadedFile } from './upload.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { mediaQueries } from '#app/server/media/queries.server';

type EditorIntent = { kind: 'save' } | { kind: 'upload' } | { kind: 'import'; index: number };

function editorIntent(value: FormDataEntryValue | null): EditorIntent {
  if (value === UPLOAD_INTENT) return { kind: 'upload' };
  const match = typeof value === 'string' ? /^import:(\d{1,3})$/.exec(value) : null;
  return match ? { kind: 'import', index: Number(match[1]) } : { kind: 'save' };
}

// ---------------------------------------------------------------------------------------------
// Reading a post
// ---------------------------------------------------------------------------------------------

/**
 * An editor's post: multipart (files streamed to temporary files, app/server/media/upload.server.ts) or
 * url-encoded. An unreadable one (malformed, too large) answers with the reason and its status. Call
 * `cleanup()` once done.
 */
export async function readEditorPost(
  request: Request,
  maxFiles = MAX_FILES_PER_UPLOAD,
): Promise<ParsedUpload | { error: string; status: number }> {
  try {
    return await parseUpload(request, { fileField: UPLOAD_FIELD, maxFiles });
  } catch (error) {
    if (error instanceof UploadError) {
      log.warn('editor post not read', { code: error.code, message: error.message, cause: causeOf(error) });
      return { error: error.message, status: error.status };
    }
    throw error;
  }
}

const causeOf = (error: Error) => (error.cause instanceof Error ? error.cause.message : undefined);

/** The status of an editor's post that refused files: 413 when one was over the size limit, else 400. */
export function refusedFilesStatus(files: readonly UploadedFile[]): 400 | 413 {
  return files.some((file) => file.tooLarge) ? 413 : 400;
}

// ---------------------------------------------------------------------------------------------
// Storing and importing
// ---------------------------------------------------------------------------------------------

/** A stored image's largest WebP variant: what a page loads where no srcset applies, and the editor's `src`. */
export function largestVariantUrl(media: Pick<MediaRow, 'hash' | 'widths'>): string {
  return `${mediaBaseUrl(media.hash)}/${Math.max(...media.widths)}.webp`;
}

/** The hash of one of this store's variant URLs (its own base, not a look-alike elsewhere), or null. */
export function storedImageHash(src: string): string | null {
  const stored = parseStoredImageUrl(src);
  if (!stored) return null;
  return src === `${mediaBaseUrl(stored.hash)}/${stored.width}.${stored.format}` ? stored.hash : null;
}

/** What a stored image's row gives a listing's photo (and a post's featured image). */
export function mediaDetails(media: MediaRow): Pick<ListingImage, 'width' | 'height' | 'placeholder' | 'media'> {
  return {
    width: media.width,
    height: media.height,
    placeholder: media.placeholder,
    media: { hash: media.hash, base: mediaBaseUrl(media.hash), widths: [...media.widths] },
  };
}

type Stored = { image: { src: string; alt: string }; warnings: string[] } | { error: string };

const answerOf = (result: StoreResult): Stored =>
  'error' in result
    ? { error: result.error }
    : { image: { src: largestVariantUrl(result.media), alt: '' }, warnings: result.warnings };

/**
 * Stores uploaded files in their order, at most `room` of them (the rest refused by name); processing goes
 * through the process's two slots, so at most two are decoded at once whatever the number sent.
 */
export async function storeEditorFiles(
  capabilities: Capabilities,
  store: MediaStore,
  files: readonly UploadedFile[],
  room: number,
  tooMany: (name: string) => string = (name) => mediaTexts.tooMany(name),
): Promise<Stored[]> {
  let accepted = 0;
  return Promise.all(
    files.map((file): Promise<Stored> => {
      if (!file.error && accepted >= room) return Promise.resolve({ error: tooMany(file.name) });
      if (!file.error) accepted += 1;
      return storeUploadedImage(capabilities, store, file).then(answerOf);
    }),
  );
}

/** Downloads an image from an address and stores it (private networks only where the environment allows). */
export async function importForEditor(capabilities: Capabilities, store: MediaStore, url: string): Promise<Stored> {
  const result = await importImageFromUrl(capabilities, store, url.trim(), {
    allowPrivate: getEnv().MEDIA_ALLOW_PRIVATE_ADDRESSES,
  });
  return answerOf(result);
}

/**
 * The JSON endpoint of the editors with JavaScript (EDITOR_UPLOAD_PATH in app/domain/media/media.ts): one file (`photos`) or one address
 * (`url`) a request; `{ image, warnings }` (200) or `{ error }` (422 refused, 413 over a size limit, 400 unreadable).
 */
export async function uploadForEditor(request: Request, capabilities: Capabilities): Promise<Response> {
  const json = (answer: EditorUploadAnswer, status = 200) =>
    Response.json(answer, { status, headers: { 'Cache-Control': 'no-store' } });
  const post = await readEditorPost(request, 1);
  if ('error' in post) return json({ error: post.error }, post.status);
  try {
    const store = mediaStoreFor(request);
    const url = post.formData.get(IMPORT_URL_FIELD);
    let stored: Stored;
    if (post.files[0]?.tooLarge) {
      return json({ error: post.files[0].error! }, 413);
    } else if (post.files.length) {
      [stored] = (await storeEditorFiles(capabilities, store, post.files.slice(0, 1), 1)) as [Stored];
    } else if (typeof url === 'string' && url.trim()) {
      stored = await importForEditor(capabilities, store, url);
    } else {
      return json({ error: mediaTexts.editor.noFile }, 400);
    }
    return 'error' in stored ? json(stored, 422) : json(stored);
  } finally {
    await post.cleanup();
  }
}

// ---------------------------------------------------------------------------------------------
// The listing editors (no JavaScript): uploads, imports, and the form state they answer with
// ---------------------------------------------------------------------------------------------

const IMAGE_FIELD = /^images\[(\d+)\]\.(src|alt|caption)$/;

/** The form's photos as Conform holds them (index order), each with what was typed beside it. */
function formImages(formData: FormData): { src?: string; alt?: string; caption?: string }[] {
  const byIndex = new Map<number, Record<string, string>>();
  for (const [key, value] of formData) {
    const match = IMAGE_FIELD.exec(key);
    if (!match || typeof value !== 'string') continue;
    const index = Number(match[1]);
    byIndex.set(index, { ...byIndex.get(index), [match[2]!]: value });
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, image]) => image);
}

function appendImage(formData: FormData, image: { src: string; alt: string }) {
  let next = 0;
  for (const key of formData.keys()) {
    const match = IMAGE_FIELD.exec(key);
    if (match) next = Math.max(next, Number(match[1]) + 1);
  }
  formData.set(`images[${next}].src`, image.src);
  formData.set(`images[${next}].alt`, image.alt);
}

export interface ListingMediaOutcome {
  /** Shown above the list (refusals, warnings) and beside an item (a failed Import). */
  report: EditorMediaReport;
  /** Field errors for the form's reply (a refused 'Add Image' address, on the images list). */
  fieldErrors: Record<string, string[]>;
  /** Text handed back to the list boxes. */
  drafts: { images?: string; amenities?: string };
  /** Not a save: the post answers with the form state (the list as it now is). */
  hold: boolean;
}

/**
 * A listing editor's post, before Conform reads it: stores the chosen files and appends them to the list,
 * imports the item an Import button names and an http(s) address given to 'Add Image' (or typed and
 * saved), and, when the post is not a save (Upload, Import, or a Save whose files were refused), turns it
 * into Conform's `update` intent of the list so the reply renders the list as it now is, typed fields kept.
 * Mutates `formData`; the editor's list drafts are then handled by `applyListDrafts` as before.
 */
export async function applyListingMedia(
  request: Request,
  capabilities: Capabilities,
  formData: FormData,
  files: readonly UploadedFile[],
): Promise<ListingMediaOutcome> {
  const intent = editorIntent(formData.get('intent'));
  formData.delete('intent');
  const report: EditorMediaReport = { errors: [], warnings: [] };
  const fieldErrors: Record<string, string[]> = {};
  const drafts: ListingMediaOutcome['drafts'] = {};
  let hold = intent.kind !== 'save';
  let store: MediaStore | undefined;
  const mediaStore = () => (store ??= mediaStoreFor(request));

  // Files chosen (with 'Upload photos', or with Save): each stored one joins the list in order.
  if (files.length) {
    const room = MAX_IMAGES_PER_LISTING - formImages(formData).filter((image) => image.src?.trim()).length;
    for (const stored of await storeEditorFiles(capabilities, mediaStore(), files, Math.max(0, room))) {
      if ('error' in stored) {
        report.errors.push(stored.error);
        continue;
      }
      appendImage(formData, stored.image);
      report.warnings.push(...stored.warnings);
    }
    // A Save whose files were refused stays on the page: the refusals would be lost behind a redirect.
    if (report.errors.length) hold = true;
  } else if (intent.kind === 'upload') {
    report.errors.push(mediaTexts.editor.noFile);
  }

  // Import: a photo still linked from elsewhere is replaced by the stored copy, its words kept.
  if (intent.kind === 'import') {
    const src = formData.get(`images[${intent.index}].src`);
    if (typeof src === 'string' && isExternalImageUrl(src)) {
      const stored = await importForEditor(capabilities, mediaStore(), src);
      if ('error' in stored) report.items = { [intent.index]: stored.error };
      else formData.set(`images[${intent.index}].src`, stored.image.src);
    }
  }

  // 'Add Image' (or Save) with an address elsewhere: the stored copy is added instead of the address.
  const adding = formData.get(LIST_ADD_BUTTON);
  const draft = String(formData.get(draftName('images')) ?? '').trim();
  const addsDraft = adding === 'images' || (adding === null && !hold && !formData.has('__intent__'));
  if (addsDraft && draft && !imageUrlProblem(draft) && isExternalImageUrl(draft)) {
    const stored = await importForEditor(capabilities, mediaStore(), draft);
    if ('error' in stored) {
      fieldErrors.images = [stored.error];
      drafts.images = draft;
      formData.delete(draftName('images'));
      formData.delete(LIST_ADD_BUTTON);
      formData.set('__intent__', JSON.stringify({ type: 'validate', payload: { name: 'images' } }));
      return { report, fieldErrors, drafts, hold: true };
    }
    formData.set(draftName('images'), stored.image.src);
  }

  if (hold) {
    // The boxes' text is handed back as typed (nothing is added from them on an upload or import).
    for (const list of ['images', 'amenities'] as const) {
      const text = formData.get(draftName(list));
      if (typeof text === 'string' && text.trim()) drafts[list] = text;
      formData.delete(draftName(list));
    }
    formData.delete(LIST_ADD_BUTTON);
    formData.set(
      '__intent__',
      JSON.stringify({ type: 'update', payload: { name: 'images', value: formImages(formData) } }),
    );
  }
  return { report, fieldErrors, drafts, hold };
}

/**
 * A listing's photos as saved: those in the media store get their size, placeholder and variants from
 * their row, found by the hash in their address (an address whose row is gone keeps none); the others
 * are left as they are.
 */
export async function enrichImages(
  capabilities: Capabilities,
  images: readonly ListingImage[],
): Promise<ListingImage[]> {
  const hashes = [...new Set(images.map((image) => storedImageHash(image.src)).filter((hash) => hash !== null))];
  const rows = new Map(
    await Promise.all(hashes.map(async (hash) => [hash, await capabilities.use(mediaQueries).getMedia(hash)] as const)),
  );
  return images.map((image) => {
    const hash = storedImageHash(image.src);
    if (!hash) return image;
    const row = rows.get(hash);
    const { width: _w, height: _h, placeholder: _p, media: _m, ...words } = image;
    return row ? { ...words, ...mediaDetails(row) } : words;
  });
}

// ---------------------------------------------------------------------------------------------
// The blog editor: one featured image
// ---------------------------------------------------------------------------------------------

export interface FeaturedImageOutcome {
  report: EditorMediaReport;
  /** Not a save: the post answers with the form state. */
  hold: boolean;
}

/**
 * A blog post's featured image: a chosen file (with 'Upload photo', or with Save) or an Import of the address
 * from elsewhere replaces `featured_image` with the stored copy; when the post is not a save, the reply is
 * Conform's `update` intent of that field, every other field kept. Mutates `formData`.
 */
export async function applyFeaturedImageMedia(
  request: Request,
  capabilities: Capabilities,
  formData: FormData,
  files: readonly UploadedFile[],
  intentValue: FormDataEntryValue | null,
): Promise<FeaturedImageOutcome> {
  const intent = editorIntent(intentValue);
  const report: EditorMediaReport = { errors: [], warnings: [] };
  let hold = intent.kind !== 'save';
  let replaced = false;
  let store: MediaStore | undefined;
  const mediaStore = () => (store ??= mediaStoreFor(request));

  if (files.length) {
    const results = await storeEditorFiles(capabilities, mediaStore(), files, 1, mediaTexts.editor.tooManyForPost);
    for (const stored of results) {
      if ('error' in stored) {
        report.errors.push(stored.error);
        hold = true;
      } else {
        formData.set('featured_image', stored.image.src);
        report.warnings.push(...stored.warnings);
        replaced = true;
      }
    }
  }
  if (intent.kind === 'upload' && !files.length) report.errors.push(mediaTexts.editor.noFile);
  if (intent.kind === 'import') {
    const src = formData.get('featured_image');
    if (typeof src === 'string' && isExternalImageUrl(src)) {
      const stored = await importForEditor(capabilities, mediaStore(), src);
      if ('error' in stored) report.errors.push(stored.error);
      else {
        formData.set('featured_image', stored.image.src);
        replaced = true;
      }
    }
  }
  if (hold) {
    const value = formData.get('featured_image');
    formData.set(
      '__intent__',
      JSON.stringify(
        replaced
          ? { type: 'update', payload: { name: 'featured_image', value } }
          : { type: 'validate', payload: { name: 'featured_image' } },
      ),
    );
  }
  return { report, hold };
}

/**
 * A post's `featured_image_meta` as saved: from the media row when the image is stored, else what was stored
 * for the same address before (nothing for a new one); the alt text from the form.
 */
export async function featuredImageMeta(
  capabilities: Capabilities,
  src: string,
  alt: string,
  stored: { featured_image: string; featured_image_meta: Partial<Omit<ListingImage, 'src'>> } | null,
): Promise<Partial<Omit<ListingImage, 'src'>>> {
  const hash = storedImageHash(src);
  if (hash) {
    const row = await capabilities.use(mediaQueries).getMedia(hash);
    return row ? { ...mediaDetails(row), alt } : { alt };
  }
  const meta = stored && stored.featured_image === src ? stored.featured_image_meta : {};
  return { ...meta, alt };
}
