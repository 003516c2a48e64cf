import { isRouteErrorResponse } from 'react-router';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { rentalTexts } from '#app/domain/listings/texts/rental';
import { NotFoundPanel } from './NotFoundPanel';

/**
 * A rental's pages (the villa, its booking request form) when the villa is unknown or not public (SPEC §8),
 * in the page's language. A module of its own, so the property and blog pages don't ship the rental's texts.
 */
export function RentalNotFound({ error }: { error: unknown }) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const t = useTexts(rentalTexts);
  const localized = useLocalizedPath();
  return (
    <NotFoundPanel
      title={t.notFoundTitle}
      text={missing ? t.notFoundFallback : t.notFound}
      backTo={localized('/rentals')}
      backLabel={t.backToRentals}
    />
  );
}
