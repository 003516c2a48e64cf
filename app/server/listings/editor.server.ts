import { data } from 'react-router';
import { listingRowValues, mergeImageDetails } from '#app/domain/admin/forms';
import {
  draftName,
  EDITOR_LISTS,
  LIST_ADD_BUTTON,
  LIST_ITEM_KEY,
  listItemDefault,
  type EditorList,
} from '#app/domain/admin/editor';
import { editorId, imageUrlProblem } from '#app/domain/admin/rows';
import { ISLANDS, type Island } from '#app/domain/constants';
import type { ListingImage } from '#app/domain/media/images';
import { MAP_OF_ISLAND } from '#app/domain/maps/islands';
import type { PlaceableMap } from '#app/domain/maps/mercator';
import type { z } from '#app/domain/zod';
import { saveEditorSubmission, withEditorPost } from '#app/server/admin/editor-save.server';
import { log } from '#app/server/log.server';
import { islandMap, mercatorFit } from '#app/server/maps/island-maps.server';
import { applyListingMedia, enrichImages } from '#app/server/media/editor-uploads.server';
import type { Capabilities } from '#app/server/capabilities.server';

/**
 * The listing editors (properties and rentals): what their loader reads, and their save — with the list
 * fields' text boxes (photos, amenities) handled on the server for the no-JavaScript path.
 */

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
 * The editors' list text boxes, on the server (the no-JavaScript path; see app/domain/admin/editor.ts):
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
    /** The staff member's capabilities: stored photos are recorded and looked up through them. */
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
  const noDrafts: Partial<Record<EditorList, string>> = {};
  return withEditorPost(request, { extra: { drafts: noDrafts } }, async ({ formData, files }) => {
    const media = await applyListingMedia(request, options.capabilities, formData, files);
    const lists = applyListDrafts(formData);
    return saveEditorSubmission(formData, {
      schema: options.schema,
      id,
      extra: { drafts: { ...lists.drafts, ...media.drafts }, media: media.report },
      fieldErrors: { ...lists.fieldErrors, ...media.fieldErrors },
      refused: media.report.errors.length > 0,
      files,
      failureText: options.failureText,
      label: options.label,
      listPath: options.listPath,
      save: async (value) => {
        const values = listingRowValues(
          value as {
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
      },
    });
  });
}
