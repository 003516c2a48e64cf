import { z } from '#app/domain/zod';
import { personDataTexts as t } from './texts/staff';

/**
 * A person's data on request (issue 32, items 3–4; docs/decisions/042-person-data.md). The database gathers
 * everything kept about one e-mail address (privacy_export_person, supabase/migrations/…_person_data.sql) as one
 * JSON document of named lists; this module reads it as a summary — each kind with its label, count and rows — and
 * validates the two forms: the look-up and the erasure's typed confirmation.
 */

/** Each list of the export, in the order the summary shows them. */
export const PERSON_DATA_KINDS = [
  'inquiries',
  'lead_notes',
  'share_links',
  'share_openings',
  'stays',
  'stay_events',
  'arrival_details',
  'agreement_acceptances',
  'payment_schedules',
  'payment_instalments',
  'payment_entries',
  'payment_reminders',
  'invoices',
  'statement_credits',
  'saved_searches',
  'saved_search_sent',
  'emails',
  'homeowners',
  'homeowner_accounts',
  'owner_stay_requests',
  'vendors',
  'history',
] as const;
export type PersonDataKind = (typeof PERSON_DATA_KINDS)[number];

export type PersonDataRow = Record<string, unknown>;
export type PersonDataExport = { email: string; exported_at: string } & Record<PersonDataKind, PersonDataRow[]>;

export interface PersonDataSection {
  kind: PersonDataKind;
  label: string;
  rows: PersonDataRow[];
}

/** The export as it came from the database, every list present (an absent or malformed one as empty). */
export function readPersonDataExport(value: unknown): PersonDataExport {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const lists = Object.fromEntries(
    PERSON_DATA_KINDS.map((kind) => {
      const rows = source[kind];
      return [kind, Array.isArray(rows) ? rows.filter((row) => row && typeof row === 'object') : []];
    }),
  ) as Record<PersonDataKind, PersonDataRow[]>;
  return {
    ...lists,
    email: typeof source.email === 'string' ? source.email : '',
    exported_at: typeof source.exported_at === 'string' ? source.exported_at : '',
  };
}

/** The kinds that hold rows, in order, with their labels. */
export function personDataSections(data: PersonDataExport): PersonDataSection[] {
  return PERSON_DATA_KINDS.filter((kind) => data[kind].length > 0).map((kind) => ({
    kind,
    label: t.kinds[kind],
    rows: data[kind],
  }));
}

export function personDataTotal(data: PersonDataExport): number {
  return PERSON_DATA_KINDS.reduce((sum, kind) => sum + data[kind].length, 0);
}

/** The file name of the download: 'person-data-2026-11-30.json' (no address in it: file names get shared). */
export function personDataFileName(exportedAt: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(exportedAt)?.[0] ?? 'export';
  return `person-data-${day}.json`;
}

/** A row's fields as the summary prints them: scalar values as text, objects as compact JSON. */
export function personDataCells(row: PersonDataRow): [string, string][] {
  return Object.entries(row)
    .filter(([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
}

const address = z
  .string({ message: t.emailRequired })
  .trim()
  .min(1, t.emailRequired)
  .max(320, t.emailInvalid)
  .email(t.emailInvalid)
  .transform((value) => value.toLowerCase());

/** The look-up: one address (matched case-insensitively: lower case). */
export const personLookupSchema = z.object({ email: address });

/** The erasure's second step: the address, typed again. */
export const personErasureSchema = z
  .object({ email: address, confirmation: z.string({ message: t.confirmationRequired }).trim().max(320) })
  .superRefine((value, ctx) => {
    if (value.confirmation.toLowerCase() !== value.email)
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: t.confirmationMismatch });
  });

/** What an erasure reports ({ inquiries: 2, … }), as numbers only. */
export function erasureCounts(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isInteger(entry[1]),
    ),
  );
}
