import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '#app/components/i18n/locale';
import { formatStayDates } from '#app/domain/booking/dates';
import type { StayOption } from '#app/domain/booking/next-stays';
import { stayRequestSearch } from '#app/domain/booking/stay-params';
import type { Currency } from '#app/domain/currency/currency';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { QuotedAmount } from './QuotedAmount';

/**
 * For dates that cannot be booked: the nearest stays that can (computed on the server, next-stays.ts), each a
 * link to the villa's page with those dates — with JavaScript it updates the page in place. When none is free
 * nearby, it says so and points to the calendar and the question form.
 */
export function NextStays({
  rentalId,
  stays,
  guests,
  currency,
}: {
  rentalId: string;
  stays: readonly StayOption[];
  guests: number | null;
  currency: Currency;
}) {
  const locale = useLocale();
  const text = bookingTexts[locale];
  const localized = useLocalizedPath();
  if (stays.length === 0) return <p className="text-sm text-fg-muted">{text.noNextStays}</p>;
  return (
    <section aria-labelledby="next-stays-heading">
      <h3 id="next-stays-heading" className="font-sans text-xs font-medium tracking-[0.16em] text-fg-muted uppercase">
        {text.nextStaysHeading}
      </h3>
      <p className="mt-2 text-sm text-fg-muted">{text.nextStaysLead}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {stays.map((stay) => (
          <li key={stay.checkIn}>
            <Link
              to={localized(`/rentals/${rentalId}${stayRequestSearch({ ...stay, guests })}#booking`)}
              replace
              preventScrollReset
              rel="nofollow"
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-sm border border-line-strong px-3 py-2.5 text-sm text-fg transition-colors hover:border-accent"
            >
              <span className="font-medium">
                {formatStayDates(stay.checkIn, stay.checkOut, locale)}
                <span className="font-normal text-fg-muted"> · {text.nightCount(stay.nights)}</span>
              </span>
              <QuotedAmount amount={stay.total} currency={currency} className="tabular-nums" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
