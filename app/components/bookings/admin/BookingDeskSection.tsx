import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate, formatStayDates } from '#app/domain/booking/dates';
import { formatIslandDateTime, type DeskStay } from '#app/domain/booking/desk';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';

const text = staffBookingTexts.desk;

export interface BookingDeskData {
  pendingRequests: number;
  expiringOptions: DeskStay[];
  arrivals: DeskStay[];
}

/**
 * The dashboard's booking desk: requests waiting for an answer, options whose deadline is near, and the
 * guests arriving soon, each linking to its booking. `desk` null: it could not be read (the rest of the
 * dashboard is unaffected).
 */
export function BookingDeskSection({ desk, now }: { desk: BookingDeskData | null; now: number }) {
  return (
    <section aria-labelledby="desk-heading" className="flex flex-col gap-4">
      <div className="flex items-end justify-between">
        <h2 id="desk-heading" className="section-title">
          {text.dashboard.heading}
        </h2>
        <Link to="/admin/bookings" className="link text-sm">
          {text.dashboard.viewAll}
        </Link>
      </div>
      {desk === null ? (
        <p role="alert" className="rounded-sm bg-danger-soft p-4 text-sm text-danger">
          {text.dashboard.failed}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,1fr)]">
          <div className="card card-interactive relative flex flex-col p-5">
            <p className="text-xs tracking-[0.16em] text-fg-muted uppercase">
              <Link to="/admin/bookings?status=requested" className="after:absolute after:inset-0">
                {text.dashboard.pending}
              </Link>
            </p>
            <p className="mt-2 font-display text-5xl text-fg">{desk.pendingRequests}</p>
            <p className="mt-auto pt-3 text-sm text-accent">{text.dashboard.viewPending} →</p>
          </div>
          <DeskList headingId="desk-expiring" title={text.dashboard.expiring} empty={text.dashboard.noExpiring}>
            {desk.expiringOptions.map((stay) => (
              <DeskItem
                key={stay.id}
                stay={stay}
                lead={<span className="font-mono text-xs tracking-wide">{stay.reference}</span>}
                detail={
                  stay.optionExpiresAt ? (
                    <span
                      className={
                        new Date(stay.optionExpiresAt).getTime() <= now ? 'font-medium text-danger' : undefined
                      }
                    >
                      {text.dashboard.until(formatIslandDateTime(stay.optionExpiresAt))}
                    </span>
                  ) : null
                }
              />
            ))}
          </DeskList>
          <DeskList headingId="desk-arrivals" title={text.dashboard.arrivals} empty={text.dashboard.noArrivals}>
            {desk.arrivals.map((stay) => (
              <DeskItem
                key={stay.id}
                stay={stay}
                lead={<span className="text-xs font-semibold">{formatCalendarDate(stay.checkIn, 'weekday')}</span>}
                detail={`${formatStayDates(stay.checkIn, stay.checkOut)} · ${text.nightsCount(stay.nights)}`}
              />
            ))}
          </DeskList>
        </div>
      )}
    </section>
  );
}

function DeskList({
  headingId,
  title,
  empty,
  children,
}: {
  headingId: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={headingId} className="card flex flex-col p-5">
      <h3 id={headingId} className="font-sans text-xs font-normal tracking-[0.16em] text-fg-muted uppercase">
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">{children}</ul>
      )}
    </section>
  );
}

function DeskItem({ stay, lead, detail }: { stay: DeskStay; lead: ReactNode; detail: ReactNode }) {
  return (
    <li>
      <Link
        to={`/admin/bookings/${stay.id}`}
        className="-mx-2 flex flex-col gap-0.5 rounded-sm px-2 py-2.5 text-sm transition-colors hover:bg-surface-muted"
      >
        <span className="flex items-baseline justify-between gap-3 text-fg-muted">
          {lead}
          <span className="truncate text-right text-xs">{stay.guestName ?? ''}</span>
        </span>
        <span className="truncate font-medium text-fg">{stay.rentalTitle ?? stay.reference}</span>
        <span className="text-xs text-fg-muted">{detail}</span>
      </Link>
    </li>
  );
}
