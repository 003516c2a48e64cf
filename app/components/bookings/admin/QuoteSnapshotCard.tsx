import type { ReactNode } from 'react';
import { cx } from '#app/components/ui/cx';
import type { QuoteSnapshot } from '#app/domain/booking/desk';
import { guestBookingTexts } from '#app/domain/booking/texts/guest';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { quoteLineFormatter, paymentStepLabel } from '#app/domain/booking/quote';
import { formatMoney, type Currency } from '#app/domain/currency/currency';

const text = staffBookingTexts.desk;
const quoteText = guestBookingTexts.quote;

function Line({
  label,
  amount,
  strong,
  currency = 'USD',
}: {
  label: ReactNode;
  amount: number;
  strong?: boolean;
  currency?: Currency;
}) {
  return (
    <div className={cx('flex items-baseline justify-between gap-4 py-2', strong && 'text-base font-semibold')}>
      <dt className={strong ? 'text-fg' : 'text-fg-muted'}>{label}</dt>
      <dd className="text-fg tabular-nums">{formatMoney(amount, currency)}</dd>
    </div>
  );
}

/**
 * The quote stored with the request, as the guest saw it: lines, service fee, tax, total, payment
 * schedule and security deposit. Whatever part is missing is left out; blocks have no quote at all.
 */
export function QuoteSnapshotCard({ quote }: { quote: QuoteSnapshot | null }) {
  return (
    <section aria-labelledby="quote-heading" className="card flex flex-col gap-4 p-5 sm:p-7">
      <h2 id="quote-heading" className="font-display text-3xl text-fg">
        {text.quoteHeading}
      </h2>
      {quote === null ? (
        <p className="text-sm text-fg-muted">{text.noQuote}</p>
      ) : (
        <>
          <dl className="divide-y divide-line border-y border-line text-sm">
            {quote.lines.map((line, index) => (
              <Line
                currency={quote.currency}
                key={index}
                label={quoteLineFormatter(quote.currency)(line)}
                amount={line.amount}
              />
            ))}
            {quote.lines.length > 1 && quote.accommodation !== null ? (
              <Line currency={quote.currency} label={quoteText.accommodation} amount={quote.accommodation} />
            ) : null}
            {quote.serviceFee ? (
              <Line
                currency={quote.currency}
                label={quoteText.serviceFee(quote.serviceFee.percent)}
                amount={quote.serviceFee.amount}
              />
            ) : null}
            {quote.tax ? <Line currency={quote.currency} label={quote.tax.label} amount={quote.tax.amount} /> : null}
            {quote.total !== null ? (
              <Line currency={quote.currency} label={quoteText.total} amount={quote.total} strong />
            ) : null}
          </dl>
          <p className="text-xs text-fg-muted">{quoteText.currencyNoteFor(quote.currency ?? 'USD')}</p>
          {quote.schedule.length ? (
            <div>
              <h3 className="label font-sans">{text.scheduleHeading}</h3>
              <dl className="divide-y divide-line text-sm">
                {quote.schedule.map((step, index) => (
                  <Line currency={quote.currency} key={index} label={paymentStepLabel(step)} amount={step.amount} />
                ))}
              </dl>
            </div>
          ) : null}
          {quote.securityDeposit ? (
            <dl className="rounded-sm bg-surface-muted px-4 text-sm">
              <Line currency={quote.currency} label={quoteText.securityDeposit} amount={quote.securityDeposit} />
            </dl>
          ) : null}
        </>
      )}
    </section>
  );
}
