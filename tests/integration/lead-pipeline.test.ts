import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { islandToday } from '#app/domain/booking/dates';
import { LEAD_TEXTS } from '#app/domain/leads/stages';
import * as exportRoute from '#app/routes/admin/inquiries-export';
import * as inboxRoute from '#app/routes/admin/inquiries';
import * as inquiryRoute from '#app/routes/admin/inquiry';
import { requireStaff, staffContext } from '#app/server/auth/auth.server';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { BackendError } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor, type Actor } from '#app/server/backend/sql-executor.server';
import { leadQueries } from '#app/server/leads/queries.server';
import { ENGINES, createUser, useTestDatabase } from '#tests/helpers/databases';
import { get, postForm, requestContext, signInRequest, unwrap } from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * The lead pipeline through the inbox's and the lead's loaders and actions, and its CSV export, on PGlite and
 * PostgreSQL (row level security deciding as on Supabase): each inbox filter, stage changes with their rules
 * (a lost lead needs a reason, refused by the field with nothing changed), assignees, follow-ups, notes in the
 * author's name only, and visitors who cannot set a stage or an assignee on the inquiries they send.
 */
type Args = never;

interface InboxData {
  rows: { id: string; stage: string; assigned_to: string | null }[];
  total: number;
  overdue: number;
}

