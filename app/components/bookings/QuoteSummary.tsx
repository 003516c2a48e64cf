import { formatStayDates } from '#app/domain/booking/dates';
import { quoteLineFormatter, paymentStepLabelIn, taxLineLabel, type Quote } from '#app/domain/booking/quote';
import { displayPrice, formatMoney } from '#app/domain/currency/currency';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { useLocale } from '#app/components/i18n/locale';
import { ConversionNote, useMoney } from '#app/components/listings/Price';
import { cx } from '#app/components/ui/cx';

/**
 * A quote as the guest sees it: one line per run of nights at the same rate, the service fee and the
 * island's tax on their own lines, the total, the payment schedule and the refundable security deposit.
 * The same component shows the live quote, the request form's summary and the receipt, in the page's language.
 * A quote is in the villa's own currency; a visitor who chose the other one also reads the total approximately
 * in theirs, with the rate (decision 008).
 */
export function QuoteSummary({
  quote,
  showDates = false,
  className,
}: {
  quote: Quote;
  showDates?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  const text = bookingTexts[locale];
  // Stored quotes from before currencies have none: they were in dollars.
  const currency = quote.currency ?? 'USD';
  const formatPrice = (amount: number) => formatMoney(amount, currency, locale);
  const lineLabel = quoteLineFormatter(currency, locale);
  const stepLabel = paymentStepLabelIn(locale);
  const money = useMoney();
  const inTheirs = displayPrice(quote.total, currency, money, locale);
  return (
    <div className={cx('flex flex-col gap-4 text-sm', className)}>
      {showDates ? (
        <p className="text-fg">
          {formatStayDates(quote.checkIn, quote.checkOut, locale)} · {text.nightCount(quote.nights)} ·{' '}
          {text.guestCount(quote.guests)}
        </p>
      ) : null}
      <dl className="flex flex-col gap-2">
        {quote.lines.map((line, index) => (
          <Row key={index} label={lineLabel(line)} value={formatPrice(line.amount)} />
        ))}
        {quote.serviceFee ? (
          <Row label={text.serviceFee(quote.serviceFee.percent)} value={formatPrice(quote.serviceFee.amount)} />
        ) : null}
        <Row label={taxLineLabel(quote.tax, locale)} value={formatPrice(quote.tax.amount)} />
        <Row label={text.total} value={formatPrice(quote.total)} strong />
        {inTheirs.converted ? <Row label={text.approxTotal(money.currency)} value={inTheirs.text} /> : null}
      </dl>
      <div>
        <h3 className="font-sans text-xs font-medium tracking-[0.16em] text-fg-muted uppercase">
          {text.paymentSchedule}
        </h3>
        <dl className="mt-2 flex flex-col gap-1.5">
          {quote.schedule.map((step) => (
            <Row key={step.kind} label={stepLabel(step)} value={formatPrice(step.amount)} />
          ))}
          {quote.securityDeposit > 0 ? (
            <Row label={text.securityDeposit} value={formatPrice(quote.securityDeposit)} />
          ) : null}
        </dl>
      </div>
      <div>
        <p className="text-xs text-fg-muted">{text.currencyNoteFor(currency)}</p>
        <ConversionNote show={inTheirs.converted} className="mt-1" />
      </div>
    </div>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={cx(
        'flex justify-between gap-4',
        strong ? 'border-t border-line pt-2 text-base font-medium text-fg' : 'text-fg-muted',
      )}
    >
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}
