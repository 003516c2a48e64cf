import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import {
  EnrolmentScan,
  EnrolmentStart,
  ManageTwoFactor,
  RecoveryCodesPanel,
} from '#app/components/admin/TwoFactorPanels';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { getStaffSession } from '#app/server/admin-context.server';
import { loadTwoFactorPage, runTwoFactorAction } from '#app/server/auth/two-factor-page.server';
import type { Route } from './+types/two-factor';

const T = staffTexts.twoFactor;

/**
 * One's authenticator (docs/decisions/021-two-factor.md): add one (scan, first code, then the ten recovery codes
 * shown once), or — for a member who has one — new recovery codes, or remove it. The admin layout lets owners and
 * admins without one reach this page and nothing else.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadTwoFactorPage(request, getStaffSession(request, context, 'back-office'));
}

/** intent=start|confirm|regenerate|remove (app/domain/staff/two-factor.ts twoFactorActionSchema). */
export function action({ request, context }: Route.ActionArgs) {
  return runTwoFactorAction(request, context);
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { enrolled, required, codesLeft, notice, redirectTo } = loaderData;
  const codes = actionData && 'recoveryCodes' in actionData ? actionData.recoveryCodes : undefined;
  const enrolment = actionData && 'enrolment' in actionData ? actionData.enrolment : undefined;
  const result = actionData && 'result' in actionData ? actionData.result : undefined;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={T.title} />
      {notice && !actionData ? <AdminAlert tone="success">{notice}</AdminAlert> : null}
      {codes ? (
        <RecoveryCodesPanel codes={codes} continueTo={redirectTo} />
      ) : enrolment ? (
        <EnrolmentScan enrolment={enrolment} lastResult={result} />
      ) : enrolled ? (
        <ManageTwoFactor required={required} codesLeft={codesLeft} />
      ) : (
        <EnrolmentStart required={required} errors={result?.error?.[''] ?? undefined} />
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(T.title);
