import { AdminAlert } from '#app/components/admin/AdminPage';
import { arrivalInfoTexts, type StayArrivalDetailsRow } from '#app/domain/booking/arrival-info-form';
import { formatCalendarDate, parseCalendarDate } from '#app/domain/booking/dates';
import { formatIslandDateTime } from '#app/domain/booking/desk';

const text = arrivalInfoTexts;

/** The guest's arrival details on the staff's booking page: read only (the guest gives them on their page). */
export function ArrivalDetailsCard({ details }: { details: StayArrivalDetailsRow | null | 'failed' }) {
  if (details === 'failed') return <AdminAlert>{text.loadFailed}</AdminAlert>;
  const labels = text.staffCardLabels;
  const day = details ? parseCalendarDate(details.arrival_date.slice(0, 10)) : null;
  return (
    <section aria-labelledby="arrival-details-heading" className="card p-5 sm:p-6" data-testid="arrival-details">
      <h2 id="arrival-details-heading" className="font-display text-2xl text-fg">
        {text.staffCardTitle}
      </h2>
      {details ? (
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-fg-muted">{labels.arrival}</dt>
            <dd className="mt-1 text-fg">
              {day ? formatCalendarDate(day, 'long') : details.arrival_date} · {details.arrival_time.slice(0, 5)}
            </dd>
          </div>
          <div>
            <dt className="text-fg-muted">{labels.flight}</dt>
            <dd className="mt-1 text-fg">{details.flight ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">{labels.guestNames}</dt>
            <dd className="mt-1 whitespace-pre-line text-fg">{details.guest_names}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">{labels.conciergeRequests}</dt>
            <dd className="mt-1 whitespace-pre-line text-fg">{details.concierge_requests ?? '—'}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-fg-muted">{labels.updatedAt}</dt>
            <dd className="mt-1 text-fg">{formatIslandDateTime(details.updated_at)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-fg-muted">{text.staffCardNone}</p>
      )}
    </section>
  );
}
