import { Link } from 'react-router';
import { AdminTable, Header } from '#app/components/admin/AdminListControls';
import { formatStayDates } from '#app/domain/booking/dates';
import type { DeskStay } from '#app/domain/booking/desk';
import { STAFF_BOOKING_MESSAGES } from '#app/domain/booking/staff-messages';
import { STAY_SOURCE_LABELS } from '#app/domain/booking/stays';
import { formatMoney } from '#app/domain/currency';
import { formatDate } from '#app/domain/format';
import { StayStatusBadge } from './StayStatusBadge';

const text = STAFF_BOOKING_MESSAGES.desk;

/** The bookings list's table: one row a stay, its reference linking to the booking. */
export function StayTable({ rows }: { rows: readonly DeskStay[] }) {
  return (
    <AdminTable
      caption={text.listCaption}
      minWidth="64rem"
      head={
        <>
          <Header>{text.columns.reference}</Header>
          <Header>{text.columns.villa}</Header>
          <Header>{text.columns.dates}</Header>
          <Header>{text.columns.guest}</Header>
          <Header>{text.columns.status}</Header>
          <Header className="text-right">{text.columns.total}</Header>
          <Header>{text.columns.created}</Header>
        </>
      }
    >
      {rows.map((stay) => (
        <tr key={stay.id} className="bg-surface align-top transition-colors hover:bg-surface-muted/60">
          <td className="px-3 py-3">
            <Link
              to={`/admin/bookings/${stay.id}`}
              className="font-mono text-[0.8125rem] font-medium tracking-wide whitespace-nowrap text-fg hover:text-accent"
            >
              {stay.reference}
            </Link>
          </td>
          <td className="px-3 py-3 text-fg">{stay.rentalTitle ?? '—'}</td>
          <td className="px-3 py-3">
            <span className="block whitespace-nowrap text-fg">{formatStayDates(stay.checkIn, stay.checkOut)}</span>
            <span className="block text-xs text-fg-muted">{text.nightsCount(stay.nights)}</span>
          </td>
          <td className="px-3 py-3">
            {stay.guestName ? (
              <>
                <span className="block text-fg">{stay.guestName}</span>
                {stay.guests !== null ? (
                  <span className="block text-xs text-fg-muted">{text.guestsCount(stay.guests)}</span>
                ) : null}
              </>
            ) : (
              <span className="text-fg-muted">{STAY_SOURCE_LABELS[stay.source]}</span>
            )}
          </td>
          <td className="px-3 py-3">
            <StayStatusBadge status={stay.status} />
          </td>
          <td className="px-3 py-3 text-right whitespace-nowrap text-fg tabular-nums">
            {stay.total === null ? (
              <span className="text-fg-muted">{text.noTotal}</span>
            ) : (
              formatMoney(stay.total, stay.currency)
            )}
          </td>
          <td className="px-3 py-3 whitespace-nowrap text-fg-muted">{formatDate(stay.createdAt)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
