import { addDays, addMonths, firstOfMonth, isoWeekday, type CalendarDate } from '#app/domain/booking/dates';
import { LEAD_SOURCE_SHORT_LABELS, LEAD_SOURCES } from '#app/domain/leads/sources';
import { LEAD_STAGES, type LeadStage } from '#app/domain/leads/stages';

/**
 * The dashboard's figures (issue 17, item 4): what each one counts, over which period, and the shapes the
 * backend gives them in. The database computes them (supabase/migrations/…_page_views.sql); these are the
 * periods it is asked about and the few sums made from its rows.
 * Its words (lead, source, stage, page view, occupancy) are defined in docs/glossary.md. Every day is the
 * agency's (America/St_Barthelemy).
 */

export const LEAD_WEEKS = 26;
export const TOP_LISTINGS = 10;
export const OCCUPANCY_MONTHS = 6;
export const PAGE_VIEW_DAYS = 30;

export type ListingKind = 'property' | 'rental';

/**
 * The sources the leads-per-week figure counts: the leads' own, and clicks on a listing's "WhatsApp us" (a chat
 * started on WhatsApp leaves no inquiry, so its click is what counts; …_whatsapp.sql).
 */
export const FIGURE_LEAD_SOURCES = [...LEAD_SOURCES, 'whatsapp'] as const;
export type FigureLeadSource = (typeof FIGURE_LEAD_SOURCES)[number];
export const FIGURE_LEAD_SOURCE_LABELS: Record<FigureLeadSource, string> = {
  ...LEAD_SOURCE_SHORT_LABELS,
  whatsapp: 'WhatsApp click',
};

/** A row of `figure_leads_per_week`: one week (its Monday) and source. */
export interface LeadsPerWeekRow {
  week: CalendarDate;
  source: FigureLeadSource;
  leads: number;
}

export interface LeadStageRow {
  stage: LeadStage;
  leads: number;
}

export interface ListingLeadsRow {
  kind: ListingKind;
  listing_id: string;
  title: string;
  leads: number;
}

export interface OccupancyRow {
  rental_id: string;
  title: string;
  /** The month's first day. */
  month: CalendarDate;
  nights: number;
  booked: number;
  held: number;
  blocked: number;
}

export interface ListingViewsRow {
  kind: ListingKind;
  listing_id: string;
  title: string;
  views: number;
}

export interface DailyViewsRow {
  day: CalendarDate;
  views: number;
}

/** The periods the figures cover, from the agency's today. */
export function figurePeriods(today: CalendarDate) {
  const thisMonday = addDays(today, 1 - isoWeekday(today));
  const firstWeek = addDays(thisMonday, -7 * (LEAD_WEEKS - 1));
  return {
    today,
    /** Leads per week, conversion and top listings: the LEAD_WEEKS weeks up to this one. */
    leadsSince: firstWeek,
    /** Occupancy: this month and the next OCCUPANCY_MONTHS - 1. */
    occupancyFrom: firstOfMonth(today),
    occupancyUntil: addDays(addMonths(firstOfMonth(today), OCCUPANCY_MONTHS), -1),
    /** Page views: the last PAGE_VIEW_DAYS days, today included. */
    viewsSince: addDays(today, 1 - PAGE_VIEW_DAYS),
  };
}

/** One row per week with a count per source, oldest first (weeks the database left out count 0). */
export function leadsByWeek(
  rows: readonly LeadsPerWeekRow[],
): { week: CalendarDate; counts: Record<FigureLeadSource, number> }[] {
  const weeks = new Map<CalendarDate, Record<FigureLeadSource, number>>();
  for (const row of rows) {
    const counts =
      weeks.get(row.week) ??
      (Object.fromEntries(FIGURE_LEAD_SOURCES.map((s) => [s, 0])) as Record<FigureLeadSource, number>);
    if ((FIGURE_LEAD_SOURCES as readonly string[]).includes(row.source)) counts[row.source] += row.leads;
    weeks.set(row.week, counts);
  }
  return [...weeks.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([week, counts]) => ({ week, counts }));
}

/**
 * How many leads of the period reached each stage. Stages go one way (new → contacted → qualified → won): a
 * lead now qualified has been contacted, a won one qualified. A lost lead left the pipeline somewhere along
 * it; where is the history's to tell, so it counts as having reached 'new' and 'lost' only.
 */
export function conversionFunnel(
  rows: readonly LeadStageRow[],
): { stage: LeadStage; reached: number; share: number }[] {
  const at = (stage: LeadStage) => rows.find((row) => row.stage === stage)?.leads ?? 0;
  const total = LEAD_STAGES.reduce((sum, stage) => sum + at(stage), 0);
  const reached: Record<LeadStage, number> = {
    new: total,
    contacted: at('contacted') + at('qualified') + at('won'),
    qualified: at('qualified') + at('won'),
    won: at('won'),
    lost: at('lost'),
  };
  return LEAD_STAGES.map((stage) => ({ stage, reached: reached[stage], share: total ? reached[stage] / total : 0 }));
}

export interface RentalOccupancy {
  rentalId: string;
  title: string;
  months: Omit<OccupancyRow, 'rental_id' | 'title'>[];
}

/** The occupancy rows grouped by villa, in the order given (by title). */
export function occupancyByRental(rows: readonly OccupancyRow[]): RentalOccupancy[] {
  const villas = new Map<string, RentalOccupancy>();
  for (const { rental_id, title, ...month } of rows) {
    const villa = villas.get(rental_id) ?? { rentalId: rental_id, title, months: [] };
    villa.months.push(month);
    villas.set(rental_id, villa);
  }
  return [...villas.values()];
}

/** The share of a month's nights that are taken (booked, held or blocked), 0..1. */
export function occupancyShare(month: Pick<OccupancyRow, 'nights' | 'booked' | 'held' | 'blocked'>): number {
  return month.nights > 0 ? Math.min(1, (month.booked + month.held + month.blocked) / month.nights) : 0;
}
