import type { SubmissionResult } from '@conform-to/react';
import { data, redirect } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { FeedCard } from '#app/components/feeds/FeedCard';
import { formatDate } from '#app/domain/format';
import { feedAddress, isPortal, PORTAL_NAMES, type Portal } from '#app/domain/feeds/portals';
import { feedSettingsSchema } from '#app/domain/feeds/settings';
import { feedSettingsTexts as text } from '#app/domain/feeds/texts/settings';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { portalFeedQueries } from '#app/server/feeds/queries.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus } from '#app/server/http/action-answers.server';
import { requestOrigin } from '#app/server/http/origin.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/feed-settings';

/**
 * /admin/settings/feeds (issue 32, item 1; docs/decisions/040-portal-feeds.md): each portal feed's address to copy,
 * on or off with the agency's account at the portal, and a new key. Owners and admins only ('feeds'), as the
 * table's row level security. It holds secrets: like every admin page it is `private, no-store` (the layout).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'feeds');
  const origin = requestOrigin(request);
  const feeds = (await capabilities.use(portalFeedQueries).list()).map((row) => ({
    portal: row.portal,
    enabled: row.enabled,
    accountId: row.account_id,
    address: feedAddress(origin, row.portal, row.token),
    renewedAt: formatDate(row.token_renewed_at),
  }));
  const url = new URL(request.url);
  const portal = url.searchParams.get('portal');
  const done = url.searchParams.get('done');
  const notice =
    isPortal(portal) && done === 'saved'
      ? text.saved(PORTAL_NAMES[portal])
      : isPortal(portal) && done === 'renewed'
        ? text.renewed(PORTAL_NAMES[portal])
        : null;
  return { feeds, notice };
}

type Answer = { result: SubmissionResult<string[]>; portal: Portal | null };

export async function action({ request, context }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'feeds');
  const formData = await request.formData();
  const posted = formData.get('portal');
  const portal = isPortal(posted) ? posted : null;
  const submission = parseSubmission(formData, feedSettingsSchema);
  if (submission.status !== 'success') return data<Answer>({ result: submission.reply(), portal }, { status: 400 });
  const input = submission.value;
  const queries = capabilities.use(portalFeedQueries);
  try {
    const done =
      input.intent === 'save'
        ? await queries.save(input.portal, { enabled: input.enabled, accountId: input.accountId })
        : (await queries.renew(input.portal)) !== null;
    if (!done) throw new Error(`The ${input.portal} feed row is missing`);
  } catch (error) {
    log.error('portal feed settings not saved', { portal: input.portal, intent: input.intent, error });
    return data<Answer>(
      { result: submission.reply({ formErrors: [text.failed] }), portal },
      { status: backendFailureStatus(error) },
    );
  }
  return redirect(`/admin/settings/feeds?done=${input.intent === 'save' ? 'saved' : 'renewed'}&portal=${input.portal}`);
}

export default function FeedSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { feeds, notice } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.title} />
      <p className="max-w-3xl text-fg-muted">{text.lead}</p>
      {notice && !actionData ? <AdminAlert tone="success">{notice}</AdminAlert> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {feeds.map((feed) => (
          <FeedCard
            key={feed.portal}
            feed={feed}
            lastResult={actionData?.portal === feed.portal ? actionData.result : undefined}
          />
        ))}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);
