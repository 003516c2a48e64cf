import type { ReactNode } from 'react';
import { calendarWeekdays, type CalendarDay, type MonthGrid } from '#app/domain/booking/calendar';
import { formatCalendarDate } from '#app/domain/booking/dates';
import { useLocale } from '#app/components/i18n/locale';
import { cx } from '#app/components/ui/cx';

/**
 * One month as an accessible table (caption, weekday column headers, a cell per day), rendered on the
 * server. What a day shows is the caller's: the rental page shows free/booked/past, the staff calendar its
 * stays. Every state is written in text, never only in colour.
 */
export function MonthTable({
  grid,
  renderDay,
  dayClassName,
  className,
  headingLevel = 'caption',
}: {
  grid: MonthGrid;
  renderDay: (day: CalendarDay) => ReactNode;
  dayClassName?: (day: CalendarDay) => string;
  className?: string;
  /** 'caption' names the table by its month; a page that heads each month itself may say 'none'. */
  headingLevel?: 'caption' | 'none';
}) {
  const locale = useLocale();
  const month = formatCalendarDate(grid.month, 'month', locale);
  // 'décembre 2026' heads its table as 'Décembre 2026'.
  const title = month.charAt(0).toUpperCase() + month.slice(1);
  return (
    <table
      className={cx('w-full table-fixed border-collapse text-center text-sm', className)}
      aria-label={headingLevel === 'none' ? title : undefined}
    >
      {headingLevel === 'caption' ? (
        <caption className="mb-3 text-left font-display text-2xl text-fg">{title}</caption>
      ) : null}
      <thead>
        <tr>
          {calendarWeekdays(locale).map((weekday) => (
            <th key={weekday.short} scope="col" className="pb-2 text-xs font-medium tracking-wide text-fg-muted">
              <abbr title={weekday.long} className="no-underline">
                {weekday.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week, w) => (
          <tr key={w}>
            {week.map((day, d) =>
              day ? (
                <td
                  key={day.date}
                  className={cx('p-0.5 align-top', dayClassName?.(day))}
                  data-date={day.date}
                  data-state={day.state}
                >
                  {renderDay(day)}
                </td>
              ) : (
                <td key={`empty-${d}`} className="p-0.5" aria-hidden="true" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
