/**
 * What the back office's blog post editor says (English only, as the back office is): the names on its page,
 * its title and error page (the shape of EditorPage's `EditorCopy`), and its refusals of a slug.
 */
export const postEditorTexts = {
  copy: {
    create: 'Add New Blog Post',
    edit: 'Edit Blog Post',
    listPath: '/admin/blogs',
    listName: 'Blog Posts',
    save: 'Save Post',
  },
  slugTaken: 'This slug is already used by another post',
  slugRequired: 'Slug is required',
} as const;
