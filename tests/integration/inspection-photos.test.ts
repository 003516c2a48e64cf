import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import { documentTexts } from '#app/domain/media/documents';
import { escapeHtml } from '#app/domain/mail/escape';
import { isInspectionAction, taskPhotoPath } from '#app/domain/tasks/inspections';
import { TASK_STATES, TASK_TRANSITIONS, type TaskState } from '#app/domain/tasks/states';
import { inspectionTexts } from '#app/domain/tasks/texts/inspections';
import type { QueryRunner } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { inspectionQueries } from '#app/server/tasks/inspections.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { refusalCode } from '#tests/helpers/backend';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertRental } from '#tests/helpers/fixtures';
import { signedInMember } from '#tests/helpers/homeowners';

/**
 * Photos on inspection (issue 30, item 6; supabase/migrations/20261209000300_inspection_photos.sql), on PGlite
 * and PostgreSQL:
 * - through the port: staff inspect a finished task with its photos in one transaction (who and when recorded,
 *   audited); inspect_task takes exactly the inspection's changes of app/domain/tasks/states.ts; photos are
 *   photos (no PDF key), at most 8 a task; visitors read and write nothing, people outside the staff see none;
 * - through the whole app, as a phone without JavaScript posts it: the inspect form is multipart with the
 *   camera's file input; a file that is not a photo is refused next to the field with the note kept; photos are
 *   kept privately and served to staff only (private, no-store), never to a visitor;
 * - the stay's page shows the villa's last inspection on or before the arrival day, not one after it, and
 *   "No inspection yet." when there is none.
 */

