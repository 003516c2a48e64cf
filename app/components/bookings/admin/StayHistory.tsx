import { formatIslandDateTime, stayEventAction, stayEventDetail } from '#app/domain/booking/desk';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { STAY_STATUS_LABELS } from '#app/domain/booking/stays';
import type { StayEventRow, StayStatus } from '#app/domain/entities';

const text = staffBookingTexts.desk;

const statusLabel = (status: string) => STAY_STATUS_LABELS[status as StayStatus] ?? status;

/** Every change of the stay, oldest first, as the database recorded it: when, who, what, detail. */
export function StayHistory({ events }: { events: readonly StayEventRow[] }) {
  return (
    <section aria-labelledby="history-heading" className="card flex flex-col gap-4 p-5 sm:p-7">
      <h2 id="history-heading" className="font-display text-3xl text-fg">
        {text.historyHeading}
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-fg-muted">{text.historyEmpty}</p>
      ) : (
        <ol className="relative flex flex-col gap-5 border-l border-line pl-5">
          {events.map((event) => {
            const detail = stayEventDetail(event.detail);
            return (
              <li key={event.id} className="relative text-sm">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[calc(1.5625rem+0.5px)] size-2.5 rounded-full border-2 border-surface bg-accent"
                />
                <p className="font-medium text-fg">
                  {stayEventAction(event.action)}
                  {event.from_status && event.from_status !== event.to_status ? (
                    <span className="font-normal text-fg-muted">
                      {' '}
                      · {statusLabel(event.from_status)} → {statusLabel(event.to_status)}
                    </span>
                  ) : null}
                </p>
                <p className="mt-0.5 text-fg-muted">
                  <time dateTime={event.at}>{formatIslandDateTime(event.at)}</time>
                  {' · '}
                  <span className="break-all text-fg">{event.actor}</span>
                </p>
                {detail ? <p className="mt-0.5 text-fg-muted">{detail}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
