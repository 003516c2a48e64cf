-- The staff's payments list (issue 28, item 8): every stay with a schedule, what it owes today, filtered and
-- totalled per currency in SQL; and the dashboard's cash expected. Reads only: nothing here writes.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- Every function below reads every schedule: its sorts (instalments by stay and position, the list by due
-- date) fit in memory with 32 MB (PostgreSQL's default 4 MB spills 20,000 stays to disk); `work_mem` is a
-- setting any role may change, so this holds on Supabase too.

-- ---------------------------------------------------------------------------------------------
-- Each instalment and what of it is paid: the one fill (money received fills the instalments in order)
-- ---------------------------------------------------------------------------------------------
-- On `p_on`: the open schedules' instalments (a closed schedule owes only what it retained; from check-out the
-- security deposit is no longer owed), each with the part the money received covers. payment_ledger sums
-- these per stay; the dashboard's cash expected sums what is left of those due soon.
create function public.payment_steps(p_on date)
returns table (stay_id uuid, currency text, kind text, "position" smallint, due date, amount bigint, paid bigint)
  language sql stable security invoker set search_path = '' set work_mem = '32MB'
as $$
  with received as (
    select e.stay_id, sum(e.amount)::bigint as received
      from public.payment_entries e
     where e.kind <> 'reversal'
       and not exists (select 1 from public.payment_entries r where r.reverses = e.id)
     group by e.stay_id
  )
  select i.stay_id, s.currency, i.kind, i.position, i.due, i.amount,
         least(i.amount, greatest(0, greatest(0, coalesce(r.received, 0)) - coalesce(sum(i.amount) over (
           partition by i.stay_id order by i.position rows between unbounded preceding and 1 preceding
         ), 0)))::bigint
    from public.payment_instalments i
    join public.payment_schedules s on s.stay_id = i.stay_id
    join public.stays st on st.id = i.stay_id
    left join received r on r.stay_id = i.stay_id
   where s.retained is null and not (p_on >= st.check_out and i.kind = 'security-deposit')
$$;

-- ---------------------------------------------------------------------------------------------
-- payment_ledger, the same answer in linear time
-- ---------------------------------------------------------------------------------------------
-- The first version (…_payments.sql) read each stay's instalments through lateral subqueries over a
-- materialised CTE: every stay scanned every instalment, so 2,000 stays took seconds and 20,000 minutes.
-- Here each stay's figures come from one grouped pass over payment_steps (first and next instalment by
-- position with ordered array_agg) and the money received from one grouped pass over the entries. Same
-- signature, same rows: tests/integration/payments.test.ts holds it to summarizeLedger on every day of a
-- moved clock.
create or replace function public.payment_ledger(p_on date)
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
  status text
)
  language sql stable security invoker set search_path = '' set work_mem = '32MB'
as $$
  with received as (
    select e.stay_id, sum(e.amount)::bigint as received
      from public.payment_entries e
     where e.kind <> 'reversal'
       and not exists (select 1 from public.payment_entries r where r.reverses = e.id)
     group by e.stay_id
  ),
  totals as (
    select s.stay_id,
           sum(s.amount) as scheduled,
           sum(s.amount) filter (where s.due <= p_on) as due_to_date,
           coalesce(bool_or(s.amount > s.paid and p_on > s.due), false) as late,
           (array_agg(s.amount = s.paid order by s.position))[1] as first_paid,
           (array_agg(s.kind order by s.position) filter (where s.amount > s.paid))[1] as next_kind,
           (array_agg(s.due order by s.position) filter (where s.amount > s.paid))[1] as next_due,
           (array_agg(s.amount - s.paid order by s.position) filter (where s.amount > s.paid))[1] as next_amount
      from public.payment_steps(p_on) s
     group by s.stay_id
  ),
  per_stay as (
    select s.stay_id, s.currency, coalesce(r.received, 0)::bigint as received, s.retained,
           coalesce(s.retained, t.scheduled, 0)::bigint as owed,
           coalesce(s.retained, t.due_to_date, 0)::bigint as due_to_date,
           coalesce(t.late, false) as late, t.first_paid, t.next_kind, t.next_due, t.next_amount
      from public.payment_schedules s
      left join received r on r.stay_id = s.stay_id
      left join totals t on t.stay_id = s.stay_id
  )
  select p.stay_id, p.currency, p.owed, p.due_to_date, p.received,
         greatest(0, p.owed - p.received)::bigint,
         greatest(0, p.received - p.owed)::bigint,
         p.next_kind, p.next_due, p.next_amount::bigint,
         case
           when p.received > p.owed then 'refund-due'
           when p.owed <= p.received and p.retained is not null then 'settled'
           when p.owed <= p.received then 'paid-in-full'
           when p.retained is not null or p.late then 'overdue'
           when coalesce(p.first_paid, false) then 'deposit-received'
           else 'awaiting-deposit'
         end
    from per_stay p
