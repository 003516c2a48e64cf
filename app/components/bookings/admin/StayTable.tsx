import { Link } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { stayDateParts, type CalendarDate } from '#app/domain/booking/dates';
import type { DeskStay } from '#app/domain/booking/desk';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { STAY_SOURCE_LABELS } from '#app/domain/booking/stays';
import { formatMoney } from '#app/domain/currency/currency';
import { formatDate } from '#app/domain/format';
import { StayStatusBadge } from './StayStatusBadge';

const text = staffBookingTexts.desk;

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
        <Row key={stay.id} className="bg-surface transition-colors hover:bg-surface-muted/60">
          <Cell wide>
            <Link
              to={`/admin/bookings/${stay.id}`}
              className="font-mono text-[0.8125rem] font-medium tracking-wide whitespace-nowrap text-fg hover:text-accent max-md:inline-flex max-md:min-h-6 max-md:items-center"
            >
              {stay.reference}
            </Link>
          </Cell>
          <Cell label={text.columns.villa} wide className="text-fg">
            {stay.rentalTitle ?? '—'}
          </Cell>
          <Cell label={text.columns.dates}>
            <StayDates checkIn={stay.checkIn} checkOut={stay.checkOut} />
            <span className="block text-xs text-fg-muted">{text.nightsCount(stay.nights)}</span>
          </Cell>
          <Cell label={text.columns.guest}>
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
          </Cell>
          <Cell label={text.columns.status}>
            <StayStatusBadge status={stay.status} />
          </Cell>
          <Cell
            label={text.columns.total}
            className="text-right whitespace-nowrap text-fg tabular-nums max-md:text-left"
          >
            {stay.total === null ? (
              <span className="text-fg-muted">{text.noTotal}</span>
            ) : (
              formatMoney(stay.total, stay.currency)
            )}
          </Cell>
          <Cell label={text.columns.created} className="whitespace-nowrap text-fg-muted">
            {formatDate(stay.createdAt)}
          </Cell>
        </Row>
      ))}
    </AdminTable>
  );
}

/** A stay's dates: each date kept on one line, the line broken after the dash when the cell is narrow (a phone). */
function StayDates({ checkIn, checkOut }: { checkIn: CalendarDate; checkOut: CalendarDate }) {
  const [from, to] = stayDateParts(checkIn, checkOut);
  return (
    <span className="block text-fg">
      <span className="whitespace-nowrap">{from}</span> – <span className="whitespace-nowrap">{to}</span>
    </span>
  );
}