// The app's MEDIA_DIR for this file, before anything reads the environment.
const mediaDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/inspection-photos-test-${process.pid}-${Date.now()}`;
  process.env.MEDIA_DIR = dir;
  return dir;
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF pool photo bytes '.repeat(40))]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('PNG terrace photo bytes '.repeat(40)),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const key = (n: number) => `${n.toString(16).padStart(64, '0')}.jpg`;

const today = islandToday();
const day = (offset: number): CalendarDate => addDays(today, offset);

describe.each(ENGINES)('photos on inspection on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const as = (userId: string, aal: 'aal1' | 'aal2' = 'aal1'): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal, userId, email: `${userId}@example.com` });
  const ids = {} as Record<'agent' | 'azur' | 'corail', string>;

  /** A one-off task of a villa on a day, brought to `state` through the states' own path (as the database). */
  async function taskIn(state: TaskState, rentalId = ids.azur, dueOn = today, title = 'Check the terrace') {
    const [task] = await q<{ id: string }>(
      `insert into public.tasks (rental_id, kind, title, due_on) values ($1, 'repair', $2, $3) returning id`,
      [rentalId, title, dueOn],
    );
    const path_: Record<TaskState, TaskState[]> = {
      open: [],
      'in-progress': ['in-progress'],
      done: ['done'],
      inspected: ['done', 'inspected'],
      cancelled: ['cancelled'],
    };
    for (const next of path_[state]) {
      await q('update public.tasks set state = $2 where id = $1', [task!.id, next]);
    }
    return task!.id;
  }

  beforeAll(async () => {
    // An owner first: the signed-in inspector below is then an agent, not the house's first (and last) owner.
    await createUser(database().db, { staff: true, role: 'owner', name: 'Olivia Owner' });
    ids.agent = await createUser(database().db, { staff: true, role: 'agent', name: 'Agnes Agent' });
    ids.azur = await insertRental(database().db, { title: 'Villa Azur', min_stay_days: 1, max_guests: 6 });
    ids.corail = await insertRental(database().db, { title: 'Villa Corail', min_stay_days: 1, max_guests: 6 });
  });

  it('inspects a finished task with its photos in one transaction, recording who and when', async () => {
    const agent = inspectionQueries(as(ids.agent));
    const passed = await taskIn('done');
    expect(await agent.inspect(passed, 'inspected', 'Terrace swept, furniture back in place.', [key(1), key(2)])).toBe(
      true,
    );
    const [row] = await q<{ state: string; inspection_note: string; inspected_by: string; inspected: boolean }>(
      `select state, inspection_note, inspected_by, inspected_at > now() - interval '1 minute' as inspected
         from public.tasks where id = $1`,
      [passed],
    );
    expect(row).toEqual({
      state: 'inspected',
      inspection_note: 'Terrace swept, furniture back in place.',
      inspected_by: ids.agent,
      inspected: true,
    });
    const photos = await agent.listPhotos([passed]);
    expect(photos.map((photo) => [photo.document, photo.taken_by])).toEqual([
      [key(1), ids.agent],
      [key(2), ids.agent],
    ]);
    expect(await agent.getPhoto(passed, key(2))).toMatchObject({ task_id: passed, document: key(2) });
    expect(await agent.getPhoto(passed, key(3))).toBeNull();
    // Each photo is in the history, under its task.
    const history = await q(`select 1 from public.audit_events where table_name = 'task_photos' and action = 'insert'`);
    expect(history.length).toBeGreaterThanOrEqual(2);

    // Someone acted first: nothing changes, no photo is added.
    expect(await agent.inspect(passed, 'inspected', null, [key(3)])).toBe(false);
    expect(await agent.listPhotos([passed])).toHaveLength(2);

    // Sent back with a note and a photo; without a note it is refused.
    const redo = await taskIn('done');
    expect(await refusalCode(() => agent.inspect(redo, 'open', null, [key(4)]))).toBe('constraint');
    expect(await agent.listPhotos([redo])).toEqual([]);
    expect(await agent.inspect(redo, 'open', 'The pool house is still dusty.', [key(4)])).toBe(true);
    const [back] = await q<{ state: string; inspected_by: string }>(
      'select state, inspected_by from public.tasks where id = $1',
      [redo],
    );
    expect(back).toEqual({ state: 'open', inspected_by: ids.agent });
  });

  it('takes exactly the inspection’s changes of the states’ table, photos only, at most 8 a task', async () => {
    const agent = inspectionQueries(as(ids.agent));
    const declared = (from: TaskState, to: TaskState) =>
      TASK_TRANSITIONS.some((t) => t.from === from && t.to === to && isInspectionAction(t.by));
    for (const from of TASK_STATES) {
      for (const to of TASK_STATES) {
        const task = await taskIn(from);
        const note = 'Seen.';
        const code = await refusalCode(async () => {
          const runner = as(ids.agent);
          await runner.run({
            kind: 'rpc',
            fn: 'inspect_task',
            args: { p_task_id: task, p_seen: from, p_state: to, p_note: note, p_photos: [] },
          });
        });
        expect(code === null, `${from} → ${to}`).toBe(declared(from, to));
      }
    }

    const task = await taskIn('done');
    expect(await refusalCode(() => agent.inspect(task, 'inspected', null, [`${sha(PDF)}.pdf`]))).toBe('constraint');
    expect(await refusalCode(() => agent.inspect(task, 'inspected', null, [1, 2, 3, 4, 5, 6, 7, 8, 9].map(key)))).toBe(
      'constraint',
    );
    expect(await agent.listPhotos([task])).toEqual([]);
    expect(await agent.inspect(task, 'inspected', null, [1, 2, 3, 4, 5, 6, 7, 8].map(key))).toBe(true);
    expect(await agent.countPhotos(task)).toBe(8);
    expect(
      await refusalCode(() =>
        as(ids.agent).run({ kind: 'insert', table: 'task_photos', values: { task_id: task, document: key(9) } }),
      ),
    ).toBe('constraint');
  });

  it('gives visitors nothing and people outside the staff no photo', async () => {
    const task = await taskIn('done');
    await inspectionQueries(as(ids.agent)).inspect(task, 'inspected', null, [key(11)]);
    const visitor = inspectionQueries(sqlExecutor(database().db, ANONYMOUS));
    expect(await refusalCode(() => visitor.listPhotos([task]))).toBe('permission');
    expect(await refusalCode(() => visitor.lastInspectionBefore(ids.azur, day(400)))).toBe('permission');
    expect(await refusalCode(() => visitor.inspect(task, 'inspected', null, []))).toBe('permission');
    const outsider = inspectionQueries(as(await createUser(database().db, { staff: false })));
    expect(await outsider.listPhotos([task])).toEqual([]);
    expect(await outsider.lastInspectionBefore(ids.azur, day(400))).toBeNull();
    expect(await outsider.inspect(await taskIn('done'), 'inspected', null, [key(12)])).toBe(false);
    expect(await outsider.addPhotos(task, [key(13)])).toBe(false);
    expect(await refusalCode(() => visitor.addPhotos(task, [key(13)]))).toBe('permission');
    // Staff add photos to an inspected task only.
    const staff = inspectionQueries(as(ids.agent));
    expect(await staff.addPhotos(await taskIn('done'), [key(14)])).toBe(false);
    expect(await staff.addPhotos(task, [key(11), key(14)])).toBe(true);
    expect((await staff.listPhotos([task])).map((photo) => photo.document)).toEqual([key(11), key(14)]);
  });

  describe('the task list and the stay’s page, served whole (a phone without JavaScript)', () => {
    const render = useAppRenderer();
    let member: { id: string; cookie: string };

    beforeAll(async () => {
      member = await signedInMember(
        database().db,
        `inspector-${engine}@example.com`,
        engine === 'pglite' ? '192.0.2.121' : '192.0.2.122',
        'agent',
      );
      await q(`update public.staff_members set name = 'Ines Inspector' where user_id = $1`, [member.id]);
    });

    const headers = (cookie: string | null) => ({ ...(cookie ? { Cookie: cookie } : {}), Origin: 'http://localhost' });
    const inspectPost = (
      taskId: string,
      fields: Record<string, string>,
      files: { name: string; bytes: Buffer; type: string }[],
      cookie: string | null = member.cookie,
    ) => {
      const body = new FormData();
      body.append('taskId', taskId);
      body.append('seen', 'done');
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      for (const file of files)
        body.append('photos', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      return render('/admin/tasks', { method: 'POST', body, headers: headers(cookie) });
    };

    it('takes the inspection’s photos from the camera, refuses what is not a photo, and shows them to staff only', async () => {
      const task = await taskIn('done', ids.corail, today, 'Fix the gate');
      const board = await render('/admin/tasks', { headers: headers(member.cookie) });
      expect(board.status).toBe(200);
      const boardHtml = await board.text();
      const card = boardHtml.slice(boardHtml.indexOf(`id="task-${task}"`));
      expect(card).toMatch(/enctype="multipart\/form-data"/i);
      expect(card).toMatch(/<input[^>]*name="photos"[^>]*>/);
      const input = /<input[^>]*name="photos"[^>]*>/.exec(card)![0];
      expect(input).toContain('capture="environment"');
      expect(input).toContain('accept="image/jpeg,image/png"');
      expect(input).toContain('multiple');

      // A PDF named like a photo: refused next to the field, the note kept, nothing stored.
      const refused = await inspectPost(task, { action: 'inspect', inspectionNote: 'Gate oiled and closing.' }, [
        { name: 'IMG_0007.jpg', bytes: PDF, type: 'image/jpeg' },
      ]);
      expect(refused.status).toBe(400);
      const refusedHtml = await refused.text();
      expect(refusedHtml).toContain(escapeHtml(`IMG_0007.jpg: ${documentTexts.refusals['not-accepted'].inspection}`));
      expect(refusedHtml).toContain(`id="task-${task}-photos-error"`);
      expect(refusedHtml).toContain('Gate oiled and closing.</textarea>');
      const stored = await readdir(path.join(mediaDir, 'documents')).catch(() => []);
      expect(stored.filter((file) => file.startsWith(sha(PDF)))).toEqual([]);
      expect((await q<{ state: string }>('select state from public.tasks where id = $1', [task]))[0]!.state).toBe(
        'done',
      );

      // Two photos and a note: inspected, the photos kept under their SHA-256.
      const passed = await inspectPost(task, { action: 'inspect', inspectionNote: 'Gate oiled and closing.' }, [
        { name: 'IMG_0008.jpg', bytes: JPEG, type: 'image/jpeg' },
        { name: 'IMG_0009.png', bytes: PNG, type: 'image/png' },
      ]);
      expect(passed.status).toBe(302);
      expect(passed.headers.get('Location')).toBe(`/admin/tasks#task-${task}`);
      const [row] = await q<{ state: string; inspection_note: string; inspected_by: string }>(
        'select state, inspection_note, inspected_by from public.tasks where id = $1',
        [task],
      );
      expect(row).toEqual({ state: 'inspected', inspection_note: 'Gate oiled and closing.', inspected_by: member.id });
      const photos = await q<{ document: string; taken_by: string }>(
        'select document, taken_by from public.task_photos where task_id = $1 order by created_at, document',
        [task],
      );
      expect(photos.map((photo) => photo.document).sort()).toEqual([`${sha(JPEG)}.jpg`, `${sha(PNG)}.png`].sort());
      expect(photos.every((photo) => photo.taken_by === member.id)).toBe(true);
      expect(await readFile(path.join(mediaDir, 'documents', `${sha(JPEG)}.jpg`))).toEqual(JPEG);

      // Staff open them: never cached, typed by their bytes; the list shows them.
      const photo = await render(taskPhotoPath(task, `${sha(JPEG)}.jpg`), { headers: headers(member.cookie) });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('Content-Type')).toBe('image/jpeg');
      expect(photo.headers.get('Cache-Control')).toBe('private, no-store');
      expect(photo.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(Buffer.from(await photo.arrayBuffer())).toEqual(JPEG);
      const after = await (await render('/admin/tasks', { headers: headers(member.cookie) })).text();
      expect(after).toContain(`href="${taskPhotoPath(task, `${sha(PNG)}.png`)}"`);

      // A visitor gets the sign-in page, never the bytes; a key the task does not carry is not found.
      const visitor = await render(taskPhotoPath(task, `${sha(JPEG)}.jpg`), { headers: headers(null) });
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get('Location')).toMatch(/^\/login/);
      expect((await inspectPost(task, { action: 'inspect' }, [], null)).status).toBe(302);
      expect((await render(taskPhotoPath(task, `${sha(PDF)}.jpg`), { headers: headers(member.cookie) })).status).toBe(
        404,
      );
      expect((await render(`/media/documents/${sha(JPEG)}.jpg`)).status).toBe(404);

      // More photos after the button (a phone's camera takes one at a time), on an inspected task only.
      const addPhotos = (taskId: string, files: { name: string; bytes: Buffer; type: string }[]) => {
        const body = new FormData();
        body.append('intent', 'add-photos');
        body.append('taskId', taskId);
        for (const file of files) {
          body.append('photos', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
        }
        return render('/admin/tasks', { method: 'POST', body, headers: headers(member.cookie) });
      };
      expect(after).toContain(escapeHtml(inspectionTexts.en.addPhotos));
      const third = Buffer.concat([JPEG, Buffer.from('the gate from the street')]);
      const added = await addPhotos(task, [{ name: 'IMG_0011.jpg', bytes: third, type: 'image/jpeg' }]);
      expect(added.status).toBe(302);
      expect(await q('select 1 from public.task_photos where task_id = $1', [task])).toHaveLength(3);
      const empty = await addPhotos(task, []);
      expect(empty.status).toBe(400);
      expect(await empty.text()).toContain(escapeHtml(inspectionTexts.en.noPhoto));
      const notInspected = await taskIn('done', ids.corail, today, 'Paint the shutters');
      const refusedAdd = await addPhotos(notInspected, [{ name: 'IMG_0012.jpg', bytes: third, type: 'image/jpeg' }]);
      expect(refusedAdd.status).toBe(404);
      expect(await q('select 1 from public.task_photos where task_id = $1', [notInspected])).toEqual([]);
    });

    it('sends a task back with a photo and the note required', async () => {
      const task = await taskIn('done', ids.corail, today, 'Clean the barbecue');
      const noNote = await inspectPost(task, { action: 'send-back' }, [
        { name: 'IMG_0010.jpg', bytes: JPEG, type: 'image/jpeg' },
      ]);
      expect(noNote.status).toBe(400);
      const back = await inspectPost(task, { action: 'send-back', inspectionNote: 'Grease left on the grill.' }, [
        { name: 'IMG_0010.jpg', bytes: JPEG, type: 'image/jpeg' },
      ]);
      expect(back.status).toBe(302);
      expect(await q('select state, inspection_note from public.tasks where id = $1', [task])).toEqual([
        { state: 'open', inspection_note: 'Grease left on the grill.' },
      ]);
      expect(await q('select document from public.task_photos where task_id = $1', [task])).toEqual([
        { document: `${sha(JPEG)}.jpg` },
      ]);
    });

    it('shows on the stay’s page the villa’s last inspection on or before the arrival, not one after it', async () => {
      const text = inspectionTexts.en;
      const checkIn = day(60);
      const stayId = randomUUID();
      await q(
        `insert into public.stays (id, rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
         values ($1, $2, $3, $4, 'confirmed', 'staff', 'Grace Guest', 'grace@example.com', 2)`,
        [stayId, ids.azur, checkIn, addDays(checkIn, 5)],
      );
      // The inspector signed in with their second factor, as the app's session has it.
      const inspector = inspectionQueries(as(member.id, 'aal2'));
      const older = await taskIn('done', ids.azur, addDays(checkIn, -10), 'Service the air conditioning');
      expect(await inspector.inspect(older, 'inspected', 'Filters changed.', [])).toBe(true);
      const before = await taskIn('done', ids.azur, addDays(checkIn, -1), 'Check the pool house');
      expect(await inspector.inspect(before, 'inspected', 'Pool house ready, towels stacked.', [key(21)])).toBe(true);
      // Inspected last, but due after the arrival: not the one the stay's page shows.
      const afterArrival = await taskIn('done', ids.azur, addDays(checkIn, 2), 'Mid-stay garden');
      expect(await inspector.inspect(afterArrival, 'inspected', 'Hedges trimmed.', [])).toBe(true);

      const loaded = await inspector.lastInspectionBefore(ids.azur, checkIn);
      expect(loaded?.inspection).toMatchObject({
        id: before,
        inspected_by_name: 'Ines Inspector',
        inspection_note: 'Pool house ready, towels stacked.',
        photo_count: 1,
      });
      expect(loaded?.photos.map((photo) => photo.document)).toEqual([key(21)]);

      const page = await render(`/admin/bookings/${stayId}`, { headers: headers(member.cookie) });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(escapeHtml(text.title));
      expect(html).toContain('Check the pool house');
      expect(html).toContain('Pool house ready, towels stacked.');
      expect(html).toContain('Ines Inspector');
      expect(html).toContain(escapeHtml(text.passed));
      expect(html).toContain(`href="${taskPhotoPath(before, key(21))}"`);
      expect(html).not.toContain('Hedges trimmed.');
      expect(html).not.toContain('Filters changed.');

      // An inspector on the team without a name (the first owner, made from ADMIN_EMAIL) is named by their e-mail.
      await q(`update public.staff_members set name = '' where user_id = $1`, [member.id]);
      try {
        const nameless = await (await render(`/admin/bookings/${stayId}`, { headers: headers(member.cookie) })).text();
        // In the card's own cell: the signed-in member's address is elsewhere on the page anyway.
        expect(nameless).toMatch(new RegExp(`<dd[^>]*>inspector-${engine}@example\\.com</dd>`));
        expect(nameless).not.toContain(escapeHtml(text.unknownInspector));
      } finally {
        await q(`update public.staff_members set name = 'Ines Inspector' where user_id = $1`, [member.id]);
      }

      // A villa never inspected before the arrival.
      const other = randomUUID();
      await q(
        `insert into public.stays (id, rental_id, check_in, check_out, status, source, guest_name, guest_email, guests)
         values ($1, $2, $3, $4, 'confirmed', 'staff', 'Henry Guest', 'henry@example.com', 2)`,
        [other, ids.corail, day(-200), day(-195)],
      );
      const none = await (await render(`/admin/bookings/${other}`, { headers: headers(member.cookie) })).text();
      expect(none).toContain(escapeHtml(text.title));
      expect(none).toContain(escapeHtml(text.none));
    });
  });
});
