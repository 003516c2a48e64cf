import { data, replace } from 'react-router';
import { rowActionSchema, rowIntentOf, type RowActionData, type RowIntent } from '#app/domain/admin/rows';
import type { Capabilities } from '#app/server/capabilities.server';
import type { Page } from '#app/server/backend/query';
import { backendFailureStatus, UNKNOWN_ACTION } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';
import { leadIntakeQueries } from '#app/server/leads/intake.server';
import { listingAdminQueries } from '#app/server/listings/admin.server';
import { postAdminQueries } from '#app/server/content/posts-admin.server';

/**
 * The back office's lists (properties, rentals, blog posts, inquiries): loading a page, and the buttons of
 * a row (status, featured, read, delete). Every admin action first calls
 * `const { capabilities } = await requireStaff(request, context);` and hands that capabilities here.
 */

export type RowTable = 'properties' | 'rentals' | 'blog_posts' | 'inquiries';

export interface RowActionConfig {
  table: RowTable;
  /** The failure text of each intent this page accepts; any other intent is refused with 400. */
  messages: Partial<Record<RowIntent, string>>;
  /** Where a confirmed delete goes (the list, keeping its search). */
  afterDelete: string;
}

const fail = (intent: RowIntent | null, id: string | null, error: string, status: number) =>
  data<RowActionData>({ ok: false, intent, id, error }, { status });

async function rowTitle(capabilities: Capabilities, table: RowTable, id: string): Promise<string | null> {
  switch (table) {
    case 'properties':
      return (await capabilities.use(listingAdminQueries).getProperty(id))?.title ?? null;
    case 'rentals':
      return (await capabilities.use(listingAdminQueries).getRental(id))?.title ?? null;
    case 'blog_posts':
      return (await capabilities.use(postAdminQueries).getBlogPost(id))?.title ?? null;
    case 'inquiries': {
      const lead = await capabilities.use(leadIntakeQueries).getLeadMessage(id);
      return lead ? `Inquiry from ${lead.name}` : null;
    }
  }
}

/**
 * Status, featured, read and delete of one row, re-checked here whatever the page showed: the intent must
 * be one this page accepts, the id a UUID, the status one of the three. Answers 200 with `ok: true`, the
 * intent's failure text with 400 (bad input), 404 (no such row), 403/500/503 (capabilities), or — for a
 * delete without confirm=yes — the confirmation state. A confirmed delete redirects (replacing the
 * history entry, so a reload does not post again).
 */
export async function handleRowAction(capabilities: Capabilities, formData: FormData, config: RowActionConfig) {
  const intent = rowIntentOf(formData.get('intent'));
  const failureText = intent ? config.messages[intent] : undefined;
  const rawId = typeof formData.get('id') === 'string' ? String(formData.get('id')) : null;
  if (!intent || !failureText) return fail(intent, rawId, UNKNOWN_ACTION, 400);

  const fields = Object.fromEntries(
    [...formData].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const parsed = rowActionSchema.safeParse({ ...fields, intent });
  if (!parsed.success) return fail(intent, rawId, failureText, 400);
  const action = parsed.data;
  const { table } = config;

  try {
    let changed: boolean;
    switch (action.intent) {
      case 'status':
        if (table === 'inquiries') return fail(intent, action.id, UNKNOWN_ACTION, 400);
        changed = await capabilities.use(listingAdminQueries).setStatus(table, action.id, action.status);
        break;
      case 'featured':
        if (table !== 'properties' && table !== 'rentals') return fail(intent, action.id, UNKNOWN_ACTION, 400);
        changed = await capabilities.use(listingAdminQueries).setFeatured(table, action.id, action.featured);
        break;
      case 'read':
        if (table !== 'inquiries') return fail(intent, action.id, UNKNOWN_ACTION, 400);
        changed = await capabilities.use(leadIntakeQueries).markLeadRead(action.id);
        break;
      case 'delete': {
        if (!action.confirm) {
          const title = await rowTitle(capabilities, table, action.id);
          if (title === null) return fail(intent, action.id, failureText, 404);
          return data<RowActionData>({ ok: false, intent, id: action.id, confirmDelete: { id: action.id, title } });
        }
        if (!(await capabilities.use(listingAdminQueries).deleteRow(table, action.id)))
          return fail(intent, action.id, failureText, 404);
        return replace(config.afterDelete);
      }
    }
    if (!changed) return fail(intent, action.id, failureText, 404);
    return data<RowActionData>({ ok: true, intent, id: action.id });
  } catch (error) {
    log.error('admin row action failed', { table, intent, id: action.id, error });
    return fail(intent, action.id, failureText, backendFailureStatus(error));
  }
}

/**
 * An admin list's page, or an empty one when the capabilities fails: SPEC §8 has list load failures only
 * logged, the list showing empty.
 */
export async function loadAdminList<Row>(
  table: RowTable,
  load: () => Promise<Page<Row>>,
  page: number,
): Promise<Page<Row>> {
  try {
    return await load();
  } catch (error) {
    log.error('admin list failed to load', { table, error });
    return { rows: [], total: 0, page, pageCount: 1 };
  }
}
