-- Turnovers (issue 30, items 1–3; docs/decisions/034-turnovers.md; app/domain/tasks/).
--
-- Between two stays a villa is cleaned, its linen changed, its pool done and the house inspected. Each stay makes
-- that work itself, in the database, whoever or whatever wrote the stay:
--
-- 1. task_templates: per villa, which task each stay makes and when — a kind, a day relative to the check-in, the
--    check-out or the middle of the stay with an offset in days, a minimum stay length (the mid-stay clean of long
--    stays) and a time window. A new villa gets the default set (add_default_task_templates), and so does every
--    existing villa, below.
-- 2. vendors: the cleaning companies, pool men and gardeners the agency sends (name, e-mail, phone, language).
--    Staff only; visitors see nothing.
-- 3. tasks: a villa, a kind, a due day and a time window, assigned to a staff member or a vendor, in one of the
--    states of app/domain/tasks/states.ts (TASK_TRANSITIONS; check_task_transition enforces the same table, and
--    tests/integration/turnovers.test.ts tries every pair). A task made by a stay carries the stay and its template;
--    the pair is unique, and every writer inserts with `on conflict do nothing`, so a stay makes each task exactly
--    once, whichever trigger, job or instance gets there first. Staff add one-off tasks (a repair, a delivery).
-- 4. The stays' trigger: a stay that makes turnover work (stay_makes_tasks: confirmed, or blocked by a homeowner
--    or an imported calendar — a villa is cleaned whoever booked it; not a maintenance block) makes its tasks;
--    moving it moves the tasks not yet started; cancelling, declining or removing it cancels them. A task the
--    database cancelled comes back when its stay or its template does.
-- 5. same_day_turnovers: the days a party leaves a villa and the next arrives, for every screen to flag; task_list
--    gives each task with its villa, its assignee's name and that flag.
--
-- Every table is audited (record_audit_event). Applies with plain `psql -f` as well as inside the migrator's
-- transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- Task templates
-- ---------------------------------------------------------------------------------------------
create table public.task_templates (
  id uuid primary key default gen_random_uuid(),
  rental_id uuid not null references public.rentals (id) on delete cascade,
  kind text not null check (kind in ('departure-clean', 'linen', 'pool', 'pre-arrival-inspection', 'mid-stay-clean',
    'garden', 'welcome')),
  -- The day the task falls on: the stay's check-in, its check-out, or its middle (check-in + nights / 2), plus
  -- offset_days (-1: the day before).
  anchor text not null check (anchor in ('check-in', 'check-out', 'mid-stay')),
  offset_days integer not null default 0 check (offset_days between -14 and 14),
  -- Only stays of at least this many nights make the task (a mid-stay clean for stays over 7 nights: 8).
  min_nights integer check (min_nights is null or min_nights between 1 and 366),
  window_start time,
  window_end time,
  -- A template switched off makes no more tasks; its open tasks of stays to come are cancelled.
  active boolean not null default true,
  note text check (note is null or char_length(note) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint task_templates_window check (window_start is null or window_end is null or window_end > window_start),
  constraint task_templates_one_per_day unique (rental_id, kind, anchor, offset_days)
);

create trigger task_templates_set_updated_at before update on public.task_templates
  for each row execute function public.set_updated_at();

create trigger task_templates_audit after insert or update or delete on public.task_templates
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "rentals", "column": "rental_id"}, "label": "kind", "noise": ["created_at", "updated_at", "rental_id"]}');

-- The default set, declared once here: what a villa's stays make until staff change it.
create function public.add_default_task_templates(p_rental_id uuid) returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  added integer;
begin
  insert into public.task_templates (rental_id, kind, anchor, offset_days, min_nights, window_start, window_end)
  select p_rental_id, d.kind, d.anchor, d.offset_days, d.min_nights, d.window_start::time, d.window_end::time
    from (values
      ('departure-clean', 'check-out', 0, null::integer, '10:00', '15:00'),
      ('linen', 'check-out', 0, null, '10:00', '15:00'),
      ('pool', 'check-in', -1, null, '08:00', '12:00'),
      ('pre-arrival-inspection', 'check-in', -1, null, '14:00', '17:00'),
      ('mid-stay-clean', 'mid-stay', 0, 8, '10:00', '13:00')
    ) as d(kind, anchor, offset_days, min_nights, window_start, window_end)
  on conflict do nothing;
  get diagnostics added = row_count;
  return added;
end;
$$;

create function public.create_default_task_templates() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform public.add_default_task_templates(new.id);
  return null;
