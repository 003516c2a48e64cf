-- Vendors without an account (issue 30, item 5; docs/decisions/034-turnovers.md, "Vendors' links").
--
-- A vendor (a cleaning company, a pool man, a gardener) reaches their own tasks through a private link
-- (docs/decisions/019-private-links.md): a token of 256 bits whose SHA-256 alone is kept in
-- app_private.private_links (kind 'vendor-tasks', the vendor's id), looked up by that digest.
--
-- 1. vendor_tasks(token): the vendor's tasks of the next 14 days (and their unfinished ones of the week before),
--    each with its villa, the villa's address, the time window, the instructions and whom at the agency to call —
--    never a guest's name or contact, never a stay's reference. Nothing for a wrong, expired or revoked token or
--    a vendor no longer active. The page, the iCal feed and the morning e-mail read the same.
-- 2. vendor_task_act(token, task, action, seen): the vendor starts a task or marks it done — only one of their
--    own, only along TASK_TRANSITIONS (check_task_transition has the last word), only from the state they saw
--    (someone else first: 'stale'). The history names the vendor (app.actor).
-- 3. issue_vendor_link / revoke_vendor_links / vendor_link_state: owners and admins (re)issue a vendor's link
--    (the server mints the token and sends its digest; every earlier link of the vendor stops working) or revoke
--    them all; staff see whether one is live.
-- 4. The morning e-mail: a new outbox kind 'vendor-day' (audience 'vendor', about one vendor and one day, unique
--    per vendor and day — whatever instance or run queues it), queued by queue_vendor_day_mails(day) for each
--    active vendor with an e-mail address and an unfinished task that day; vendor_day_of_message(outbox, digest)
--    mints the e-mail's link as it is sent (the outbox never holds a token) and gives the day's tasks.
-- 5. tasks.assigned_by: the staff member who gave the task to its assignee (a trigger sets it), the vendor's
--    contact for that task.
--
-- Visitors still have no privilege on any table; only these functions (security definer, empty search_path) read
-- or write for a link. Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase,
-- PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- A private link's new kind
-- ---------------------------------------------------------------------------------------------
alter table app_private.private_links
  add column vendor_id uuid references public.vendors (id) on delete cascade;
alter table app_private.private_links drop constraint private_links_kind_check;
alter table app_private.private_links drop constraint private_links_subject;
alter table app_private.private_links
  add constraint private_links_kind_check check (kind in ('booking-receipt', 'vendor-tasks')),
  add constraint private_links_subject check (
    (kind = 'booking-receipt') = (stay_id is not null) and (kind = 'vendor-tasks') = (vendor_id is not null));
create index private_links_vendor_idx on app_private.private_links (vendor_id) where vendor_id is not null;

-- The vendor a token opens: a live 'vendor-tasks' link of an active vendor; null for anything else.
create function app_private.vendor_of_token(p_token text) returns uuid
  language sql stable security definer set search_path = ''
as $$
  select v.id
    from app_private.private_links l
    join public.vendors v on v.id = l.vendor_id and v.active
   where l.digest = app_private.sha256_hex(coalesce(p_token, '')) and l.kind = 'vendor-tasks'
     and l.expires_at > now()
$$;

-- ---------------------------------------------------------------------------------------------
-- Who gave a task to its assignee
-- ---------------------------------------------------------------------------------------------
alter table public.tasks
  add column assigned_by uuid references public.staff_members (user_id) on delete set null;

create function public.stamp_task_assignment() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or (old.assignee_staff_id, old.assignee_vendor_id)
       is distinct from (new.assignee_staff_id, new.assignee_vendor_id) then
    new.assigned_by := case
      when new.assignee_staff_id is null and new.assignee_vendor_id is null then null
      else (select m.user_id from public.staff_members m where m.user_id = auth.uid())
    end;
  elsif tg_op = 'UPDATE' then
    new.assigned_by := old.assigned_by;
  end if;
  return new;
end;
$$;

create trigger tasks_stamp_assignment before insert or update on public.tasks
  for each row execute function public.stamp_task_assignment();

grant select (assigned_by) on table public.tasks to authenticated;

-- ---------------------------------------------------------------------------------------------
-- What a vendor reads
-- ---------------------------------------------------------------------------------------------

-- A vendor's tasks due from p_from to p_to (and, with p_overdue_from, their unfinished ones due from then on),
-- not cancelled, as the vendor may read them: no stay, no guest. The contact is the member who gave the task,
-- else the one who added it, while they are on the team (null: the agency's office).
create function app_private.vendor_task_rows(p_vendor_id uuid, p_from date, p_to date, p_overdue_from date,
                                             p_unfinished_only boolean)
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', k.id, 'kind', k.kind, 'title', k.title, 'dueOn', k.due_on,
           'windowStart', to_char(k.window_start, 'HH24:MI'), 'windowEnd', to_char(k.window_end, 'HH24:MI'),
           'state', k.state, 'note', k.note, 'inspectionNote', k.inspection_note,
           'villa', r.title, 'address', nullif(btrim(r.address), ''), 'location', nullif(btrim(r.location), ''),
           'island', r.island,
           'sameDayTurnover', exists (select 1 from public.same_day_turnovers t
                                       where t.rental_id = k.rental_id and t.day = k.due_on),
           'contact', (select jsonb_build_object('name', nullif(btrim(m.name), ''), 'email', m.email)
                         from public.staff_members m
                        where m.user_id = coalesce(k.assigned_by, k.created_by) and m.deactivated_at is null))
         order by k.due_on, k.window_start nulls first, r.title, k.kind, k.id), '[]'::jsonb)
    from public.tasks k
    join public.rentals r on r.id = k.rental_id
   where k.assignee_vendor_id = p_vendor_id
     and k.state <> 'cancelled'
     and (not p_unfinished_only or k.state in ('open', 'in-progress'))
     and ((k.due_on between p_from and p_to)
          or (p_overdue_from is not null and k.due_on >= p_overdue_from and k.due_on < p_from
              and k.state in ('open', 'in-progress')))
