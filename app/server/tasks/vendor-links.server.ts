import type { CalendarDate } from '#app/domain/booking/dates';
import type { VendorAction, VendorDay, VendorLinkState, VendorTaskList } from '#app/domain/tasks/vendor';
import type { TaskState } from '#app/domain/tasks/states';
import type { QueryRunner } from '#app/server/backend/query';
import { issuePrivateLink } from '#app/server/bookings/private-links.server';

/**
 * Vendors' private links through the backend port (supabase/migrations/20261209000200_vendor_links.sql;
 * docs/decisions/019-private-links.md). The token is minted here and only its digest reaches the database; a
 * lookup sends the token, which the database hashes. Only security-definer functions touch the links and read
 * a vendor's tasks: visitors have no privilege on any table.
 */

/** What a vendor's button did: changed; someone else was first; not offered; or no such task for this link. */
export type VendorActOutcome = 'changed' | 'stale' | 'refused' | 'not-found';

export function vendorLinkQueries(runner: QueryRunner) {
  const call = async (fn: Parameters<QueryRunner['run']>[0] & { kind: 'rpc' }) =>
    (await runner.run(fn)).rows[0]?.value ?? null;

  return {
    /**
     * The vendor's list for a token, or null when it opens nothing. `today` is honoured for the service role only
     * (the database holds anyone else to the islands' today).
     */
    async vendorTasks(token: string, today?: CalendarDate): Promise<VendorTaskList | null> {
      return (await call({
        kind: 'rpc',
        fn: 'vendor_tasks',
        args: { p_token: token, p_today: today ?? null },
      })) as VendorTaskList | null;
    },

    /** One of the vendor's buttons on one of their tasks, from the state they saw. */
    async act(token: string, taskId: string, action: VendorAction, seen: TaskState): Promise<VendorActOutcome> {
      const outcome = await call({
        kind: 'rpc',
        fn: 'vendor_task_act',
        args: { p_token: token, p_task_id: taskId, p_action: action, p_seen: seen },
      });
      return outcome === 'changed' || outcome === 'stale' || outcome === 'refused' ? outcome : 'not-found';
    },

    /**
     * A new link for the vendor (owners and admins): every earlier one stops working. The token, to show once;
     * null for no such active vendor.
     */
    async issueLink(vendorId: string): Promise<{ token: string; expiresAt: string } | null> {
      const { token, digest } = issuePrivateLink();
      const expiresAt = await call({
        kind: 'rpc',
        fn: 'issue_vendor_link',
        args: { p_vendor_id: vendorId, p_digest: digest },
      });
      return typeof expiresAt === 'string' ? { token, expiresAt } : null;
    },

    /** Every link of the vendor stops working (owners and admins); how many there were. */
    async revokeLinks(vendorId: string): Promise<number> {
      return Number(await call({ kind: 'rpc', fn: 'revoke_vendor_links', args: { p_vendor_id: vendorId } })) || 0;
    },

    async linkState(vendorId: string): Promise<VendorLinkState> {
      const state = (await call({ kind: 'rpc', fn: 'vendor_link_state', args: { p_vendor_id: vendorId } })) as {
        live: number;
        issuedAt: string | null;
        expiresAt: string | null;
      } | null;
      return { live: Number(state?.live ?? 0), issuedAt: state?.issuedAt ?? null, expiresAt: state?.expiresAt ?? null };
    },

    /** The morning e-mails of `day`, once per vendor and day (the service role); how many this call queued. */
    async queueDayMails(day: CalendarDate): Promise<number> {
      return Number(await call({ kind: 'rpc', fn: 'queue_vendor_day_mails', args: { p_day: day } })) || 0;
    },

    /**
     * A morning e-mail's facts with a new link to the vendor's page, minted as it is sent (the service role);
     * null when the vendor is gone or no longer active.
     */
    async vendorDayOfMessage(outboxId: string): Promise<{ day: VendorDay; token: string } | null> {
      const { token, digest } = issuePrivateLink();
      const day = (await call({
        kind: 'rpc',
        fn: 'vendor_day_of_message',
        args: { p_outbox_id: outboxId, p_digest: digest },
      })) as VendorDay | null;
      return day ? { day, token } : null;
    },
  };
}

export type VendorLinkQueries = ReturnType<typeof vendorLinkQueries>;
