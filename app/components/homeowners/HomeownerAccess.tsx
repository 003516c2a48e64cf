import { Form, useNavigation } from 'react-router';
import { AdminAlert } from '#app/components/admin/AdminPage';
import { Button } from '#app/components/ui/Button';
import { formatStayDates, type CalendarDate } from '#app/domain/booking/dates';
import type { HomeownerAccountRow, OwnerStayRequestRow } from '#app/domain/homeowners/owner-page';
import { homeownerAccountTexts as text } from '#app/domain/homeowners/texts/accounts';
import { Panel } from './HomeownerHoldings';

/** One small POST of the panel: its intent, the row it is about, one button. Works without JavaScript. */
function IntentButton({
  intent,
  name,
  value,
  label,
  variant = 'secondary',
}: {
  intent: string;
  name: 'userId' | 'requestId';
  value: string;
  label: string;
  variant?: 'primary' | 'secondary' | 'ghost';
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get(name) === value;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <Button type="submit" variant={variant} size="sm" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

/**
 * The homeowner's access on /admin/homeowners/:id (issue 29, item 5): their accounts to their own page — invited
 * by owners and admins with a one-time link by e-mail, a new link, deactivated, removed — and their owner-stay
 * requests waiting, which any member accepts into a block or declines.
 */
export function HomeownerAccess({
  accounts,
  invitable,
  requests,
  canManage,
  notice,
  error,
}: {
  accounts: readonly HomeownerAccountRow[];
  invitable: readonly string[];
  requests: readonly (OwnerStayRequestRow & { title: string })[];
  canManage: boolean;
  notice: string | null;
  error: string | null;
}) {
  const navigation = useNavigation();
  const inviting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'account-invite';
  return (
    <>
      {error ? <AdminAlert tone="danger">{error}</AdminAlert> : null}
      {notice && !error ? <AdminAlert tone="success">{notice}</AdminAlert> : null}
      <Panel id="homeowner-access" title={text.title} description={text.description}>
        {accounts.length === 0 ? <p className="text-sm text-fg-muted">{text.none}</p> : null}
        <ul className="flex flex-col divide-y divide-line">
          {accounts.map((account) => (
            <li key={account.user_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col">
                <span className="break-all text-fg">{account.email}</span>
                <span className="text-xs text-fg-muted">
                  {text.state(account.invitation_pending, account.deactivated_at !== null)}
                </span>
              </div>
              {canManage ? (
                <div className="flex flex-wrap gap-2">
                  <IntentButton
                    intent="account-link"
                    name="userId"
                    value={account.user_id}
                    label={account.deactivated_at ? text.reactivate : text.sendLink}
                  />
                  {account.deactivated_at ? null : (
                    <IntentButton
                      intent="account-deactivate"
                      name="userId"
                      value={account.user_id}
                      label={text.deactivate}
                    />
                  )}
                  <IntentButton
                    intent="account-remove"
                    name="userId"
                    value={account.user_id}
                    label={text.remove}
                    variant="ghost"
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {canManage && invitable.length > 0 ? (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="account-invite" />
            <label className="flex min-w-0 flex-col gap-1 text-sm">
              <span className="text-fg-muted">{text.email}</span>
              <select name="email" className="select" required defaultValue={invitable[0]}>
                {invitable.map((email) => (
                  <option key={email} value={email}>
                    {email}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" pending={inviting} pendingLabel={text.inviting}>
              {text.invite}
            </Button>
          </Form>
        ) : null}
      </Panel>
      <Panel id="homeowner-owner-stays" title={text.requestsTitle} description={text.requestsDescription}>
        {requests.length === 0 ? (
          <p className="text-sm text-fg-muted">{text.requestsNone}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {requests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 flex-col">
                  <span className="text-fg">
                    {request.title} ·{' '}
                    {formatStayDates(request.check_in as CalendarDate, request.check_out as CalendarDate, 'en')}
                  </span>
                  {request.note ? <span className="text-xs break-words text-fg-muted">{request.note}</span> : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  <IntentButton
                    intent="owner-stay-accept"
                    name="requestId"
                    value={request.id}
                    label={text.accept}
                    variant="primary"
                  />
                  <IntentButton intent="owner-stay-decline" name="requestId" value={request.id} label={text.decline} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
