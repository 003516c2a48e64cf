import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import { parseLeadFilters } from '#app/domain/leads/filters';
import { BackendError } from '#app/server/backend/query';
import { leadQueries, type LeadListContext } from '#app/server/leads/queries.server';
import { recordingClient, type Recorded } from '#tests/helpers/recording-supabase';

/**
 * The lead pipeline's port over the Supabase executor, through the real supabase-js against a recording fetch
 * (as tests/integration/supabase-port.test.ts does for the other ports): the exact PostgREST request each
 * function makes, and how the recorded answers come back out of it.
 */

const LEAD = '3f1d2c4b-5a69-4788-9abc-def012345678';
const ME = '2b9c6f1e-8d4a-4c3b-9e2f-1a0b9c8d7e6f';
const COLLEAGUE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const LISTING = '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01';
const CONTEXT: LeadListContext = { userId: ME, today: '2026-11-26' as CalendarDate };

const LEAD_SELECT =
  'id,name,email,phone,message,read,source,property_id,rental_id,stay_id,locale,created_at,stage,lost_reason,assigned_to,follow_up_on,stage_changed_at,listing_id,listing_title,island,assignee_name,note_count';
const NEWEST: [string, string] = ['order', 'created_at.desc,id.desc'];

function rows(body: unknown, { status = 200, range }: { status?: number; range?: string } = {}): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8' });
  if (range) headers.set('Content-Range', range);
  return new Response(JSON.stringify(body), { status, headers });
}
const pgrstError = (status: number, code: string, message: string) =>
  Response.json({ code, details: null, hint: null, message }, { status });

const seen = (r: Recorded) => ({
  method: r.method,
  path: r.path,
  query: r.query,
  prefer: r.headers.prefer,
  body: r.body,
});
const state = (search = '') => parseLeadFilters(new URLSearchParams(search));