end;
$$;

create trigger rentals_default_task_templates after insert on public.rentals
  for each row execute function public.create_default_task_templates();

-- ---------------------------------------------------------------------------------------------
-- Vendors
-- ---------------------------------------------------------------------------------------------
create table public.vendors (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200 and name !~ '[\r\n]'),
  email text check (email is null or (email = lower(email) and email ~ '^[^@\s]{1,64}@[^@\s]+\.[^@\s]+$'
    and char_length(email) <= 320)),
  phone text check (phone is null or phone ~ '^\+?[0-9][0-9 ().-]{3,30}$'),
  -- The language of their list and e-mails.
  language text not null default 'en' check (language in ('en', 'fr')),
  note text check (note is null or char_length(note) <= 2000),
  -- A vendor the agency no longer works with is kept (their past tasks name them), no longer offered.
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint vendors_reachable check (email is not null or phone is not null)
);

create index vendors_name_idx on public.vendors (lower(name));

create trigger vendors_set_updated_at before update on public.vendors
  for each row execute function public.set_updated_at();

create trigger vendors_audit after insert or update or delete on public.vendors
  for each row execute function public.record_audit_event('{"label": "name", "noise": ["created_at", "updated_at"]}');

-- ---------------------------------------------------------------------------------------------
-- Tasks
-- ---------------------------------------------------------------------------------------------
create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  rental_id uuid not null references public.rentals (id) on delete cascade,
  -- The stay that made it (null: a one-off task, or its stay was removed — the task is kept, cancelled if unstarted).
  stay_id uuid references public.stays (id) on delete set null,
  template_id uuid references public.task_templates (id) on delete set null,
  kind text not null check (kind in ('departure-clean', 'linen', 'pool', 'pre-arrival-inspection', 'mid-stay-clean',
    'garden', 'welcome', 'repair', 'delivery', 'other')),
  -- What to do, in words: required for a one-off task's kinds.
  title text check (title is null or (char_length(btrim(title)) between 1 and 200 and title !~ '[\r\n]')),
  due_on date not null,
  window_start time,
  window_end time,
  assignee_staff_id uuid references public.staff_members (user_id) on delete set null,
  assignee_vendor_id uuid references public.vendors (id) on delete set null,
  state text not null default 'open' check (state in ('open', 'in-progress', 'done', 'inspected', 'cancelled')),
  -- Set when the database cancelled it (its stay cancelled, moved out of a template's reach, its template
  -- switched off): such a task comes back by itself; one staff cancelled stays cancelled.
  auto_cancelled boolean not null default false,
  state_changed_at timestamptz not null default now(),
  -- Instructions for whoever does it.
  note text check (note is null or char_length(note) <= 2000),
  -- The inspector's words: why the task went back to open, or what the inspection found.
  inspection_note text check (inspection_note is null or char_length(inspection_note) <= 2000),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid(),
  updated_at timestamptz not null default now(),
  constraint tasks_window check (window_start is null or window_end is null or window_end > window_start),
  constraint tasks_one_assignee check (num_nonnulls(assignee_staff_id, assignee_vendor_id) <= 1),
  constraint tasks_one_off_title check (kind not in ('repair', 'delivery', 'other') or title is not null),
  constraint tasks_cancelled_by_database check (not auto_cancelled or state = 'cancelled'),
  -- Exactly once per stay and template, whoever makes it: every writer inserts with `on conflict do nothing`.
  constraint tasks_once_per_stay_and_template unique (stay_id, template_id)
);

create index tasks_due_idx on public.tasks (due_on, rental_id);
create index tasks_rental_due_idx on public.tasks (rental_id, due_on);
create index tasks_stay_idx on public.tasks (stay_id) where stay_id is not null;
create index tasks_template_idx on public.tasks (template_id) where template_id is not null;
create index tasks_vendor_due_idx on public.tasks (assignee_vendor_id, due_on) where assignee_vendor_id is not null;
create index tasks_staff_due_idx on public.tasks (assignee_staff_id, due_on) where assignee_staff_id is not null;

create trigger tasks_set_updated_at before update on public.tasks
  for each row execute function public.set_updated_at();

create trigger tasks_audit after insert or update or delete on public.tasks
  for each row execute function public.record_audit_event(
    '{"label": "kind", "noise": ["created_at", "created_by", "updated_at", "state_changed_at"]}');

