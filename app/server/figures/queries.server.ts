import type { CalendarDate } from '#app/domain/booking/dates';
import {
  figurePeriods,
  LEAD_WEEKS,
  OCCUPANCY_MONTHS,
  TOP_LISTINGS,
  type DailyViewsRow,
  type LeadStageRow,
  type LeadsPerWeekRow,
  type ListingLeadsRow,
  type ListingViewsRow,
  type OccupancyRow,
} from '#app/domain/figures/figures';
import type { QueryRunner, RpcFunction } from '#app/server/backend/query';
import type { PageViewCount } from './page-views.server';

/**
 * The dashboard's figures: one database function each (supabase/migrations/…_page_views.sql), staff only
 * (they return nothing to anyone else), and the page views' flush (the service role only).
 */
export function figureQueries(runner: QueryRunner) {
  async function rows<Row>(fn: RpcFunction, args: Record<string, unknown>): Promise<Row[]> {
    return (await runner.run({ kind: 'rpc', fn, args })).rows as Row[];
  }
  const counted = <Row extends object>(list: Row[], ...keys: (keyof Row)[]) =>
    list.map((row) => {
      const copy = { ...row } as Record<keyof Row, unknown>;
      for (const key of keys) copy[key] = Number(copy[key] ?? 0);
      return copy as unknown as Row;
    });

  return {
    /** Leads per week (Mondays) and source, the LEAD_WEEKS weeks up to the one holding `today`. */
    async leadsPerWeek(today: CalendarDate, weeks = LEAD_WEEKS): Promise<LeadsPerWeekRow[]> {
      return counted(await rows<LeadsPerWeekRow>('figure_leads_per_week', { p_today: today, p_weeks: weeks }), 'leads');
    },
    /** How many leads made since `since` are at each stage now. */
    async leadStages(since: CalendarDate): Promise<LeadStageRow[]> {
      return counted(await rows<LeadStageRow>('figure_lead_stages', { p_since: since }), 'leads');
    },
    async topListingsByLeads(since: CalendarDate, limit = TOP_LISTINGS): Promise<ListingLeadsRow[]> {
      return counted(
        await rows<ListingLeadsRow>('figure_top_listings_by_leads', { p_since: since, p_limit: limit }),
        'leads',
      );
    },
    /** Each published villa's nights per month, from the month holding `from`. */
    async occupancy(from: CalendarDate, months = OCCUPANCY_MONTHS): Promise<OccupancyRow[]> {
      return counted(
        await rows<OccupancyRow>('figure_occupancy', { p_from: from, p_months: months }),
        'nights',
        'booked',
        'held',
        'blocked',
      );
    },
    async topListingsByViews(
      since: CalendarDate,
      until: CalendarDate,
      limit = TOP_LISTINGS,
    ): Promise<ListingViewsRow[]> {
      return counted(
        await rows<ListingViewsRow>('figure_page_views_top', { p_since: since, p_until: until, p_limit: limit }),
        'views',
      );
    },
    async dailyViews(since: CalendarDate, until: CalendarDate): Promise<DailyViewsRow[]> {
      return counted(await rows<DailyViewsRow>('figure_page_views_daily', { p_since: since, p_until: until }), 'views');
    },

    /** Every figure of the dashboard for `today` (the agency's), read in parallel. */
    async dashboardFigures(today: CalendarDate) {
      const periods = figurePeriods(today);
      const port = figureQueries(runner);
      const [leadsPerWeek, leadStages, topListings, occupancy, topViews, dailyViews] = await Promise.all([
        port.leadsPerWeek(today),
        port.leadStages(periods.leadsSince),
        port.topListingsByLeads(periods.leadsSince),
        port.occupancy(periods.occupancyFrom),
        port.topListingsByViews(periods.viewsSince, today),
        port.dailyViews(periods.viewsSince, today),
      ]);
      return { periods, leadsPerWeek, leadStages, topListings, occupancy, topViews, dailyViews };
    },

    /** Adds a flush of page view counts (service role only); returns how many rows it added to or created. */
    async recordPageViews(counts: readonly PageViewCount[]): Promise<number> {
      if (counts.length === 0) return 0;
      const result = await runner.run({
        kind: 'rpc',
        fn: 'record_page_views',
        args: { p_views: counts.map(({ kind, id, day, views }) => ({ kind, id, day, views })) },
      });
      return Number(result.rows[0]?.value ?? 0);
    },
  };
}

export type DashboardFigures = Awaited<ReturnType<ReturnType<typeof figureQueries>['dashboardFigures']>>;
