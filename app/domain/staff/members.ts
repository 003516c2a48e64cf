import type { StaffRole } from './roles';

/** A row of public.staff_members as the staff page reads it. */
export interface StaffMemberRow {
  user_id: string;
  role: StaffRole;
  /** '' until someone gives one. */
  name: string;
  /** Null only for a member listed before the e-mail was kept, whose account has none. */
  email: string | null;
  /** Invited, and no password chosen yet. */
  invitation_pending: boolean;
  deactivated_at: string | null;
  created_at: string;
  updated_at: string;
}

export type MemberState = 'active' | 'invited' | 'deactivated';

export function memberState(member: Pick<StaffMemberRow, 'invitation_pending' | 'deactivated_at'>): MemberState {
  if (member.deactivated_at) return 'deactivated';
  return member.invitation_pending ? 'invited' : 'active';
}

/** How the back office names a member: their name, else their e-mail. */
export function memberLabel(member: Pick<StaffMemberRow, 'name' | 'email'>): string {
  return member.name.trim() || member.email || 'A staff member';
}

/** What a change would make of a member: another role, or deactivated. */
export type MemberChange = { role: StaffRole } | { deactivate: true };

/**
 * Whether a change would leave the team without an active owner — the one thing the staff page never allows
 * (the database refuses it too: public.keep_an_active_owner()).
 */
export function leavesNoActiveOwner(
  members: readonly Pick<StaffMemberRow, 'user_id' | 'role' | 'deactivated_at'>[],
  userId: string,
  change: MemberChange,
): boolean {
  const after = members.map((member) => {
    if (member.user_id !== userId) return member;
    return 'role' in change ? { ...member, role: change.role } : { ...member, deactivated_at: 'now' };
  });
  return !after.some((member) => member.role === 'owner' && !member.deactivated_at);
}

/** The staff list's order: active first, then invited, then deactivated; owners, admins, agents; by name. */
export function sortMembers<T extends StaffMemberRow>(members: readonly T[]): T[] {
  const stateRank: Record<MemberState, number> = { active: 0, invited: 1, deactivated: 2 };
  const roleRank: Record<StaffRole, number> = { owner: 0, admin: 1, agent: 2 };
  return [...members].sort(
    (a, b) =>
      stateRank[memberState(a)] - stateRank[memberState(b)] ||
      roleRank[a.role] - roleRank[b.role] ||
      memberLabel(a).localeCompare(memberLabel(b), 'en'),
  );
}
