import { SecondStepCard } from '#app/components/auth/SecondStepCard';
import { SITE_NAME } from '#app/domain/constants';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { recoveryCodeSchema } from '#app/domain/staff/two-factor';
import { loadSecondStep, secondStepAction } from '#app/server/auth/second-step.server';
import { documentHeaders } from '#app/server/http/document-headers.server';
import type { Route } from './+types/login-recovery';

const T = staffTexts.twoFactor;

/**
 * The second step of sign-in with a recovery code instead of the app (a lost phone): the code works once, the
 * old authenticator is removed, and the member goes on to add a new one.
 */
export function loader({ request }: Route.LoaderArgs) {
  return loadSecondStep(request, 'recovery');
}

export const headers: Route.HeadersFunction = documentHeaders;

export function action({ request }: Route.ActionArgs) {
  return secondStepAction(request, 'recovery');
}

export default function LoginRecovery({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SecondStepCard
      id="recovery-code"
      title={T.recoveryTitle}
      lead={T.recoveryLead}
      schema={recoveryCodeSchema}
      lastResult={actionData?.result}
      action={loaderData.action}
      redirectTo={loaderData.redirectTo}
      field={{ label: T.recoveryLabel, hint: T.recoveryHint, kind: 'recovery' }}
      submit={T.redeemRecoveryCode}
      other={{ to: loaderData.other, label: T.useApp }}
    />
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `${T.recoveryTitle} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];
