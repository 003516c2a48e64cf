/**
 * Names shared by the editors' list fields (images, amenities) in the browser and their actions on the
 * server. Each list has a text box (`{list}-draft`) and an 'Add' submit button named `list-add` whose
 * value is the list's name. With JavaScript the button inserts the text into the Conform list in the
 * browser; without it the action turns the post into Conform's insert intent (see
 * app/server/listings/editor.server.ts), so both paths end in the same form state.
 */
export const LIST_ADD_BUTTON = 'list-add';

export const EDITOR_LISTS = ['images', 'amenities'] as const;
export type EditorList = (typeof EDITOR_LISTS)[number];

export const draftName = (list: EditorList) => `${list}-draft`;

/**
 * What a list's item holds: an image is an object whose address is its `src` (beside its alt text and
 * caption); an amenity is its text.
 */
export const LIST_ITEM_KEY: Record<EditorList, 'src' | null> = { images: 'src', amenities: null };

/** The value an 'Add' inserts for the typed text. */
export const listItemDefault = (list: EditorList, text: string) =>
  LIST_ITEM_KEY[list] ? { src: text, alt: '' } : text;

/** The text of an item's value (an image's address, an amenity's text). */
export function listItemText(list: EditorList, value: unknown): string {
  const key = LIST_ITEM_KEY[list];
  if (key)
    return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string'
      ? ((value as Record<string, string>)[key] ?? '')
      : '';
  return typeof value === 'string' ? value : '';
}

/** The editor submits that are not a save: the blog's Markdown preview and its delete. */
export const EDITOR_INTENT = 'intent';
