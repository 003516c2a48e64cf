import type { ReactNode } from 'react';
import { cx } from '#app/components/ui/cx';
import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { instalmentLabel, ledgerStatusLabel, paymentMethodLabel } from '#app/domain/payments/labels';
import { outstandingDueOn, type LedgerEntry, type LedgerStatus, type LedgerSummary } from '#app/domain/payments/ledger';
import { formatMinorAmount } from '#app/domain/payments/money';
import type { PaymentSchedule } from '#app/domain/payments/schedule';
import { staffPaymentTexts } from '#app/domain/payments/texts/staff';

const text = staffPaymentTexts.ledger;
const day = (date: string) => formatCalendarDate(date as CalendarDate, 'long');

const STATUS_TONE: Record<LedgerStatus, string> = {
  'awaiting-deposit': 'border-line text-fg',
  'deposit-received': 'border-primary/50 text-fg',
  'paid-in-full': 'border-success/60 text-success',
  overdue: 'border-danger/60 text-danger',
  'refund-due': 'border-accent/60 text-fg',
  settled: 'border-line text-fg-muted',
};

/** The ledger's status in words, framed by its tone (the words carry the meaning, never the colour alone). */
export function LedgerStatusBadge({ status }: { status: LedgerStatus }) {
  return (
    <span className={cx('inline-flex rounded-sm border px-2 py-0.5 text-xs font-semibold', STATUS_TONE[status])}>
      {ledgerStatusLabel(status, 'en')}
    </span>
  );
}

function Figure({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs tracking-wide text-fg-muted uppercase">{label}</dt>
      <dd className={cx('text-fg tabular-nums', strong ? 'text-lg font-semibold' : 'text-base')}>{children}</dd>
    </div>
  );
}

function entryDetails(entry: LedgerEntry, entries: readonly LedgerEntry[]): string {
  if (entry.kind === 'reversal') {
    const target = entries.find((earlier) => earlier.id === entry.reverses);
    return [target ? text.reversalOf(day(target.on)) : null, entry.reason].filter(Boolean).join(' — ');
  }
  const parts =
    entry.kind === 'payment'
      ? [paymentMethodLabel(entry.method, 'en'), entry.payer, entry.bankReference]
      : [paymentMethodLabel(entry.method, 'en'), entry.reason];
  return [...parts, entry.note].filter(Boolean).join(' · ');
}

/**
 * A stay's payments on its booking page: what is due, received and outstanding, the next due date and the
 * status in words; the schedule with what each instalment has received; every ledger entry, reversed ones
 * marked. Amounts in the schedule's currency.
 */
export function StayLedger({
  schedule,
  summary,
  closed,
}: {
  schedule: PaymentSchedule;
  summary: LedgerSummary;
  closed: { retained: number; on: string } | null;
}) {
  const money = (amount: number) => formatMinorAmount(amount, schedule.currency, 'en');
  const entries = summary.entries.map(({ entry }) => entry);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <LedgerStatusBadge status={summary.status} />
        <span className="text-xs text-fg-muted">{text.fixedOn(day(schedule.fixedOn))}</span>
      </div>
      {closed ? <p className="text-sm text-fg">{text.closed(money(closed.retained), day(closed.on))}</p> : null}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label={text.owed}>{money(summary.owed)}</Figure>
        <Figure label={text.received}>{money(summary.received)}</Figure>
        <Figure label={summary.toRefund > 0 ? text.toRefund : text.outstanding} strong>
          {money(summary.toRefund > 0 ? summary.toRefund : summary.outstanding)}
        </Figure>
        <Figure label={text.next}>
          {summary.next ? (
            <span className="text-sm">
              {/* Everything due that day, as the guest is asked it (the balance with the security deposit). */}
              {money(outstandingDueOn(summary.instalments, summary.next.due))} · {day(summary.next.due)}
            </span>
          ) : (
            <span className="text-sm text-fg-muted">{text.nothingNext}</span>
          )}
        </Figure>
      </dl>

      {summary.instalments.length ? (
        <div>
          {/* On a phone what is left goes under the amount: four columns do not fit its width. */}
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-fg">{text.schedule}</caption>
            <thead className="text-xs text-fg-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {text.step}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {text.due}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {text.amount}
                </th>
                <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">
                  {text.left}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.instalments.map((step) => (
                <tr key={step.kind} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 pr-3 align-top font-normal text-fg">
                    {instalmentLabel(step.kind, 'en')}
                  </th>
                  <td className="py-2 pr-3 align-top text-fg">
                    {day(step.due)}
                    {step.overdue ? <span className="ml-2 font-semibold text-danger">({text.overdue})</span> : null}
                  </td>
                  <td className="py-2 pr-3 text-right align-top text-fg tabular-nums">
                    {money(step.amount)}
                    <span className="mt-0.5 block text-xs text-fg-muted sm:hidden">
                      {text.left} {money(step.outstanding)}
                    </span>
                  </td>
                  <td className="hidden py-2 text-right align-top text-fg tabular-nums sm:table-cell">
                    {money(step.outstanding)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {schedule.securityDepositReturnFrom && !closed ? (
        <p className="text-xs text-fg-muted">{text.returnedFrom(day(schedule.securityDepositReturnFrom))}</p>
      ) : null}

      <div>
        <h3 className="mb-2 font-semibold text-fg">{text.entries}</h3>
        {summary.entries.length === 0 ? (
          <p className="text-sm text-fg-muted">{text.noEntries}</p>
        ) : (
          <ul className="divide-y divide-line border-y border-line text-sm">
            {summary.entries.map(({ entry, reversed }) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span className={cx('text-fg', reversed && 'line-through decoration-fg-muted')}>
                  {day(entry.on)} · {staffPaymentTexts.kinds[entry.kind]}
                  {reversed ? <span className="ml-2 text-xs text-fg-muted no-underline">({text.reversed})</span> : null}
                </span>
                {entry.kind === 'reversal' ? null : (
                  <span className={cx('text-fg tabular-nums', reversed && 'line-through decoration-fg-muted')}>
                    {money(entry.amount)}
                  </span>
                )}
                <span className="w-full text-xs text-fg-muted">{entryDetails(entry, entries)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
