-- Each stay's payment position, kept by the database (issue 28; docs/decisions/028-payment-positions.md): the
-- staff's list and the dashboard's cash expected read one row per schedule instead of computing every ledger on
-- every request (20,000 stays: no page within 8 s at 10 connections).
--
-- - public.payment_positions: per schedule, what does not depend on the day — the money received (reversed
--   entries left out), the instalments and what of each the money covers (filled in position order, the
--   security deposit last), the closing, the ledger before check-out and from it but for lateness — and what the
--   list filters and sorts by (villa, currency, reference, check-out). Written only by refresh_payment_positions(), from the triggers below on
--   payment_schedules (fixed, closed), payment_instalments (fixed, the option's deposit moving), payment_entries
--   (append-only: insert) and stays (check-out, villa).
-- - What depends on the day is decided when read, from those columns and p_on: the security deposit is no
--   longer owed from check-out, what was due by then, late or not, hence the status (payment_list,
--   payment_cash_expected). tests/integration/payment-positions.test.ts holds the list equal to payment_ledger
--   (still the computation from the entries and instalments) on every day of a moved clock, on both engines.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create table public.payment_positions (
  stay_id uuid primary key references public.payment_schedules (stay_id) on delete cascade,
  rental_id uuid not null,
  reference text not null,
  -- Until this day the security deposit is owed ('before check-out'); from it, no longer ('from check-out').
  check_out date not null,
  currency text not null check (currency in ('USD', 'EUR')),
  -- The closed schedule's retained amount (it then owes only that, at once), null while open.
  retained bigint,
  -- Payments less refunds, reversed entries left out (may be below 0).
  received bigint not null,
  -- The instalments other than the security deposit, in position order (at most three: deposit, balance,
  -- full), each with what is left of it once the money received fills them in order; and their sum.
  price bigint not null,
  due_1 date,
  amount_1 bigint,
  left_1 bigint,
  due_2 date,
  amount_2 bigint,
  left_2 bigint,
  due_3 date,
  amount_3 bigint,
  left_3 bigint,
  -- The security deposit (0: none), owed until check-out, filled after the rest.
  security_deposit bigint not null,
  security_due date,
  security_left bigint not null,
  -- The ledger before check-out and from it, but for lateness: what is owed, the status as if nothing were
  -- late, the day after which the stay is late (null: it cannot be), the next payment.
  owed_before bigint not null,
  owed_after bigint not null,
  status_before text not null,
  status_after text not null,
  late_before date,
  late_after date,
  next_kind_before text,
  next_due_before date,
  next_amount_before bigint,
  next_kind_after text,
  next_due_after date,
  next_amount_after bigint
);

create index payment_positions_rental_idx on public.payment_positions (rental_id);

-- Recomputes the positions of `p_stays` from their schedules, instalments, entries and stays (a stay
-- without a schedule has none). One set-based statement, so a bulk load refreshes 20,000 stays at once.
create function public.refresh_payment_positions(p_stays uuid[]) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  -- The fill below leaves the security deposit out from check-out without refilling the others: it must be
  -- the last instalment (app/domain/payments/schedule.ts puts it there).
  -- The stays are joined to each source as a set (`= any (p_stays)` tested on every row of a bulk load's
  -- 20,000 would be quadratic).
  if exists (
    select 1 from unnest(p_stays) t(stay_id)
      join public.payment_instalments i on i.stay_id = t.stay_id
      join public.payment_instalments sd on sd.stay_id = i.stay_id and sd.kind = 'security-deposit'
     where i.position > sd.position
  ) then
    raise exception 'The security deposit is the last instalment'
      using errcode = 'check_violation', constraint = 'payment_instalments_security_deposit_last';
  end if;

  delete from public.payment_positions p
   using unnest(p_stays) t(stay_id)
   where p.stay_id = t.stay_id
     and not exists (select 1 from public.payment_schedules s where s.stay_id = p.stay_id);

  insert into public.payment_positions as p (
    stay_id, rental_id, reference, check_out, currency, retained, received, price,
    due_1, amount_1, left_1, due_2, amount_2, left_2, due_3, amount_3, left_3,
    security_deposit, security_due, security_left, owed_before, owed_after, status_before, status_after,
    late_before, late_after, next_kind_before, next_due_before, next_amount_before, next_kind_after,
    next_due_after, next_amount_after
  )
  with targets as (
    select distinct t.stay_id from unnest(p_stays) t(stay_id) where t.stay_id is not null
  ),
  received as (
    select e.stay_id, sum(e.amount)::bigint as received
      from targets t
      join public.payment_entries e on e.stay_id = t.stay_id
     where e.kind <> 'reversal'
       and not exists (select 1 from public.payment_entries r where r.reverses = e.id)
     group by e.stay_id
  ),
  steps as (
    select i.stay_id, i.kind, i.position, i.due, i.amount,
           i.amount - least(i.amount, greatest(0, greatest(0, coalesce(r.received, 0)) - coalesce(sum(i.amount) over (
             partition by i.stay_id order by i.position rows between unbounded preceding and 1 preceding
           ), 0)))::bigint as left_over
      from targets t
      join public.payment_instalments i on i.stay_id = t.stay_id
      left join received r on r.stay_id = i.stay_id
  ),
  per_stay as (
    select s.stay_id,
           coalesce(sum(s.amount) filter (where s.kind <> 'security-deposit'), 0)::bigint as price,
           array_agg(s.due order by s.position) filter (where s.kind <> 'security-deposit') as dues,
           array_agg(s.amount order by s.position) filter (where s.kind <> 'security-deposit') as amounts,
           array_agg(s.left_over order by s.position) filter (where s.kind <> 'security-deposit') as lefts,
           (array_agg(s.kind order by s.position) filter (where s.kind <> 'security-deposit' and s.left_over > 0))[1]
             as next_kind,
           (array_agg(s.due order by s.position) filter (where s.kind <> 'security-deposit' and s.left_over > 0))[1]
             as next_due,
           (array_agg(s.left_over order by s.position) filter (where s.kind <> 'security-deposit' and s.left_over > 0))[1]
             as next_amount,
           min(s.due) filter (where s.kind <> 'security-deposit' and s.left_over > 0) as unpaid_since,
           coalesce(sum(s.amount) filter (where s.kind = 'security-deposit'), 0)::bigint as security_deposit,
           min(s.due) filter (where s.kind = 'security-deposit') as security_due,
           coalesce(sum(s.left_over) filter (where s.kind = 'security-deposit'), 0)::bigint as security_left
      from steps s
     group by s.stay_id
  ),
  -- Before check-out the security deposit is one more instalment, the last; from check-out it is no longer
  -- owed, and no other instalment's fill changes. A closed schedule owes what it retained in both.
  positions as (
    select s.stay_id, st.rental_id, st.reference, st.check_out, s.currency, s.retained,
           coalesce(r.received, 0)::bigint as received, coalesce(ps.price, 0)::bigint as price,
           ps.dues, ps.amounts, ps.lefts, ps.next_kind, ps.next_due, ps.next_amount, ps.unpaid_since,
           coalesce(ps.security_deposit, 0)::bigint as security_deposit, ps.security_due,
           coalesce(ps.security_left, 0)::bigint as security_left
      from targets t
      join public.payment_schedules s on s.stay_id = t.stay_id
      join public.stays st on st.id = s.stay_id
      left join received r on r.stay_id = s.stay_id
      left join per_stay ps on ps.stay_id = s.stay_id
  ),
  regimes as (
    select o.*, g.before, g.owed, g.first_paid, g.late, g.next_kind as g_next_kind, g.next_due as g_next_due,
           g.next_amount as g_next_amount
      from positions o
      cross join lateral (values
        (true, coalesce(o.retained, o.price + o.security_deposit),
         case when o.dues is not null then o.lefts[1] = 0 else o.security_deposit > 0 and o.security_left = 0 end,
         least(o.unpaid_since, case when o.security_left > 0 then o.security_due end),
         case when o.next_kind is not null then o.next_kind when o.security_left > 0 then 'security-deposit' end,
         case when o.next_kind is not null then o.next_due when o.security_left > 0 then o.security_due end,
         case when o.next_kind is not null then o.next_amount when o.security_left > 0 then o.security_left end),
        (false, coalesce(o.retained, o.price), o.dues is not null and o.lefts[1] = 0, o.unpaid_since,
         o.next_kind, o.next_due, o.next_amount)
      ) g(before, owed, first_paid, late, next_kind, next_due, next_amount)
  ),
  statuses as (
    select x.*,
           case
             when x.received > x.owed then 'refund-due'
             when x.owed <= x.received and x.retained is not null then 'settled'
             when x.owed <= x.received then 'paid-in-full'
             when x.retained is not null then 'overdue'
             when x.first_paid then 'deposit-received'
             else 'awaiting-deposit'
           end as status
      from regimes x
  )
  select b.stay_id, b.rental_id, b.reference, b.check_out, b.currency, b.retained, b.received, b.price,
         b.dues[1], b.amounts[1], b.lefts[1], b.dues[2], b.amounts[2], b.lefts[2], b.dues[3], b.amounts[3], b.lefts[3],
         b.security_deposit, b.security_due, b.security_left, b.owed, a.owed, b.status, a.status,
         -- Only a stay that still owes something and is not closed can be late.
         case when b.status in ('awaiting-deposit', 'deposit-received') then b.late end,
         case when a.status in ('awaiting-deposit', 'deposit-received') then a.late end,
         case when b.retained is null then b.g_next_kind end, case when b.retained is null then b.g_next_due end,
         case when b.retained is null then b.g_next_amount end,
         case when a.retained is null then a.g_next_kind end, case when a.retained is null then a.g_next_due end,
         case when a.retained is null then a.g_next_amount end
    from statuses b
    join statuses a on a.stay_id = b.stay_id and not a.before
   where b.before
  on conflict (stay_id) do update set
    rental_id = excluded.rental_id, reference = excluded.reference, check_out = excluded.check_out,
    currency = excluded.currency, retained = excluded.retained, received = excluded.received,
    price = excluded.price, due_1 = excluded.due_1, amount_1 = excluded.amount_1, left_1 = excluded.left_1,
    due_2 = excluded.due_2, amount_2 = excluded.amount_2, left_2 = excluded.left_2, due_3 = excluded.due_3,
    amount_3 = excluded.amount_3, left_3 = excluded.left_3, security_deposit = excluded.security_deposit,
    security_due = excluded.security_due, security_left = excluded.security_left,
    owed_before = excluded.owed_before, owed_after = excluded.owed_after,
    status_before = excluded.status_before, status_after = excluded.status_after,
    late_before = excluded.late_before, late_after = excluded.late_after,
    next_kind_before = excluded.next_kind_before, next_due_before = excluded.next_due_before,
    next_amount_before = excluded.next_amount_before, next_kind_after = excluded.next_kind_after,
    next_due_after = excluded.next_due_after, next_amount_after = excluded.next_amount_after;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Kept by triggers: once per statement, over the rows it wrote (a bulk load is one refresh)
-- ---------------------------------------------------------------------------------------------
create function public.refresh_payment_positions_of_new() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform public.refresh_payment_positions(array(select distinct n.stay_id from changed n));
  return null;
end;
$$;

create trigger payment_schedules_positions_insert after insert on public.payment_schedules
  referencing new table as changed for each statement execute function public.refresh_payment_positions_of_new();
create trigger payment_schedules_positions_update after update on public.payment_schedules
  referencing new table as changed for each statement execute function public.refresh_payment_positions_of_new();
create trigger payment_instalments_positions_insert after insert on public.payment_instalments
  referencing new table as changed for each statement execute function public.refresh_payment_positions_of_new();
create trigger payment_instalments_positions_update after update on public.payment_instalments
  referencing new table as changed for each statement execute function public.refresh_payment_positions_of_new();
create trigger payment_instalments_positions_delete after delete on public.payment_instalments
  referencing old table as changed for each statement execute function public.refresh_payment_positions_of_new();
-- Entries are only ever added (…_payments.sql refuses an update or a delete).
create trigger payment_entries_positions_insert after insert on public.payment_entries
  referencing new table as changed for each statement execute function public.refresh_payment_positions_of_new();

-- A stay's check-out (the security deposit's end) or villa changed: once a row, and only those with a schedule.
create function public.refresh_payment_position_of_stay() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.payment_schedules s where s.stay_id = new.id) then
    perform public.refresh_payment_positions(array[new.id]);
  end if;
  return null;
