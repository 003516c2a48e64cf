import { formatMinorAmount } from '#app/domain/payments/money';
import type { PaymentListTotals } from '#app/domain/payments/payment-list';
import { staffPaymentListTexts } from '#app/domain/payments/texts/staff-list';

const text = staffPaymentListTexts.totals;

/**
 * The filtered stays' money per currency, as the database summed it: one line a currency, dollars and euros
 * never added together.
 */
export function PaymentTotals({ totals }: { totals: readonly PaymentListTotals[] }) {
  if (totals.length === 0) return null;
  return (
    <section aria-labelledby="payment-totals" className="card overflow-x-auto p-4">
      <h2 id="payment-totals" className="text-xs tracking-[0.16em] text-fg-muted uppercase">
        {text.heading}
      </h2>
      <table className="mt-3 w-full min-w-[28rem] text-sm">
        <caption className="sr-only">{text.caption}</caption>
        <thead>
          <tr className="text-left text-fg-muted">
            <th scope="col" className="py-1 pr-4 font-medium">
              {text.currency}
            </th>
            <th scope="col" className="py-1 pr-4 text-right font-medium">
              {text.stays}
            </th>
            <th scope="col" className="py-1 pr-4 text-right font-medium">
              {text.outstanding}
            </th>
            <th scope="col" className="py-1 pr-4 text-right font-medium">
              {text.overdue}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {text.toRefund}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((line) => (
            <tr key={line.currency} className="border-t border-line text-fg tabular-nums">
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {line.currency}
              </th>
              <td className="py-2 pr-4 text-right">{line.stays}</td>
              <td className="py-2 pr-4 text-right font-semibold">
                {formatMinorAmount(line.outstanding, line.currency)}
              </td>
              <td className={line.overdue > 0 ? 'py-2 pr-4 text-right text-danger' : 'py-2 pr-4 text-right'}>
                {formatMinorAmount(line.overdue, line.currency)}
              </td>
              <td className="py-2 text-right">{formatMinorAmount(line.toRefund, line.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
