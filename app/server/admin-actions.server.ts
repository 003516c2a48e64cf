import { data, redirect, replace } from 'react-router';
import { listingRowValues, mergeImageDetails } from '#app/domain/admin-forms';
import { ISLANDS, type Island } from '#app/domain/constants';
import { MAP_OF_ISLAND } from '#app/domain/maps/islands';
import type { PlaceableMap } from '#app/domain/maps/mercator';
import type { ListingImage } from '#app/domain/images';
import type { z } from '#app/domain/zod';
import {
  draftName,
  EDITOR_LISTS,
  LIST_ADD_BUTTON,
  LIST_ITEM_KEY,
  listItemDefault,
  type EditorList,
} from '#app/domain/admin-editor';
import { editorId } from '#app/domain/admin-rows';
import {
  imageUrlProblem,
  rowActionSchema,
  rowIntentOf,
  type RowActionData,
  type RowIntent,
} from '#app/domain/admin-rows';
import { applyListingMedia, enrichImages, readEditorPost, refusedFilesStatus } from './media/editor-uploads.server';
import type { Page } from '#app/server/backend/query';
import { BackendError } from './backend/query';
import { parseSubmission } from './forms.server';
import { log } from './log.server';
import { islandMap, mercatorFit } from './maps/island-maps.server';
import type { Capabilities } from '#app/server/capabilities.server';
import { inquiriesPort } from '#app/server/leads/inquiries.server';
import { listingAdminPort } from '#app/server/listings/admin.server';
import { postAdminPort } from '#app/server/content/posts-admin.server';

/**
 * Shared pieces of the back office actions. Every admin action first calls
 * `const { backend } = await requireStaff(request, context);` and hands that backend here.
 */

export type RowTable = 'properties' | 'rentals' | 'blog_posts' | 'inquiries';

export interface RowActionConfig {
  table: RowTable;
  /** The failure text of each intent this page accepts; any other intent is refused with 400. */
  messages: Partial<Record<RowIntent, string>>;
  /** Where a confirmed delete goes (the list, keeping its search). */
  afterDelete: string;
}

export const UNKNOWN_ACTION = 'That action is not available here.';

/** HTTP status for a backend failure: refused by row level security, backend down, or anything else. */
export function backendFailureStatus(error: unknown): number {
  if (error instanceof BackendError) {
    if (error.code === 'permission') return 403;
    if (error.code === 'unavailable') return 503;
  }
  return 500;
}

const fail = (intent: RowIntent | null, id: string | null, error: string, status: number) =>
  data<RowActionData>({ ok: false, intent, id, error }, { status });

async function rowTitle(capabilities: Capabilities, table: RowTable, id: string): Promise<string | null> {
  switch (table) {
    case 'properties':
      return (await capabilities.use(listingAdminPort).getProperty(id))?.title ?? null;
    case 'rentals':
      return (await capabilities.use(listingAdminPort).getRental(id))?.title ?? null;
    case 'blog_posts':
      return (await capabilities.use(postAdminPort).getBlogPost(id))?.title ?? null;
    case 'inquiries': {
      const inquiry = await capabilities.use(inquiriesPort).getInquiry(id);
      return inquiry ? `Inquiry from ${inquiry.name}` : null;
    }
  }
}

/**
 * Status, featured, read and delete of one row, re-checked here whatever the page showed: the intent must
 * be one this page accepts, the id a UUID, the status one of the three. Answers 200 with `ok: true`, the
 * intent's failure text with 400 (bad input), 404 (no such row), 403/500/503 (backend), or — for a
 * delete without confirm=yes — the confirmation state. A confirmed delete redirects (replacing the
 * history entry, so a reload does not post again).
 */