$$;

-- ---------------------------------------------------------------------------------------------
-- The staff's list: one statement, the ledger computed once for the page, its count and its totals
-- ---------------------------------------------------------------------------------------------
-- Every stay with a schedule (its reference, villa, guest and dates beside today's ledger), filtered by
-- status ('due': awaiting the deposit or holding it, with something still to pay), villa, next due date
-- (between p_from and p_to) and currency; ordered by next due date (nothing due last), then reference.
-- One call answers the page (p_limit rows from p_offset; all when p_limit is null, for the CSV), the number
-- of stays and, per currency (dollars and euros never added together), what is outstanding, overdue and to
-- refund. One statement because the ledger is computed for every stay whatever the filter: a count, a page
-- and totals asked apart would compute it three times (the bench's 20,000 stays).
create function public.payment_list(
  p_on date, p_status text, p_rental uuid, p_from date, p_to date, p_currency text, p_limit integer, p_offset integer
) returns jsonb
  language sql stable security invoker set search_path = '' set work_mem = '32MB'
as $$
  with listed as materialized (
    select l.stay_id, l.currency, l.owed, l.due_to_date, l.received, l.outstanding, l.to_refund, l.next_kind,
           l.next_due, l.next_amount, l.status, st.reference, st.rental_id, r.title as villa, st.guest_name,
           st.check_in, st.check_out,
           -- What was due by today and has not come: the overdue part of an overdue stay.
           case when l.status = 'overdue' then least(l.outstanding, greatest(0, l.due_to_date - l.received)) else 0 end::bigint
             as overdue
      from public.payment_ledger(p_on) l
      join public.stays st on st.id = l.stay_id
      join public.rentals r on r.id = st.rental_id
     where (p_status is null
            or (p_status = 'due' and l.status in ('awaiting-deposit', 'deposit-received') and l.outstanding > 0)
            or l.status = p_status)
       and (p_rental is null or st.rental_id = p_rental)
       and (p_from is null or l.next_due >= p_from)
       and (p_to is null or l.next_due <= p_to)
       and (p_currency is null or l.currency = p_currency)
  )
  select jsonb_build_object(
    'total', (select count(*) from listed),
    'totals', coalesce((
      select jsonb_agg(jsonb_build_object('currency', x.currency, 'stays', x.stays, 'outstanding', x.outstanding,
                                          'overdue', x.overdue, 'toRefund', x.to_refund) order by x.currency)
        from (select currency, count(*) as stays, sum(outstanding) as outstanding, sum(overdue) as overdue,
                     sum(to_refund) as to_refund
                from listed group by currency) x
    ), '[]'::jsonb),
    'rows', coalesce((
      select jsonb_agg(to_jsonb(p) order by p.next_due asc nulls last, p.reference, p.stay_id)
        from (select * from listed order by next_due asc nulls last, reference, stay_id
               limit p_limit offset greatest(0, coalesce(p_offset, 0))) p
    ), '[]'::jsonb)
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- The dashboard's cash expected
-- ---------------------------------------------------------------------------------------------
-- What is left to pay of the instalments due from p_on to p_on + p_days, per currency.
create function public.payment_cash_expected(p_on date, p_days integer)
returns table (currency text, amount bigint, instalments integer, stays integer)
  language sql stable security invoker set search_path = '' set work_mem = '32MB'
as $$
  select s.currency, sum(s.amount - s.paid)::bigint, count(*)::integer, count(distinct s.stay_id)::integer
    from public.payment_steps(p_on) s
   where s.due between p_on and p_on + p_days and s.amount > s.paid
   group by s.currency
   order by s.currency
$$;

revoke all on function public.payment_steps(date), public.payment_list(date, text, uuid, date, date, text, integer, integer),
  public.payment_cash_expected(date, integer) from public, anon;
grant execute on function public.payment_steps(date),
  public.payment_list(date, text, uuid, date, date, text, integer, integer),
  public.payment_cash_expected(date, integer) to authenticated, service_role;