describe.each(ENGINES)('the lead pipeline on %s', (engine) => {
  const database = useTestDatabase(engine);
  const q = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;
  const cookies = { owner: '', agent: '' };
  const ids = { owner: '', agent: '' };
  const octet = engine === 'pglite' ? 70 : 80;

  async function account(role: 'owner' | 'agent', n: number) {
    const email = `${role}-leads-${engine}@example.com`;
    const { userId } = await upsertStaffAccount(database().db, email, 'correct-horse-battery-staple');
    await q('update public.staff_members set role = $2, name = $3 where user_id = $1', [
      userId,
      role,
      role === 'owner' ? 'Olga Owner' : 'Alex Agent',
    ]);
    const result = await signInWithSecondFactor(
      signInRequest(`192.0.2.${octet + n}`),
      email,
      'correct-horse-battery-staple',
    );
    if (!result.ok) throw new Error(result.message);
    ids[role] = userId;
    cookies[role] = result.headers.get('Set-Cookie')!.split(';')[0]!;
  }

  beforeAll(async () => {
    await account('owner', 1);
    await account('agent', 2);
  });

  /** A page as the app serves it: the staff session in context (the admin layout's middleware), then the loader. */
  async function load<T>(
    route: { loader: (args: Args) => unknown },
    path: string,
    who: 'owner' | 'agent' = 'owner',
    params = {},
  ) {
    const request = get(path, { headers: { Cookie: cookies[who] } });
    const context = requestContext(database().db);
    context.set(staffContext, await requireStaff(request));
    return (await route.loader({ request, params, context } as Args)) as T;
  }

  async function post(id: string, fields: Record<string, string>, who: 'owner' | 'agent' = 'owner', search = '') {
    try {
      return await inquiryRoute.action({
        request: postForm(`/admin/inquiries/${id}${search}`, fields, { Cookie: cookies[who] }),
        params: { id },
        context: requestContext(database().db),
      } as Args);
    } catch (thrown) {
      return thrown;
    }
  }

  const inbox = (search: string, who: 'owner' | 'agent' = 'owner') =>
    load<InboxData>(inboxRoute, `/admin/inquiries${search}`, who);
  const idsOf = (data: InboxData) => data.rows.map((row) => row.id).sort();
  const sorted = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
  const leadRow = async (id: string) =>
    (
      await q<{ stage: string; lost_reason: string | null; assigned_to: string | null; follow_up_on: string | null }>(
        `select stage, lost_reason, assigned_to, to_char(follow_up_on, 'YYYY-MM-DD') as follow_up_on from public.inquiries where id = $1`,
        [id],
      )
    )[0]!;

  async function newLead(fields: Record<string, unknown> = {}): Promise<string> {
    const id = randomUUID();
    const row = {
      id,
      name: 'Pipeline Lead',
      email: 'lead@example.com',
      message: 'Hello.',
      source: 'contact',
      ...fields,
    };
    const columns = Object.keys(row);
    await q(
      `insert into public.inquiries (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
    return id;
  }

  describe('the inbox filters', () => {
    it('shows every lead with its stage and assignee, and counts the overdue follow-ups', async () => {
      const data = await inbox('');
      const { n } = (await q<{ n: number }>('select count(*)::int as n from public.inquiries'))[0]!;
      expect(data.total).toBe(n);
      expect(data.rows[0]).toMatchObject({ stage: expect.any(String), assigned_to: null });
      const { overdue } = (
        await q<{ overdue: number }>(
          `select count(*)::int as overdue from public.inquiries where follow_up_on < $1 and stage in ('new', 'contacted', 'qualified')`,
          [islandToday()],
        )
      )[0]!;
      expect(overdue).toBeGreaterThan(0);
      expect(data.overdue).toBe(overdue);
    });

    it('filters by stage (one, or all open ones) and by source', async () => {
      for (const stage of ['new', 'contacted', 'qualified', 'won', 'lost']) {
        const expected = await q<{ id: string }>('select id from public.inquiries where stage = $1', [stage]);
        expect(expected.length, stage).toBeGreaterThan(0);
        const data = await inbox(`?stage=${stage}`);
        expect(idsOf(data), stage).toEqual(sorted(expected));
      }
      const open = await q<{ id: string }>(
        `select id from public.inquiries where stage in ('new', 'contacted', 'qualified')`,
      );
      expect((await inbox('?stage=open')).total).toBe(open.length);
      const rentals = await q<{ id: string }>(`select id from public.inquiries where source = 'rental'`);
      expect(idsOf(await inbox('?source=rental'))).toEqual(sorted(rentals));
    });

    it('filters by the listing’s island and by the listing', async () => {
      const onSintMaarten = await q<{ id: string }>(
        `select i.id from public.inquiries i
           left join public.properties p on p.id = i.property_id left join public.rentals r on r.id = i.rental_id
          where coalesce(p.island, r.island) = 'Sint Maarten'`,
      );
      expect(onSintMaarten.length).toBeGreaterThan(0);
      expect(idsOf(await inbox('?island=Sint+Maarten'))).toEqual(sorted(onSintMaarten));
      const [listing] = await q<{ property_id: string }>(
        `select property_id from public.inquiries where property_id is not null group by property_id order by count(*) desc limit 1`,
      );
      const about = await q<{ id: string }>('select id from public.inquiries where property_id = $1', [
        listing!.property_id,
      ]);
      expect(idsOf(await inbox(`?listing=${listing!.property_id}`))).toEqual(sorted(about));
      // The listing filter offers the listings that have leads.
      const { listings } = await load<{ listings: { id: string }[] }>(inboxRoute, '/admin/inquiries');
      expect(listings.map((l) => l.id)).toContain(listing!.property_id);
    });

    it('filters by assignee (me, unassigned, a colleague) and by overdue follow-ups, combined with search', async () => {
      const mine = await newLead({
        name: 'Mine Overdue',
        stage: 'contacted',
        assigned_to: ids.agent,
        follow_up_on: '2020-01-01',
      });
      const theirs = await newLead({
        name: 'Theirs Ahead',
        stage: 'qualified',
        assigned_to: ids.owner,
        follow_up_on: '2199-01-01',
      });
      expect(idsOf(await inbox('?assignee=me', 'agent'))).toEqual([mine]);
      expect(idsOf(await inbox('?assignee=me', 'owner'))).toEqual([theirs]);
      expect(idsOf(await inbox(`?assignee=${ids.agent}`, 'owner'))).toEqual([mine]);
      const unassigned = await q<{ id: string }>('select id from public.inquiries where assigned_to is null');
      expect((await inbox('?assignee=unassigned')).total).toBe(unassigned.length);
      const overdue = await inbox('?overdue=1&assignee=me', 'agent');
      expect(idsOf(overdue)).toEqual([mine]);
      expect(overdue.overdue).toBe(1);
      expect((await inbox('?overdue=1&assignee=me', 'owner')).total).toBe(0);
      expect(idsOf(await inbox('?q=Theirs+Ahead&stage=qualified'))).toEqual([theirs]);
      expect((await inbox('?q=Theirs+Ahead&stage=won')).total).toBe(0);
    });

    it('ignores bad filter values instead of failing', async () => {
      const all = await inbox('');
      expect((await inbox('?stage=x&assignee=x&source=x&island=x&listing=x&overdue=x')).total).toBe(all.total);
    });
  });

  describe('working a lead', () => {
    it('moves it through the stages; losing it needs a reason (refused by the field, nothing changed)', async () => {
      const id = await newLead();
      const changedAt = async () =>
        (await q<{ at: string }>('select stage_changed_at::text as at from public.inquiries where id = $1', [id]))[0]!
          .at;
      const before = await changedAt();

      const moved = await post(id, { intent: 'stage', stage: 'contacted' }, 'owner', '?stage=open');
      expect(moved).toBeInstanceOf(Response);
      expect((moved as Response).headers.get('Location')).toBe(`/admin/inquiries/${id}?stage=open`);
      expect(await leadRow(id)).toMatchObject({ stage: 'contacted', lost_reason: null });
      expect(await changedAt()).not.toBe(before);

      const refused = unwrap<{
        leadForm: {
          intent: string;
          result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
        };
      }>(await post(id, { intent: 'stage', stage: 'lost', lostReason: '  ' }));
      expect(refused.status).toBe(400);
      expect(refused.data.leadForm.intent).toBe('stage');
      expect(refused.data.leadForm.result.error).toEqual({ lostReason: [LEAD_TEXTS.lostReasonRequired] });
      expect(refused.data.leadForm.result.initialValue).toMatchObject({ stage: 'lost' });
      expect(await leadRow(id)).toMatchObject({ stage: 'contacted', lost_reason: null });

      await post(id, { intent: 'stage', stage: 'lost', lostReason: 'Bought through a friend' });
      expect(await leadRow(id)).toMatchObject({ stage: 'lost', lost_reason: 'Bought through a friend' });

      // Won and lost never swap: reopen first (refused by the stage field).
      const swap = unwrap<{ leadForm: { result: { error: Record<string, string[]> } } }>(
        await post(id, { intent: 'stage', stage: 'won' }),
      );
      expect(swap.status).toBe(400);
      expect(swap.data.leadForm.result.error).toEqual({ stage: [LEAD_TEXTS.stageNotAllowed('lost', 'won')] });
      expect(await leadRow(id)).toMatchObject({ stage: 'lost' });

      // Reopening clears the reason.
      await post(id, { intent: 'stage', stage: 'contacted', lostReason: 'ignored' });
      expect(await leadRow(id)).toMatchObject({ stage: 'contacted', lost_reason: null });
      await post(id, { intent: 'stage', stage: 'won' }, 'agent');
      expect(await leadRow(id)).toMatchObject({ stage: 'won', lost_reason: null });
    });

    it('assigns it to me, a colleague or nobody; an unknown person is refused by the field', async () => {
      const id = await newLead();
      await post(id, { intent: 'assign', assignee: 'me' }, 'agent');
      expect((await leadRow(id)).assigned_to).toBe(ids.agent);
      await post(id, { intent: 'assign', assignee: ids.owner }, 'agent');
      expect((await leadRow(id)).assigned_to).toBe(ids.owner);
      const stranger = unwrap<{ leadForm: { result: { error: Record<string, string[]> } } }>(
        await post(id, { intent: 'assign', assignee: randomUUID() }),
      );
      expect(stranger.status).toBe(400);
      expect(stranger.data.leadForm.result.error).toEqual({ assignee: [LEAD_TEXTS.assigneeInvalid] });
      expect((await leadRow(id)).assigned_to).toBe(ids.owner);
      await post(id, { intent: 'assign', assignee: '' });
      expect((await leadRow(id)).assigned_to).toBeNull();
      // The lead's page shows whom it may be assigned to, and the inbox names the assignee.
      await post(id, { intent: 'assign', assignee: 'me' }, 'agent');
      const detail = await load<{ lead: { assignee_name: string }; staff: { user_id: string }[] }>(
        inquiryRoute,
        `/admin/inquiries/${id}`,
        'owner',
        { id },
      );
      expect(detail.lead.assignee_name).toBe('Alex Agent');
      expect(detail.staff.map((m) => m.user_id)).toEqual(expect.arrayContaining([ids.owner, ids.agent]));
    });

    it('sets and clears the follow-up day; a bad date is refused by the field', async () => {
      const id = await newLead();
      await post(id, { intent: 'follow-up', followUpOn: '2027-02-14' });
      expect((await leadRow(id)).follow_up_on).toBe('2027-02-14');
      const bad = unwrap<{ leadForm: { result: { error: Record<string, string[]> } } }>(
        await post(id, { intent: 'follow-up', followUpOn: '2027-02-30' }),
      );
      expect(bad.status).toBe(400);
      expect(bad.data.leadForm.result.error).toEqual({ followUpOn: [LEAD_TEXTS.followUpInvalid] });
      expect((await leadRow(id)).follow_up_on).toBe('2027-02-14');
      await post(id, { intent: 'follow-up', followUpOn: '' });
      expect((await leadRow(id)).follow_up_on).toBeNull();
    });

    it('adds notes in the poster’s name, newest last, and refuses an empty one', async () => {
      const id = await newLead();
      await post(id, { intent: 'note', body: 'Called: wants a viewing.' }, 'agent');
      await post(id, { intent: 'note', body: 'Viewing booked for Friday.' }, 'owner');
      const empty = unwrap<{ leadForm: { result: { error: Record<string, string[]> } } }>(
        await post(id, { intent: 'note', body: ' ' }),
      );
      expect(empty.status).toBe(400);
      expect(empty.data.leadForm.result.error).toEqual({ body: [LEAD_TEXTS.noteRequired] });
      const detail = await load<{
        notes: { body: string; author_id: string; author_name: string }[];
        lead: { note_count: number };
      }>(inquiryRoute, `/admin/inquiries/${id}`, 'owner', { id });
      expect(detail.notes.map(({ body, author_id, author_name }) => ({ body, author_id, author_name }))).toEqual([
        { body: 'Called: wants a viewing.', author_id: ids.agent, author_name: 'Alex Agent' },
        { body: 'Viewing booked for Friday.', author_id: ids.owner, author_name: 'Olga Owner' },
      ]);
      expect(detail.lead.note_count).toBe(2);
    });

    it('answers 404 for a lead that is not there', async () => {
      const status = await post(randomUUID(), { intent: 'stage', stage: 'contacted' });
      expect((status as { init?: { status?: number } }).init?.status).toBe(404);
    });
  });

  describe('row level security', () => {
    const asActor = (actor: Actor) => sqlExecutor(database().db, actor);
    const refusal = async (run: () => Promise<unknown>) => {
      try {
        await run();
        return null;
      } catch (error) {
        return error instanceof BackendError ? error.code : error;
      }
    };

    it('lets visitors and signed-in non-staff send only a new, unassigned lead', async () => {
      const outsider = await createUser(database().db, { staff: false });
      for (const actor of [ANONYMOUS, { role: 'authenticated', aal: 'aal2', userId: outsider } as Actor]) {
        for (const extra of [
          { stage: 'won' },
          { assigned_to: ids.owner },
          { follow_up_on: '2027-01-01' },
          { stage: 'lost', lost_reason: 'x' },
        ]) {
          const id = randomUUID();
          expect(
            await refusal(() =>
              asActor(actor).run({
                kind: 'insert',
                table: 'inquiries',
                values: {
                  id,
                  name: 'Sneaky',
                  email: 'sneaky@example.com',
                  message: 'Hi',
                  source: 'contact',
                  read: false,
                  ...extra,
                },
              }),
            ),
            JSON.stringify(extra),
          ).toBe('permission');
          expect(await q('select id from public.inquiries where id = $1', [id])).toEqual([]);
        }
      }
      // A plain inquiry still goes through, and arrives as a new lead.
      const id = randomUUID();
      await asActor(ANONYMOUS).run({
        kind: 'insert',
        table: 'inquiries',
        values: { id, name: 'Visitor', email: 'visitor@example.com', message: 'Hi', source: 'contact', read: false },
      });
      expect(await leadRow(id)).toMatchObject({ stage: 'new', assigned_to: null, follow_up_on: null });
    });

    it('keeps leads and notes from anyone not staff, and notes in their author’s name only', async () => {
      const id = await newLead();
      await leadQueries(asActor({ role: 'authenticated', aal: 'aal2', userId: ids.agent })).addLeadNote(id, 'Mine.');
      const outsider = await createUser(database().db, { staff: false });
      for (const actor of [ANONYMOUS, { role: 'authenticated', aal: 'aal2', userId: outsider } as Actor]) {
        const port = leadQueries(asActor(actor));
        expect(await port.listLeadNotes(id).catch((e: BackendError) => e.code)).toEqual(
          actor.role === 'anon' ? 'permission' : [],
        );
        expect(await port.getLead(id).catch((e: BackendError) => e.code)).toEqual(
          actor.role === 'anon' ? 'permission' : null,
        );
        expect(await refusal(() => port.addLeadNote(id, 'Not mine.'))).toBe('permission');
        const moved = await port
          .setLeadStage(id, 'new', { stage: 'won', lostReason: null })
          .catch((e: BackendError) => e.code);
        expect([false, 'permission']).toContain(moved);
      }
      // Staff write notes as themselves: naming another author is refused, and notes are never changed.
      const agent = asActor({ role: 'authenticated', aal: 'aal2', userId: ids.agent });
      expect(
        await refusal(() =>
          agent.run({
            kind: 'insert',
            table: 'lead_notes',
            values: { inquiry_id: id, body: 'Forged', author_id: ids.owner },
          }),
        ),
      ).toBe('permission');
      expect(
        await refusal(() =>
          agent.run({
            kind: 'update',
            table: 'lead_notes',
            values: { body: 'Edited' },
            where: [{ op: 'eq', column: 'inquiry_id', value: id }],
          }),
        ),
      ).toBe('permission');
      expect(await q('select body, author_id from public.lead_notes where inquiry_id = $1', [id])).toEqual([
        { body: 'Mine.', author_id: ids.agent },
      ]);
      expect(await leadRow(id)).toMatchObject({ stage: 'new' });
    });
  });

  describe('the CSV export', () => {
    it('downloads the filtered leads, every text cell safe from spreadsheet formulas', async () => {
      const id = await newLead({
        name: '=HYPERLINK("http://evil.example","Open")',
        message: '+1+1',
        stage: 'qualified',
      });
      await post(id, { intent: 'note', body: 'A note.' });
      const response = await load<Response>(
        exportRoute,
        '/admin/inquiries/export.csv?q=evil.example&stage=qualified',
        'agent',
      );
      expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('Content-Disposition')).toMatch(
        /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toMatch(
        /^Received,Name,E-mail,Phone,Source,Listing,Island,Stage,Lost reason,Assignee,Follow-up,Overdue,Read,Message,Notes$/,
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""Open"")",lead@example.com,`);
      expect(lines[1]).toContain(',Qualified,');
      expect(lines[1]).toMatch(/,'\+1\+1,1$/);
    });

    it('takes every filter of the inbox: the same leads as the list', async () => {
      for (const search of [
        '?stage=lost',
        '?source=property&island=Saint+Barth%C3%A9lemy',
        '?overdue=1',
        '?read=unread&stage=open',
      ]) {
        const list = await inbox(search);
        const response = await load<Response>(exportRoute, `/admin/inquiries/export.csv${search}`);
        const lines = (await response.text()).split('\r\n').slice(1, -1);
        expect(lines, search).toHaveLength(list.total);
      }
    });
  });
});
