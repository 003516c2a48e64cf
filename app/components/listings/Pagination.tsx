import { Link } from 'react-router';
import { cx } from '#app/components/ui/cx';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { listingsTexts } from '#app/domain/listings/texts/listings';

/** Page links that keep the current filters; the current page is marked for assistive technology. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = 'Pagination',
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  const t = useTexts(listingsTexts);
  const localized = useLocalizedPath();
  if (pageCount <= 1) return null;
  // Callers give English paths; the links stay in the page's language.
  const href = (p: number) => localized(hrefFor(p));
  const pages = visiblePages(page, pageCount);
  const item = 'inline-flex min-w-11 items-center justify-center rounded-sm border px-3 py-2 text-sm transition';
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} className={cx(item, 'border-line hover:border-line-strong')} rel="prev">
          {t.previous}
        </Link>
      ) : null}
      {pages.map((p, index) =>
        p === null ? (
          <span key={`gap-${index}`} className="px-2 text-fg-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t.pageN(p)}
            className={cx(
              item,
              p === page ? 'border-primary bg-primary text-primary-fg' : 'border-line hover:border-line-strong',
            )}
          >
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={href(page + 1)} className={cx(item, 'border-line hover:border-line-strong')} rel="next">
          {t.next}
        </Link>
      ) : null}
    </nav>
  );
}

/** First, last, and the neighbours of the current page, with gaps as null. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}