-- The changes of a task's state, as app/domain/tasks/states.ts declares them (TASK_TRANSITIONS). Sending a
-- finished task back to open is the inspection's, with a note saying why.
create function public.check_task_transition() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if old.state = new.state then
    return new;
  end if;
  if (old.state, new.state) not in (
    ('open', 'in-progress'), ('open', 'done'), ('open', 'cancelled'),
    ('in-progress', 'done'), ('in-progress', 'open'), ('in-progress', 'cancelled'),
    ('done', 'inspected'), ('done', 'open'),
    ('cancelled', 'open')
  ) then
    raise exception 'A % task cannot become %', old.state, new.state
      using errcode = 'check_violation', constraint = 'tasks_state_transition';
  end if;
  if old.state = 'done' and new.state = 'open' and coalesce(btrim(new.inspection_note), '') = '' then
    raise exception 'A task sent back after its inspection needs a note saying why'
      using errcode = 'check_violation', constraint = 'tasks_send_back_note';
  end if;
  new.state_changed_at := now();
  -- Only the database's own cancellation (it sets the flag; no API role may) is ever undone by itself.
  if new.state <> 'cancelled' then
    new.auto_cancelled := false;
  end if;
  return new;
end;
$$;

create trigger tasks_check_transition before update of state on public.tasks
  for each row execute function public.check_task_transition();

-- A task is made open; a template's task by the database only (API roles have no privilege on template_id).
create function public.stamp_task() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if auth.role() is not null and auth.role() <> 'service_role' then
    new.state := 'open';
    new.auto_cancelled := false;
    new.created_by := auth.uid();
  end if;
  new.created_at := now();
  new.state_changed_at := now();
  return new;
end;
$$;

create trigger tasks_stamp before insert on public.tasks
  for each row execute function public.stamp_task();

-- ---------------------------------------------------------------------------------------------
-- Stays make their tasks
-- ---------------------------------------------------------------------------------------------

-- Whether a stay makes turnover work: the same rule as stayMakesTasks (app/domain/tasks/plan.ts).
create function public.stay_makes_tasks(p_status text, p_source text) returns boolean
  language sql immutable set search_path = ''
as $$
  select p_status in ('confirmed', 'blocked') and p_source <> 'maintenance'
$$;

-- The day a template's task falls on for a stay: the same rule as taskDueDay (app/domain/tasks/plan.ts).
create function public.task_due_on(p_anchor text, p_offset integer, p_check_in date, p_check_out date) returns date
  language sql immutable set search_path = ''
as $$
  select case p_anchor
           when 'check-in' then p_check_in
           when 'check-out' then p_check_out
           else p_check_in + (p_check_out - p_check_in) / 2
         end + p_offset
$$;

-- The tasks a stay makes: each template of its villa that applies, with its day (none when the stay makes no
-- turnover work). The same rule as planStayTasks (app/domain/tasks/plan.ts).
create function public.stay_task_plan(p_stay_id uuid) returns table (template_id uuid, due_on date)
  language sql stable set search_path = ''
as $$
  select t.id, public.task_due_on(t.anchor, t.offset_days, s.check_in, s.check_out)
    from public.stays s
    join public.task_templates t on t.rental_id = s.rental_id and t.active
   where s.id = p_stay_id
     and public.stay_makes_tasks(s.status, s.source)
     and (t.min_nights is null or s.check_out - s.check_in >= t.min_nights)
$$;

-- Brings one stay's tasks in line with the stay and its villa's templates: makes the missing ones (exactly once:
-- the unique key and `on conflict do nothing`), moves the open ones to their day, brings back those the database
-- cancelled, and cancels the open ones the stay no longer makes. Started, finished and inspected tasks are
-- history and never touched, nor are those staff cancelled. Any number of callers, at once or again, end with
-- the same tasks. Returns the number of tasks made.
create function public.sync_stay_tasks(p_stay_id uuid) returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  the_stay record;
  created integer;
begin
  select s.id, s.rental_id into the_stay from public.stays s where s.id = p_stay_id;
  if not found then
    return 0;
  end if;

  -- No longer made: cancelled while unstarted, by the database (so they may come back).
  update public.tasks k set state = 'cancelled', auto_cancelled = true
   where k.stay_id = the_stay.id and k.template_id is not null and k.state = 'open'
     and k.template_id not in (select p.template_id from public.stay_task_plan(the_stay.id) p);

  -- Made: back if the database had cancelled them; on their day while unstarted.
  update public.tasks k set state = 'open', due_on = p.due_on
    from public.stay_task_plan(the_stay.id) p
   where k.stay_id = the_stay.id and k.template_id = p.template_id
     and ((k.state = 'cancelled' and k.auto_cancelled) or (k.state = 'open' and k.due_on <> p.due_on));

  insert into public.tasks (rental_id, stay_id, template_id, kind, due_on, window_start, window_end)
  select the_stay.rental_id, the_stay.id, t.id, t.kind, p.due_on, t.window_start, t.window_end
    from public.stay_task_plan(the_stay.id) p join public.task_templates t on t.id = p.template_id
   order by p.due_on, t.kind
  on conflict (stay_id, template_id) do nothing;
  get diagnostics created = row_count;
  return created;
