import { data, redirect } from 'react-router';
import { inviteSchema, memberActionSchema, type MemberAction } from '#app/domain/staff/forms';
import { leavesNoActiveOwner, memberLabel, sortMembers, type StaffMemberRow } from '#app/domain/staff/members';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { can } from '#app/domain/staff/roles';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { staffAccounts, type StaffSession } from '#app/server/auth/auth.server';
import { BackendError } from '#app/server/backend/query';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import { staffQueries } from '#app/server/staff/queries.server';

/**
 * The staff page (/admin/staff): the team for owners and admins; invitations, roles, deactivation and password
 * resets for owners. Routes parse and call these. Every write goes through the owner's own capabilities, so row level
 * security checks the role again; what only the server may do to accounts (create one, end its sessions, lift
 * a ban) goes through the auth port's `accounts()`.
 */

export type StaffNotice =
  'invited' | 'reactivated-invited' | 'role' | 'deactivated' | 'reactivated' | 'reset' | 'two-factor-reset';

/** The outcome shown after a redirect: `?done=<notice>&who=<user id>`. */
export function staffNoticeOf(url: URL, members: readonly StaffMemberRow[]): string | null {
  const done = url.searchParams.get('done') as StaffNotice | null;
  const member = members.find((m) => m.user_id === url.searchParams.get('who'));
  if (!done || !member) return null;
  const who = memberLabel(member);
  switch (done) {
    case 'invited':
      return staffTexts.invited(member.email ?? who);
    case 'reactivated-invited':
      return staffTexts.reactivatedInvited(member.email ?? who);
    case 'role':
      return staffTexts.roleChanged(who, member.role);
    case 'deactivated':
      return staffTexts.deactivated(who);
    case 'reactivated':
      return staffTexts.reactivated(who);
    case 'reset':
      return staffTexts.resetSent(who);
    case 'two-factor-reset':
      return staffTexts.twoFactor.resetDone(who);
    default:
      return null;
  }
}

export async function loadStaffPage(session: StaffSession, url: URL) {
  const members = sortMembers(await session.capabilities.use(staffQueries).listStaff());
  return {
    members,
    me: session.user.id,
    canManage: can(session.user.role, 'staff.manage'),
    accountsAvailable: staffAccounts() !== null,
    notice: staffNoticeOf(url, members),
  };
}

const done = (notice: StaffNotice, userId: string) =>
  redirect(`/admin/staff?${new URLSearchParams({ done: notice, who: userId })}`);

/** The refusal of the database's last-owner guard (public.keep_an_active_owner()). */
export function isLastOwnerRefusal(error: unknown): boolean {
  return (
    error instanceof BackendError &&
    error.code === 'constraint' &&
    (error.details?.constraint === 'staff_members_active_owner' || /last active owner/i.test(error.message))
  );
}

const memberError = (error: string, status: number, userId: string | null = null, intent: string | null = null) =>
  data({ memberError: { error, userId, intent } }, { status });

/**
 * The page's action (owners only: the route checks 'staff.manage'): intent=invite (the form), or a member's
 * intent (role, deactivate, reactivate, reset, reset-two-factor).
 */
export async function runStaffAction(session: StaffSession, formData: FormData) {
  if (formData.get('intent') === 'invite') return invite(session, formData);
  const parsed = memberActionSchema.safeParse(
    Object.fromEntries([...formData].filter(([, v]) => typeof v === 'string')),
  );
  if (!parsed.success) return memberError(staffTexts.failed, 400);
  const action = parsed.data;
  try {
    return await memberAction(session, action);
  } catch (error) {
    if (isLastOwnerRefusal(error)) return memberError(staffTexts.lastOwner, 409, action.userId, action.intent);
    log.error('staff change failed', { intent: action.intent, userId: action.userId, error });
    return memberError(staffTexts.failed, backendFailureStatus(error), action.userId, action.intent);
  }
}

