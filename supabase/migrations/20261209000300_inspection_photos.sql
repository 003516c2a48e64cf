-- Photos on inspection (issue 30, item 6; docs/decisions/034-turnovers.md; app/domain/tasks/inspections.ts).
--
-- An inspection passes a finished task (done → inspected) or sends it back to open with a note
-- (…_turnovers.sql, check_task_transition). It may now carry photos, and a passing one a note too (the column
-- inspection_note already takes one; check_task_transition only requires it to send a task back):
--
-- 1. tasks.inspected_by / inspected_at: who inspected the task last, and when, set by the database on the change
--    (never written through the API).
-- 2. task_photos: the photos an inspection took — a private document of the media store (decision 031), a JPEG or
--    a PNG under `<sha-256>.<jpg|png>`, at most MAX_INSPECTION_PHOTOS (8, app/domain/tasks/inspections.ts) per
--    task, with who took it and when. Evidence: never changed or removed through the API.
-- 3. inspect_task: the inspection in one transaction — the task's change of state (only from the state the
--    person saw) and its photos together, or nothing; add_task_photos: more photos of a task once inspected.
-- 4. task_inspections: each inspected task with its inspector's name and photo count, for the stay's page (the
--    villa's last inspection before an arrival).
--
-- Audited (record_audit_event), row level security for active staff only, explicit grants. Applies with plain
-- `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- Who inspected, and when
-- ---------------------------------------------------------------------------------------------
alter table public.tasks
  add column inspected_by uuid references public.staff_members (user_id) on delete set null,
  add column inspected_at timestamptz;

-- An inspection (done → inspected, or sent back: done → open) records who made it and when. Not a change of
-- check_task_transition: that function keeps the pairs of app/domain/tasks/states.ts alone.
create function public.stamp_task_inspection() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if old.state = 'done' and new.state in ('inspected', 'open') then
    new.inspected_by := auth.uid();
    new.inspected_at := now();
  else
    new.inspected_by := old.inspected_by;
    new.inspected_at := old.inspected_at;
  end if;
  return new;
end;
$$;

create trigger tasks_stamp_inspection before update on public.tasks
  for each row execute function public.stamp_task_inspection();

-- ---------------------------------------------------------------------------------------------
-- The photos
-- ---------------------------------------------------------------------------------------------
create table public.task_photos (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  -- A key of the private documents store (app/domain/media/documents.ts): a photo only, never a PDF.
  document text not null check (document ~ '^[0-9a-f]{64}\.(jpg|png)$'),
  caption text check (caption is null or (char_length(btrim(caption)) between 1 and 200 and caption !~ '[\r\n]')),
  taken_by uuid references public.staff_members (user_id) on delete set null,
  created_at timestamptz not null default now(),
  -- The same photo twice on one task is one photo.
  constraint task_photos_once unique (task_id, document)
);

create index task_photos_task_idx on public.task_photos (task_id, created_at);
create index task_photos_document_idx on public.task_photos (document);

create trigger task_photos_audit after insert or update or delete on public.task_photos
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "tasks", "column": "task_id"}, "label": "document", "noise": ["created_at", "task_id"]}');

-- Who took it is who posted it; at most 8 a task (the same number as MAX_INSPECTION_PHOTOS). The task's row is
-- locked so two inspections posted at once cannot both pass the count.
create function public.stamp_task_photo() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if auth.role() is not null and auth.role() <> 'service_role' then
    new.taken_by := auth.uid();
  end if;
  -- The time of each row, not of the transaction: the photos of one inspection keep the order they were sent in.
  new.created_at := clock_timestamp();
  perform 1 from public.tasks where id = new.task_id for update;
  if (select count(*) from public.task_photos p where p.task_id = new.task_id) >= 8 then
    raise exception 'A task carries at most 8 photos'
      using errcode = 'check_violation', constraint = 'task_photos_at_most_8';
  end if;
  return new;
end;
$$;

create trigger task_photos_stamp before insert on public.task_photos
  for each row execute function public.stamp_task_photo();

-- ---------------------------------------------------------------------------------------------
-- The inspection, in one transaction
-- ---------------------------------------------------------------------------------------------

-- An inspection: moves a finished task (p_seen 'done', as the person saw it) to p_state ('inspected', or 'open' to
-- send it back) with the inspector's note, and adds the photos taken (keys of the private documents store). False
-- when the task is no longer done (someone else acted first): nothing changes. With the caller's rights: row level security, the column grants and
-- check_task_transition decide, exactly as for a plain change of state.
create function public.inspect_task(p_task_id uuid, p_seen text, p_state text, p_note text, p_photos text[])
  returns boolean
  language plpgsql set search_path = ''
as $$
begin
  if p_seen <> 'done' or p_state not in ('inspected', 'open') then
    raise exception 'An inspection passes a finished task or sends it back'
      using errcode = 'check_violation', constraint = 'tasks_inspection';
  end if;
  update public.tasks set state = p_state, inspection_note = p_note where id = p_task_id and state = p_seen;
  if not found then
    return false;
  end if;
  -- The update stamped inspected_at (stamp_task_inspection), so the photos go in as add_task_photos adds them.
  return public.add_task_photos(p_task_id, p_photos);
end;
$$;

-- More photos of an inspection, taken after it (a phone's camera takes one photo at a time): only on a task that
-- has been inspected. False when the caller sees no such task. The same photo twice is one photo.
create function public.add_task_photos(p_task_id uuid, p_photos text[]) returns boolean
  language plpgsql set search_path = ''
as $$
begin
  if not exists (select 1 from public.tasks k where k.id = p_task_id and k.inspected_at is not null) then
    return false;
  end if;
  insert into public.task_photos (task_id, document)
  select p_task_id, d.key
    from unnest(coalesce(p_photos, array[]::text[])) with ordinality as d(key, n)
   order by d.n
  on conflict (task_id, document) do nothing;
  return true;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Inspections as the stay's page reads them
-- ---------------------------------------------------------------------------------------------

-- Each inspected task: its villa, day, kind, note, inspector and how many photos it carries. With the caller's
-- rights (staff read tasks and staff members; anyone else sees nothing).
create view public.task_inspections with (security_invoker = true) as
  select k.id, k.rental_id, k.stay_id, k.kind, k.title, k.due_on, k.state, k.inspection_note, k.inspected_at,
         k.inspected_by, nullif(btrim(m.name), '') as inspected_by_name,
         (select count(*)::integer from public.task_photos p where p.task_id = k.id) as photo_count
    from public.tasks k
    left join public.staff_members m on m.user_id = k.inspected_by
   where k.state = 'inspected';

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security
-- ---------------------------------------------------------------------------------------------
alter table public.task_photos enable row level security;

revoke all on table public.task_photos, public.task_inspections from public, anon, authenticated;
grant select on table public.task_photos, public.task_inspections to authenticated;
grant insert (task_id, document, caption) on table public.task_photos to authenticated;
grant select on table public.task_photos, public.task_inspections to service_role;

create policy "task_photos: staff read" on public.task_photos
  for select to authenticated using ((select public.is_staff()));
create policy "task_photos: staff add" on public.task_photos
  for insert to authenticated with check ((select public.is_staff()));

revoke all on function public.stamp_task_inspection(), public.stamp_task_photo() from public, anon, authenticated;
revoke all on function public.inspect_task(uuid, text, text, text, text[]), public.add_task_photos(uuid, text[])
  from public, anon;
grant execute on function public.inspect_task(uuid, text, text, text, text[]), public.add_task_photos(uuid, text[])
  to authenticated;