end;
$$;

create function public.stays_sync_tasks() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or (old.status, old.source, old.check_in, old.check_out, old.rental_id)
       is distinct from (new.status, new.source, new.check_in, new.check_out, new.rental_id) then
    perform public.sync_stay_tasks(new.id);
  end if;
  return null;
end;
$$;

-- Named after the stays' history triggers (after-triggers fire in name order): the stay's own entry comes first.
create trigger stays_sync_tasks after insert or update on public.stays
  for each row execute function public.stays_sync_tasks();

-- A stay removed: its unstarted tasks are cancelled (the rows stay, without their stay, for the history).
create function public.stays_cancel_tasks() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.tasks set state = 'cancelled', auto_cancelled = true where stay_id = old.id and state = 'open';
  return old;
end;
$$;

create trigger stays_cancel_tasks before delete on public.stays
  for each row execute function public.stays_cancel_tasks();

-- A template added, changed or switched off: the stays still to come of its villa follow it. Past stays keep
-- what they had.
create function public.task_templates_sync_tasks() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  the_stay uuid;
begin
  for the_stay in
    select s.id from public.stays s
     where s.rental_id = coalesce(new.rental_id, old.rental_id)
       and s.check_out >= (now() at time zone 'America/St_Barthelemy')::date
       and (public.stay_makes_tasks(s.status, s.source)
            or exists (select 1 from public.tasks k where k.stay_id = s.id and k.state = 'open'))
     order by s.check_in
  loop
    perform public.sync_stay_tasks(the_stay);
  end loop;
  return null;
end;
$$;

create trigger task_templates_sync_tasks after insert or update of kind, anchor, offset_days, min_nights, active
  on public.task_templates for each row execute function public.task_templates_sync_tasks();

-- A template removed: its unstarted tasks are cancelled; the tasks stay, without their template.
create function public.task_templates_cancel_tasks() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.tasks set state = 'cancelled', auto_cancelled = true where template_id = old.id and state = 'open';
  return old;
end;
$$;

create trigger task_templates_cancel_tasks before delete on public.task_templates
  for each row execute function public.task_templates_cancel_tasks();

-- ---------------------------------------------------------------------------------------------
-- Same-day turnovers, and the task list every screen reads
-- ---------------------------------------------------------------------------------------------

-- One party leaves a villa and the next arrives on the same day: the day's work has a few hours, not a day. With
-- the caller's rights (staff see stays; anyone else sees none). The same rule as sameDayTurnovers
-- (app/domain/tasks/turnovers.ts).
create view public.same_day_turnovers with (security_invoker = true) as
  select d.rental_id, d.check_out as day, d.id as departing_stay_id, a.id as arriving_stay_id
    from public.stays d
    join public.stays a on a.rental_id = d.rental_id and a.check_in = d.check_out and a.id <> d.id
   where public.stay_makes_tasks(d.status, d.source) and public.stay_makes_tasks(a.status, a.source);

-- Each task with its villa, its assignee's name and whether its day is a same-day turnover of its villa.
create view public.task_list with (security_invoker = true) as
  select k.id, k.rental_id, r.title as rental_title, k.stay_id, s.reference as stay_reference, k.template_id, k.kind,
         k.title, k.due_on, k.window_start, k.window_end, k.assignee_staff_id,
         nullif(btrim(m.name), '') as assignee_staff_name, k.assignee_vendor_id, v.name as assignee_vendor_name,
         k.state, k.state_changed_at, k.note, k.inspection_note, k.created_at,
         exists (select 1 from public.same_day_turnovers t where t.rental_id = k.rental_id and t.day = k.due_on)
           as same_day_turnover
    from public.tasks k
    join public.rentals r on r.id = k.rental_id
    left join public.stays s on s.id = k.stay_id
    left join public.staff_members m on m.user_id = k.assignee_staff_id
    left join public.vendors v on v.id = k.assignee_vendor_id;

