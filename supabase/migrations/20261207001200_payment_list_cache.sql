-- The staff's payments list, kept between writes (issue 28, item 8; docs/decisions/028-payment-positions.md):
--
-- - app_private.payment_list_version: one number the database moves whenever something the list shows may have
--   changed — a stay's position (payment_positions: every entry, schedule and instalment reaches it), a listed
--   stay's guest or dates, a villa's name. An instance keeps the list it computed under the number it read
--   first (app/server/payments/list-cache.server.ts) and computes again once the number has moved, whoever
--   wrote: this instance, another one, a background job or an operator in psql.
--   The number moves when the writing transaction commits (deferred constraint triggers), so a reader that sees
--   the new number sees the new rows too, and the version row is always the last lock a writer takes (no
--   deadlock with the rows it wrote). Once per transaction: later rows find it already moved by their own.
-- - payment_list gains p_search: the reference, the guest's name or the villa's name containing it (the list's
--   search field; a select of every villa does not scale to an agency with hundreds).
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create table app_private.payment_list_version (
  id boolean primary key default true check (id),
  version bigint not null default 0,
  -- The transaction that moved it last: a second row of the same transaction leaves it.
  moved_by xid8
);
insert into app_private.payment_list_version (id) values (true);
revoke all on table app_private.payment_list_version from public, anon, authenticated, service_role;

create function app_private.move_payment_list_version() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update app_private.payment_list_version
     set version = version + 1, moved_by = pg_current_xact_id()
   where moved_by is distinct from pg_current_xact_id();
  return null;
end;
$$;
revoke all on function app_private.move_payment_list_version() from public, anon, authenticated, service_role;

create constraint trigger payment_positions_list_version
  after insert or update or delete on public.payment_positions deferrable initially deferred
  for each row execute function app_private.move_payment_list_version();
create constraint trigger stays_payment_list_version
  after update of guest_name, check_in, check_out, rental_id on public.stays deferrable initially deferred
  for each row
  when (old.guest_name is distinct from new.guest_name or old.check_in is distinct from new.check_in
        or old.check_out is distinct from new.check_out or old.rental_id is distinct from new.rental_id)
  execute function app_private.move_payment_list_version();
create constraint trigger rentals_payment_list_version
  after update of title on public.rentals deferrable initially deferred
  for each row when (old.title is distinct from new.title)
  execute function app_private.move_payment_list_version();

-- A truncation fires no row trigger: it moves the number at once (it locks the table anyway).
create function app_private.move_payment_list_version_now() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update app_private.payment_list_version set version = version + 1, moved_by = pg_current_xact_id();
  return null;
end;
$$;
revoke all on function app_private.move_payment_list_version_now() from public, anon, authenticated, service_role;
create trigger payment_positions_list_version_truncate after truncate on public.payment_positions
  for each statement execute function app_private.move_payment_list_version_now();
create trigger stays_payment_list_version_truncate after truncate on public.stays
  for each statement execute function app_private.move_payment_list_version_now();
create trigger rentals_payment_list_version_truncate after truncate on public.rentals
  for each statement execute function app_private.move_payment_list_version_now();

-- The number, for staff (the list's readers), named after this very database: the server's start and the
-- database's oid come first, so a process that reads from several databases (the tests) never takes one's
-- number for another's, nor a database recreated under the same name for the one before.
create function public.payment_list_version() returns text
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not (select public.is_staff()) then
    raise exception 'Staff only' using errcode = 'insufficient_privilege';
  end if;
  return (
    select pg_postmaster_start_time()::text || '/' || d.oid::text || '/' || v.version::text
      from app_private.payment_list_version v, pg_catalog.pg_database d
     where d.datname = pg_catalog.current_database()
  );
end;
$$;
revoke all on function public.payment_list_version() from public, anon;
grant execute on function public.payment_list_version() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The list, with a search (a new last parameter: earlier callers still pass eight)
-- ---------------------------------------------------------------------------------------------
drop function public.payment_list(date, text, uuid, date, date, text, integer, integer);

create function public.payment_list(
  p_on date, p_status text, p_rental uuid, p_from date, p_to date, p_currency text, p_limit integer,
  p_offset integer, p_search text default null
) returns jsonb
  language sql stable security invoker set search_path = '' set work_mem = '32MB'
as $$
  with pattern as (
    -- What was typed, taken literally (LIKE's wildcards and escape escaped), or null: no search.
    select '%' || replace(replace(replace(nullif(btrim(p_search), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%'
             as value
  ),
  listed as not materialized (
    select l.*
      from public.payment_positions_on(p_on) l, pattern
     where (p_status is null
            or (p_status = 'due' and l.status in ('awaiting-deposit', 'deposit-received') and l.outstanding > 0)
            or l.status = p_status)
       and (p_rental is null or l.rental_id = p_rental)
       and (p_from is null or l.next_due >= p_from)
       and (p_to is null or l.next_due <= p_to)
       and (p_currency is null or l.currency = p_currency)
       and (pattern.value is null
            or l.reference ilike pattern.value
            or exists (select 1 from public.stays st join public.rentals r on r.id = st.rental_id
                        where st.id = l.stay_id and (st.guest_name ilike pattern.value or r.title ilike pattern.value)))
  ),
  totals as (
    select l.currency, count(*) as stays, sum(l.outstanding) as outstanding, sum(l.overdue) as overdue,
           sum(l.to_refund) as to_refund
      from listed l
     group by l.currency
  ),
  page as (
    select l.stay_id, row_number() over (order by l.next_due asc nulls last, l.reference, l.stay_id) as n
      from (select l.stay_id, l.next_due, l.reference from listed l
             order by l.next_due asc nulls last, l.reference, l.stay_id
             limit p_limit offset greatest(0, coalesce(p_offset, 0))) l
  )
  select jsonb_build_object(
    'total', coalesce((select sum(t.stays) from totals t), 0),
    'totals', coalesce((
      select jsonb_agg(jsonb_build_object('currency', x.currency, 'stays', x.stays, 'outstanding', x.outstanding,
                                          'overdue', x.overdue, 'toRefund', x.to_refund) order by x.currency)
        from totals x
    ), '[]'::jsonb),
    'rows', coalesce((
      select jsonb_agg(to_jsonb(p) - 'n' order by p.n)
        from (select pg.n, l.stay_id, l.currency, l.owed, l.due_to_date, l.received, l.outstanding, l.to_refund,
                     l.next_kind, l.next_due, l.next_amount, l.status, l.reference, l.rental_id, r.title as villa,
                     st.guest_name, st.check_in, st.check_out, l.overdue
                from page pg
                join public.payment_positions_on(p_on) l on l.stay_id = pg.stay_id
                join public.stays st on st.id = l.stay_id
                join public.rentals r on r.id = l.rental_id) p
    ), '[]'::jsonb)
  )
$$;

revoke all on function public.payment_list(date, text, uuid, date, date, text, integer, integer, text)
  from public, anon;
grant execute on function public.payment_list(date, text, uuid, date, date, text, integer, integer, text)
  to authenticated, service_role;
