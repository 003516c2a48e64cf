import type { MouseEvent } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { monthGrids, type CalendarDay } from '#app/domain/booking/calendar';
import {
  addMonths,
  dayNumber,
  firstOfMonth,
  formatCalendarDate,
  formatStayDates,
  monthKey,
  type CalendarDate,
} from '#app/domain/booking/dates';
import type { BusyRange } from '#app/domain/booking/quote';
import type { Season } from '#app/domain/booking/seasons';
import { stayRequestSearch } from '#app/domain/booking/stay-params';
import { CURRENCY_SYMBOLS, type Currency } from '#app/domain/currency/currency';
import type { Locale } from '#app/domain/i18n/locale';
import { bookingTexts, type BookingTranslation } from '#app/domain/booking/texts/booking';
import { useLocale, useLocalizedPath } from '#app/components/i18n/locale';
import { Price } from '#app/components/listings/Price';
import { cx } from '#app/components/ui/cx';
import { MonthTable } from './MonthTable';

export interface AvailabilityProps {
  rentalId: string;
  /** The first month shown. */
  month: CalendarDate;
  today: CalendarDate;
  busy: readonly BusyRange[];
  seasons: readonly Season[];
  dailyRate: number;
  /** The currency of the daily rate and the seasons' rates (the villa's own). */
  currency?: Currency;
  minStayDays: number;
  checkIn: CalendarDate | null;
  checkOut: CalendarDate | null;
  guests: number | null;
}

/** Months shown: two side by side on wide screens, one on phones (the second is hidden by CSS). */
const MONTHS = 2;

/**
 * The villa's availability: month tables rendered on the server, every day's state in words (free with its
 * rate, booked, past), previous/next month by link. Choosing dates is a matter of links too — a free day
 * becomes the check-in, then a day after it the check-out — so it works without JavaScript; with it, the
 * same links navigate in place and the booking box's quote follows.
 */