-- ---------------------------------------------------------------------------------------------
-- The villas of today and their stays still to come
-- ---------------------------------------------------------------------------------------------
do $$
declare
  rental uuid;
  stay uuid;
begin
  for rental in select id from public.rentals order by id loop
    perform public.add_default_task_templates(rental);
  end loop;
  for stay in
    select s.id from public.stays s
     where public.stay_makes_tasks(s.status, s.source)
       and s.check_out >= (now() at time zone 'America/St_Barthelemy')::date
     order by s.check_in, s.id
  loop
    perform public.sync_stay_tasks(stay);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security
-- ---------------------------------------------------------------------------------------------
alter table public.task_templates enable row level security;
alter table public.vendors enable row level security;
alter table public.tasks enable row level security;

revoke all on table public.task_templates, public.vendors, public.tasks, public.same_day_turnovers,
  public.task_list from public, anon, authenticated;

-- Templates and vendors: the agency's set-up, read by every member, written by owners and admins.
grant select, delete on table public.task_templates to authenticated;
grant insert (rental_id, kind, anchor, offset_days, min_nights, window_start, window_end, active, note),
  update (kind, anchor, offset_days, min_nights, window_start, window_end, active, note)
  on table public.task_templates to authenticated;

grant select, delete on table public.vendors to authenticated;
grant insert (name, email, phone, language, note, active), update (name, email, phone, language, note, active)
  on table public.vendors to authenticated;

-- Tasks: every member adds one-off tasks, assigns them and moves them through their states; nobody removes one
-- (it is cancelled). A template's task comes from its stay only: no API role writes stay_id with template_id.
grant select on table public.tasks to authenticated;
grant insert (rental_id, stay_id, kind, title, due_on, window_start, window_end, assignee_staff_id,
    assignee_vendor_id, note),
  update (title, due_on, window_start, window_end, assignee_staff_id, assignee_vendor_id, state, note,
    inspection_note)
  on table public.tasks to authenticated;
grant select on table public.same_day_turnovers, public.task_list to authenticated;

-- The server's jobs (the morning e-mail, the vendors' pages, later) read through the service role.
grant select on table public.task_templates, public.vendors, public.tasks, public.same_day_turnovers,
  public.task_list to service_role;

create policy "task_templates: staff read" on public.task_templates
  for select to authenticated using ((select public.is_staff()));
create policy "task_templates: owners and admins add" on public.task_templates
  for insert to authenticated with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "task_templates: owners and admins change" on public.task_templates
  for update to authenticated
  using ((select public.staff_role()) in ('owner', 'admin'))
  with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "task_templates: owners and admins remove" on public.task_templates
  for delete to authenticated using ((select public.staff_role()) in ('owner', 'admin'));

create policy "vendors: staff read" on public.vendors
  for select to authenticated using ((select public.is_staff()));
create policy "vendors: owners and admins add" on public.vendors
  for insert to authenticated with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "vendors: owners and admins change" on public.vendors
  for update to authenticated
  using ((select public.staff_role()) in ('owner', 'admin'))
  with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "vendors: owners and admins remove" on public.vendors
  for delete to authenticated using ((select public.staff_role()) in ('owner', 'admin'));

create policy "tasks: staff read" on public.tasks
  for select to authenticated using ((select public.is_staff()));
create policy "tasks: staff add one-off tasks" on public.tasks
  for insert to authenticated with check ((select public.is_staff()) and template_id is null);
create policy "tasks: staff work on them" on public.tasks
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

-- Functions: Supabase grants execute on new functions to everyone by default; say exactly who may call what.
revoke all on function public.add_default_task_templates(uuid), public.create_default_task_templates(),
  public.check_task_transition(), public.stamp_task(), public.stay_task_plan(uuid), public.sync_stay_tasks(uuid), public.stays_sync_tasks(),
  public.stays_cancel_tasks(), public.task_templates_sync_tasks(), public.task_templates_cancel_tasks()
  from public, anon, authenticated;
revoke all on function public.stay_makes_tasks(text, text), public.task_due_on(text, integer, date, date)
  from public, anon;
-- The views run with the caller's rights and call stay_makes_tasks.
grant execute on function public.stay_makes_tasks(text, text), public.task_due_on(text, integer, date, date)
  to authenticated, service_role;
-- A job (or staff) may bring a stay's tasks in line again; the database does it by itself on every change.
grant execute on function public.sync_stay_tasks(uuid) to service_role;
