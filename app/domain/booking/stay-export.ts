import type { CsvColumn } from '#app/domain/csv';
import type { StaySource, StayStatus } from '#app/domain/entities';
import { ISLAND_UTC_OFFSET_MINUTES } from '#app/domain/constants';
import { daysBetween, type CalendarDate } from './dates';
import { STAY_SOURCE_LABELS, STAY_STATUS_LABELS } from './stays';

/** A stay as the bookings CSV has it (app/routes/admin/bookings-export.ts). */
export interface StayExportLine {
  reference: string;
  villa: string | null;
  source: StaySource;
  guest_name: string | null;
  guest_email: string | null;
  guest_phone: string | null;
  check_in: string;
  check_out: string;
  guests: number | null;
  status: StayStatus;
  quote_total: number | null;
  quote_currency: string;
  created_at: string;
}

/** 'YYYY-MM-DD HH:MM', the agency's time (UTC−4): what a manager reads in a spreadsheet. */
export function islandDateTime(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  return new Date(time + ISLAND_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The bookings CSV's columns, in the order a manager reads them. */
export const STAY_EXPORT_COLUMNS: readonly CsvColumn<StayExportLine>[] = [
  { heading: 'Reference', value: (stay) => stay.reference },
  { heading: 'Villa', value: (stay) => stay.villa },
  { heading: 'Source', value: (stay) => STAY_SOURCE_LABELS[stay.source] ?? stay.source },
  { heading: 'Guest name', value: (stay) => stay.guest_name },
  { heading: 'E-mail', value: (stay) => stay.guest_email },
  { heading: 'Phone', value: (stay) => stay.guest_phone },
  { heading: 'Arrival', value: (stay) => stay.check_in },
  { heading: 'Departure', value: (stay) => stay.check_out },
  { heading: 'Nights', value: (stay) => daysBetween(stay.check_in as CalendarDate, stay.check_out as CalendarDate) },
  { heading: 'Guests', value: (stay) => stay.guests },
  { heading: 'Status', value: (stay) => STAY_STATUS_LABELS[stay.status] ?? stay.status },
  { heading: 'Total', value: (stay) => stay.quote_total },
  { heading: 'Currency', value: (stay) => (stay.quote_total === null ? null : stay.quote_currency) },
  { heading: 'Created', value: (stay) => islandDateTime(stay.created_at) },
];