async function invite(session: StaffSession, formData: FormData) {
  const submission = parseSubmission(formData, inviteSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { email, name, role } = submission.value;
  const accounts = staffAccounts();
  if (!accounts)
    return data({ result: submission.reply({ formErrors: [staffTexts.accountsUnavailable] }) }, { status: 503 });
  const { capabilities } = session;
  try {
    const members = await capabilities.use(staffQueries).listStaff();
    const existing = members.find((member) => member.email === email);
    if (existing && !existing.deactivated_at) {
      return data({ result: submission.reply({ fieldErrors: { email: [staffTexts.alreadyStaff] } }) }, { status: 409 });
    }
    if (existing) {
      // A former member: back on the list with the role and name given now, and a link to choose a password.
      await capabilities
        .use(staffQueries)
        .updateStaffMember(existing.user_id, { role, name, deactivated_at: null, invitation_pending: true });
      await accounts.restoreAccess(existing.user_id);
      await capabilities.use(staffQueries).issuePasswordLink(existing.user_id, 'invitation');
      log.info('staff member invited again', { userId: existing.user_id, role, by: session.user.id });
      return done('reactivated-invited', existing.user_id);
    }
    const { userId } = await accounts.ensureAccount(email);
    await capabilities.use(staffQueries).addStaffMember({ userId, email, name, role });
    await accounts.restoreAccess(userId);
    await capabilities.use(staffQueries).issuePasswordLink(userId, 'invitation');
    log.info('staff member invited', { userId, role, by: session.user.id });
    return done('invited', userId);
  } catch (error) {
    if (error instanceof BackendError && error.code === 'unique') {
      return data({ result: submission.reply({ fieldErrors: { email: [staffTexts.alreadyStaff] } }) }, { status: 409 });
    }
    log.error('staff invitation failed', { error });
    return data(
      { result: submission.reply({ formErrors: [staffTexts.failed] }) },
      { status: backendFailureStatus(error) },
    );
  }
}

async function memberAction(session: StaffSession, action: MemberAction) {
  const { capabilities } = session;
  const members = await capabilities.use(staffQueries).listStaff();
  const member = members.find((m) => m.user_id === action.userId);
  if (!member) return memberError(staffTexts.notFound, 404, action.userId, action.intent);

  switch (action.intent) {
    case 'role': {
      if (member.role === action.role) return done('role', member.user_id);
      if (leavesNoActiveOwner(members, member.user_id, { role: action.role })) {
        return memberError(staffTexts.lastOwner, 409, member.user_id, action.intent);
      }
      await capabilities.use(staffQueries).updateStaffMember(member.user_id, { role: action.role });
      log.info('staff role changed', {
        userId: member.user_id,
        from: member.role,
        to: action.role,
        by: session.user.id,
      });
      return done('role', member.user_id);
    }
    case 'deactivate': {
      if (member.deactivated_at) return done('deactivated', member.user_id);
      if (member.user_id === session.user.id)
        return memberError(staffTexts.notYourself, 409, member.user_id, action.intent);
      if (leavesNoActiveOwner(members, member.user_id, { deactivate: true })) {
        return memberError(staffTexts.lastOwner, 409, member.user_id, action.intent);
      }
      // Without confirm=yes the page asks first (the no-JavaScript path, as the lists' delete).
      if (!action.confirm) return data({ confirmDeactivate: { userId: member.user_id, label: memberLabel(member) } });
      await capabilities
        .use(staffQueries)
        .updateStaffMember(member.user_id, { deactivated_at: new Date().toISOString() });
      // The staff list already refuses them on their next request; their sessions end too.
      const accounts = staffAccounts();
      if (accounts) await accounts.revokeAccess(member.user_id);
      else
        log.warn('deactivated member: sessions not revoked at the auth server (no SUPABASE_SERVICE_ROLE_KEY)', {
          userId: member.user_id,
        });
      log.info('staff member deactivated', { userId: member.user_id, by: session.user.id });
      return done('deactivated', member.user_id);
    }
    case 'reactivate': {
      if (!member.deactivated_at) return done('reactivated', member.user_id);
      await capabilities.use(staffQueries).updateStaffMember(member.user_id, { deactivated_at: null });
      await staffAccounts()?.restoreAccess(member.user_id);
      log.info('staff member reactivated', { userId: member.user_id, by: session.user.id });
      return done('reactivated', member.user_id);
    }
    case 'reset': {
      if (member.deactivated_at) return memberError(staffTexts.failed, 409, member.user_id, action.intent);
      if (!staffAccounts()) return memberError(staffTexts.accountsUnavailable, 503, member.user_id, action.intent);
      await capabilities
        .use(staffQueries)
        .issuePasswordLink(member.user_id, member.invitation_pending ? 'invitation' : 'reset');
      log.info('staff password link sent', { userId: member.user_id, by: session.user.id });
      return done('reset', member.user_id);
    }
    case 'reset-two-factor': {
      // The route asked the owner for a fresh code first (requireRecentSecondFactor).
      if (member.deactivated_at || member.user_id === session.user.id) {
        return memberError(staffTexts.failed, 409, member.user_id, action.intent);
      }
      const accounts = staffAccounts();
      if (!accounts) return memberError(staffTexts.twoFactor.resetUnavailable, 503, member.user_id, action.intent);
      await accounts.resetSecondFactor(member.user_id);
      log.info('staff second factor reset', { userId: member.user_id, by: session.user.id });
      return done('two-factor-reset', member.user_id);
    }
  }
}