describe('leads port over Supabase: the inbox', () => {
  it('listLeads: the leads view, newest first, 20 a page, with the exact total', async () => {
    const { runner, requests } = recordingClient(() => rows([{ id: LEAD }], { range: '0-0/21' }));
    expect(await leadQueries(runner).listLeads(state(), CONTEXT)).toEqual({
      rows: [{ id: LEAD }],
      total: 21,
      page: 1,
      pageCount: 2,
    });
    expect(requests.map(seen)).toEqual([
      {
        method: 'GET',
        path: '/rest/v1/leads',
        query: [['select', LEAD_SELECT], NEWEST, ['offset', '0'], ['limit', '20']],
        prefer: 'count=exact',
        body: undefined,
      },
    ]);
  });

  it('listLeads: every filter as PostgREST operators; search through the leads’ search function', async () => {
    const { runner, requests } = recordingClient(() => rows([], { range: '*/0' }));
    await leadQueries(runner).listLeads(
      state(
        `q=ada&read=unread&stage=open&assignee=me&source=rental&island=Saint+Barth%C3%A9lemy&listing=${LISTING}&overdue=1&page=2`,
      ),
      CONTEXT,
    );
    expect(requests.map(seen)).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/rpc/admin_search_leads',
        query: [
          ['select', LEAD_SELECT],
          ['read', 'eq.false'],
          ['stage', 'in.(new,contacted,qualified)'],
          ['assigned_to', `eq.${ME}`],
          ['source', 'eq.rental'],
          ['island', 'eq.Saint Barthélemy'],
          ['listing_id', `eq.${LISTING}`],
          ['follow_up_on', 'lt.2026-11-26'],
          ['stage', 'in.(new,contacted,qualified)'],
          NEWEST,
          ['offset', '20'],
          ['limit', '20'],
        ],
        // supabase-js adds return=representation to any POST that selects; PostgREST ignores it for calls.
        prefer: 'count=exact, return=representation',
        body: { pattern: '%ada%' },
      },
    ]);
  });

  it('listLeads: one stage, nobody’s leads, a colleague’s leads', async () => {
    const { runner, requests } = recordingClient(() => rows([], { range: '*/0' }));
    const port = leadQueries(runner);
    await port.listLeads(state('stage=lost&assignee=unassigned'), CONTEXT);
    await port.listLeads(state(`assignee=${COLLEAGUE}&dir=asc`), CONTEXT);
    expect(requests.map((r) => r.query)).toEqual([
      [
        ['select', LEAD_SELECT],
        ['stage', 'eq.lost'],
        ['assigned_to', 'is.null'],
        NEWEST,
        ['offset', '0'],
        ['limit', '20'],
      ],
      [
        ['select', LEAD_SELECT],
        ['assigned_to', `eq.${COLLEAGUE}`],
        ['order', 'created_at.asc,id.asc'],
        ['offset', '0'],
        ['limit', '20'],
      ],
    ]);
  });

  it('countOverdueLeads: a counted HEAD request of the list’s overdue leads', async () => {
    const { runner, requests } = recordingClient(() => new Response(null, { headers: { 'Content-Range': '*/3' } }));
    expect(await leadQueries(runner).countOverdueLeads(state('assignee=me'), CONTEXT)).toBe(3);
    expect(requests.map(seen)).toEqual([
      {
        method: 'HEAD',
        path: '/rest/v1/leads',
        query: [
          ['select', 'id'],
          ['assigned_to', `eq.${ME}`],
          ['follow_up_on', 'lt.2026-11-26'],
          ['stage', 'in.(new,contacted,qualified)'],
        ],
        prefer: 'count=exact',
        body: undefined,
      },
    ]);
  });

  it('exportLeads: every page, 1,000 rows a request, until a short page or the limit', async () => {
    const full = Array.from({ length: 1000 }, (_, i) => ({ id: String(i) }));
    let call = 0;
    const { runner, requests } = recordingClient(() => rows(call++ === 0 ? full : [{ id: 'last' }]));
    const leads = await leadQueries(runner).exportLeads(state('stage=won'), CONTEXT, 10_000);
    expect(leads).toHaveLength(1001);
    expect(requests.map((r) => r.query)).toEqual([
      [['select', LEAD_SELECT], ['stage', 'eq.won'], NEWEST, ['offset', '0'], ['limit', '1000']],
      [['select', LEAD_SELECT], ['stage', 'eq.won'], NEWEST, ['offset', '1000'], ['limit', '1000']],
    ]);
    const capped = recordingClient(() => rows(full));
    expect(await leadQueries(capped.runner).exportLeads(state(), CONTEXT, 1500)).toHaveLength(1500);
    expect(capped.requests.map((r) => r.query.slice(-2))).toEqual([
      [
        ['offset', '0'],
        ['limit', '1000'],
      ],
      [
        ['offset', '1000'],
        ['limit', '500'],
      ],
    ]);
  });

  it('listActiveStaff and listLeadListings: the active staff by name, the listings with leads by title', async () => {
    const { runner, requests } = recordingClient(() => rows([]));
    const port = leadQueries(runner);
    await port.listActiveStaff();
    await port.listLeadListings();
    expect(requests.map((r) => [r.path, r.query])).toEqual([
      [
        '/rest/v1/staff_members',
        [
          ['select', 'user_id,name,email'],
          ['deactivated_at', 'is.null'],
          ['order', 'name.asc,email.asc,user_id.asc'],
          ['offset', '0'],
          ['limit', '1000'],
        ],
      ],
      [
        '/rest/v1/lead_listings',
        [
          ['select', 'id,kind,title,island'],
          ['order', 'title.asc,id.asc'],
          ['offset', '0'],
          ['limit', '1000'],
        ],
      ],
    ]);
  });

  it('listLeads: refused by row level security → permission', async () => {
    const { runner } = recordingClient(() => pgrstError(401, '42501', 'permission denied for view leads'));
    const error = await leadQueries(runner)
      .listLeads(state(), CONTEXT)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).code).toBe('permission');
  });
});

