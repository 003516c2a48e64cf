import { ISLANDS, type Island } from '#app/domain/constants';
import { invoiceReference, type LegalEntityRow } from '#app/domain/payments/documents';
import type { LegalEntitiesTranslation } from '#app/domain/payments/texts/legal-entities';
import { z } from '#app/domain/zod';

/**
 * The agency's legal entities as staff keep them on /admin/settings/legal-entities (issue 28, item 7;
 * supabase/migrations/…_invoices.sql): one form per entity and one to add one, browser and server alike. The
 * database keeps the same rules (a name, the prefix's shape, one active entity per island); these say them
 * first, in the page's language, next to the field.
 */

/** The series' prefix as public.legal_entities checks it: 'IE-SBH', 'SXM2'. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;
export const INVOICE_PREFIX_MAX = 20;

/** The island field's value for an entity of every island (the database's null). */
export const ALL_ISLANDS = 'all';
export const ISLAND_CHOICES = [ALL_ISLANDS, ...ISLANDS] as const;
export type IslandChoice = (typeof ISLAND_CHOICES)[number];

/**
 * The form of one entity. `id` is absent for a new one. `active` is read when adding one only: an existing
 * entity is activated or deactivated by its own button (a POST of its own), so saving its details never
 * switches it on or off by accident.
 */
export function legalEntitySchema(t: LegalEntitiesTranslation) {
  const oneLine = (value: string) => !/[\r\n]/.test(value);
  const line = (max: number) => z.string().trim().max(max, t.tooLong(max)).refine(oneLine, t.oneLine);
  const text = (max: number) =>
    z
      .string()
      .trim()
      .max(max, t.tooLong(max))
      .transform((value) => value.replace(/\r\n?/g, '\n'));
  return z.object({
    id: z.uuid().optional(),
    name: z
      .string({ message: t.nameRequired })
      .trim()
      .min(1, t.nameRequired)
      .max(200, t.tooLong(200))
      .refine(oneLine, t.oneLine),
    address: text(500).optional(),
    registrationNumber: line(100).optional(),
    vatNumber: line(50).optional(),
    email: z
      .string()
      .trim()
      .max(320, t.tooLong(320))
      .pipe(z.email({ message: t.emailInvalid }))
      .optional(),
    phone: line(50).optional(),
    legalNotice: text(1000).optional(),
    island: z.enum(ISLAND_CHOICES, { message: t.islandInvalid }),
    // Typed in any case ('ie-sbh'), kept in capitals as the database wants it.
    invoicePrefix: z
      .string({ message: t.prefixRequired })
      .trim()
      .toUpperCase()
      .min(1, t.prefixRequired)
      .max(INVOICE_PREFIX_MAX, t.tooLong(INVOICE_PREFIX_MAX))
      .regex(INVOICE_PREFIX_PATTERN, t.prefixFormat),
    // An unchecked box sends nothing.
    active: z
      .string()
      .optional()
      .transform((value) => value === 'on' || value === 'true'),
  });
}

export type LegalEntityInput = z.output<ReturnType<typeof legalEntitySchema>>;

/** The columns an entity's form writes (the database stamps the times; `active` has its own button). */
export function legalEntityValues(input: LegalEntityInput) {
  return {
    name: input.name,
    address: input.address ?? '',
    registration_number: input.registrationNumber ?? '',
    vat_number: input.vatNumber || null,
    email: input.email || null,
    phone: input.phone || null,
    legal_notice: input.legalNotice ?? '',
    island: input.island === ALL_ISLANDS ? null : input.island,
    invoice_prefix: input.invoicePrefix,
  } satisfies Omit<LegalEntityRow, 'id' | 'active' | 'created_at' | 'updated_at'>;
}

export type LegalEntityValues = ReturnType<typeof legalEntityValues>;

/** The form's values of a stored entity, or of a new one (active, for all islands). */
export function legalEntityFormValues(row: LegalEntityRow | null) {
  return {
    id: row?.id ?? '',
    name: row?.name ?? '',
    address: row?.address ?? '',
    registrationNumber: row?.registration_number ?? '',
    vatNumber: row?.vat_number ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    legalNotice: row?.legal_notice ?? '',
    island: (row ? (row.island ?? ALL_ISLANDS) : ALL_ISLANDS) as IslandChoice,
    invoicePrefix: row?.invoice_prefix ?? '',
    active: row ? row.active : true,
  };
}

/** 'Sint Maarten', or 'All islands' for an entity of every island. */
export const islandLabel = (t: LegalEntitiesTranslation, island: Island | IslandChoice | null) =>
  island === null || island === ALL_ISLANDS ? t.allIslands : island;

/**
 * The number the entity's next invoice will print: its current prefix and the number after its last invoice
 * (the series has no gaps, so that is the counter's next number; the counter itself is out of the API's reach).
 */
export const nextInvoiceReference = (prefix: string, lastNumber: number | null) =>
  invoiceReference(prefix, (lastNumber ?? 0) + 1);
