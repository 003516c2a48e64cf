import { isRouteErrorResponse } from 'react-router';
import { useTexts } from '#app/components/i18n/locale';
import { propertyTexts } from '#app/domain/listings/texts/property';
import { NotFoundPanel } from './NotFoundPanel';

/**
 * A property's pages (its public address, a private listing's share link) when the property is unknown, not public
 * or the link opens nothing (SPEC §8), in the page's language.
 */
export function PropertyNotFound({ error }: { error: unknown }) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const t = useTexts(propertyTexts);
  return (
    <NotFoundPanel
      title={t.notFoundTitle}
      text={missing ? t.notFoundFallback : t.notFound}
      backTo="/properties"
      backLabel={t.backToProperties}
    />
  );
}
