import { Link } from 'react-router';
import type { CalendarDate } from '#app/domain/booking/dates';
import { formatMinorAmount } from '#app/domain/payments/money';
import { cashExpectedHref, type CashExpected } from '#app/domain/payments/payment-list';
import { staffPaymentListTexts } from '#app/domain/payments/texts/staff-list';

const text = staffPaymentListTexts.cash;

export interface CashExpectedData {
  today: CalendarDate;
  days: number;
  amounts: CashExpected[];
}

/**
 * The dashboard's cash expected: per currency, what is left to pay of the instalments due in the horizon
 * (the database's sum), linking to the payments list on those dates. `cash` null: it could not be read.
 */
export function CashExpectedSection({ cash }: { cash: CashExpectedData | null }) {
  return (
    <section aria-labelledby="cash-heading" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id="cash-heading" className="section-title">
          {text.heading}
        </h2>
        {cash ? (
          <Link to={cashExpectedHref(cash.today)} className="link text-sm">
            {text.viewList}
          </Link>
        ) : null}
      </div>
      {cash === null ? (
        <p role="alert" className="rounded-sm bg-danger-soft p-4 text-sm text-danger">
          {text.failed}
        </p>
      ) : (
        <div className="card p-5">
          <p className="text-xs tracking-[0.16em] text-fg-muted uppercase">{text.horizon(cash.days)}</p>
          {cash.amounts.length === 0 ? (
            <p className="mt-3 text-fg-muted">{text.none(cash.days)}</p>
          ) : (
            <dl className="mt-3 flex flex-wrap gap-x-10 gap-y-4">
              {cash.amounts.map((line) => (
                <div key={line.currency}>
                  <dt className="text-sm text-fg-muted">{line.currency}</dt>
                  <dd className="font-display text-4xl text-fg tabular-nums">
                    {formatMinorAmount(line.amount, line.currency)}
                  </dd>
                  <dd className="text-xs text-fg-muted">{text.detail(line.instalments, line.stays)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
    </section>
  );
}
