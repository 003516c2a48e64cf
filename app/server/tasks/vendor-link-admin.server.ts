import { data } from 'react-router';
import {
  VENDOR_LINK_INTENTS,
  vendorTasksPath,
  type VendorLinkAnswer,
  type VendorLinkRow,
} from '#app/domain/tasks/vendor';
import type { StaffRole } from '#app/domain/staff/roles';
import { can } from '#app/domain/staff/roles';
import { z } from '#app/domain/zod';
import type { Capabilities } from '#app/server/capabilities.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { taskQueries } from './tasks.server';
import { vendorLinkQueries } from './vendor-links.server';

/**
 * Staff give a vendor their private link, or take every link back (issue 30, item 5): owners and admins
 * (`tasks.setup`; the database checks the role again). A new link is shown once, in the answer to the post that
 * made it — its token is never stored — to copy into a message to the vendor; every earlier link stops working.
 */

const vendorLinkSchema = z.object({ intent: z.enum(VENDOR_LINK_INTENTS), vendorId: z.string().uuid() });

/** Whether a post is one of these (read from a copy of the request, so the page's own action still reads it). */
export async function isVendorLinkPost(request: Request): Promise<boolean> {
  // The link forms are plain url-encoded posts; a multipart one (an inspection's photos) is streamed by its own
  // reader and must not be buffered here.
  if (!request.headers.get('Content-Type')?.startsWith('application/x-www-form-urlencoded')) return false;
  const intent = (await request.clone().formData()).get('intent');
  return (VENDOR_LINK_INTENTS as readonly unknown[]).includes(intent);
}

/** The active vendors and whether each has a live link, for members who may give links (else none). */
export async function loadVendorLinks(capabilities: Capabilities, role: StaffRole): Promise<VendorLinkRow[]> {
  if (!can(role, 'tasks.setup')) return [];
  try {
    const vendors = await capabilities.use(taskQueries).listVendors({ activeOnly: true });
    const links = capabilities.use(vendorLinkQueries);
    return await Promise.all(
      vendors.map(async (vendor) => ({
        id: vendor.id,
        name: vendor.name,
        language: vendor.language,
        link: await links.linkState(vendor.id),
      })),
    );
  } catch (error) {
    log.error('vendor links failed to load', { error });
    return [];
  }
}

export async function vendorLinkAction(capabilities: Capabilities, request: Request, userId: string) {
  const parsed = vendorLinkSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data(null, { status: 400 });
  const { intent, vendorId } = parsed.data;
  const links = capabilities.use(vendorLinkQueries);
  try {
    if (intent === 'revoke-vendor-links') {
      const revoked = await links.revokeLinks(vendorId);
      log.info('vendor links revoked', { userId, vendorId, revoked });
      return data<VendorLinkAnswer>({ intent, vendorId, revoked });
    }
    const vendor = await capabilities.use(taskQueries).getVendor(vendorId);
    const issued = vendor ? await links.issueLink(vendorId) : null;
    if (!vendor || !issued) return data<VendorLinkAnswer>({ intent, vendorId, error: 'not-found' }, { status: 404 });
    log.info('vendor link issued', { userId, vendorId });
    const url = `${new URL(request.url).origin}${vendorTasksPath(issued.token, vendor.language)}`;
    return data<VendorLinkAnswer>({ intent, vendorId, url, expiresAt: issued.expiresAt });
  } catch (error) {
    log.error('vendor link change failed', { userId, vendorId, intent, error });
    return data<VendorLinkAnswer>({ intent, vendorId, error: 'failed' }, { status: backendFailureStatus(error) });
  }
}
