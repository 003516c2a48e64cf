import { Link } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { formatCalendarDate, stayDateParts } from '#app/domain/booking/dates';
import { instalmentLabel } from '#app/domain/payments/labels';
import { formatMinorAmount } from '#app/domain/payments/money';
import type { PaymentListRow } from '#app/domain/payments/payment-list';
import { staffPaymentListTexts } from '#app/domain/payments/texts/staff-list';
import { LedgerStatusBadge } from './StayLedger';

const text = staffPaymentListTexts;

/** The payments list's table: one row a stay with a schedule, its reference linking to the booking's payments. */
export function PaymentTable({ rows }: { rows: readonly PaymentListRow[] }) {
  return (
    <AdminTable
      caption={text.caption}
      minWidth="72rem"
      head={
        <>
          <Header>{text.columns.reference}</Header>
          <Header>{text.columns.villa}</Header>
          <Header>{text.columns.guest}</Header>
          <Header>{text.columns.dates}</Header>
          <Header>{text.columns.status}</Header>
          <Header>{text.columns.next}</Header>
          <Header className="text-right">{text.columns.received}</Header>
          <Header className="text-right">{text.columns.outstanding}</Header>
          <Header>{text.columns.currency}</Header>
        </>
      }
    >
      {rows.map((row) => {
        const money = (amount: number) => formatMinorAmount(amount, row.currency);
        const [from, to] = stayDateParts(row.check_in, row.check_out);
        return (
          <Row key={row.stay_id} className="bg-surface transition-colors hover:bg-surface-muted/60">
            <Cell wide>
              <Link
                to={`/admin/bookings/${row.stay_id}#payments`}
                className="font-mono text-[0.8125rem] font-medium tracking-wide whitespace-nowrap text-fg hover:text-accent max-md:inline-flex max-md:min-h-6 max-md:items-center"
              >
                {row.reference}
              </Link>
            </Cell>
            <Cell label={text.columns.villa} wide className="text-fg">
              {row.villa}
            </Cell>
            <Cell label={text.columns.guest} className={row.guest_name ? 'text-fg' : 'text-fg-muted'}>
              {row.guest_name ?? text.noGuest}
            </Cell>
            <Cell label={text.columns.dates} className="text-fg">
              <span className="whitespace-nowrap">{from}</span> – <span className="whitespace-nowrap">{to}</span>
            </Cell>
            <Cell label={text.columns.status}>
              <LedgerStatusBadge status={row.status} />
            </Cell>
            <Cell label={text.columns.next}>
              {row.next_kind && row.next_due && row.next_amount !== null ? (
                <>
                  <span className="block text-fg">{instalmentLabel(row.next_kind, 'en')}</span>
                  <span className="block text-xs whitespace-nowrap text-fg-muted">
                    {formatCalendarDate(row.next_due, 'long')} · {money(row.next_amount)}
                  </span>
                </>
              ) : (
                <span className="text-fg-muted">{text.nothingDue}</span>
              )}
            </Cell>
            <Cell
              label={text.columns.received}
              className="text-right whitespace-nowrap text-fg tabular-nums max-md:text-left"
            >
              {money(row.received)}
            </Cell>
            <Cell
              label={text.columns.outstanding}
              className="text-right whitespace-nowrap text-fg tabular-nums max-md:text-left"
            >
              {row.to_refund > 0 ? (
                <span className="font-medium">{text.toRefund(money(row.to_refund))}</span>
              ) : (
                <>
                  <span className="block">{money(row.outstanding)}</span>
                  {row.overdue > 0 ? (
                    <span className="block text-xs text-danger">{text.overduePart(money(row.overdue))}</span>
                  ) : null}
                </>
              )}
            </Cell>
            <Cell label={text.columns.currency} className="text-fg-muted">
              {row.currency}
            </Cell>
          </Row>
        );
      })}
    </AdminTable>
  );
}