end;
$$;

create trigger stays_payment_position after update of check_out, rental_id on public.stays
  for each row when (old.check_out is distinct from new.check_out or old.rental_id is distinct from new.rental_id)
  execute function public.refresh_payment_position_of_stay();

-- The schedules fixed before this migration.
select public.refresh_payment_positions(array(select s.stay_id from public.payment_schedules s));

-- ---------------------------------------------------------------------------------------------
-- Every position on a day: the ledger's figures decided from the stored columns and p_on
-- ---------------------------------------------------------------------------------------------
-- The same rows as payment_ledger(p_on) (tests/integration/payment-positions.test.ts), with the list's
-- overdue part and what it filters and sorts by. No `set search_path`: a plain SQL function without one is
-- inlined into the query that reads it, so the list's filters, count and sort compute only what they use
-- (every name here is schema-qualified, and it runs with the caller's rights).
create function public.payment_positions_on(p_on date)
returns table (
  stay_id uuid,
  currency text,
  owed bigint,
  due_to_date bigint,
  received bigint,
  outstanding bigint,
  to_refund bigint,
  next_kind text,
  next_due date,
  next_amount bigint,
  status text,
  overdue bigint,
  reference text,
  rental_id uuid,
  check_out date
)
  language sql stable security invoker
as $$
  select l.stay_id, l.currency, l.owed, l.due_to_date, l.received,
         greatest(0, l.owed - l.received)::bigint, greatest(0, l.received - l.owed)::bigint,
         l.next_kind, l.next_due, l.next_amount, l.status,
         -- What was due by today and has not come: the overdue part of an overdue stay (a closed one: all it owes).
         case when l.status <> 'overdue' then 0
              else least(greatest(0, l.owed - l.received), greatest(0, l.due_to_date - l.received)) end::bigint,
         l.reference, l.rental_id, l.check_out
    from (
      select p.stay_id, p.currency, p.received, p.reference, p.rental_id, p.check_out,
             case when p_on < p.check_out then p.owed_before else p.owed_after end as owed,
             case when p_on < p.check_out
                  then case when p.late_before < p_on then 'overdue' else p.status_before end
                  else case when p.late_after < p_on then 'overdue' else p.status_after end
             end as status,
             case when p_on < p.check_out then p.next_kind_before else p.next_kind_after end as next_kind,
             case when p_on < p.check_out then p.next_due_before else p.next_due_after end as next_due,
             case when p_on < p.check_out then p.next_amount_before else p.next_amount_after end as next_amount,
             case when p.retained is not null then p.retained
                  else case when p.due_1 <= p_on then p.amount_1 else 0 end
                     + case when p.due_2 <= p_on then p.amount_2 else 0 end
                     + case when p.due_3 <= p_on then p.amount_3 else 0 end
                     + case when p_on < p.check_out and p.security_due <= p_on then p.security_deposit else 0 end
             end as due_to_date
        from public.payment_positions p
    ) l
$$;

-- ---------------------------------------------------------------------------------------------
-- The staff's list, read from the positions
-- ---------------------------------------------------------------------------------------------
-- Same signature and answer as …_payments_list.sql's. The count and the totals per currency in one grouped
-- pass; the page's stays in a second, which computes only the sort and the filters; then those stays' rows.
create or replace function public.payment_list(
  p_on date, p_status text, p_rental uuid, p_from date, p_to date, p_currency text, p_limit integer, p_offset integer
) returns jsonb
  language sql stable security invoker set search_path = '' set work_mem = '32MB'
as $$
  with listed as not materialized (
    select l.*
      from public.payment_positions_on(p_on) l
     where (p_status is null
            or (p_status = 'due' and l.status in ('awaiting-deposit', 'deposit-received') and l.outstanding > 0)
            or l.status = p_status)
       and (p_rental is null or l.rental_id = p_rental)
       and (p_from is null or l.next_due >= p_from)
       and (p_to is null or l.next_due <= p_to)
       and (p_currency is null or l.currency = p_currency)
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

-- ---------------------------------------------------------------------------------------------
-- The dashboard's cash expected, read from the positions
-- ---------------------------------------------------------------------------------------------
-- What is left to pay of the open schedules' instalments due from p_on to p_on + p_days, per currency (the
-- security deposit only before check-out): the same answer as …_payments_list.sql's.
create or replace function public.payment_cash_expected(p_on date, p_days integer)
returns table (currency text, amount bigint, instalments integer, stays integer)
  language sql stable security invoker set search_path = ''
as $$
  select w.currency, sum(w.left_1 + w.left_2 + w.left_3 + w.left_4)::bigint,
         sum(sign(w.left_1) + sign(w.left_2) + sign(w.left_3) + sign(w.left_4))::integer, count(*)::integer
    from (
      -- What is left of each instalment that falls due in the window (0 for one that does not).
      select p.currency,
             case when p.due_1 between p_on and p_on + p_days then p.left_1 else 0 end as left_1,
             case when p.due_2 between p_on and p_on + p_days then p.left_2 else 0 end as left_2,
             case when p.due_3 between p_on and p_on + p_days then p.left_3 else 0 end as left_3,
             case when p_on < p.check_out and p.security_due between p_on and p_on + p_days then p.security_left
                  else 0 end as left_4
        from public.payment_positions p
       where p.retained is null
    ) w
   where w.left_1 + w.left_2 + w.left_3 + w.left_4 > 0
   group by w.currency
   order by w.currency
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may do what: staff read; nobody writes but the triggers
-- ---------------------------------------------------------------------------------------------
alter table public.payment_positions enable row level security;
revoke all on table public.payment_positions from public, anon, authenticated, service_role;
grant select on table public.payment_positions to authenticated, service_role;
create policy "payment_positions: staff read" on public.payment_positions
  for select to authenticated using ((select public.is_staff()));

revoke all on function public.refresh_payment_positions(uuid[]), public.refresh_payment_positions_of_new(),
  public.refresh_payment_position_of_stay() from public, anon, authenticated, service_role;
revoke all on function public.payment_positions_on(date) from public, anon;
grant execute on function public.payment_positions_on(date) to authenticated, service_role;
