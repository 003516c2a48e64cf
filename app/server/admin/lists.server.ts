import { data, replace } from 'react-router';
import { rowActionSchema, rowIntentOf, type RowActionData, type RowIntent } from '#app/domain/admin-rows';
import type { Backend } from '#app/server/backend/backend.server';
import type { Page } from '#app/server/backend/listings.server';
import { backendFailureStatus, UNKNOWN_ACTION } from '#app/server/http/action-answers.server';
import { log } from '#app/server/log.server';

/**
 * The back office's lists (properties, rentals, blog posts, inquiries): loading a page, and the buttons of
 * a row (status, featured, read, delete). Every admin action first calls
 * `const { backend } = await requireStaff(request, context);` and hands that backend here.
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

async function rowTitle(backend: Backend, table: RowTable, id: string): Promise<string | null> {
  switch (table) {
    case 'properties':
      return (await backend.getProperty(id))?.title ?? null;
    case 'rentals':
      return (await backend.getRental(id))?.title ?? null;
    case 'blog_posts':
      return (await backend.getBlogPost(id))?.title ?? null;
    case 'inquiries': {
      const inquiry = await backend.getInquiry(id);
      return inquiry ? `Inquiry from ${inquiry.name}` : null;
    }
  }
}

/**
 * Status, featured, read and delete of one row, re-checked here whatever the page showed: the intent must
 * be one this page accepts, the id a UUID, the status one of the three. Answers 200 with `ok: true`, the
 * intent's failure text with 400 (bad input), 404 (no such row), 403/500/503 (backend), or — for a
 * delete without confirm=yes — the confirmation state. A confirmed delete redirects (replacing the
 * history entry, so a reload does not post again).
 */
export async function handleRowAction(backend: Backend, formData: FormData, config: RowActionConfig) {
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
        changed = await backend.setStatus(table, action.id, action.status);
        break;
      case 'featured':
        if (table !== 'properties' && table !== 'rentals') return fail(intent, action.id, UNKNOWN_ACTION, 400);
        changed = await backend.setFeatured(table, action.id, action.featured);
        break;
      case 'read':
        if (table !== 'inquiries') return fail(intent, action.id, UNKNOWN_ACTION, 400);
        changed = await backend.markInquiryRead(action.id);
        break;
      case 'delete': {
        if (!action.confirm) {
          const title = await rowTitle(backend, table, action.id);
          if (title === null) return fail(intent, action.id, failureText, 404);
          return data<RowActionData>({ ok: false, intent, id: action.id, confirmDelete: { id: action.id, title } });
        }
        if (!(await backend.deleteRow(table, action.id))) return fail(intent, action.id, failureText, 404);
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
 * An admin list's page, or an empty one when the backend fails: SPEC §8 has list load failures only
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
