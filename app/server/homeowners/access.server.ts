import { z } from '#app/domain/zod';
import type { HomeownerAccountRow, OwnerStayRequestRow } from '#app/domain/homeowners/owner-page';
import { homeownerAccountTexts as text } from '#app/domain/homeowners/texts/accounts';
import { can } from '#app/domain/staff/roles';
import { staffAccounts, type StaffSession } from '#app/server/auth/auth.server';
import { BackendError } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { homeownerAccountQueries } from './accounts.server';
import { homeownerQueries } from './homeowners.server';
import { ownerStayQueries } from './owner-stays.server';

/**
 * The homeowner's access, on /admin/homeowners/:id (issue 29, item 5): their accounts — invited with a one-time
 * link like staff (the auth port's accounts() makes the account; the database queues the e-mail), deactivated or
 * removed by owners and admins ('homeowners.manage') — and their owner-stay requests, accepted into a block or
 * declined by any member ('homeowners': agents arrange owner stays, decision 030). Row level security and the
 * database functions check the same again.
 */

export const ACCESS_INTENTS = [
  'account-invite',
  'account-link',
  'account-deactivate',
  'account-remove',
  'owner-stay-accept',
  'owner-stay-decline',
] as const;
export type AccessIntent = (typeof ACCESS_INTENTS)[number];

export const isAccessIntent = (formData: FormData): boolean =>
  (ACCESS_INTENTS as readonly unknown[]).includes(formData.get('intent'));

const accessSchema = z.object({
  intent: z.enum(ACCESS_INTENTS),
  email: z.string().trim().toLowerCase().max(320).optional(),
  userId: z.uuid().optional(),
  requestId: z.uuid().optional(),
});

export interface AccessView {
  accounts: HomeownerAccountRow[];
  requests: (OwnerStayRequestRow & { title: string })[];
  /** The homeowner's addresses without an account yet (the invitation's choices). */
  invitable: string[];
  notice: string | null;
}

export async function loadHomeownerAccess(
  capabilities: Capabilities,
  homeowner: { id: string; emails: string[] },
  titles: ReadonlyMap<string, string>,
  url: URL,
): Promise<AccessView> {
  const [accounts, requests] = await Promise.all([
    capabilities.use(homeownerAccountQueries).listAccounts(homeowner.id),
    capabilities.use(ownerStayQueries).listRequests({ homeownerId: homeowner.id, status: 'requested' }),
  ]);
  const taken = new Set(accounts.map((account) => account.email));
  const who = url.searchParams.get('account') ?? '';
  const notices: Record<string, (email: string) => string> = {
    invited: text.invited,
    link: text.linkSent,
    deactivated: text.deactivated,
    removed: text.removed,
  };
  const done = url.searchParams.get('access');
  return {
    accounts,
    requests: requests.map((request) => ({ ...request, title: titles.get(request.rental_id) ?? request.rental_id })),
    invitable: homeowner.emails.filter((email) => !taken.has(email)),
    notice:
      done === 'accepted'
        ? text.acceptedNotice
        : done === 'declined'
          ? text.declinedNotice
          : done && notices[done] && who
            ? notices[done](who)
            : null,
  };
}

export type AccessOutcome = { done: string; who?: string } | { error: string; status: number };

const refused = (error: string, status: number): AccessOutcome => ({ error, status });

export async function homeownerAccessAction(
  session: StaffSession,
  homeownerId: string,
  formData: FormData,
): Promise<AccessOutcome> {
  const parsed = accessSchema.safeParse(Object.fromEntries([...formData].filter(([, v]) => typeof v === 'string')));
  if (!parsed.success) return refused(text.failed, 400);
  const input = parsed.data;
  const { capabilities, user } = session;
  const isDecision = input.intent === 'owner-stay-accept' || input.intent === 'owner-stay-decline';
  if (!can(user.role, isDecision ? 'homeowners' : 'homeowners.manage')) return refused(text.failed, 403);
  try {
    if (isDecision) {
      const accept = input.intent === 'owner-stay-accept';
      const decided = await capabilities.use(ownerStayQueries).decide(input.requestId ?? '', accept);
      if (!decided) return refused(text.decided, 409);
      log.info('owner stay request decided', { requestId: input.requestId, accept, by: user.id });
      return { done: accept ? 'accepted' : 'declined' };
    }
    if (input.intent === 'account-invite') return await invite(session, homeownerId, input.email ?? '');
    const accounts = capabilities.use(homeownerAccountQueries);
    const account = input.userId ? await accounts.getAccount(input.userId) : null;
    if (!account || account.homeowner_id !== homeownerId) return refused(text.notFound, 404);
    switch (input.intent) {
      case 'account-link': {
        if (account.deactivated_at) {
          await accounts.setActive(account.user_id, true);
          await staffAccounts()?.restoreAccess(account.user_id);
        }
        await accounts.issueLink(account.user_id);
        return { done: 'link', who: account.email };
      }
      case 'account-deactivate':
      case 'account-remove': {
        if (input.intent === 'account-remove') await accounts.removeAccount(account.user_id);
        else await accounts.setActive(account.user_id, false);
        // Their next request is refused already (the account is read on each); their sessions end too.
        await staffAccounts()?.revokeAccess(account.user_id);
        log.info('homeowner account closed', { userId: account.user_id, intent: input.intent, by: user.id });
        return { done: input.intent === 'account-remove' ? 'removed' : 'deactivated', who: account.email };
      }
    }
  } catch (error) {
    if (error instanceof BackendError && error.code === 'overlap') return refused(text.notFree, 409);
    log.error('homeowner access change failed', { intent: input.intent, error });
    return refused(text.failed, backendFailureStatus(error));
  }
  return refused(text.failed, 400);
}

async function invite(session: StaffSession, homeownerId: string, email: string): Promise<AccessOutcome> {
  const { capabilities, user } = session;
  const homeowner = await capabilities.use(homeownerQueries).getHomeowner(homeownerId);
  if (!homeowner) return refused(text.notFound, 404);
  if (!homeowner.emails.includes(email)) return refused(text.notTheirs, 400);
  const accounts = staffAccounts();
  if (!accounts) return refused(text.unavailable, 503);
  const { userId } = await accounts.ensureAccount(email);
  const existing = await capabilities.use(homeownerAccountQueries).getAccount(userId);
  if (existing && existing.homeowner_id !== homeownerId) return refused(text.alreadyOther, 409);
  try {
    if (existing) await capabilities.use(homeownerAccountQueries).setActive(userId, true);
    else await capabilities.use(homeownerAccountQueries).addAccount({ userId, homeownerId, email });
  } catch (error) {
    if (error instanceof BackendError && error.code === 'constraint') return refused(text.staffAddress, 409);
    if (error instanceof BackendError && error.code === 'unique') return refused(text.alreadyOther, 409);
    throw error;
  }
  await accounts.restoreAccess(userId);
  await capabilities.use(homeownerAccountQueries).issueLink(userId);
  log.info('homeowner invited', { userId, homeownerId, by: user.id });
  return { done: 'invited', who: email };
}
