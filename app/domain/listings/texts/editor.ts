/**
 * The names the back office's listing editors show (English only, as the back office is): the heading and
 * document title, the way back to the list, and the save button (the shape of EditorPage's `EditorCopy`).
 */
export const listingEditorTexts = {
  property: {
    create: 'Add New Property',
    edit: 'Edit Property',
    listPath: '/admin/properties',
    listName: 'Properties',
    save: 'Save Property',
  },
  rental: {
    create: 'Add New Rental',
    edit: 'Edit Rental',
    listPath: '/admin/rentals',
    listName: 'Rentals',
    save: 'Save Rental',
  },
} as const;