describe('leads port over Supabase: one lead and its writes', () => {
  it('getLead: the lead by id from the leads view; none → null', async () => {
    let answer = rows([{ id: LEAD, stage: 'new' }]);
    const { runner, requests } = recordingClient(() => answer);
    expect(await leadQueries(runner).getLead(LEAD)).toEqual({ id: LEAD, stage: 'new' });
    answer = rows([]);
    expect(await leadQueries(runner).getLead(LEAD)).toBeNull();
    expect(requests.map((r) => [r.path, r.query])).toEqual(
      Array(2).fill([
        '/rest/v1/leads',
        [
          ['select', LEAD_SELECT],
          ['id', `eq.${LEAD}`],
          ['limit', '2'],
        ],
      ]),
    );
  });

  const patch = (query: [string, string][], body: unknown) => ({
    method: 'PATCH',
    path: '/rest/v1/inquiries',
    query: [...query, ['select', 'id']],
    prefer: 'return=representation',
    body,
  });

  it('setLeadStage: only while the lead is still in its stage; the reason with lost, none otherwise', async () => {
    let matched = true;
    const { runner, requests } = recordingClient(() => rows(matched ? [{ id: LEAD }] : []));
    const port = leadQueries(runner);
    expect(await port.setLeadStage(LEAD, 'contacted', { stage: 'lost', lostReason: 'Too expensive' })).toBe(true);
    matched = false;
    expect(await port.setLeadStage(LEAD, 'lost', { stage: 'contacted', lostReason: null })).toBe(false);
    expect(requests.map(seen)).toEqual([
      patch(
        [
          ['id', `eq.${LEAD}`],
          ['stage', 'eq.contacted'],
        ],
        { stage: 'lost', lost_reason: 'Too expensive' },
      ),
      patch(
        [
          ['id', `eq.${LEAD}`],
          ['stage', 'eq.lost'],
        ],
        { stage: 'contacted', lost_reason: null },
      ),
    ]);
  });

  it('assignLead and setLeadFollowUp: one column of the lead, set or cleared', async () => {
    const { runner, requests } = recordingClient(() => rows([{ id: LEAD }]));
    const port = leadQueries(runner);
    expect(await port.assignLead(LEAD, ME)).toBe(true);
    expect(await port.assignLead(LEAD, null)).toBe(true);
    expect(await port.setLeadFollowUp(LEAD, '2026-12-01')).toBe(true);
    expect(await port.setLeadFollowUp(LEAD, null)).toBe(true);
    const byId: [string, string][] = [['id', `eq.${LEAD}`]];
    expect(requests.map(seen)).toEqual([
      patch(byId, { assigned_to: ME }),
      patch(byId, { assigned_to: null }),
      patch(byId, { follow_up_on: '2026-12-01' }),
      patch(byId, { follow_up_on: null }),
    ]);
  });

  it('addLeadNote: posts the lead and the text only (the database names the author)', async () => {
    const { runner, requests } = recordingClient(() => rows([{ id: 'note-1' }], { status: 201 }));
    expect(await leadQueries(runner).addLeadNote(LEAD, 'Called back.')).toBe('note-1');
    expect(requests.map(seen)).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/lead_notes',
        query: [['select', 'id']],
        prefer: 'return=representation',
        body: { inquiry_id: LEAD, body: 'Called back.' },
      },
    ]);
  });

  it('addLeadNote: a note refused by row level security (not staff, or another author) → permission', async () => {
    const { runner } = recordingClient(() =>
      pgrstError(403, '42501', 'new row violates row-level security policy for table "lead_notes"'),
    );
    const error = await leadQueries(runner)
      .addLeadNote(LEAD, 'x')
      .catch((e: unknown) => e);
    expect((error as BackendError).code).toBe('permission');
  });

  it('listLeadNotes: the notes oldest first, then their authors’ names in one request', async () => {
    const notes = [
      { id: 'n1', inquiry_id: LEAD, author_id: ME, body: 'One', created_at: '2026-11-20T10:00:00Z' },
      { id: 'n2', inquiry_id: LEAD, author_id: COLLEAGUE, body: 'Two', created_at: '2026-11-21T10:00:00Z' },
      { id: 'n3', inquiry_id: LEAD, author_id: null, body: 'Three', created_at: '2026-11-22T10:00:00Z' },
      { id: 'n4', inquiry_id: LEAD, author_id: ME, body: 'Four', created_at: '2026-11-23T10:00:00Z' },
    ];
    const { runner, requests } = recordingClient((request) =>
      request.path.endsWith('lead_notes')
        ? rows(notes)
        : rows([
            { user_id: ME, name: 'Léa Martin', email: 'lea@example.com' },
            { user_id: COLLEAGUE, name: '', email: 'sam@example.com' },
          ]),
    );
    expect((await leadQueries(runner).listLeadNotes(LEAD)).map((n) => [n.body, n.author_name])).toEqual([
      ['One', 'Léa Martin'],
      ['Two', 'sam@example.com'],
      ['Three', null],
      ['Four', 'Léa Martin'],
    ]);
    expect(requests.map((r) => [r.path, r.query])).toEqual([
      [
        '/rest/v1/lead_notes',
        [
          ['select', 'id,inquiry_id,author_id,body,created_at'],
          ['inquiry_id', `eq.${LEAD}`],
          ['order', 'created_at.asc,id.asc'],
          ['offset', '0'],
          ['limit', '1000'],
        ],
      ],
      [
        '/rest/v1/staff_members',
        [
          ['select', 'user_id,name,email'],
          ['user_id', `in.(${ME},${COLLEAGUE})`],
        ],
      ],
    ]);
  });

  it('listLeadNotes: no notes, no second request', async () => {
    const { runner, requests } = recordingClient(() => rows([]));
    expect(await leadQueries(runner).listLeadNotes(LEAD)).toEqual([]);
    expect(requests).toHaveLength(1);
  });
});
