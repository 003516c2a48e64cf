import { csvDocument, type CsvColumn } from '#app/domain/csv';
import { islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { isOverdue } from './filters';
import type { LeadRow } from './lead';
import { LEAD_SOURCE_LABELS } from './sources';
import { LEAD_STAGE_LABELS } from './stages';

/**
 * The leads CSV (/admin/inquiries/export.csv): what a salesperson needs in a spreadsheet, one line a lead, in
 * the inbox's order with its filters. Times are ISO 8601 in UTC (a spreadsheet reads them as dates); every
 * text cell goes through csvCell, so a name such as '=HYPERLINK(…)' stays text (app/domain/csv.ts).
 */

/** At most this many leads in one file: a filter narrows a bigger export. */
export const LEAD_EXPORT_LIMIT = 10_000;

export function leadCsvColumns(today: CalendarDate): CsvColumn<LeadRow>[] {
  return [
    { heading: 'Received', value: (lead) => lead.created_at },
    { heading: 'Name', value: (lead) => lead.name },
    { heading: 'E-mail', value: (lead) => lead.email },
    { heading: 'Phone', value: (lead) => lead.phone },
    { heading: 'Source', value: (lead) => LEAD_SOURCE_LABELS[lead.source] },
    { heading: 'Listing', value: (lead) => lead.listing_title },
    { heading: 'Island', value: (lead) => lead.island },
    { heading: 'Stage', value: (lead) => LEAD_STAGE_LABELS[lead.stage] },
    { heading: 'Lost reason', value: (lead) => lead.lost_reason },
    { heading: 'Assignee', value: (lead) => lead.assignee_name },
    { heading: 'Follow-up', value: (lead) => lead.follow_up_on },
    { heading: 'Overdue', value: (lead) => (isOverdue(lead, today) ? 'yes' : 'no') },
    { heading: 'Read', value: (lead) => (lead.read ? 'yes' : 'no') },
    { heading: 'Message', value: (lead) => lead.message },
    { heading: 'Notes', value: (lead) => lead.note_count },
  ];
}

export function leadsCsv(leads: Iterable<LeadRow>, today: CalendarDate = islandToday()): string {
  return csvDocument(leadCsvColumns(today), leads);
}

/** 'leads-2026-11-26.csv' */
export function leadsCsvFilename(today: CalendarDate = islandToday()): string {
  return `leads-${today}.csv`;
}
