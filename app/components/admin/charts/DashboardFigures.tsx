import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { percent } from '#app/domain/charts/geometry';
import {
  conversionFunnel,
  FIGURE_LEAD_SOURCE_LABELS,
  FIGURE_LEAD_SOURCES,
  LEAD_WEEKS,
  leadsByWeek,
  occupancyByRental,
  occupancyShare,
  PAGE_VIEW_DAYS,
  type DailyViewsRow,
  type LeadStageRow,
  type LeadsPerWeekRow,
  type ListingLeadsRow,
  type ListingViewsRow,
  type OccupancyRow,
} from '#app/domain/figures/figures';
import { LEAD_STAGE_LABELS } from '#app/domain/leads/stages';
import { BarChart } from './BarChart';
import { ChartCard, ChartTable } from './ChartCard';
import { ColumnChart } from './ColumnChart';
import { OCCUPANCY_SERIES, OccupancyChart } from './OccupancyChart';
import { SeriesLegend } from './series';

/** What the dashboard's loader reads (app/server/figures/queries.server.ts `dashboardFigures`). */
export interface FiguresData {
  periods: { today: CalendarDate; leadsSince: CalendarDate; occupancyFrom: CalendarDate; viewsSince: CalendarDate };
  leadsPerWeek: LeadsPerWeekRow[];
  leadStages: LeadStageRow[];
  topListings: ListingLeadsRow[];
  occupancy: OccupancyRow[];
  topViews: ListingViewsRow[];
  dailyViews: DailyViewsRow[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Jun 2': the same on the server and in every browser (no Intl data involved). */
const dayLabel = (date: CalendarDate) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
const monthLabel = (date: CalendarDate) => MONTHS[Number(date.slice(5, 7)) - 1]!;
const kindLabel = (kind: 'property' | 'rental') => (kind === 'property' ? 'Property' : 'Villa');
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The dashboard's figures: five charts, each an SVG drawn on the server with its data table. */
export function DashboardFigures({ figures }: { figures: FiguresData }) {
  return (
    <section aria-labelledby="figures-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="figures-heading" className="section-title">
          Figures
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          Leads of the last {LEAD_WEEKS} weeks (since {formatCalendarDate(figures.periods.leadsSince, 'long')}),
          bookings of the coming months, page views of the last {PAGE_VIEW_DAYS} days.
        </p>
      </div>
      <div className="grid min-w-0 gap-5 lg:grid-cols-2">
        <LeadsPerWeek rows={figures.leadsPerWeek} />
        <Conversion rows={figures.leadStages} />
        <TopListings rows={figures.topListings} />
        <PageViews top={figures.topViews} daily={figures.dailyViews} />
        <Occupancy rows={figures.occupancy} />
      </div>
    </section>
  );
}

function LeadsPerWeek({ rows }: { rows: LeadsPerWeekRow[] }) {
  const weeks = leadsByWeek(rows);
  const totals = weeks.map((week) => FIGURE_LEAD_SOURCES.reduce((sum, source) => sum + week.counts[source], 0));
  const total = totals.reduce((sum, value) => sum + value, 0);
  const busiest = weeks[totals.indexOf(Math.max(0, ...totals))];
  const labels = FIGURE_LEAD_SOURCES.map((source) => FIGURE_LEAD_SOURCE_LABELS[source]);
  return (
    <ChartCard
      id="leads-per-week"
      title="Leads per week"
      description={`By source, with clicks on a listing's “WhatsApp us”, the last ${LEAD_WEEKS} weeks (weeks start on Monday).`}
      empty={total === 0}
      emptyText={`No leads in the last ${LEAD_WEEKS} weeks.`}
      className="lg:col-span-2"
      chart={
        <>
          <ColumnChart
            chartId="leads-per-week"
            title="Leads per week by source"
            description={`${plural(total, 'lead')} in ${weeks.length} weeks${
              busiest ? `; the busiest week began ${dayLabel(busiest.week)} with ${Math.max(...totals)}` : ''
            }. Stacked from the bottom: ${labels.join(', ')}.`}
            columns={weeks.map((week) => ({
              key: week.week,
              axisLabel: dayLabel(week.week),
              values: FIGURE_LEAD_SOURCES.map((source) => week.counts[source]),
            }))}
            seriesCount={FIGURE_LEAD_SOURCES.length}
            labelEvery={6}
            wide
          />
          <SeriesLegend chartId="leads-per-week" labels={labels} />
        </>
      }
      table={
        <ChartTable
          caption="Leads per week by source"
          columns={['Week of', ...labels.map((label) => (label === 'Booking request' ? 'Booking' : label)), 'Total']}
          rows={weeks.map((week, index) => ({
            key: week.week,
            heading: dayLabel(week.week),
            cells: [...FIGURE_LEAD_SOURCES.map((source) => week.counts[source]), totals[index]!],
          }))}
        />
      }
    />
  );
}

function Conversion({ rows }: { rows: LeadStageRow[] }) {
  const funnel = conversionFunnel(rows);
  const total = funnel[0]?.reached ?? 0;
  return (
    <ChartCard
      id="conversion"
      title="Conversion by stage"
      description={`How many of the last ${LEAD_WEEKS} weeks’ leads reached each stage (lost: left the pipeline).`}
      empty={total === 0}
      emptyText={`No leads in the last ${LEAD_WEEKS} weeks.`}
      chart={
        <BarChart
          chartId="conversion"
          title="Conversion by stage"
          description={funnel
            .map((step) => `${LEAD_STAGE_LABELS[step.stage]}: ${step.reached} (${percent(step.share)})`)
            .join('; ')}
          bars={funnel.map((step) => ({
            key: step.stage,
            label: LEAD_STAGE_LABELS[step.stage],
            value: step.reached,
            valueLabel: `${step.reached} · ${percent(step.share)}`,
          }))}
        />
      }
      table={
        <ChartTable
          caption="Leads that reached each stage"
          columns={['Stage', 'Leads', 'Share']}
          rows={funnel.map((step) => ({
            key: step.stage,
            heading: LEAD_STAGE_LABELS[step.stage],
            cells: [step.reached, percent(step.share)],
          }))}
        />
      }
    />
  );
}

function TopListings({ rows }: { rows: ListingLeadsRow[] }) {
  return (
    <ChartCard
      id="top-listings"
      title="Top listings by leads"
      description={`The ${rows.length || 10} properties and villas with the most leads in the last ${LEAD_WEEKS} weeks.`}
      empty={rows.length === 0}
      emptyText={`No leads about a listing in the last ${LEAD_WEEKS} weeks.`}
      chart={
        <BarChart
          chartId="top-listings"
          title="Top listings by leads"
          description={rows.map((row) => `${row.title}: ${plural(row.leads, 'lead')}`).join('; ')}
          series={1}
          bars={rows.map((row) => ({
            key: `${row.kind}-${row.listing_id}`,
            label: `${row.title} (${kindLabel(row.kind)})`,
            value: row.leads,
            valueLabel: String(row.leads),
          }))}
        />
      }
      table={
        <ChartTable
          caption="Listings with the most leads"
          columns={['Listing', 'Kind', 'Leads']}
          rows={rows.map((row) => ({
            key: `${row.kind}-${row.listing_id}`,
            heading: row.title,
            cells: [kindLabel(row.kind), row.leads],
          }))}
        />
      }
    />
  );
}

function PageViews({ top, daily }: { top: ListingViewsRow[]; daily: DailyViewsRow[] }) {
  const total = daily.reduce((sum, day) => sum + day.views, 0);
  return (
    <ChartCard
      id="page-views"
      title="Listing page views"
      description={`Views of listing pages a day, the last ${PAGE_VIEW_DAYS} days, and the most viewed listings (bots not counted).`}
      empty={total === 0 && top.length === 0}
      emptyText={`No listing page views in the last ${PAGE_VIEW_DAYS} days.`}
      chart={
        <div className="flex flex-col gap-5">
          <ColumnChart
            chartId="page-views-daily"
            title="Listing page views a day"
            description={`${plural(total, 'view')} in ${daily.length} days${
              daily.length ? `, ${daily[daily.length - 1]!.views} today` : ''
            }.`}
            columns={daily.map((day) => ({ key: day.day, axisLabel: dayLabel(day.day), values: [day.views] }))}
            labelEvery={7}
          />
          <BarChart
            chartId="page-views-top"
            title="Most viewed listings"
            description={top.map((row) => `${row.title}: ${plural(row.views, 'view')}`).join('; ')}
            series={2}
            bars={top.map((row) => ({
              key: `${row.kind}-${row.listing_id}`,
              label: `${row.title} (${kindLabel(row.kind)})`,
              value: row.views,
              valueLabel: String(row.views),
            }))}
          />
        </div>
      }
      table={
        <div className="flex flex-col gap-4">
          <ChartTable
            caption="Most viewed listings"
            columns={['Listing', 'Kind', 'Views']}
            rows={top.map((row) => ({
              key: `${row.kind}-${row.listing_id}`,
              heading: row.title,
              cells: [kindLabel(row.kind), row.views],
            }))}
          />
          <ChartTable
            caption="Listing page views a day"
            columns={['Day', 'Views']}
            rows={daily.map((day) => ({ key: day.day, heading: dayLabel(day.day), cells: [day.views] }))}
          />
        </div>
      }
    />
  );
}

function Occupancy({ rows }: { rows: OccupancyRow[] }) {
  const villas = occupancyByRental(rows);
  const months = villas[0]?.months.map((month) => month.month) ?? [];
  return (
    <ChartCard
      id="occupancy"
      title="Villa occupancy"
      description="Nights booked, held on option and blocked, per villa, this month and the next five."
      empty={villas.length === 0}
      emptyText="No published villas."
      chart={
        <>
          <OccupancyChart
            chartId="occupancy"
            title="Villa occupancy by month"
            description={villas
              .map(
                (villa) =>
                  `${villa.title}: ${villa.months
                    .map((month) => `${monthLabel(month.month)} ${percent(occupancyShare(month))}`)
                    .join(', ')}`,
              )
              .join('; ')}
            villas={villas}
            monthLabels={months.map(monthLabel)}
          />
          <SeriesLegend chartId="occupancy" labels={OCCUPANCY_SERIES} />
        </>
      }
      table={
        <ChartTable
          caption="Villa occupancy by month (nights booked, held, blocked, of the month’s nights)"
          columns={['Villa, month', 'Booked', 'Held', 'Blocked', 'Taken']}
          rows={villas.flatMap((villa) =>
            villa.months.map((month) => ({
              key: `${villa.rentalId}-${month.month}`,
              heading: `${villa.title}, ${formatCalendarDate(month.month, 'month')}`,
              cells: [month.booked, month.held, month.blocked, `${percent(occupancyShare(month))} of ${month.nights}`],
            })),
          )}
        />
      }
    />
  );
}
