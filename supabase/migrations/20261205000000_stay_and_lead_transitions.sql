-- Stays and leads change only as their tables in app/domain say (issue 27, item 2;
-- docs/decisions/022-stay-and-lead-transitions.md). tests/integration/transitions.test.ts tries every pair of
-- statuses and of stages on PGlite and PostgreSQL against app/domain/booking/stays.ts (STAY_TRANSITIONS) and
-- app/domain/leads/stages.ts (canMoveLead).
--
-- Stays: decline closes a booking request, cancel frees held dates. So a request is no longer cancelled
-- (it is declined) and an option no longer declined (it is cancelled, or expires) — no screen ever offered
-- either. The imported calendar's own changes (blocked ⇄ conflict, conflict → cancelled, cancelled → blocked
-- or conflict) are for imported stays only, as the sync makes them.
--
-- Leads: the stage moves the lead form has always allowed, now also refused by the database for any other
-- writer. Keeping the stage (a lost lead's reason corrected) is no move.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create or replace function public.check_stay_transition() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if old.status = new.status then
    return new;
  end if;
  if (old.status, new.status) in (
    ('requested', 'option'), ('requested', 'confirmed'), ('requested', 'declined'),
    ('option', 'confirmed'), ('option', 'cancelled'), ('option', 'expired'),
    ('confirmed', 'cancelled'),
    ('blocked', 'cancelled')
  ) or (new.source = 'feed' and (old.status, new.status) in (
    ('blocked', 'conflict'), ('conflict', 'blocked'), ('conflict', 'cancelled'),
    ('cancelled', 'blocked'), ('cancelled', 'conflict')
  )) then
    if new.status <> 'option' and old.status = 'option' and new.status <> 'expired' then
      new.option_expires_at := null;
    end if;
    return new;
  end if;
  raise exception 'A % stay cannot become %', old.status, new.status
    using errcode = 'check_violation', constraint = 'stays_status_transition';
end;
$$;

create or replace function public.check_lead_stage_move() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if old.stage = new.stage or (old.stage, new.stage) in (
    ('new', 'contacted'), ('new', 'qualified'), ('new', 'won'), ('new', 'lost'),
    ('contacted', 'qualified'), ('contacted', 'won'), ('contacted', 'lost'),
    ('qualified', 'contacted'), ('qualified', 'won'), ('qualified', 'lost'),
    ('won', 'contacted'),
    ('lost', 'contacted')
  ) then
    return new;
  end if;
  raise exception 'A % lead cannot become %', old.stage, new.stage
    using errcode = 'check_violation', constraint = 'inquiries_stage_move';
end;
$$;

-- Named to run before inquiries_stage_changed (triggers of one event fire in name order): a refused move
-- stamps nothing.
create trigger inquiries_check_stage_move before update of stage on public.inquiries
  for each row execute function public.check_lead_stage_move();