$$;

-- The vendor's page and feed: their name and language, the day it was read for and their tasks of the next 14
-- days (with their unfinished ones of the 7 days before). `p_today` is honoured only for the server's service
-- role and the database's owner (the tests); for anyone else it is the islands' today. Null for a token that
-- opens nothing.
create function public.vendor_tasks(p_token text, p_today date default null) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  the_day date := case
    when coalesce((select auth.role()), '') in ('anon', 'authenticated') then public.island_today()
    else coalesce(p_today, public.island_today())
  end;
  the_vendor public.vendors;
begin
  select v.* into the_vendor from public.vendors v where v.id = app_private.vendor_of_token(p_token);
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'vendor', jsonb_build_object('name', the_vendor.name, 'language', the_vendor.language),
    'today', the_day,
    'until', the_day + 13,
    'tasks', app_private.vendor_task_rows(the_vendor.id, the_day, the_day + 13, the_day - 7, false));
end;
$$;

-- A vendor starts a task or marks it done, by their link. 'changed'; 'stale' when the task is no longer in the
-- state they saw (someone else was first); 'refused' for an action the state does not offer them; null when the
-- token opens nothing or the task is not theirs (the page's 404). The history names the vendor.
create function public.vendor_task_act(p_token text, p_task_id uuid, p_action text, p_seen text) returns text
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  the_vendor public.vendors;
  target text;
  current_state text;
  changed integer;
begin
  select v.* into the_vendor from public.vendors v where v.id = app_private.vendor_of_token(p_token);
  if not found then
    return null;
  end if;
  select k.state into current_state
    from public.tasks k where k.id = p_task_id and k.assignee_vendor_id = the_vendor.id;
  if not found then
    return null;
  end if;
  -- A vendor's two buttons, as TASK_TRANSITIONS has them: start (open → in progress), finish (open or in
  -- progress → done).
  target := case
    when p_action = 'start' and p_seen = 'open' then 'in-progress'
    when p_action = 'finish' and p_seen in ('open', 'in-progress') then 'done'
  end;
  if target is null then
    return 'refused';
  end if;
  perform set_config('app.actor', left('Vendor: ' || the_vendor.name, 200), true);
  update public.tasks set state = target
   where id = p_task_id and assignee_vendor_id = the_vendor.id and state = p_seen;
  get diagnostics changed = row_count;
  perform set_config('app.actor', '', true);
  return case when changed = 1 then 'changed' else 'stale' end;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Staff give and take back a vendor's link
