import { Link } from 'react-router';
import { rowButtonClass } from '#app/components/admin/RowActions';
import { Badge } from '#app/components/ui/Badge';
import { formatStayDates } from '#app/domain/booking/dates';
import { STAFF_BOOKING_MESSAGES } from '#app/domain/booking/staff-messages';
import { STAY_STATUS_LABELS } from '#app/domain/booking/stays';
import { plural } from '#app/domain/format';
import { ConfirmButton } from './ConfirmAction';
import { STAY_STATUS_TONES } from './stay-styles';
import type { CalendarStay } from './types';

const text = STAFF_BOOKING_MESSAGES.staffCalendar;

/** The stays and blocks of the months shown, as a table: dates, kind, guest or note, status, what to do. */
export function StayTable({ stays }: { stays: readonly CalendarStay[] }) {
  if (stays.length === 0) {
    return <p className="text-sm text-fg-muted">No stays or blocks in these months.</p>;
  }
  return (
    <div
      className="relative overflow-x-auto rounded-sm border border-line"
      tabIndex={0}
      role="region"
      aria-label="Stays and blocks in these months"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Stays and blocks in these months</caption>
        <thead className="bg-surface-muted text-xs tracking-wide text-fg-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 font-medium">
              Dates
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Kind
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Guest or note
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {stays.map((stay) => {
            const dates = formatStayDates(stay.checkIn, stay.checkOut);
            return (
              <tr key={stay.id} className="bg-surface align-top">
                <td className="px-3 py-3 whitespace-nowrap">
                  <span className="text-fg">{dates}</span>
                  <span className="block text-xs text-fg-muted">{plural(stay.nights, 'night')}</span>
                </td>
                <td className="px-3 py-3">
                  <span className="text-fg">{stay.kind}</span>
                  <span className="block text-xs text-fg-muted">{stay.reference}</span>
                </td>
                <td className="max-w-[16rem] px-3 py-3 break-words text-fg-muted">{stay.detail ?? '—'}</td>
                <td className="px-3 py-3">
                  <Badge tone={STAY_STATUS_TONES[stay.status]}>{STAY_STATUS_LABELS[stay.status]}</Badge>
                </td>
                <td className="px-3 py-3">
                  <div className="flex justify-end gap-1.5">
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
