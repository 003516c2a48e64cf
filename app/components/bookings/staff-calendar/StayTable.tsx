import { Link } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { rowButtonClass } from '#app/components/admin/RowActions';
import { Badge } from '#app/components/ui/Badge';
import { formatStayDates } from '#app/domain/booking/dates';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { STAY_STATUS_LABELS } from '#app/domain/booking/stays';
import { plural } from '#app/domain/format';
import { ConfirmButton } from './ConfirmAction';
import { STAY_STATUS_TONES } from './stay-styles';
import type { CalendarStay } from '#app/domain/booking/staff-calendar';

const text = staffBookingTexts.staffCalendar;

/** The stays and blocks of the months shown, as a table: dates, kind, guest or note, status, what to do. */
export function StayTable({ stays }: { stays: readonly CalendarStay[] }) {
  if (stays.length === 0) {
    return <p className="text-sm text-fg-muted">No stays or blocks in these months.</p>;
  }
  return (
    <AdminTable
      caption="Stays and blocks in these months"
      minWidth="40rem"
      head={
        <>
          <Header>Dates</Header>
          <Header>Kind</Header>
          <Header>Guest or note</Header>
          <Header>Status</Header>
          <Header className="text-right">Actions</Header>
        </>
      }
    >
      {stays.map((stay) => {
        const dates = formatStayDates(stay.checkIn, stay.checkOut);
        return (
          <Row key={stay.id} className="bg-surface">
            <Cell wide className="whitespace-nowrap">
              <span className="text-fg max-md:font-medium">{dates}</span>
              <span className="block text-xs text-fg-muted">{plural(stay.nights, 'night')}</span>
            </Cell>
            <Cell label="Kind">
              <span className="text-fg">{stay.kind}</span>
              <span className="block text-xs text-fg-muted">{stay.reference}</span>
            </Cell>
            <Cell label="Guest or note" wide className="max-w-[16rem] break-words text-fg-muted max-md:max-w-none">
              {stay.detail ?? '—'}
            </Cell>
            <Cell label="Status">
              <Badge tone={STAY_STATUS_TONES[stay.status]}>{STAY_STATUS_LABELS[stay.status]}</Badge>
            </Cell>
            <Cell wide>
              <div className="flex justify-end gap-1.5 max-md:justify-start">
                {stay.bookingPath ? (
                  <Link to={stay.bookingPath} className={rowButtonClass()}>
                    Open<span className="sr-only">: {stay.reference}</span>
                  </Link>
                ) : null}
                {stay.removable ? (
                  <ConfirmButton
                    intent="cancel-block"
                    id={stay.id}
                    label="Remove"
                    srLabel={`${stay.kind}, ${dates}`}
                    step={{
                      heading: text.confirm.removeBlock(`${stay.kind}, ${dates}`),
                      text: text.block.removeConfirm,
                      button: text.confirm.remove,
                    }}
                  />
                ) : null}
              </div>
            </Cell>
          </Row>
        );
      })}
    </AdminTable>
  );
}
