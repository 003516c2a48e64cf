import { SecondStepCard } from '#app/components/auth/SecondStepCard';
import { SITE_NAME } from '#app/domain/constants';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { secondFactorCodeSchema } from '#app/domain/staff/two-factor';
import { loadSecondStep, secondStepAction } from '#app/server/auth/second-step.server';
import { documentHeaders } from '#app/server/http/document-headers.server';
import type { Route } from './+types/login-verify';

const T = staffTexts.twoFactor;

/**
 * The second step of sign-in: the code from the member's authenticator app, after their password. Also the
 * step-up (`?reason=step-up`): a fresh code before a sensitive change, then back to `redirectTo`.
 */
export function loader({ request }: Route.LoaderArgs) {
  return loadSecondStep(request, 'code');
}

/** The loader's no-store, and a throttled code's Retry-After, travel on the document response too. */
export const headers: Route.HeadersFunction = documentHeaders;

export function action({ request }: Route.ActionArgs) {
  return secondStepAction(request, 'code');
}

export default function LoginVerify({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SecondStepCard
      id="second-factor"
      title={loaderData.stepUp ? T.stepUpTitle : T.codeTitle}
      lead={loaderData.stepUp ? T.stepUpLead : T.codeLead}
      schema={secondFactorCodeSchema}
      lastResult={actionData?.result}
      action={loaderData.action}
      redirectTo={loaderData.redirectTo}
      field={{ label: T.codeLabel, hint: T.codeHint, kind: 'totp' }}
      submit={T.verify}
      other={{ to: loaderData.other, label: T.useRecovery }}
    />
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `${T.codeTitle} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];
