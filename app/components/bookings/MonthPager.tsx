import { Link } from 'react-router';

type PageLink = { to: string; label: string };

/**
 * Earlier months, this month (when elsewhere) and later months of a months table, as links (`?month=`), so paging
 * works without JavaScript. The staff calendar and the homeowner's page use it, each with its own words.
 */
export function MonthPager({
  previous,
  current,
  next,
}: {
  previous: PageLink;
  current: PageLink | null;
  next: PageLink;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={previous.to} preventScrollReset className="btn btn-secondary btn-sm">
        <span aria-hidden="true">←</span> {previous.label}
      </Link>
      {current ? (
        <Link to={current.to} preventScrollReset className="btn btn-ghost btn-sm">
          {current.label}
        </Link>
      ) : null}
      <Link to={next.to} preventScrollReset className="btn btn-secondary btn-sm">
        {next.label} <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}