export function AvailabilityCalendar(props: AvailabilityProps) {
  const { rentalId, month, today, busy, seasons, checkIn, checkOut, guests, currency = 'USD' } = props;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const locale = useLocale();
  const text = bookingTexts[locale];
  const localized = useLocalizedPath();
  // Day links are plain anchors (sixty React Router links cost the server real time); once hydrated, a
  // plain click on one navigates in place like a <Link> would.
  const onDayClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest<HTMLAnchorElement>('a[data-day-link]');
    if (
      !anchor ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(anchor.getAttribute('href')!, { replace: true, preventScrollReset: true });
  };
  const loading = navigation.state === 'loading' && navigation.location.pathname === localized(`/rentals/${rentalId}`);
  const grids = monthGrids(month, MONTHS, {
    busy,
    seasons,
    dailyRate: props.dailyRate,
    minStayDays: props.minStayDays,
    today,
    selection: { checkIn, checkOut },
  });
  const firstMonth = firstOfMonth(today);
  const href = (stay: { checkIn: CalendarDate | null; checkOut: CalendarDate | null }, shownMonth: CalendarDate) =>
    localized(
      `/rentals/${rentalId}${stayRequestSearch({ ...stay, guests }, { month: monthKey(shownMonth) })}#availability`,
    );
  // After a check-in, the next choice is its check-out: any day up to the first taken night.
  const pickingCheckOut = Boolean(checkIn && !checkOut);
  const firstTakenAfterCheckIn = checkIn ? firstBusyNightFrom(busy, checkIn) : null;

  function dayLink(day: CalendarDay): { to: string; label: string } | null {
    const label = `${formatCalendarDate(day.date, 'long', locale)}, ${describe(day, currency, text)}`;
    if (
      pickingCheckOut &&
      checkIn &&
      day.date > checkIn &&
      (firstTakenAfterCheckIn === null || day.date <= firstTakenAfterCheckIn)
    ) {
      return { to: href({ checkIn, checkOut: day.date }, month), label: text.dayAsCheckOut(label) };
    }
    if (day.state === 'free' && day.arrival)
      return { to: href({ checkIn: day.date, checkOut: null }, month), label: text.dayAsCheckIn(label) };
    return null;
  }

  const seasonsShown = seasons.filter(
    (season) => season.endDate >= grids[0]!.month && season.startDate < addMonths(grids[0]!.month, MONTHS),
  );

  return (
    <section
      id="availability"
      aria-labelledby="availability-heading"
      className="scroll-mt-24"
      aria-busy={loading || undefined}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="availability-heading" className="section-title">
          {text.heading}
        </h2>
        <nav aria-label={text.calendarMonths} className="flex gap-2">
          {month > firstMonth ? (
            <Link
              to={href({ checkIn, checkOut }, addMonths(month, -1))}
              preventScrollReset
              className="btn btn-ghost btn-sm"
              rel="nofollow"
            >
              ← {text.previousMonth}
            </Link>
          ) : (
            <span className="btn btn-ghost btn-sm" aria-disabled="true">
              ← {text.previousMonth}
            </span>
          )}
          <Link
            to={href({ checkIn, checkOut }, addMonths(month, 1))}
            preventScrollReset
            className="btn btn-ghost btn-sm"
            rel="nofollow"
          >
            {text.nextMonth} →
          </Link>
        </nav>
      </div>
      <p className="mt-2 text-sm text-fg-muted" aria-live="polite">
        {pickingCheckOut && checkIn ? text.chooseCheckOut(checkIn) : text.chooseCheckIn}
      </p>
      <Legend
        text={text}
        noArrival={grids.some((grid) => grid.weeks.flat().some((day) => day?.state === 'free' && !day.arrival))}
      />
      {/* The click handler only speeds up the day links inside, which keyboards reach as links. */}
      <div
        className={cx('mt-6 grid gap-8 lg:grid-cols-2', loading && 'opacity-70 transition-opacity')}
        onClick={onDayClick}
      >
        {grids.map((grid, index) => (
          <MonthTable
            key={grid.month}
            grid={grid}
            className={index > 0 ? 'hidden lg:table' : undefined}
            renderDay={(day) => <DayCell day={day} link={dayLink(day)} currency={currency} locale={locale} />}
          />
        ))}
      </div>
      {seasonsShown.length > 0 ? (
        <div className="mt-6">
          <h3 className="font-sans text-sm font-medium text-fg">{text.seasonsHeading}</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-fg-muted">
            {seasonsShown.map((season) => (
              <li key={season.id}>
                <span className="text-fg" lang={season.nameLang}>
                  {season.name}
                </span>{' '}
                · {formatStayDates(season.startDate, season.endDate, locale)} ·{' '}
                <Price amount={season.nightlyRate} currency={currency} /> {text.perNight} ·{' '}
                {text.seasonLine(season.minNights, season.arrivalDays ? text.weekdayList(season.arrivalDays) : null)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * 'free, $2,400 a night, High season, 7 nights minimum' — what a day means, in words; a free day no stay may
 * start on says so ('…, no arrival on this day (arrivals on Saturday only)').
 */
function describe(day: CalendarDay, currency: Currency, text: BookingTranslation): string {
  if (day.state === 'past') return text.past.toLowerCase();
  if (day.state === 'booked') return text.booked.toLowerCase();
  const free = text.freeDay(day.rate, currency, day.season?.name ?? null, day.minNights);
  return day.arrival ? free : `${free}, ${text.noArrival(text.weekdayList(day.season?.arrivalDays ?? []))}`;
}

/** The first taken night on or after `date`, or null. */
function firstBusyNightFrom(busy: readonly BusyRange[], date: CalendarDate): CalendarDate | null {
  let first: CalendarDate | null = null;
  for (const range of busy) {
    if (range.checkOut <= date) continue;
    const start = range.checkIn > date ? range.checkIn : date;
    if (first === null || dayNumber(start) < dayNumber(first)) first = start;
  }
  return first;
}

/** '$2.4k' (English) / '2,4 k€' (French) — a night's rate, short enough for a day cell. */
function shortRate(rate: number, currency: Currency, locale: Locale): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  if (locale === 'en')
    return rate >= 1000 ? `${symbol}${(Math.round(rate / 100) / 10).toString()}k` : `${symbol}${rate}`;
  // French puts the unit after the figure: '850 €', '2,4 k€' (no-break spaces).
  const figure =
    rate >= 1000 ? `${(Math.round(rate / 100) / 10).toString().replace('.', ',')}\u00a0k` : `${rate}\u00a0`;
  return `${figure}${symbol}`;
}

function DayCell({
  day,
  link,
  currency,
  locale,
}: {
  day: CalendarDay;
  link: { to: string; label: string } | null;
  currency: Currency;
  locale: Locale;
}) {
  const text = bookingTexts[locale];
  // A free day no stay may start on looks it (unless it is offered as a check-out).
  const state = day.state === 'free' && !day.arrival && !link ? 'no-arrival' : day.state;
  const className = cx(
    'cal-day',
    day.selection !== null ? 'cal-selected' : `cal-${state}`,
    (day.selection === 'check-in' || day.selection === 'check-out') && 'cal-end',
    day.today && 'cal-today',
  );
  const note = day.state === 'booked' ? text.booked : day.state === 'past' ? '' : shortRate(day.rate, currency, locale);
  // Three elements a day (the cell, the day's box, its note): a rental page lays out some sixty of them, so the
  // number is bare text (CSS strikes a booked one through the box's first line) and the words for screen
  // readers are a link's name — the visible day and rate first, so the name contains what it shows — or, on a
  // day that is not a link, a hidden span only where the note does not already say it all. A plain link: the
  // calendar's click handler navigates in place once the page has hydrated.
  if (link)
    return (
      <a
        href={link.to}
        rel="nofollow"
        className={className}
        data-day-link=""
        aria-label={`${day.day}${note ? ` ${note}` : ''} — ${link.label}`}
      >
        {day.day}
        <small>{note}</small>
      </a>
    );
  const words = day.state === 'booked' ? null : `, ${describe(day, currency, text)}`;
  return (
    <span className={className}>
      {day.day}
      {note ? <small>{note}</small> : null}
      {words ? <span className="sr-only">{words}</span> : null}
    </span>
  );
}

/** The day states, each drawn as a small day (the same classes as the calendar's) beside its name. */
function Legend({ text, noArrival }: { text: BookingTranslation; noArrival: boolean }) {
  const items = [
    { label: text.free, className: 'cal-free' },
    ...(noArrival ? [{ label: text.noArrivalShort, className: 'cal-no-arrival' }] : []),
    { label: text.booked, className: 'cal-booked' },
    { label: text.selected, className: 'cal-selected ring-1 ring-accent' },
  ];
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-xs text-fg-muted" aria-label={text.legend}>
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span aria-hidden="true" className={cx('cal-swatch', item.className)}>
            12
          </span>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
