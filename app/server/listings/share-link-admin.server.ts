import { data } from 'react-router';
import {
  SHARE_INTENTS,
  shareCreateSchema,
  sharedPropertyPath,
  shareRevokeSchema,
  type ShareLeadOption,
  type ShareLink,
} from '#app/domain/listings/private-sharing';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { privateSharingQueries } from './private-sharing.server';

/**
 * The property editor's "Private sharing" (issue 31, item 3; docs/decisions/036-private-listings.md): every
 * active member (the 'listings' permission; the database checks again) makes a link for a lead — an existing one
 * or one made with it from a name and an e-mail —, sees the property's links with their openings, and revokes one.
 * A new link is shown once, in the answer to the post that made it: its token is never stored. That answer is
 * `no-store`.
 */

export interface ShareAnswer {
  share: {
    intent: (typeof SHARE_INTENTS)[number];
    result?: ReturnType<ReturnType<typeof parseSubmission>['reply']>;
    /** The new link's full address in English and in French (the same token), shown once. */
    urls?: { en: string; fr: string };
    recipientName?: string;
    revoked?: boolean;
    error?: string;
  };
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Whether a post is one of these (read from a copy, so the editor's own action still reads it). */
export async function isShareLinkPost(request: Request): Promise<boolean> {
  // Url-encoded only: the editor's multipart posts (photos) are streamed by their own reader.
  if (!request.headers.get('Content-Type')?.startsWith('application/x-www-form-urlencoded')) return false;
  const intent = (await request.clone().formData()).get('intent');
  return (SHARE_INTENTS as readonly unknown[]).includes(intent);
}

/** The property's links and the leads a new one may be for; empty when they cannot be read (the editor still shows). */
export async function loadShareLinks(
  capabilities: Capabilities,
  propertyId: string | null,
): Promise<{ links: ShareLink[]; leads: ShareLeadOption[] }> {
  if (!propertyId) return { links: [], leads: [] };
  const sharing = capabilities.use(privateSharingQueries);
  try {
    const [links, leads] = await Promise.all([sharing.shareLinksOf(propertyId), sharing.shareLeadOptions()]);
    return { links, leads };
  } catch (error) {
    log.error('share links failed to load', { propertyId, error });
    return { links: [], leads: [] };
  }
}

export async function shareLinkAction(capabilities: Capabilities, request: Request, propertyId: string) {
  const formData = await request.formData();
  const sharing = capabilities.use(privateSharingQueries);
  if (formData.get('intent') === 'share-revoke') {
    const submission = parseSubmission(formData, shareRevokeSchema);
    if (submission.status !== 'success')
      return data<ShareAnswer>({ share: { intent: 'share-revoke' } }, { status: 400 });
    try {
      const revoked = await sharing.revokeShareLink(submission.value.linkId);
      log.info('share link revoked', { propertyId, linkId: submission.value.linkId, revoked });
      return data<ShareAnswer>({ share: { intent: 'share-revoke', revoked } }, { headers: NO_STORE });
    } catch (error) {
      log.error('share link not revoked', { propertyId, error });
      const answer = { intent: 'share-revoke' as const, error: 'The link could not be revoked. Please try again.' };
      return data<ShareAnswer>({ share: answer }, { status: backendFailureStatus(error) });
    }
  }
  const submission = parseSubmission(formData, shareCreateSchema);
  if (submission.status !== 'success') {
    return data<ShareAnswer>({ share: { intent: 'share-create', result: submission.reply() } }, { status: 400 });
  }
  const { leadId, name, email, days } = submission.value;
  try {
    const made = await sharing.createShareLink(propertyId, leadId ? { leadId } : { name: name!, email: email! }, days);
    if (!made) {
      const result = submission.reply({ formErrors: ['Only a private or published property, for an existing lead.'] });
      return data<ShareAnswer>({ share: { intent: 'share-create', result } }, { status: 404 });
    }
    log.info('share link made', { propertyId, linkId: made.id, inquiryId: made.inquiryId });
    const origin = new URL(request.url).origin;
    const urls = {
      en: `${origin}${sharedPropertyPath(made.token, 'en')}`,
      fr: `${origin}${sharedPropertyPath(made.token, 'fr')}`,
    };
    const links = await sharing.shareLinksOf(propertyId);
    const recipientName = links.find((link) => link.id === made.id)?.recipientName;
    return data<ShareAnswer>(
      { share: { intent: 'share-create', result: submission.reply({ resetForm: true }), urls, recipientName } },
      { headers: NO_STORE },
    );
  } catch (error) {
    log.error('share link not made', { propertyId, error });
    const result = submission.reply({ formErrors: ['The link could not be made. Please try again.'] });
    return data<ShareAnswer>({ share: { intent: 'share-create', result } }, { status: backendFailureStatus(error) });
  }
}
