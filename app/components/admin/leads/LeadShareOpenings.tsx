import { Link } from 'react-router';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import { SHARE_OPENING_THROTTLE_MINUTES, type ShareOpening } from '#app/domain/listings/private-sharing';

/**
 * The lead's openings of private share links (issue 31, item 3), oldest first: "Opened the private link to
 * {property} — {when}". The database records them as the link is opened, at most one per link per
 * SHARE_OPENING_THROTTLE_MINUTES. Nothing when the lead was never sent one.
 */
export function LeadShareOpenings({ openings }: { openings: readonly ShareOpening[] }) {
  if (openings.length === 0) return null;
  return (
    <section aria-labelledby="lead-openings-heading" className="flex flex-col gap-3 border-t border-line pt-5">
      <h3 id="lead-openings-heading" className="label font-sans">
        Private links opened <span className="text-fg-subtle">({openings.length})</span>
      </h3>
      <ol className="flex flex-col gap-2 text-sm" data-testid="share-openings">
        {openings.map((opening) => (
          <li key={opening.id}>
            Opened the private link to{' '}
            <Link className="link" to={`/admin/properties/${opening.propertyId}`}>
              {opening.propertyTitle}
            </Link>{' '}
            — <time dateTime={opening.openedAt}>{formatIslandDateTime(opening.openedAt)}</time>
          </li>
        ))}
      </ol>
      <p className="text-xs text-fg-muted">
        One entry per visit: openings of the same link within {SHARE_OPENING_THROTTLE_MINUTES} minutes count once.
      </p>
    </section>
  );
}
