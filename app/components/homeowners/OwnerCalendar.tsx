import { useLocalizedPath, useLocale, useTexts } from '#app/components/i18n/locale';
import { MonthPager } from '#app/components/bookings/MonthPager';
import { MonthTable } from '#app/components/bookings/MonthTable';
import { STAY_STATUS_STYLES } from '#app/components/bookings/staff-calendar/stay-styles';
import { cx } from '#app/components/ui/cx';
import { monthGrids } from '#app/domain/booking/calendar';
import { formatCalendarDate, monthKey, type CalendarDate } from '#app/domain/booking/dates';
import {
  CALENDAR_KINDS,
  kindOn,
  ownedOn,
  type CalendarKind,
  type CalendarSpan,
  type OwnedPeriod,
} from '#app/domain/homeowners/owner-page';
import { ownerPageTexts, type OwnerPageTranslation } from '#app/domain/homeowners/texts/owner-page';

/** Each kind's tint, the staff calendar's for the same statuses (an extra cue: the kind is always written too). */
const KIND_STYLES: Record<CalendarKind, string> = {
  booked: STAY_STATUS_STYLES.confirmed,
  option: STAY_STATUS_STYLES.option,
  'owner-stay': 'border-l-brass-600 bg-surface text-fg dark:border-l-brass-300',
  blocked: STAY_STATUS_STYLES.blocked,
  requested: STAY_STATUS_STYLES.requested,
};

export const kindLabel = (t: OwnerPageTranslation, kind: CalendarKind) =>
  ({
    booked: t.kindBooked,
    option: t.kindOption,
    'owner-stay': t.kindOwnerStay,
    blocked: t.kindBlocked,
    requested: t.kindRequested,
  })[kind];

/**
 * A villa's next months as its homeowner sees them: the shared month table (MonthTable, as the rental page and
 * the staff calendar use it), each day saying in words what takes its night — booked, option, owner stay,
 * blocked, requested — or free; never a guest. Days the villa was not theirs say so. Paging is by links
 * (`?month=`), so it works without JavaScript.
 */
export function OwnerCalendar({
  villaId,
  title,
  pages,
  today,
  spans,
  periods,
}: {
  villaId: string;
  title: string;
  /** The first month shown, how many, and the `?month=` keys of the pager. */
  pages: { month: CalendarDate; shown: number; previousMonth: string; nextMonth: string; thisMonth: string };
  today: CalendarDate;
  spans: readonly CalendarSpan[];
  periods: readonly OwnedPeriod[];
}) {
  const { month, previousMonth, nextMonth, thisMonth } = pages;
  const t = useTexts(ownerPageTexts);
  const locale = useLocale();
  const to = useLocalizedPath();
  const grids = monthGrids(month, pages.shown, { busy: [], seasons: [], dailyRate: 0, minStayDays: 1, today });
  const page = (key: string) => `${to('/owners')}?month=${key}#villa-${villaId}`;
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={`${t.monthsNav} — ${title}`} className="flex flex-wrap items-center gap-2">
        <MonthPager
          previous={{ to: page(previousMonth), label: t.previousMonths }}
          current={monthKey(month) !== thisMonth ? { to: page(thisMonth), label: t.thisMonth } : null}
          next={{ to: page(nextMonth), label: t.nextMonths }}
        />
      </nav>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-fg">{t.legend}</p>
        <ul className="flex flex-wrap gap-2 text-xs text-fg">
          {CALENDAR_KINDS.map((kind) => (
            <li key={kind} className={cx('rounded-[2px] border-l-4 px-2 py-0.5', KIND_STYLES[kind])}>
              {kindLabel(t, kind)}
            </li>
          ))}
        </ul>
      </div>
      {grids.map((grid) => (
        <div
          key={grid.month}
          className="max-md:-mx-2 md:overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={`${title} — ${formatCalendarDate(grid.month, 'month', locale)}`}
        >
          <MonthTable
            grid={grid}
            dayClassName={(day) => cx('border border-line', day.state === 'past' && 'bg-surface-muted')}
            renderDay={(day) => {
              const owned = ownedOn(day.date, periods);
              const kind = owned ? kindOn(day.date, spans) : null;
              const state = !owned ? t.notYours : kind ? kindLabel(t, kind) : t.free;
              return (
                <div className="flex min-h-16 flex-col gap-1 p-1 text-left text-xs max-md:min-h-12 max-md:p-0.5">
                  <span
                    className={cx(
                      'text-sm tabular-nums',
                      day.today
                        ? 'font-semibold text-accent underline decoration-2'
                        : day.state === 'past'
                          ? 'text-fg-subtle'
                          : 'text-fg',
                    )}
                  >
                    {day.day}
                    {day.today ? <span className="sr-only"> — {t.today}</span> : null}
                    {day.state === 'past' ? <span className="sr-only"> — {t.past}</span> : null}
                  </span>
                  <span
                    className={cx(
                      'rounded-[2px] leading-tight max-md:text-[0.625rem]',
                      kind ? cx('border-l-4 px-1 py-0.5 font-medium', KIND_STYLES[kind]) : 'text-fg-subtle',
                    )}
                  >
                    {state}
                  </span>
                </div>
              );
            }}
          />
        </div>
      ))}
    </div>
  );
}
