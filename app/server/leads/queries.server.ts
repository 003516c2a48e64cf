import { ADMIN_PAGE_SIZE } from '#app/domain/admin/lists';
import type { CalendarDate } from '#app/domain/booking/dates';
import { stagesOf, type LeadListState } from '#app/domain/leads/filters';
import type { LeadListingOption, LeadNote, LeadRow, StaffOption } from '#app/domain/leads/lead';
import { OPEN_STAGES, type LeadStage } from '#app/domain/leads/stages';
import type { Page } from '#app/server/backend/query';
import {
  asc,
  eq,
  isIn,
  lt,
  pageRange,
  type Filter,
  type QueryRunner,
  type SelectQuery,
} from '#app/server/backend/query';
import { LEAD_COLUMNS, LEAD_LISTING_COLUMNS, LEAD_NOTE_COLUMNS } from '#app/server/backend/schema';

/**
 * The lead pipeline's reads and writes, as query descriptions (supabase/migrations/…_lead_pipeline.sql and
 * …_lead_pipeline_more.sql). Row level security decides: staff read and change every lead and add notes in
 * their own name; nobody else reads any. Leads are read through the leads view (the inquiry with its
 * listing, assignee and note count), written to the inquiries table.
 */

/** Who is asking and when: 'me' is `userId`; overdue means a follow-up before `today` on the islands. */
export interface LeadListContext {
  userId: string;
  today: CalendarDate;
}

/** Rows a request may fetch at once (PostgREST's default max-rows on Supabase). */
const BATCH = 1000;

/** The filters of a lead list state, as the leads view's columns. */
export function leadWhere(state: LeadListState, context: LeadListContext): Filter[] {
  const where: Filter[] = [];
  if (state.read !== 'all') where.push(eq('read', state.read === 'read'));
  const stages = stagesOf(state.stage);
  if (stages) where.push(stages.length === 1 ? eq('stage', stages[0]!) : isIn('stage', stages));
  if (state.assignee === 'me') where.push(eq('assigned_to', context.userId));
  else if (state.assignee === 'unassigned') where.push({ op: 'is', column: 'assigned_to', value: null });
  else if (state.assignee !== 'all') where.push(eq('assigned_to', state.assignee));
  if (state.source !== 'all') where.push(eq('source', state.source));
  if (state.island !== 'all') where.push(eq('island', state.island));
  if (state.listing) where.push(eq('listing_id', state.listing));
  if (state.overdue) where.push(lt('follow_up_on', context.today), isIn('stage', OPEN_STAGES));
  return where;
}

function leadsQuery(
  state: LeadListState,
  context: LeadListContext,
  extra: Partial<SelectQuery<LeadRow>> = {},
): SelectQuery<LeadRow> {
  return {
    kind: 'select',
    table: 'leads',
    columns: LEAD_COLUMNS,
    // Through the staff search function, which the inquiries' trigram index serves.
    search: state.q || undefined,
    where: leadWhere(state, context),
    order: [
      { column: state.sort, ascending: state.dir === 'asc' },
      { column: 'id', ascending: state.dir === 'asc' },
    ],
    ...extra,
  };
}

