import { useLocale } from '#app/components/i18n/locale';
import { formatCalendarDate, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import type { StayStatus } from '#app/domain/entities';
import { groupedIban, type GuestBankDetails, type GuestPayments as Payments } from '#app/domain/payments/guest-stay';
import { instalmentLabel, paymentMethodLabel } from '#app/domain/payments/labels';
import { outstandingDueOn } from '#app/domain/payments/ledger';
import { formatMinorAmount } from '#app/domain/payments/money';
import { paymentsTexts } from '#app/domain/payments/texts/payments';
import { rentalAgreementTexts } from '#app/domain/payments/texts/rental-agreement';

/**
 * The guest's payments on their private page (issue 28, item 6), in their language: where the stay stands,
 * the schedule with what each payment has received, how to pay (the agency's account in the quote's currency
 * and the reference to quote), and the payments received. A plain table and lists: nothing to hydrate.
 */
export function GuestPayments({
  reference,
  status,
  optionExpiresAt,
  payments,
  bank,
  acceptFirst = false,
}: {
  reference: string;
  status: StayStatus;
  optionExpiresAt: string | null;
  payments: Payments;
  bank: GuestBankDetails | null;
  /** the rental agreement is still to be accepted: said above how to pay (which stays: the e-mails carry it) */
  acceptFirst?: boolean;
}) {
  const locale = useLocale();
  const t = paymentsTexts[locale];
  const { schedule, summary } = payments;
  const money = (amount: number) => formatMinorAmount(amount, schedule.currency, locale);
  const day = (date: CalendarDate) => formatCalendarDate(date, 'long', locale);
  const standing =
    status === 'cancelled' || payments.closed
      ? t.guestCancelled
      : summary.status === 'paid-in-full'
        ? t.guestPaidInFull
        : status === 'option' && optionExpiresAt
          ? t.guestOption(day(islandToday(new Date(optionExpiresAt))))
          : t.guestConfirmed;
  const received = summary.entries.filter(({ entry, reversed }) => entry.kind !== 'reversal' && !reversed);
  const owing = summary.outstanding > 0 && !payments.closed;

  return (
    <section aria-labelledby="payments-heading" className="card mt-8 p-6 sm:p-10">
      <h2 id="payments-heading" className="font-display text-3xl text-fg">
        {t.guestHeading}
      </h2>
      <p className="section-lead mt-3">{standing}</p>

      <dl className="mt-6 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-fg-muted">{t.received}</dt>
          <dd className="mt-1 text-lg text-fg tabular-nums">{money(summary.received)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{summary.toRefund > 0 ? t.toRefund : t.outstanding}</dt>
          <dd className="mt-1 text-lg font-semibold text-fg tabular-nums">
            {money(summary.toRefund > 0 ? summary.toRefund : summary.outstanding)}
          </dd>
        </div>
        {summary.next && !payments.closed ? (
          <div className="col-span-2 sm:col-span-1">
            {/* Everything due that day, as the reminder asks it (the balance with the security deposit). */}
            <dt className="text-fg-muted">
              {t.nextPayment(money(outstandingDueOn(summary.instalments, summary.next.due)), day(summary.next.due))}
            </dt>
          </div>
        ) : null}
      </dl>

      {payments.closed ? (
        <p className="mt-6 text-sm text-fg">{t.retained(money(summary.owed))}</p>
      ) : (
        <div className="mt-6">
          {/* On a phone the state goes under the payment's name: four columns do not fit its width. */}
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-fg">{t.scheduleCaption}</caption>
            <thead className="text-xs text-fg-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.payment}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.dueBy}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t.amount}
                </th>
                <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                  {t.state}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.instalments.map((step) => {
                const state =
                  step.outstanding === 0
                    ? t.paid
                    : step.overdue
                      ? t.overdue
                      : step.paid > 0
                        ? t.partlyPaid(money(step.outstanding))
                        : t.toPay;
                const tone = step.overdue ? 'font-semibold text-danger' : 'text-fg';
                return (
                  <tr key={step.kind} className="border-b border-line last:border-0">
                    <th scope="row" className="py-2 pr-3 align-top font-normal text-fg">
                      {instalmentLabel(step.kind, locale)}
                      <span className={`mt-0.5 block text-xs sm:hidden ${tone}`}>{state}</span>
                    </th>
                    <td className="py-2 pr-3 align-top text-fg">{day(step.due)}</td>
                    <td className="py-2 pr-3 text-right align-top text-fg tabular-nums">{money(step.amount)}</td>
                    <td className={`hidden py-2 align-top sm:table-cell ${tone}`}>{state}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {schedule.securityDepositReturnFrom ? (
            <p className="mt-2 text-xs text-fg-muted">
              {t.securityDepositReturn(day(schedule.securityDepositReturnFrom))}
            </p>
          ) : null}
        </div>
      )}

      {owing && acceptFirst ? (
        <p className="mt-8 text-sm font-medium text-fg">
          <a href="#rental-agreement" className="link">
            {rentalAgreementTexts[locale].acceptBeforePaying}
          </a>
        </p>
      ) : null}
      {owing ? <HowToPay reference={reference} bank={bank} /> : null}

      <h3 className="mt-8 font-semibold text-fg">{t.paymentsReceived}</h3>
      {received.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">{t.noPaymentsYet}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line border-y border-line text-sm">
          {received.map(({ entry }) =>
            entry.kind === 'reversal' ? null : (
              <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="text-fg">
                  {day(entry.on)} · {entry.kind === 'refund' ? t.refund : paymentMethodLabel(entry.method, locale)}
                </span>
                <span className="text-fg tabular-nums">{money(entry.amount)}</span>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}

/** The account to pay into and the reference to quote; a sentence when the agency has not set one yet. */
function HowToPay({ reference, bank }: { reference: string; bank: GuestBankDetails | null }) {
  const t = paymentsTexts[useLocale()];
  const rows: [string, string | null][] = bank
    ? [
        [t.accountHolder, bank.holder],
        [t.bankName, bank.bankName],
        [t.bankAddress, bank.bankAddress],
        [t.iban, bank.iban ? groupedIban(bank.iban) : null],
        [t.accountNumber, bank.accountNumber],
        [t.routingNumber, bank.routingNumber],
        [t.swift, bank.swift],
      ]
    : [];
  return (
    <div className="mt-8 rounded-sm border border-line-strong p-4 sm:p-6">
      <h3 className="font-semibold text-fg">{t.howToPay}</h3>
      {bank ? (
        <>
          <p className="mt-2 text-sm text-fg-muted">{t.payByTransfer}</p>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            {rows
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-fg-muted">{label}</dt>
                  <dd className="font-mono [overflow-wrap:anywhere] text-fg">{value}</dd>
                </div>
              ))}
            <dt className="text-fg-muted">{t.referenceToQuote}</dt>
            <dd className="font-mono text-lg font-semibold text-fg">{reference}</dd>
          </dl>
          <p className="mt-3 text-sm text-fg">{t.quoteReference(reference)}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-fg-muted">{t.bankDetailsSoon}</p>
      )}
    </div>
  );
}
