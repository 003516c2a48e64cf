import type { SubmissionResult } from '@conform-to/react';
import type { LegalEntityRow } from '#app/domain/payments/documents';
import {
  legalEntityFormValues,
  legalEntitySchema,
  legalEntityValues,
  islandLabel,
  nextInvoiceReference,
  type LegalEntityInput,
} from '#app/domain/payments/legal-entities';
import type { LegalEntitiesTranslation } from '#app/domain/payments/texts/legal-entities';
import { BackendError } from '#app/server/backend/query';
import type { Capabilities } from '#app/server/capabilities.server';
import { parseSubmission } from '#app/server/forms.server';
import { backendFailureStatus, UNKNOWN_ACTION } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { invoiceQueries } from '#app/server/payments/invoices.server';

/**
 * The legal entities screen's work (/admin/settings/legal-entities; the route parses nothing itself): the list
 * with each entity's next invoice number, and one action for the three posts — an entity's form (added
 * without an id, changed with one), and its Activate or Deactivate button (`intent`). Row level security
 * decides who writes (owners and admins); the database's unique indexes (one active entity per island, one
 * entity per prefix) come back as messages next to the field they concern, with what was typed kept.
 */

export interface LegalEntityItem {
  id: string;
  name: string;
  island: LegalEntityRow['island'];
  prefix: string;
  active: boolean;
  /** 'IE-SBH-000043': what its next invoice will be numbered. */
  nextInvoice: string;
  values: ReturnType<typeof legalEntityFormValues>;
}

export async function legalEntitiesPage(capabilities: Capabilities): Promise<LegalEntityItem[]> {
  const queries = capabilities.use(invoiceQueries);
  const rows = await queries.listLegalEntities();
  // One small read per entity (an agency has one or two), each served by the unique (entity, number) index.
  const last = await Promise.all(rows.map((row) => queries.lastInvoiceNumber(row.id)));
  return rows.map((row, i) => ({
    id: row.id,
    name: row.name,
    island: row.island,
    prefix: row.invoice_prefix,
    active: row.active,
    nextInvoice: nextInvoiceReference(row.invoice_prefix, last[i] ?? null),
    values: legalEntityFormValues(row),
  }));
}

export const LEGAL_ENTITY_INTENTS = ['save', 'activate', 'deactivate'] as const;
export type LegalEntityDone = 'created' | 'saved' | 'activated' | 'deactivated';

/** What a post did: done (the page redirects with its notice), or refused with the form's answer. */
export type LegalEntityOutcome =
  | { done: LegalEntityDone }
  | {
      /** The form the answer is for: an entity's id, or 'new'. */
      entity: string;
      status: number;
      result: SubmissionResult<string[]>;
    };

/** Which of the table's unique indexes refused a write, from the error's constraint or message. */
function conflictOf(error: unknown): 'island' | 'invoicePrefix' | null {
  if (!(error instanceof BackendError) || error.code !== 'unique') return null;
  const said = `${error.details?.constraint ?? ''} ${error.message}`;
  if (said.includes('legal_entities_active_island_idx')) return 'island';
  if (said.includes('legal_entities_invoice_prefix_key')) return 'invoicePrefix';
  return null;
}

export async function legalEntityAction(
  capabilities: Capabilities,
  formData: FormData,
  t: LegalEntitiesTranslation,
  userId: string,
): Promise<LegalEntityOutcome> {
  const intent = String(formData.get('intent') ?? 'save');
  const queries = capabilities.use(invoiceQueries);
  const schema = legalEntitySchema(t);

  if (intent === 'activate' || intent === 'deactivate') {
    const id = String(formData.get('id') ?? '');
    const row = (await queries.listLegalEntities()).find((entity) => entity.id === id);
    // The answer goes to the entity's own form, as its stored values with the message.
    const stored = parseSubmission(formDataOf(legalEntityFormValues(row ?? null)), schema);
    const refuse = (status: number, error: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) =>
      ({ entity: id, status, result: stored.reply(error) }) as const;
    if (!row) return refuse(404, { formErrors: [t.notFound] });
    try {
      if (!(await queries.updateLegalEntity(id, { active: intent === 'activate' })))
        return refuse(404, { formErrors: [t.notFound] });
    } catch (error) {
      if (conflictOf(error) === 'island')
        return refuse(400, { fieldErrors: { island: [t.islandTaken(islandLabel(t, row.island))] } });
      return failure(error, userId, refuse);
    }
    log.info('legal entity switched', { userId, legalEntityId: id, active: intent === 'activate' });
    return { done: intent === 'activate' ? 'activated' : 'deactivated' };
  }

  const submission = parseSubmission(formData, schema);
  const entity = submission.payload.id ? String(submission.payload.id) : 'new';
  if (!(LEGAL_ENTITY_INTENTS as readonly string[]).includes(intent))
    return { entity, status: 400, result: submission.reply({ formErrors: [UNKNOWN_ACTION] }) };
  if (submission.status !== 'success') return { entity, status: 400, result: submission.reply() };
  const refuse = (status: number, error: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => ({
    entity,
    status,
    result: submission.reply(error),
  });
  const input: LegalEntityInput = submission.value;
  try {
    const before = input.id ? (await queries.listLegalEntities()).find((row) => row.id === input.id) : undefined;
    if (input.id && !before) return refuse(404, { formErrors: [t.notFound] });
    if (
      before?.invoice_prefix !== input.invoicePrefix &&
      (await queries.seriesUsedByAnother(input.invoicePrefix, input.id ?? null))
    )
      return refuse(400, { fieldErrors: { invoicePrefix: [t.prefixUsed] } });
    const values = legalEntityValues(input);
    if (!input.id) await queries.createLegalEntity({ ...values, active: input.active });
    else if (!(await queries.updateLegalEntity(input.id, values))) return refuse(404, { formErrors: [t.notFound] });
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict === 'island')
      return refuse(400, { fieldErrors: { island: [t.islandTaken(islandLabel(t, input.island))] } });
    if (conflict === 'invoicePrefix') return refuse(400, { fieldErrors: { invoicePrefix: [t.prefixTaken] } });
    return failure(error, userId, refuse);
  }
  log.info(input.id ? 'legal entity changed' : 'legal entity added', { userId, legalEntityId: input.id ?? null });
  return { done: input.id ? 'saved' : 'created' };

  function failure<T>(error: unknown, who: string, refuse: (status: number, e: { formErrors: string[] }) => T): T {
    const status = backendFailureStatus(error);
    log.error('legal entity save failed', { userId: who, intent, error });
    return refuse(status, { formErrors: [status === 403 ? t.refused : t.failed] });
  }
}

/** A form's values as the browser would post them (a checkbox ticked sends 'on', unticked nothing). */
function formDataOf(values: Record<string, string | boolean>): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === true) formData.set(key, 'on');
    else if (typeof value === 'string' && value !== '') formData.set(key, value);
  }
  return formData;
}
