/**
 * The media library (/admin/media): every stored image, where it is used, and the delete of those nothing
 * uses. Pure, shared by the route's loader and action and its components: the list's state in the URL,
 * the delete form's schema, the links of a use, the formatting of sizes and every text staff read here.
 */
import { z } from '#app/domain/zod';
import { MEDIA_HASH, type MediaUse } from './media';

export const MEDIA_LIBRARY_PATH = '/admin/media';

export const MEDIA_SHOW_FILTERS = ['all', 'unused'] as const;
export type MediaShowFilter = (typeof MEDIA_SHOW_FILTERS)[number];

/** The list in the URL: `q` (file name or alt text), `show` (all | unused), `page`. */
export interface MediaListState {
  q: string;
  show: MediaShowFilter;
  page: number;
}

const listSchema = z.object({
  q: z.string().trim().max(200).catch('').default(''),
  show: z.enum(MEDIA_SHOW_FILTERS).catch('all').default('all'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

/** Bad values fall back to the defaults (everything, page 1), never a failure. */
export function parseMediaListState(params: URLSearchParams): MediaListState {
  return listSchema.parse(Object.fromEntries([...params].filter(([, value]) => value !== '')));
}

/** The query string of a list state ('' for the defaults), for page links and the way back after a delete. */
export function mediaListSearch(state: MediaListState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.show !== 'all') params.set('show', state.show);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const isMediaListFiltered = (state: MediaListState) => Boolean(state.q) || state.show !== 'all';

/**
 * The delete form: `id` is the image's hash. Without confirm=yes the page asks first (the no-JavaScript
 * path; with JavaScript a dialog asks and posts confirm=yes).
 */
export const mediaDeleteSchema = z.object({
  intent: z.literal('delete'),
  id: z.string().regex(MEDIA_HASH),
  confirm: z
    .string()
    .optional()
    .transform((value) => value === 'yes'),
});

/** Where a use leads: the editor of the listing or post, and the listing's public page. */
export function mediaUseLinks(use: Pick<MediaUse, 'kind' | 'id'>): { editor: string; page: string | null } {
  switch (use.kind) {
    case 'property':
      return { editor: `/admin/properties/${use.id}`, page: `/properties/${use.id}` };
    case 'rental':
      return { editor: `/admin/rentals/${use.id}`, page: `/rentals/${use.id}` };
    case 'blog_post':
      return { editor: `/admin/blogs/${use.id}`, page: null };
  }
}

export const MEDIA_USE_LABELS: Record<MediaUse['kind'], string> = {
  property: 'Property',
  rental: 'Rental',
  blog_post: 'Blog post',
};

const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '5.2 MB', '840 KB', '912 bytes' (binary multiples, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${decimal.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${integer.format(Math.round(bytes / 1024))} KB`;
  return `${integer.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** '4,000 × 3,000 px' */
export function formatPixelSize(width: number, height: number): string {
  return `${integer.format(width)} × ${integer.format(height)} px`;
}

export const mediaLibraryTexts = {
  title: 'Media',
  lead: 'Every photo uploaded or imported for a listing or a post, with where it is used. An image nothing uses may be deleted; remove a used one from its listing or post first.',
  searchLabel: 'Search media',
  searchPlaceholder: 'Search by file name or alt text',
  filterLabel: 'Show',
  filterOptions: [
    { value: 'all', label: 'All images' },
    { value: 'unused', label: 'Unused only' },
  ] satisfies { value: MediaShowFilter; label: string }[],
  caption: 'Stored images',
  noun: ['image', 'images'] as const,
  pagesLabel: 'Media pages',
  emptyTitle: 'No images yet',
  emptyText: 'Photos uploaded or imported in a listing or post editor appear here.',
  noMatchTitle: 'No images found',
  noMatchText: 'Try a different search, or show all images.',
  noUnusedTitle: 'Every image is in use',
  noUnusedText: 'Images that no listing or post uses appear here, ready to delete.',
  unused: 'Not used',
  usedBy: 'Used by',
  deleteConfirm:
    'The image and all its sizes will be removed from the media library. Nothing uses it, so no page changes. This cannot be undone.',
  deleteFailed: 'The image could not be deleted. Please try again.',
  editorLink: 'Edit',
  pageLink: 'View',
} as const;
