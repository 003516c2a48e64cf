import type { StaffMemberRow } from '#app/domain/staff/members';
import type { StaffRole } from '#app/domain/staff/roles';
import { asc, eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { STAFF_MEMBER_COLUMNS } from '#app/server/backend/schema';

/** What a one-time link is for, while it can be used. */
export interface PasswordLink {
  user_id: string;
  email: string;
  name: string;
  purpose: 'invitation' | 'reset';
  expires_at: string;
}

export type MemberUpdate = Partial<Pick<StaffMemberRow, 'role' | 'name' | 'deactivated_at' | 'invitation_pending'>>;

/**
 * The staff list's reads and writes, as query descriptions (supabase/migrations/…_staff_roles.sql). Row level
 * security decides: every active member reads the list, only owners add and change members; the links are read
 * and used by the server's service role only.
 */
export function staffQueries(runner: QueryRunner) {
  return {
    async listStaff(): Promise<StaffMemberRow[]> {
      const result = await runner.run({
        kind: 'select',
        table: 'staff_members',
        columns: STAFF_MEMBER_COLUMNS,
        order: [asc('created_at'), asc('user_id')],
        range: { from: 0, to: 999 },
      } as SelectQuery<StaffMemberRow>);
      return result.rows;
    },

    async getStaffMember(userId: string): Promise<StaffMemberRow | null> {
      const result = await runner.run({
        kind: 'select',
        table: 'staff_members',
        columns: STAFF_MEMBER_COLUMNS,
        where: [eq('user_id', userId)],
        single: true,
      } as SelectQuery<StaffMemberRow>);
      return result.rows[0] ?? null;
    },

    /** Lists an account as a member, invited (no password chosen yet). */
    async addStaffMember(member: { userId: string; email: string; name: string; role: StaffRole }): Promise<void> {
      await runner.run({
        kind: 'insert',
        table: 'staff_members',
        values: {
          user_id: member.userId,
          email: member.email,
          name: member.name,
          role: member.role,
          invitation_pending: true,
        },
      });
    },

    /** True when the member exists (and the caller may change them: row level security says owners). */
    async updateStaffMember(userId: string, values: MemberUpdate): Promise<boolean> {
      const result = await runner.run({
        kind: 'update',
        table: 'staff_members',
        values,
        where: [eq('user_id', userId)],
        returning: ['user_id'],
      });
      return result.rows.length === 1;
    },

    /** Sends a member a one-time link by e-mail (owners); the outbox row's id, or null for no such active member. */
    async issuePasswordLink(userId: string, purpose: PasswordLink['purpose']): Promise<string | null> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'issue_staff_password_link',
        args: { p_user_id: userId, p_purpose: purpose },
      });
      const value = result.rows[0]?.value;
      return typeof value === 'string' ? value : null;
    },

    /** What a link is for, while it can be used (service role). */
    async passwordLink(token: string): Promise<PasswordLink | null> {
      const result = await runner.run({ kind: 'rpc', fn: 'staff_password_link', args: { p_token: token } });
      return (result.rows[0] as PasswordLink | undefined) ?? null;
    },

    /** Uses a link, once: the member whose password may now be set, or null (service role). */
    async usePasswordLink(token: string): Promise<string | null> {
      const result = await runner.run({ kind: 'rpc', fn: 'use_staff_password_link', args: { p_token: token } });
      const value = result.rows[0]?.value;
      return typeof value === 'string' ? value : null;
    },
  };
}

export type StaffQueries = ReturnType<typeof staffQueries>;
