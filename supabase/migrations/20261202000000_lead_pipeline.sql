-- The lead pipeline (issue 17, item 2). Every inquiry is a lead — a question about a property or a villa, a
-- message from the contact page, a booking request (inquiries.stay_id) — and moves through stages:
--
--   new → contacted → qualified → won | lost (with a reason)
--
-- with an assignee (a staff member), a follow-up date and notes (time-stamped, by whom). The spec's read/unread
-- stays as it was: reading a lead does not move it. Stages may go back (a lost lead that calls again is
-- 'contacted' again): the pipeline records where a lead is, and the history (issue 17, item 3) how it got there.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

alter table public.inquiries
  add column stage text not null default 'new' check (stage in ('new', 'contacted', 'qualified', 'won', 'lost')),
  -- Why a lead was lost; only, and always, for a lost lead.
  add column lost_reason text check (lost_reason is null or char_length(btrim(lost_reason)) between 1 and 500),
  add column assigned_to uuid references public.staff_members (user_id) on delete set null,
  -- The day someone should next get back to the lead: overdue once it has passed, while the lead is open.
  add column follow_up_on date,
  -- When the lead entered its stage (the figures' conversion and the list's "in this stage since").
  add column stage_changed_at timestamptz not null default now(),
  add constraint inquiries_lost_reason_of_stage check ((stage = 'lost') = (lost_reason is not null));

update public.inquiries set stage_changed_at = created_at;

create index inquiries_stage_created_idx on public.inquiries (stage, created_at, id);
create index inquiries_assigned_idx on public.inquiries (assigned_to, created_at, id) where assigned_to is not null;
create index inquiries_follow_up_idx on public.inquiries (follow_up_on) where follow_up_on is not null and stage not in ('won', 'lost');

-- The stage's time moves with the stage, whoever changes it.
create function public.inquiries_stage_changed() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.stage is distinct from old.stage then
    new.stage_changed_at := now();
  end if;
  return new;
end;
$$;

create trigger inquiries_stage_changed before update of stage on public.inquiries
  for each row execute function public.inquiries_stage_changed();

-- Visitors still send only a new, unread, unassigned lead: the pipeline's columns are the staff's.
drop policy "inquiries: anyone sends an unread inquiry" on public.inquiries;
create policy "inquiries: anyone sends a new unread inquiry" on public.inquiries
  for insert to anon, authenticated
  with check (read = false and stage = 'new' and lost_reason is null and assigned_to is null and follow_up_on is null);

-- ---------------------------------------------------------------------------------------------
-- Notes on a lead: what was said and agreed, by whom and when. A note is a record: it is added, never
-- changed; it goes with its lead.
-- ---------------------------------------------------------------------------------------------
create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  author_id uuid default auth.uid() references public.staff_members (user_id) on delete set null,
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  created_at timestamptz not null default now()
);

create index lead_notes_inquiry_idx on public.lead_notes (inquiry_id, created_at, id);

alter table public.lead_notes enable row level security;

revoke all on table public.lead_notes from anon, authenticated;
grant select on table public.lead_notes to authenticated;
grant insert (inquiry_id, body) on table public.lead_notes to authenticated;
grant select, insert, update, delete on table public.lead_notes to service_role;

create policy "lead_notes: staff read" on public.lead_notes
  for select to authenticated using ((select public.is_staff()));
-- Staff add notes in their own name (author_id comes from the default: the caller).
create policy "lead_notes: staff add their own" on public.lead_notes
  for insert to authenticated with check ((select public.is_staff()) and author_id = (select auth.uid()));