-- ---------------------------------------------------------------------------------------------

create function app_private.require_vendor_link_manager() returns void
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not ((select public.staff_role()) in ('owner', 'admin') or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'Only owners and admins give vendors their links' using errcode = 'insufficient_privilege';
  end if;
end;
$$;

-- A new link for an active vendor, valid a year; every earlier link of theirs stops working. The server mints the
-- token and sends its digest. Returns when it expires, or null for no such active vendor.
create function public.issue_vendor_link(p_vendor_id uuid, p_digest text) returns timestamptz
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  expires timestamptz := now() + interval '365 days';
begin
  perform app_private.require_vendor_link_manager();
  if coalesce(p_digest, '') !~ '^[0-9a-f]{64}$' then
    raise exception 'Malformed link digest' using errcode = 'invalid_parameter_value';
  end if;
  if not exists (select 1 from public.vendors v where v.id = p_vendor_id and v.active) then
    return null;
  end if;
  delete from app_private.private_links where kind = 'vendor-tasks' and vendor_id = p_vendor_id;
  insert into app_private.private_links (digest, kind, vendor_id, expires_at)
  values (p_digest, 'vendor-tasks', p_vendor_id, expires);
  return expires;
end;
$$;

-- Every link of a vendor stops working (their page, their feed, the links of e-mails already sent). The number.
create function public.revoke_vendor_links(p_vendor_id uuid) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  removed integer;
begin
  perform app_private.require_vendor_link_manager();
  delete from app_private.private_links where kind = 'vendor-tasks' and vendor_id = p_vendor_id;
  get diagnostics removed = row_count;
  return removed;
end;
$$;

-- Whether a vendor has a live link, for staff: how many, the latest given and when the last one expires.
create function public.vendor_link_state(p_vendor_id uuid) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not (select public.is_staff()) then
    raise exception 'Staff only' using errcode = 'insufficient_privilege';
  end if;
  return (
    select jsonb_build_object('live', count(*), 'issuedAt', max(l.created_at), 'expiresAt', max(l.expires_at))
      from app_private.private_links l
     where l.kind = 'vendor-tasks' and l.vendor_id = p_vendor_id and l.expires_at > now());
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The morning e-mail
-- ---------------------------------------------------------------------------------------------
alter table public.mail_outbox
  add column vendor_id uuid references public.vendors (id) on delete cascade,
  add column vendor_day date;

-- A new kind and audience, read from the constraints themselves (as …_homeowner_accounts.sql does), so nothing
-- another migration added before this one is dropped.
do $$
declare
  kinds text;
  audiences text;
begin
  select string_agg(distinct quote_literal(m[1]), ', ') into kinds
    from pg_constraint c
    cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9-]+)''', 'g') as m
   where c.conrelid = 'public.mail_outbox'::regclass and c.conname = 'mail_outbox_kind_allowed';
  if kinds is null or kinds not like '%''homeowner-statement''%' then
    raise exception 'mail_outbox_kind_allowed was not found as expected';
  end if;
  alter table public.mail_outbox drop constraint mail_outbox_kind_allowed;
  execute format('alter table public.mail_outbox add constraint mail_outbox_kind_allowed check (kind in (%s, %L))',
    kinds, 'vendor-day');
  select string_agg(distinct quote_literal(m[1]), ', ') into audiences
    from pg_constraint c
    cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9-]+)''', 'g') as m
   where c.conrelid = 'public.mail_outbox'::regclass and c.conname = 'mail_outbox_audience_allowed';
  if audiences is null or audiences not like '%''homeowner''%' then
    raise exception 'mail_outbox_audience_allowed was not found as expected';
  end if;
  alter table public.mail_outbox drop constraint mail_outbox_audience_allowed;
  execute format('alter table public.mail_outbox add constraint mail_outbox_audience_allowed check (audience in (%s, %L))',
    audiences, 'vendor');
end
$$;

-- An e-mail is about an inquiry, or for a staff member, or for a homeowner (their invitation names the account),
-- or for a vendor (about no inquiry).
alter table public.mail_outbox drop constraint mail_outbox_about;
alter table public.mail_outbox add constraint mail_outbox_about check (
  (audience in ('staff-member', 'homeowner', 'vendor')) = (inquiry_id is null)
  and (audience = 'staff-member') = (staff_user_id is not null)
  and (kind = 'homeowner-invitation') = (homeowner_user_id is not null));
