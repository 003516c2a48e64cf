import { LinkButton } from '#app/components/ui/Button';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { listingsTexts } from '#app/domain/listings/texts/listings';

/** The spec's empty results: a title, 'Try adjusting your search filters', and Reset Filters. */
export function ListingsEmptyState({ title, resetTo }: { title: string; resetTo: string }) {
  const t = useTexts(listingsTexts);
  const localized = useLocalizedPath();
  return (
    <div className="card mt-6 flex flex-col items-center gap-3 px-6 py-16 text-center">
      <h3 className="font-display text-3xl text-fg">{title}</h3>
      <p className="text-fg-muted">{t.tryAdjusting}</p>
      <LinkButton to={localized(resetTo)} variant="secondary" className="mt-3">
        {t.resetFilters}
      </LinkButton>
    </div>
  );
}