export async function handleRowAction(capabilities: Capabilities, formData: FormData, config: RowActionConfig) {
  const intent = rowIntentOf(formData.get('intent'));
  const failureText = intent ? config.messages[intent] : undefined;
  const rawId = typeof formData.get('id') === 'string' ? String(formData.get('id')) : null;
  if (!intent || !failureText) return fail(intent, rawId, UNKNOWN_ACTION, 400);

  const fields = Object.fromEntries(
    [...formData].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const parsed = rowActionSchema.safeParse({ ...fields, intent });
  if (!parsed.success) return fail(intent, rawId, failureText, 400);
  const action = parsed.data;
  const { table } = config;

  try {
    let changed: boolean;
    switch (action.intent) {
      case 'status':
        if (table === 'inquiries') return fail(intent, action.id, UNKNOWN_ACTION, 400);
        changed = await capabilities.use(listingAdminPort).setStatus(table, action.id, action.status);
        break;
      case 'featured':
        if (table !== 'properties' && table !== 'rentals') return fail(intent, action.id, UNKNOWN_ACTION, 400);
        changed = await capabilities.use(listingAdminPort).setFeatured(table, action.id, action.featured);
        break;
      case 'read':
        if (table !== 'inquiries') return fail(intent, action.id, UNKNOWN_ACTION, 400);
        changed = await capabilities.use(inquiriesPort).markInquiryRead(action.id);
        break;
      case 'delete': {
        if (!action.confirm) {
          const title = await rowTitle(capabilities, table, action.id);
          if (title === null) return fail(intent, action.id, failureText, 404);
          return data<RowActionData>({ ok: false, intent, id: action.id, confirmDelete: { id: action.id, title } });
        }
        if (!(await capabilities.use(listingAdminPort).deleteRow(table, action.id)))
          return fail(intent, action.id, failureText, 404);
        return replace(config.afterDelete);
      }
    }
    if (!changed) return fail(intent, action.id, failureText, 404);
    return data<RowActionData>({ ok: true, intent, id: action.id });
  } catch (error) {
    log.error('admin row action failed', { table, intent, id: action.id, error });
    return fail(intent, action.id, failureText, backendFailureStatus(error));
  }
}

/**
 * Where a list returns to after a delete: its own path with the search the page had. (A fetcher's
 * request reaches the action as `/admin/….data?…`, so the path is given, not read from the URL.)
 */
export function listReturnPath(request: Request, pathname: string): string {
  const params = new URL(request.url).searchParams;
  params.delete('_routes');
  params.delete('index');
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** An item's text field: `images[3].src`, `amenities[3]`. */
const itemPattern = (list: EditorList) =>
  new RegExp(`^${list}\\[(\\d+)\\]${LIST_ITEM_KEY[list] ? `\\.${LIST_ITEM_KEY[list]}` : ''}$`);
const itemName = (list: EditorList, index: number) =>
  `${list}[${index}]${LIST_ITEM_KEY[list] ? `.${LIST_ITEM_KEY[list]}` : ''}`;

function nextListIndex(formData: FormData, list: EditorList): number {
  const pattern = itemPattern(list);
  let next = 0;
  for (const key of formData.keys()) {
    const match = pattern.exec(key);
    if (match) next = Math.max(next, Number(match[1]) + 1);
  }
  return next;
}

function listValues(formData: FormData, list: EditorList): string[] {
  const pattern = itemPattern(list);
  return [...formData]
    .filter(([key, value]) => pattern.test(key) && typeof value === 'string')
    .map(([, value]) => String(value).trim());
}

/**
 * The editors' list text boxes, on the server (the no-JavaScript path; see app/domain/admin-editor.ts):
 *  - an 'Add' press (`list-add=images`) becomes Conform's insert intent with the typed text, so the reply
 *    renders the list with the new item and an empty box; a blank or duplicate text becomes a validate
 *    intent instead (nothing changes), and a malformed one too, with the problem as that list's field
 *    error and the text handed back (`drafts`) so it can be corrected;
 *  - on a save, text typed into a box but never added is kept as the list's last item, not lost.
 * The draft fields are removed either way. Conform's wire format for an intent is its JSON
 * (`serializeIntent` in @conform-to/dom), under the reserved name `__intent__`.
 */
export function applyListDrafts(formData: FormData): {
  fieldErrors: Record<string, string[]>;
  drafts: Partial<Record<EditorList, string>>;
} {
  const add = formData.get(LIST_ADD_BUTTON);
  formData.delete(LIST_ADD_BUTTON);
  const fieldErrors: Record<string, string[]> = {};
  const drafts: Partial<Record<EditorList, string>> = {};
  const typed = (list: EditorList) => {
    const raw = formData.get(draftName(list));
    formData.delete(draftName(list));
    return typeof raw === 'string' ? raw.trim() : '';
  };
  const addTo = EDITOR_LISTS.find((list) => list === add);
  const texts = Object.fromEntries(EDITOR_LISTS.map((list) => [list, typed(list)])) as Record<EditorList, string>;

  if (addTo) {
    const draft = texts[addTo];
    const problem = !draft
      ? null
      : addTo === 'images'
        ? imageUrlProblem(draft)
        : draft.length > 100
          ? 'Amenity must be at most 100 characters'
          : null;
    const duplicate = listValues(formData, addTo).includes(draft);
    if (problem) {
      fieldErrors[addTo] = [problem];
      drafts[addTo] = draft;
    }
    const intent =
      draft && !problem && !duplicate
        ? { type: 'insert', payload: { name: addTo, defaultValue: listItemDefault(addTo, draft) } }
        : { type: 'validate', payload: { name: addTo } };
    formData.set('__intent__', JSON.stringify(intent));
  } else if (add !== null) {
    // An 'Add' for no known list: still never a save.
    formData.set('__intent__', JSON.stringify({ type: 'validate', payload: {} }));
  } else if (!formData.has('__intent__')) {
    for (const list of EDITOR_LISTS) {
      if (texts[list]) formData.append(itemName(list, nextListIndex(formData, list)), texts[list]);
    }
  }
  return { fieldErrors, drafts };
}

/**
 * An admin list's page, or an empty one when the backend fails: SPEC §8 has list load failures only
 * logged, the list showing empty.
 */
export async function loadAdminList<Row>(
  table: RowTable,
  load: () => Promise<Page<Row>>,
  page: number,
): Promise<Page<Row>> {
  try {
    return await load();
  } catch (error) {
    log.error('admin list failed to load', { table, error });
    return { rows: [], total: 0, page, pageCount: 1 };
  }
}

/** What an editor edits of a listing: the fields its new-listing defaults name, plus the coordinates. */
export type EditorValues<Row, Defaults> = Pick<Row, Extract<keyof Defaults | 'latitude' | 'longitude', keyof Row>>;

/** A listing editor's values: the fields of `defaults`, taken from the stored row. */
export function editorValues<Row extends object, Defaults extends object>(
  row: Row,
  defaults: Defaults,
): EditorValues<Row, Defaults> {
  const keys = [...Object.keys(defaults), 'latitude', 'longitude'];
  return Object.fromEntries(keys.map((key) => [key, (row as Record<string, unknown>)[key]])) as EditorValues<
    Row,
    Defaults
  >;
}

/**
 * The editor loader of a listing: 'new' gives the defaults (SPEC §4), a UUID its stored values; anything
 * else, or a row that is gone, is a 404.
 */
export async function loadListingEditor<Row extends object, Defaults extends object>(
  param: string | undefined,
  defaults: Defaults,
  get: (id: string) => Promise<Row | null>,
  label: string,
): Promise<{ id: string | null; values: EditorValues<Row, Defaults>; placing: Record<Island, PlaceableMap> }> {
  const id = editorId(param);
  if (id === undefined) throw data(null, { status: 404 });
  const placing = placingMaps();
  if (id === null) {
    return {
      id,
      values: { ...defaults, latitude: null, longitude: null } as unknown as EditorValues<Row, Defaults>,
      placing,
    };
  }
  let row: Row | null;
  try {
    row = await get(id);
  } catch (error) {
    log.error(`${label} editor failed to load`, { id, error });
    throw data(null, { status: 500 });
  }
  if (!row) throw data(null, { status: 404 });
  return { id, values: editorValues<Row, Defaults>(row, defaults), placing };
}

/** Each island's bare map and its projection's numbers, for staff to place a listing by clicking. */
function placingMaps(): Record<Island, PlaceableMap> {
  return Object.fromEntries(
    ISLANDS.map((island) => [
      island,
      { map: islandMap(MAP_OF_ISLAND[island]), fit: mercatorFit(MAP_OF_ISLAND[island]) },
    ]),
  ) as Record<Island, PlaceableMap>;
}

/**
 * The editor action of a listing: creates ('new') or updates; list-field drafts, Conform intents, photo
 * uploads and imports (app/server/media/editor-uploads.server.ts) answer with the form state (no save);
 * invalid input answers 400 with the field messages and saves nothing; a save failure answers with
 * `failureText(error)`; success goes back to the list. Photos stored on the way stay in the media store
 * (unused until a listing is saved with them).
 */
export async function saveListingEditor<Schema extends z.ZodType>(
  request: Request,
  param: string | undefined,
  options: {
    schema: Schema;
    /** The staff member's backend: stored photos are recorded and looked up through it. */
    capabilities: Capabilities;
    save: (id: string | null, values: Record<string, unknown>) => Promise<string>;
    /** The stored row, whose photos' sizes, placeholders and variants the save keeps. */
    current?: (id: string) => Promise<{ images: ListingImage[] } | null>;
    failureText: (error: unknown) => string;
    listPath: string;
    label: string;
  },
) {
  const id = editorId(param);
  if (id === undefined) throw data(null, { status: 404 });
  // Multipart when photos are chosen (streamed to temporary files), url-encoded otherwise.
  const post = await readEditorPost(request);
  if ('error' in post)
    return data(
      { result: undefined, drafts: {}, media: { errors: [post.error], warnings: [] } },
      { status: post.status },
    );
  try {
    const { formData } = post;
    const media = await applyListingMedia(request, options.capabilities, formData, post.files);
    const lists = applyListDrafts(formData);
    const fieldErrors = { ...lists.fieldErrors, ...media.fieldErrors };
    const drafts = { ...lists.drafts, ...media.drafts };
    const submission = parseSubmission(formData, options.schema);
    if (submission.status !== 'success') {
      const invalid =
        submission.status === 'error' || Object.keys(fieldErrors).length > 0 || media.report.errors.length > 0;
      return data(
        { result: submission.reply({ fieldErrors }), drafts, media: media.report },
        { status: invalid ? refusedFilesStatus(post.files) : 200 },
      );
    }
    try {
      const values = listingRowValues(
        submission.value as {
          latitude?: number;
          longitude?: number;
          images?: { src: string; alt: string; caption: string | null }[];
        },
      ) as Record<string, unknown> & { images?: unknown };
      if (Array.isArray(values.images)) {
        const stored = id && options.current ? ((await options.current(id))?.images ?? []) : [];
        // Words from the form; a stored photo's size, placeholder and variants from its media row.
        values.images = await enrichImages(
          options.capabilities,
          mergeImageDetails(values.images as Parameters<typeof mergeImageDetails>[0], stored),
        );
      }
      await options.save(id, values);
    } catch (error) {
      log.error(`${options.label} save failed`, { id, error });
      return data(
        { result: submission.reply({ formErrors: [options.failureText(error)] }), drafts, media: media.report },
        { status: backendFailureStatus(error) },
      );
    }
    return redirect(options.listPath);
  } finally {
    await post.cleanup();
  }
}
