import { data } from 'react-router';
import { NotFoundScreen } from '#app/components/layout/ErrorScreens';
import { SITE_NAME } from '#app/domain/constants';
import { localeFromPath } from '#app/domain/i18n/locale';
import { errorsTexts } from '#app/domain/i18n/texts/errors';
import type { Route } from './+types/not-found';

/** Catch-all ('*'): every unknown path answers 404 with the site chrome around it. */
export async function loader(_: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

/** A POST to an unknown path is a 404 too, not a 405 from a missing action. */
export async function action(_: Route.ActionArgs) {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: errorsTexts[localeFromPath(location.pathname)].notFoundMetaTitle(SITE_NAME) },
  { name: 'robots', content: 'noindex' },
];

export function ErrorBoundary() {
  return <NotFoundScreen />;
}
