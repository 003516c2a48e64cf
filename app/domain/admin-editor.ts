/**
 * Names shared by the editors' list fields (images, amenities) in the browser and their actions on the
 * server. Each list has a text box (`{list}-draft`) and an 'Add' submit button named `list-add` whose
 * value is the list's name. With JavaScript the button inserts the text into the Conform list in the
 * browser; without it the action turns the post into Conform's insert intent (see
 * app/server/admin-actions.server.ts), so both paths end in the same form state.
 */
export const LIST_ADD_BUTTON = 'list-add';

export const EDITOR_LISTS = ['images', 'amenities'] as const;
export type EditorList = (typeof EDITOR_LISTS)[number];

export const draftName = (list: EditorList) => `${list}-draft`;

/** The editor submits that are not a save: the blog's Markdown preview and its delete. */
export const EDITOR_INTENT = 'intent';
