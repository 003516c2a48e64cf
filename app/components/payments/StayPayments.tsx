import { formatIslandDateTime } from '#app/domain/booking/desk';
import type { LedgerSummary } from '#app/domain/payments/ledger';
import { staffAgreementTexts, type StayAgreementStatus } from '#app/domain/payments/rental-agreement';
import type { PaymentSchedule } from '#app/domain/payments/schedule';
import { staffPaymentTexts } from '#app/domain/payments/texts/staff';
import { RecordPaymentForm, RecordRefundForm, ReverseEntryForm, type LedgerActionData } from './LedgerForms';
import { StayLedger } from './StayLedger';
import { StayReminders, type StayReminderData } from './StayReminders';

const text = staffPaymentTexts;

const DONE: Record<string, string> = {
  'record-payment': text.form.recorded,
  'record-refund': text.form.refunded,
  'reverse-entry': text.form.reversedDone,
};

export interface StayPaymentsData {
  schedule: PaymentSchedule;
  summary: LedgerSummary;
  closed: { retained: number; on: string } | null;
  may: { record: boolean; refund: boolean };
  reminders: StayReminderData[];
  agreement?: StayAgreementStatus;
}

/**
 * The booking page's payments card (`#payments`): the ledger, then the forms the member's role allows —
 * agents record payments; owners and admins also refunds and reversals. Each form is a plain POST that comes
 * back here; the notice of the entry just recorded shows at the top.
 */
export function StayPayments({
  stayId,
  payments,
  hasQuote,
  done,
  answer,
}: {
  stayId: string;
  payments: StayPaymentsData | null;
  hasQuote: boolean;
  done: string | null;
  answer: LedgerActionData | undefined;
}) {
  return (
    <section id="payments" aria-labelledby="payments-heading" className="card flex flex-col gap-5 p-5 sm:p-7">
      <h2 id="payments-heading" className="font-display text-3xl text-fg">
        {text.ledger.heading}
      </h2>
      {done && DONE[done] ? (
        <p role="status" className="rounded-sm border border-success/50 bg-success-soft/40 p-3 text-sm text-fg">
          {DONE[done]}
        </p>
      ) : null}
      {payments === null ? (
        <p className="text-sm text-fg-muted">{hasQuote ? text.ledger.noSchedule : text.ledger.noQuote}</p>
      ) : (
        <>
          <StayLedger schedule={payments.schedule} summary={payments.summary} closed={payments.closed} />
          <StayReminders reminders={payments.reminders} currency={payments.schedule.currency} />
          {payments.agreement ? <AgreementLine agreement={payments.agreement} /> : null}
          {payments.may.record ? (
            <div className="flex flex-col gap-6 border-t border-line pt-5">
              <RecordPaymentForm stayId={stayId} currency={payments.schedule.currency} answer={answer} />
              {payments.may.refund ? (
                <>
                  <RecordRefundForm
                    stayId={stayId}
                    currency={payments.schedule.currency}
                    suggested={payments.summary.toRefund}
                    answer={answer}
                  />
                  <ReverseEntryForm
                    stayId={stayId}
                    currency={payments.schedule.currency}
                    summary={payments.summary}
                    answer={answer}
                  />
                </>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Whether the guest accepted the rental agreement, which version, when and from where. */
function AgreementLine({ agreement }: { agreement: StayAgreementStatus }) {
  const { accepted } = agreement;
  return (
    <p className="text-sm text-fg-muted">
      {accepted
        ? `${staffAgreementTexts.bookingAccepted(accepted.version, formatIslandDateTime(accepted.acceptedAt))} (${accepted.address}).`
        : agreement.version
          ? staffAgreementTexts.bookingFrozen(agreement.version)
          : staffAgreementTexts.bookingNone}
    </p>
  );
}
