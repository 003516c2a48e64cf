import type { HomeownerAccountRow } from '#app/domain/homeowners/owner-page';
import { asc, eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { HOMEOWNER_ACCOUNT_COLUMNS } from '#app/server/backend/schema';

/** What a homeowner's one-time link opens, while it can be used. */
export interface HomeownerAccountLink {
  user_id: string;
  email: string;
  name: string;
  language: 'en' | 'fr';
  expires_at: string;
}

/**
 * Homeowners' accounts (supabase/migrations/…_homeowner_accounts.sql) as query descriptions. Row level security
 * decides: staff read them, owners and admins add, deactivate and remove them, a homeowner reads their own; the
 * links are read and used by the server's service role only.
 */
export function homeownerAccountQueries(runner: QueryRunner) {
  const rpcValue = async (
    fn: 'issue_homeowner_account_link' | 'use_homeowner_account_link',
    args: Record<string, unknown>,
  ) => {
    const value = (await runner.run({ kind: 'rpc', fn, args })).rows[0]?.value;
    return typeof value === 'string' ? value : null;
  };
  return {
    async listAccounts(homeownerId: string): Promise<HomeownerAccountRow[]> {
      const result = await runner.run({
        kind: 'select',
        table: 'homeowner_accounts',
        columns: HOMEOWNER_ACCOUNT_COLUMNS,
        where: [eq('homeowner_id', homeownerId)],
        order: [asc('created_at'), asc('email')],
      } as SelectQuery<HomeownerAccountRow>);
      return result.rows;
    },

    async getAccount(userId: string): Promise<HomeownerAccountRow | null> {
      const result = await runner.run({
        kind: 'select',
        table: 'homeowner_accounts',
        columns: HOMEOWNER_ACCOUNT_COLUMNS,
        where: [eq('user_id', userId)],
        single: true,
      } as SelectQuery<HomeownerAccountRow>);
      return result.rows[0] ?? null;
    },

    async addAccount(account: { userId: string; homeownerId: string; email: string }): Promise<void> {
      await runner.run({
        kind: 'insert',
        table: 'homeowner_accounts',
        values: { user_id: account.userId, homeowner_id: account.homeownerId, email: account.email },
      });
    },

    /** True when the account exists (and the caller may change it). */
    async setActive(userId: string, active: boolean): Promise<boolean> {
      const values = active
        ? { deactivated_at: null, invitation_pending: true }
        : { deactivated_at: new Date().toISOString() };
      const result = await runner.run({
        kind: 'update',
        table: 'homeowner_accounts',
        values,
        where: [eq('user_id', userId)],
        returning: ['user_id'],
      });
      return result.rows.length === 1;
    },

    async removeAccount(userId: string): Promise<boolean> {
      const result = await runner.run({
        kind: 'delete',
        table: 'homeowner_accounts',
        where: [eq('user_id', userId)],
        returning: ['user_id'],
      });
      return result.rows.length === 1;
    },

    /** Queues a one-time link by e-mail (owners and admins): the outbox row's id, or null for no active account. */
    issueLink: (userId: string) => rpcValue('issue_homeowner_account_link', { p_user_id: userId }),

    /** What a link opens, while it can be used (service role). */
    async link(token: string): Promise<HomeownerAccountLink | null> {
      const result = await runner.run({ kind: 'rpc', fn: 'homeowner_account_link', args: { p_token: token } });
      return (result.rows[0] as HomeownerAccountLink | undefined) ?? null;
    },

    /** Uses a link, once: the account whose password may now be set, or null (service role). */
    useLink: (token: string) => rpcValue('use_homeowner_account_link', { p_token: token }),

    /** Whom an invitation e-mail greets and in which language (service role, the mail worker). */
    async invitationOfMessage(outboxId: string): Promise<{ name: string; language: 'en' | 'fr' } | null> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'homeowner_invitation_of_message',
        args: { p_outbox_id: outboxId },
      });
      const value = result.rows[0]?.value as { name?: unknown; language?: unknown } | null | undefined;
      if (!value || typeof value.name !== 'string') return null;
      return { name: value.name, language: value.language === 'fr' ? 'fr' : 'en' };
    },
  };
}

export type HomeownerAccountQueries = ReturnType<typeof homeownerAccountQueries>;
