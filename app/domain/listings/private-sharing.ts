import { localizedPath, type Locale } from '#app/domain/i18n/locale';
import { z } from '#app/domain/zod';

/**
 * Private listings and their share links (issue 31, item 3; docs/decisions/036-private-listings.md): a property
 * whose status is 'private' is in no public list and answers 404 at its address; staff give each recipient — a
 * lead of the pipeline — a link of their own (decision 019's private link: a 43-character token whose SHA-256 alone
 * the database keeps), which expires and can be revoked. Each opening is recorded on the lead
 * (supabase/migrations/20261210000200_private_listings.sql, `open_property_share`).
 */

/** How long a share link lasts, in days: 30 unless staff choose otherwise, from 1 to 365. */
export const SHARE_LINK_DAYS = { default: 30, min: 1, max: 365 } as const;

/** The openings of one link the lead's history keeps: at most one per this many minutes (a visit, not each click). */
export const SHARE_OPENING_THROTTLE_MINUTES = 10;

/** What precedes the token in a shared property's address (the logs' redaction list has it). */
export const SHARED_PROPERTY_PREFIX = '/properties/shared/';

/** A shared property's address, in the recipient's language: `/properties/shared/{token}` (or under /fr). */
export const sharedPropertyPath = (token: string, locale: Locale) =>
  localizedPath(`${SHARED_PROPERTY_PREFIX}${token}`, locale);

/** When a link made at `now` for `days` days expires. */
export function shareLinkExpiry(now: Date, days: number = SHARE_LINK_DAYS.default): Date {
  const whole = Math.trunc(days);
  if (!Number.isFinite(days) || whole < SHARE_LINK_DAYS.min || whole > SHARE_LINK_DAYS.max) {
    throw new RangeError(`A share link lasts ${SHARE_LINK_DAYS.min} to ${SHARE_LINK_DAYS.max} days`);
  }
  return new Date(now.getTime() + whole * 86_400_000);
}

/** A link as staff see it. */
export interface ShareLink {
  id: string;
  inquiryId: string;
  recipientName: string;
  recipientEmail: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  openings: number;
  lastOpenedAt: string | null;
}

export type ShareLinkState = 'live' | 'expired' | 'revoked';

/** Whether a link still opens its page at `now`: revoked wins over expired; it expires at its instant. */
export function shareLinkState(link: Pick<ShareLink, 'expiresAt' | 'revokedAt'>, now: Date): ShareLinkState {
  if (link.revokedAt) return 'revoked';
  return new Date(link.expiresAt).getTime() > now.getTime() ? 'live' : 'expired';
}

/** One opening of a private link, on the recipient's lead. */
export interface ShareOpening {
  id: string;
  propertyId: string;
  propertyTitle: string;
  openedAt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The editor's "Private sharing" forms: make a link for an existing lead (`leadId`) or for a new one (`name` and
 * `email`), valid `days`; revoke one (`linkId`).
 */
export const shareCreateSchema = z
  .object({
    intent: z.literal('share-create'),
    leadId: z.preprocess(blank, z.string().regex(UUID, 'Choose a lead').optional()),
    name: z.preprocess(blank, z.string().trim().max(200, 'At most 200 characters').optional()),
    email: z.preprocess(blank, z.email({ message: 'Enter a valid e-mail address' }).max(320).optional()),
    days: z.coerce
      .number({ message: 'Enter a number of days' })
      .int('Whole days')
      .min(SHARE_LINK_DAYS.min, `At least ${SHARE_LINK_DAYS.min} day`)
      .max(SHARE_LINK_DAYS.max, `At most ${SHARE_LINK_DAYS.max} days`)
      .default(SHARE_LINK_DAYS.default),
  })
  .superRefine((value, context) => {
    if (value.leadId) return;
    if (!value.name) context.addIssue({ code: 'custom', path: ['name'], message: 'Enter the recipient’s name' });
    if (!value.email) context.addIssue({ code: 'custom', path: ['email'], message: 'Enter the recipient’s e-mail' });
  });
export const shareRevokeSchema = z.object({
  intent: z.literal('share-revoke'),
  linkId: z.string().regex(UUID, 'Invalid link'),
});
export const SHARE_INTENTS = ['share-create', 'share-revoke'] as const;

/** A recipient the create form offers: a lead of the pipeline. */
export interface ShareLeadOption {
  id: string;
  name: string;
  email: string;
}
