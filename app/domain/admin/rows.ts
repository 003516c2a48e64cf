import { z } from '#app/domain/zod';
import { formatMoney, type Currency } from '#app/domain/currency/currency';
import { STATUSES, type Status } from '#app/domain/constants';
import { formatPrice, formatSquareFeet, plural } from '#app/domain/format';

/**
 * Pure helpers of the back office lists and editors: the row-action schema the list actions validate
 * with, the wording of statuses and sources, and the rental row texts.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** An editor's `:id`: 'new' creates (null), a UUID edits; anything else is not a page (undefined). */
export function editorId(param: string | undefined): string | null | undefined {
  if (param === 'new') return null;
  return isUuid(param) ? param.toLowerCase() : undefined;
}

const id = z.string().regex(UUID, 'Invalid id');

/**
 * The row actions of the admin lists, each a small POST form told apart by `intent`:
 *   intent=status   id, status (published | draft | archived)
 *   intent=featured id, featured ('true' | 'false': the state to set, so a repeat changes nothing)
 *   intent=delete   id, confirm ('yes' deletes; without it the page asks for confirmation first)
 * Inquiries add intent=read (id), which only ever marks read.
 */
export const rowActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), id, status: z.enum(STATUSES) }),
  z.object({
    intent: z.literal('featured'),
    id,
    featured: z.enum(['true', 'false']).transform((value) => value === 'true'),
  }),
  z.object({
    intent: z.literal('delete'),
    id,
    confirm: z
      .string()
      .optional()
      .transform((value) => value === 'yes'),
  }),
  z.object({ intent: z.literal('read'), id }),
]);
export type RowAction = z.output<typeof rowActionSchema>;
export type RowIntent = RowAction['intent'];

/** What a row action answers (besides the redirect after a confirmed delete). */
export interface RowActionData {
  ok: boolean;
  intent: RowIntent | null;
  id: string | null;
  /** The failure text of SPEC §8 for this intent. */
  error?: string;
  /** A delete posted without confirm=yes: the page asks for confirmation (the no-JavaScript path). */
  confirmDelete?: { id: string; title: string };
}

/** The intent of a form post, when it is one of the row actions (for choosing a failure text). */
export function rowIntentOf(value: unknown): RowIntent | null {
  return value === 'status' || value === 'featured' || value === 'delete' || value === 'read' ? value : null;
}

export const STATUS_LABELS: Record<Status, string> = {
  published: 'Published',
  private: 'Private',
  draft: 'Draft',
  archived: 'Archived',
};

/** The per-row buttons that move an item to a status (SPEC §2); the current status's is hidden. */
export const STATUS_ACTIONS: readonly { status: Status; label: string }[] = [
  { status: 'published', label: 'Publish' },
  { status: 'draft', label: 'Set as Draft' },
  { status: 'archived', label: 'Archive' },
];

/** A list's status filter: `statuses` are the table's (properties add 'private', PROPERTY_STATUSES). */
export const statusFilterOptions = (statuses: readonly Status[] = STATUSES) => [
  { value: 'all', label: 'All Status' },
  ...statuses.map((status) => ({
    value: status,
    label: STATUS_LABELS[status],
  })),
];

export const READ_FILTER_OPTIONS = [
  { value: 'all', label: 'All Inquiries' },
  { value: 'read', label: 'Read' },
  { value: 'unread', label: 'Unread' },
] as const;

/** '$1,250 / night', '€1,250 / night' (in the villa's own currency) */
export function nightlyRate(amount: number, currency: Currency = 'USD'): string {
  return `${currency === 'USD' ? formatPrice(amount) : formatMoney(amount, currency)} / night`;
}

/** '1 day' / '3 days' */
export const minStayLabel = (days: number) => plural(days, 'day');
/** '1 guest' / '6 guests' */
export const maxGuestsLabel = (guests: number) => plural(guests, 'guest');

/** The rental row subtitle: '3 bedrooms · 2 bathrooms · 2,691 sq ft' (the database stores m²). */
export function rentalRowFacts(row: { bedrooms: number; bathrooms: number; area: number }): string[] {
  return [plural(row.bedrooms, 'bedroom'), plural(row.bathrooms, 'bathroom'), formatSquareFeet(row.area)];
}
export const rentalRowSubtitle = (row: { bedrooms: number; bathrooms: number; area: number }) =>
  rentalRowFacts(row).join(' · ');

/** An image URL as the editors accept it: a local path or an http(s) URL (the form schemas say the same). */
export function imageUrlProblem(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return 'Enter an image URL';
  if (trimmed.length > 2000) return 'Image URL is too long';
  if (!(trimmed.startsWith('/') || /^https?:\/\//i.test(trimmed)))
    return 'Image URL must start with /, http:// or https://';
  return null;
}