-- A vendor is written one kind of e-mail: their day's tasks, to their address, about them and that day.
alter table public.mail_outbox add constraint mail_outbox_vendor_day check (
  (audience = 'vendor') = (kind = 'vendor-day')
  and (kind = 'vendor-day') = (vendor_id is not null and vendor_day is not null)
  and (kind <> 'vendor-day' or (recipient is not null and secret is null)));
-- Once per vendor and day, whatever runs the job and however often.
create unique index mail_outbox_vendor_day_once on public.mail_outbox (vendor_id, vendor_day)
  where kind = 'vendor-day';

grant select (vendor_id, vendor_day) on table public.mail_outbox to authenticated;

-- Queues the morning e-mail of `p_day` for each active vendor with an e-mail address and an unfinished task that
-- day, once per vendor and day. The server's service role (the job). The number queued by this call.
create function public.queue_vendor_day_mails(p_day date) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  queued integer;
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only the server queues the vendors'' e-mails' using errcode = 'insufficient_privilege';
  end if;
  insert into public.mail_outbox (kind, audience, recipient, vendor_id, vendor_day)
  select 'vendor-day', 'vendor', v.email, v.id, p_day
    from public.vendors v
   where v.active and v.email is not null
     and exists (select 1 from public.tasks k
                  where k.assignee_vendor_id = v.id and k.due_on = p_day and k.state in ('open', 'in-progress'))
   order by v.id
  on conflict (vendor_id, vendor_day) where kind = 'vendor-day' do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;

-- What a morning e-mail says, as it is sent (the worker, the service role): the vendor's name and language, the
-- day and its unfinished tasks; and a new link to their page, valid 30 days, whose digest the worker sends (the
-- token is in the e-mail only). Null when the vendor is gone or no longer active.
create function public.vendor_day_of_message(p_outbox_id uuid, p_digest text) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  message public.mail_outbox;
  the_vendor public.vendors;
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only the server sends the vendors'' e-mails' using errcode = 'insufficient_privilege';
  end if;
  if coalesce(p_digest, '') !~ '^[0-9a-f]{64}$' then
    raise exception 'Malformed link digest' using errcode = 'invalid_parameter_value';
  end if;
  select o.* into message from public.mail_outbox o where o.id = p_outbox_id and o.kind = 'vendor-day';
  if not found then
    return null;
  end if;
  select v.* into the_vendor from public.vendors v where v.id = message.vendor_id and v.active;
  if not found then
    return null;
  end if;
  insert into app_private.private_links (digest, kind, vendor_id, expires_at)
  values (p_digest, 'vendor-tasks', the_vendor.id, now() + interval '30 days');
  return jsonb_build_object(
    'vendor', jsonb_build_object('name', the_vendor.name, 'language', the_vendor.language),
    'day', message.vendor_day,
    'tasks', app_private.vendor_task_rows(the_vendor.id, message.vendor_day, message.vendor_day, null, true));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke all on function app_private.vendor_of_token(text),
  app_private.vendor_task_rows(uuid, date, date, date, boolean), app_private.require_vendor_link_manager()
  from public;
revoke all on function public.stamp_task_assignment(), public.vendor_tasks(text, date),
  public.vendor_task_act(text, uuid, text, text), public.issue_vendor_link(uuid, text),
  public.revoke_vendor_links(uuid), public.vendor_link_state(uuid), public.queue_vendor_day_mails(date),
  public.vendor_day_of_message(uuid, text)
  from public, anon, authenticated;
-- Anyone holding a link: the page, its buttons and the feed.
grant execute on function public.vendor_tasks(text, date), public.vendor_task_act(text, uuid, text, text)
  to anon, authenticated, service_role;
-- Owners and admins (the functions check the role) and the server.
grant execute on function public.issue_vendor_link(uuid, text), public.revoke_vendor_links(uuid)
  to authenticated, service_role;
grant execute on function public.vendor_link_state(uuid) to authenticated;
-- The morning job and the mail worker.
grant execute on function public.queue_vendor_day_mails(date), public.vendor_day_of_message(uuid, text)
  to service_role;
