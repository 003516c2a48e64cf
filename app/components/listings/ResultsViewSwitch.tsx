import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { cx } from '#app/components/ui/cx';
import { useTexts } from '#app/components/i18n/locale';
import { listingsTexts } from '#app/domain/listings/texts/listings';
import { RESULTS_VIEWS, searchInView, type ResultsView } from '#app/domain/listings/results-view';

/**
 * 'List' | 'Map': two links to the same results in the other view, every filter, sort and page kept, so the
 * switch works without JavaScript and a map view can be shared. The current view is marked for assistive
 * technology.
 */
export function ResultsViewSwitch({ view, className }: { view: ResultsView; className?: string }) {
  const t = useTexts(listingsTexts);
  const { pathname, search } = useLocation();
  const labelId = useId();
  return (
    <div className={cx('flex items-center gap-3', className)}>
      <span id={labelId} className="text-sm text-fg-muted">
        {t.viewAs}
      </span>
      <div role="group" aria-labelledby={labelId} className="inline-flex rounded-sm border border-line-strong p-0.5">
        {RESULTS_VIEWS.map((option) => (
          <Link
            key={option}
            to={pathname + searchInView(search, option)}
            preventScrollReset
            aria-current={option === view ? 'page' : undefined}
            className={cx(
              'inline-flex min-h-10 min-w-16 items-center justify-center rounded-[1px] px-4 text-sm transition',
              option === view ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-surface-muted',
            )}
          >
            {option === 'map' ? t.mapView : t.listView}
          </Link>
        ))}
      </div>
    </div>
  );
}
