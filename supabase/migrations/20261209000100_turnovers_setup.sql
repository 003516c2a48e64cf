-- Turnovers: no task made or moved to a day already past (issue 30; docs/decisions/034-turnovers.md, "Past days").
--
-- A stay written after its dates, or partly in the past — a stay typed in late, an Airbnb reservation the iCal
-- sync imports on its last night, a stay moved back by a day — made the tasks of its past days too, and each
-- showed at once as overdue work nobody could still do. The turnovers migration already left out the stays
-- entirely past; now sync_stay_tasks, whichever trigger or job calls it, leaves out every task whose day is
-- before the agency's today (America/St_Barthelemy):
--   - a missing task whose day is past is not made;
--   - an open task whose stay moved it to a day already past is cancelled by the database (auto_cancelled: it
--     comes back, open, if the stay moves again to a day still to come), not moved into the past;
--   - a task the database cancelled comes back only on a day still to come;
--   - an open task whose day did not change stays where it is, overdue if its day has passed: that work is still
--     owed, and only staff may cancel it.
-- stay_task_plan (what a stay makes, as planStayTasks says it) is unchanged; this is when the database acts on it.
-- Still exactly once (the unique key and `on conflict do nothing`) and idempotent. Applies with plain `psql -f`
-- as well as inside the migrator's transaction.

create or replace function public.sync_stay_tasks(p_stay_id uuid) returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  the_stay record;
  today date := (now() at time zone 'America/St_Barthelemy')::date;
  created integer;
begin
  select s.id, s.rental_id into the_stay from public.stays s where s.id = p_stay_id;
  if not found then
    return 0;
  end if;

  -- No longer made, or made on another day already past: cancelled while unstarted, by the database (so they may
  -- come back). Kept: those on the day the plan still gives them (overdue or not), and those it moves ahead.
  update public.tasks k set state = 'cancelled', auto_cancelled = true
   where k.stay_id = the_stay.id and k.template_id is not null and k.state = 'open'
     and not exists (
       select 1 from public.stay_task_plan(the_stay.id) p
        where p.template_id = k.template_id and (p.due_on = k.due_on or p.due_on >= today));

  -- Made on a day still to come: back if the database had cancelled them; on their day while unstarted.
  update public.tasks k set state = 'open', due_on = p.due_on
    from public.stay_task_plan(the_stay.id) p
   where k.stay_id = the_stay.id and k.template_id = p.template_id and p.due_on >= today
     and ((k.state = 'cancelled' and k.auto_cancelled) or (k.state = 'open' and k.due_on <> p.due_on));

  insert into public.tasks (rental_id, stay_id, template_id, kind, due_on, window_start, window_end)
  select the_stay.rental_id, the_stay.id, t.id, t.kind, p.due_on, t.window_start, t.window_end
    from public.stay_task_plan(the_stay.id) p join public.task_templates t on t.id = p.template_id
   where p.due_on >= today
   order by p.due_on, t.kind
  on conflict (stay_id, template_id) do nothing;
  get diagnostics created = row_count;
  return created;
end;
$$;

-- `create or replace` keeps the function's privileges; say them again all the same.
revoke all on function public.sync_stay_tasks(uuid) from public, anon, authenticated;
grant execute on function public.sync_stay_tasks(uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- A vendor's trade (the set-up screen, /admin/tasks/setup): what the agency sends them for, so the right one is
-- offered. Optional; the same list as VENDOR_TRADES (app/domain/tasks/plan.ts). Written like the vendor's other
-- columns: by owners and admins (the vendors' policies), in the history (vendors_audit).
-- ---------------------------------------------------------------------------------------------
alter table public.vendors add column if not exists trade text
  check (trade is null or trade in ('cleaning', 'pool', 'garden', 'maintenance', 'delivery', 'other'));

grant insert (trade), update (trade) on table public.vendors to authenticated;
