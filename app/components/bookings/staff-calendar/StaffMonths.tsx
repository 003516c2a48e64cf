import { useNavigation } from 'react-router';
import { MonthPager } from '#app/components/bookings/MonthPager';
import { MonthTable } from '#app/components/bookings/MonthTable';
import { cx } from '#app/components/ui/cx';
import { monthGrids, type CalendarDay } from '#app/domain/booking/calendar';
import { formatCalendarDate, monthKey, type CalendarDate } from '#app/domain/booking/dates';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import type { Season } from '#app/domain/booking/seasons';
import { EXCLUSIVE_STATUSES, STAY_STATUS_LABELS } from '#app/domain/booking/stays';
import { formatMoney, type Currency } from '#app/domain/currency/currency';
import { LEGEND_STATUSES, STAY_STATUS_STYLES } from './stay-styles';
import type { CalendarStay } from '#app/domain/booking/staff-calendar';

const text = staffBookingTexts.staffCalendar;

/**
 * The villa's months as server-rendered tables: every day says in words which stay or block takes its night
 * (reference or kind, and status), the season and rate of the night, and 'Today'; past days are muted.
 * Previous and next are links (`?month=`), so paging works without JavaScript.
 */
export function StaffMonths({
  path,
  month,
  monthsShown,
  previousMonth,
  nextMonth,
  thisMonth,
  today,
  stays,
  seasons,
  dailyRate,
  minStayDays,
  currency,
}: {
  path: string;
  month: CalendarDate;
  monthsShown: number;
  previousMonth: string;
  nextMonth: string;
  thisMonth: string;
  today: CalendarDate;
  stays: readonly CalendarStay[];
  seasons: readonly Season[];
  dailyRate: number;
  minStayDays: number;
  /** The villa's own, which its rates are in. */
  currency: Currency;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === path;
  const busy = stays.filter((stay) => (EXCLUSIVE_STATUSES as readonly string[]).includes(stay.status));
  const grids = monthGrids(month, monthsShown, { busy, seasons, dailyRate, minStayDays, today });
  const first = grids[0]!.month;
  const last = grids.at(-1)!.month;
  const range = `${formatCalendarDate(first, 'month')} – ${formatCalendarDate(last, 'month')}`;
  const staysOn = (date: CalendarDate) => stays.filter((stay) => stay.checkIn <= date && date < stay.checkOut);

  return (
    <div className="flex flex-col gap-6" aria-busy={loading || undefined}>
      <nav aria-label="Calendar months" className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-display text-xl text-fg" aria-live="polite">
          {range}
        </p>
        <MonthPager
          previous={{ to: `${path}?month=${previousMonth}`, label: `Previous ${monthsShown} months` }}
          current={monthKey(month) !== thisMonth ? { to: `${path}?month=${thisMonth}`, label: 'This month' } : null}
          next={{ to: `${path}?month=${nextMonth}`, label: `Next ${monthsShown} months` }}
        />
      </nav>

      <Legend />

      {grids.map((grid) => (
        // On a phone the month fits the screen (reaching into the card's padding): each day shows its
        // number, its stays' short status and a short rate; the rest stays in words for screen readers.
        <div
          key={grid.month}
          className="relative max-md:-mx-4 md:overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={formatCalendarDate(grid.month, 'month')}
        >
          <MonthTable
            grid={grid}
            className="md:min-w-[44rem]"
            dayClassName={(day) => cx('border border-line', day.state === 'past' && 'bg-surface-muted')}
            renderDay={(day) => <DayCell day={day} stays={staysOn(day.date)} currency={currency} />}
          />
        </div>
      ))}
    </div>
  );
}

function DayCell({ day, stays, currency }: { day: CalendarDay; stays: readonly CalendarStay[]; currency: Currency }) {
  const past = day.state === 'past';
  return (
    // Past days are muted by a tinted cell and quieter text (no opacity, which would break AA contrast).
    <div className="flex min-h-24 flex-col gap-1 p-1 text-left text-xs max-md:min-h-16 max-md:gap-0.5 max-md:p-0.5">
      <div className="flex items-center justify-between gap-1">
        <span
          className={cx(
            'text-sm tabular-nums',
            day.today
              ? 'font-semibold text-accent max-md:underline max-md:decoration-2'
              : past
                ? 'text-fg-subtle'
                : 'text-fg',
          )}
        >
          {day.day}
        </span>
        {day.today ? (
          <span className="rounded-full bg-primary px-1.5 py-0.5 text-[0.625rem] font-semibold tracking-wide text-primary-fg uppercase max-md:sr-only">
            {text.today}
          </span>
        ) : past ? (
          <span className="sr-only">{text.past}</span>
        ) : null}
      </div>
      {stays.length > 0 ? (
        <ul className="flex flex-col gap-0.5">
          {stays.map((stay) => (
            <li
              key={stay.id}
              className={cx(
                'rounded-[2px] border-l-4 px-1 py-0.5 leading-tight max-md:px-0.5',
                STAY_STATUS_STYLES[stay.status],
              )}
            >
              <span className="block truncate font-medium max-md:sr-only" title={stay.label}>
                {stay.label}
              </span>
              <span className="block max-md:sr-only">{STAY_STATUS_LABELS[stay.status]}</span>
              <span aria-hidden="true" className="block text-[0.625rem] font-medium md:hidden">
                {text.statusShort[stay.status]}
              </span>
            </li>
          ))}
        </ul>
      ) : past ? null : (
        <p className="text-fg-subtle max-md:sr-only">{text.free}</p>
      )}
      <p className={cx('mt-auto leading-tight', past ? 'text-fg-subtle' : 'text-fg-muted')}>
        {day.season ? <span className="block truncate max-md:sr-only">{day.season.name}</span> : null}
        <span className="tabular-nums max-md:sr-only">{formatMoney(day.rate, currency)}</span>
        <span aria-hidden="true" className="text-[0.625rem] tabular-nums md:hidden">
          {compactMoney(day.rate, currency)}
        </span>
      </p>
    </div>
  );
}

/** '$1.2K', '€550': a night's rate short enough for a day on a phone. */
function compactMoney(amount: number, currency: Currency): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount);
}

function Legend() {
  return (
    <ul aria-label="Statuses" className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-fg-muted">
      {LEGEND_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={cx(
              'inline-block h-4 w-5 rounded-[2px] border-l-4 max-md:h-auto max-md:w-auto max-md:px-1 max-md:py-0.5 max-md:text-[0.625rem] max-md:leading-tight max-md:font-medium',
              STAY_STATUS_STYLES[status],
            )}
          >
            {/* On a phone the days show these short words: the legend spells each out. */}
            <span className="md:hidden">{text.statusShort[status]}</span>
          </span>
          {STAY_STATUS_LABELS[status]}
        </li>
      ))}
    </ul>
  );
}