export function leadQueries(runner: QueryRunner) {
  /** Changes a lead's pipeline columns; false when no row matched (gone, changed meanwhile, or not allowed). */
  async function updateLead(id: string, values: Record<string, unknown>, where: Filter[] = []): Promise<boolean> {
    const result = await runner.run({
      kind: 'update',
      table: 'inquiries',
      values,
      where: [eq('id', id), ...where],
      returning: ['id'],
    });
    return result.rows.length === 1;
  }

  return {
    /** One page of the inbox, with its filters. */
    async listLeads(state: LeadListState, context: LeadListContext): Promise<Page<LeadRow>> {
      const result = await runner.run(
        leadsQuery(state, context, { range: pageRange(state.page, ADMIN_PAGE_SIZE), count: true }),
      );
      const total = result.count ?? 0;
      return { rows: result.rows, total, page: state.page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
    },

    /** How many of the list's leads (its other filters kept) are overdue. */
    async countOverdueLeads(state: LeadListState, context: LeadListContext): Promise<number> {
      const result = await runner.run({
        ...leadsQuery({ ...state, overdue: true }, context, { count: true, head: true }),
        columns: ['id'],
        order: undefined,
      } as SelectQuery<{ id: string }>);
      return result.count ?? 0;
    },

    /** Every lead of the list (all pages, in its order) up to `limit`, for the CSV export. */
    async exportLeads(state: LeadListState, context: LeadListContext, limit: number): Promise<LeadRow[]> {
      const rows: LeadRow[] = [];
      while (rows.length < limit) {
        const from = rows.length;
        const to = Math.min(from + BATCH, limit) - 1;
        const wanted = to - from + 1;
        const batch = (await runner.run(leadsQuery(state, context, { range: { from, to } }))).rows;
        rows.push(...batch.slice(0, wanted));
        if (batch.length < wanted) break;
      }
      return rows;
    },

    async getLead(id: string): Promise<LeadRow | null> {
      const result = await runner.run({
        kind: 'select',
        table: 'leads',
        columns: LEAD_COLUMNS,
        where: [eq('id', id)],
        single: true,
      } as SelectQuery<LeadRow>);
      return result.rows[0] ?? null;
    },

    /**
     * Moves a lead from `from` to `stage` (with the reason when lost, none otherwise) — only while it is still
     * in `from`, so two people moving it at once cannot both win: false when it had moved meanwhile or is gone.
     */
    setLeadStage: (id: string, from: LeadStage, change: { stage: LeadStage; lostReason: string | null }) =>
      updateLead(id, { stage: change.stage, lost_reason: change.lostReason }, [eq('stage', from)]),

    /** Assigns a lead to a staff member (null: nobody). */
    assignLead: (id: string, userId: string | null) => updateLead(id, { assigned_to: userId }),

    /** Sets the follow-up day ('YYYY-MM-DD'), or clears it. */
    setLeadFollowUp: (id: string, day: string | null) => updateLead(id, { follow_up_on: day }),

    /** Adds a note in the caller's name (the database fills in the author); its id. */
    async addLeadNote(leadId: string, body: string): Promise<string | null> {
      const result = await runner.run({
        kind: 'insert',
        table: 'lead_notes',
        values: { inquiry_id: leadId, body },
        returning: ['id'],
      });
      const id = result.rows[0]?.id;
      return typeof id === 'string' ? id : null;
    },

    /** A lead's notes, oldest first, each with its author's name. */
    async listLeadNotes(leadId: string): Promise<LeadNote[]> {
      const notes = (
        await runner.run({
          kind: 'select',
          table: 'lead_notes',
          columns: LEAD_NOTE_COLUMNS,
          where: [eq('inquiry_id', leadId)],
          order: [asc('created_at'), asc('id')],
          range: { from: 0, to: BATCH - 1 },
        } as SelectQuery<Omit<LeadNote, 'author_name'>>)
      ).rows;
      const authorIds = [...new Set(notes.map((note) => note.author_id).filter((id): id is string => id !== null))];
      const authors = authorIds.length
        ? (
            await runner.run({
              kind: 'select',
              table: 'staff_members',
              columns: ['user_id', 'name', 'email'],
              where: [isIn('user_id', authorIds)],
            } as SelectQuery<StaffOption>)
          ).rows
        : [];
      const names = new Map(authors.map((a) => [a.user_id, a.name.trim() || a.email || null]));
      return notes.map((note) => ({
        ...note,
        author_name: note.author_id ? (names.get(note.author_id) ?? null) : null,
      }));
    },

    /** The active staff, by name: whom a lead may be assigned to. */
    async listActiveStaff(): Promise<StaffOption[]> {
      const result = await runner.run({
        kind: 'select',
        table: 'staff_members',
        columns: ['user_id', 'name', 'email'],
        where: [{ op: 'is', column: 'deactivated_at', value: null }],
        order: [asc('name'), asc('email'), asc('user_id')],
        range: { from: 0, to: BATCH - 1 },
      } as SelectQuery<StaffOption>);
      return result.rows;
    },

    /** The listings that have leads, by title: the inbox's listing filter. */
    async listLeadListings(): Promise<LeadListingOption[]> {
      const result = await runner.run({
        kind: 'select',
        table: 'lead_listings',
        columns: LEAD_LISTING_COLUMNS,
        order: [asc('title'), asc('id')],
        range: { from: 0, to: BATCH - 1 },
      } as SelectQuery<LeadListingOption>);
      return result.rows;
    },
  };
}

export type LeadQueries = ReturnType<typeof leadQueries>;
