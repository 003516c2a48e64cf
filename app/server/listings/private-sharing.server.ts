import type { LeadRow } from '#app/domain/leads/lead';
import {
  shareLinkExpiry,
  type ShareLeadOption,
  type ShareLink,
  type ShareOpening,
} from '#app/domain/listings/private-sharing';
import type { QueryRunner, RpcQuery } from '#app/server/backend/query';
import { issuePrivateLink } from '#app/server/bookings/private-links.server';
import { PUBLIC_PROPERTY_COLUMNS, type PublicProperty } from './listings.server';

/**
 * Private listings' share links through the backend port (supabase/migrations/20261210000200_private_listings.sql;
 * docs/decisions/036-private-listings.md, 019-private-links.md). The token is minted here and only its digest
 * reaches the database; opening sends the token, which the database hashes — and records the opening on the
 * recipient's lead in the same call. Only security-definer functions touch the links.
 */

/** What a share link opens: the property as its public page reads it, and whom it was prepared for. */
export interface SharedProperty {
  linkId: string;
  inquiryId: string;
  recipientName: string;
  expiresAt: string;
  property: PublicProperty;
}

/** Who a new link is for: a lead of the pipeline, or a new one made with it. */
export type ShareRecipient = { leadId: string } | { name: string; email: string };

/** The property's public columns only, whatever else the row carries. */
function publicColumns(row: Record<string, unknown>): PublicProperty {
  return Object.fromEntries(PUBLIC_PROPERTY_COLUMNS.map((column) => [column, row[column] ?? null])) as PublicProperty;
}

export function privateSharingQueries(runner: QueryRunner) {
  const call = async (query: Omit<RpcQuery, 'kind'>) =>
    (await runner.run({ kind: 'rpc', ...query })).rows[0]?.value ?? null;

  return {
    /**
     * A new link to the property for `recipient`, valid `days` from `now` (staff). The token, to show once; null
     * when the property (private or published) or the lead does not exist.
     */
    async createShareLink(
      propertyId: string,
      recipient: ShareRecipient,
      days: number,
      now: Date = new Date(),
    ): Promise<{ token: string; id: string; inquiryId: string; expiresAt: string } | null> {
      const { token, digest } = issuePrivateLink();
      const made = (await call({
        fn: 'create_property_share_link',
        args: {
          p_property_id: propertyId,
          p_inquiry_id: 'leadId' in recipient ? recipient.leadId : null,
          p_name: 'name' in recipient ? recipient.name : null,
          p_email: 'email' in recipient ? recipient.email : null,
          p_expires_at: shareLinkExpiry(now, days).toISOString(),
          p_digest: digest,
        },
      })) as { id: string; inquiryId: string; expiresAt: string } | null;
      return made ? { token, ...made } : null;
    },

    /** The link stops working at once (staff); false when it was not live. */
    async revokeShareLink(linkId: string): Promise<boolean> {
      return (await call({ fn: 'revoke_property_share_link', args: { p_link_id: linkId } })) === true;
    },

    /** A property's links, newest first (staff). */
    async shareLinksOf(propertyId: string): Promise<ShareLink[]> {
      return ((await call({ fn: 'property_share_links_of', args: { p_property_id: propertyId } })) ??
        []) as ShareLink[];
    },

    /** A lead's openings of private links, oldest first (staff). */
    async shareOpeningsOf(inquiryId: string): Promise<ShareOpening[]> {
      return ((await call({ fn: 'property_share_openings_of', args: { p_inquiry_id: inquiryId } })) ??
        []) as ShareOpening[];
    },

    /** The leads a link may be made for, newest first (staff; row level security shows them to staff only). */
    async shareLeadOptions(limit = 200): Promise<ShareLeadOption[]> {
      const result = await runner.run({
        kind: 'select',
        table: 'leads',
        columns: ['id', 'name', 'email'],
        order: [
          { column: 'created_at', ascending: false },
          { column: 'id', ascending: false },
        ],
        range: { from: 0, to: limit - 1 },
      } as const satisfies { columns: readonly (keyof LeadRow)[] } & Record<string, unknown>);
      return result.rows as ShareLeadOption[];
    },

    /**
     * What a token opens, or null (wrong, expired or revoked; the property withdrawn). `record` false reads without
     * recording an opening (the page's own form post).
     */
    async openSharedProperty(token: string, record = true): Promise<SharedProperty | null> {
      const opened = (await call({ fn: 'open_property_share', args: { p_token: token, p_record: record } })) as
        (Omit<SharedProperty, 'property'> & { property: Record<string, unknown> }) | null;
      return opened ? { ...opened, property: publicColumns(opened.property) } : null;
    },
  };
}
