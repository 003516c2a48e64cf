-- A homeowner's block says so: the stay source 'owner-block' becomes 'homeowner-block' (docs/glossary.md:
-- "owner" is the staff role; the person who owns a villa is its homeowner).
--
-- The two checks that list the sources were declared without names; they are found by what they say.
do $$
declare
  c record;
begin
  for c in
    select conname from pg_constraint
     where conrelid = 'public.stays'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%owner-block%'
  loop
    execute format('alter table public.stays drop constraint %I', c.conname);
  end loop;
end;
$$;

-- Renaming a stored word is not a change to a stay: no stay event, no history entry for it.
alter table public.stays disable trigger stays_record_event;
alter table public.stays disable trigger stays_audit;
update public.stays set source = 'homeowner-block' where source = 'owner-block';
alter table public.stays enable trigger stays_record_event;
alter table public.stays enable trigger stays_audit;

alter table public.stays
  add constraint stays_source_check
    check (source in ('website', 'staff', 'homeowner-block', 'maintenance', 'feed')),
  -- Guests' stays and blocks keep to their own statuses.
  add constraint stays_block_statuses check (
    case when source in ('homeowner-block', 'maintenance', 'feed')
      then status in ('blocked', 'conflict', 'cancelled')
      else status not in ('blocked', 'conflict')
    end
  );
