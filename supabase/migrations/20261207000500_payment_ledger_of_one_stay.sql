-- One stay's ledger without every stay's (issue 28): payment_ledger and payment_steps take an optional stay, so
-- a booking page, a cancellation's preview and the trigger that confirms an option on its deposit compute one
-- stay's figures instead of all of them (20,000 stays: half a second on every payment recorded). The same
-- computation as …_payments_list.sql with one more filter: tests/integration/payments.test.ts holds it to
-- summarizeLedger, for every stay and for one.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

drop view public.payment_ledgers;
drop function public.payment_ledger(date);
drop function public.payment_steps(date);

create function public.payment_steps(p_on date, p_stay_id uuid default null)
returns table (stay_id uuid, currency text, kind text, "position" smallint, due date, amount bigint, paid bigint)
  language sql stable security invoker set search_path = '' set work_mem = '32MB'
as $$
  with received as (
    select e.stay_id, sum(e.amount)::bigint as received
      from public.payment_entries e
     where e.kind <> 'reversal' and (p_stay_id is null or e.stay_id = p_stay_id)
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
     and (p_stay_id is null or i.stay_id = p_stay_id)
$$;

create function public.payment_ledger(p_on date, p_stay_id uuid default null)
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
     where e.kind <> 'reversal' and (p_stay_id is null or e.stay_id = p_stay_id)
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
      from public.payment_steps(p_on, p_stay_id) s
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
     where p_stay_id is null or s.stay_id = p_stay_id
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

-- Today's ledgers: what the screens and the jobs read.
create view public.payment_ledgers with (security_invoker = true) as
  select * from public.payment_ledger(public.island_today());

create or replace function public.confirm_option_on_deposit() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if not (select confirm_on_deposit from public.booking_terms where id) then
    return null;
  end if;
  if exists (
    select 1 from public.payment_ledger(public.island_today(), new.stay_id) l
      join public.stays s on s.id = l.stay_id
     where s.status = 'option' and l.status in ('deposit-received', 'paid-in-full', 'refund-due')
  ) then
    perform set_config('app.actor', 'System (deposit received)', true);
    update public.stays set status = 'confirmed' where id = new.stay_id and status = 'option';
    perform set_config('app.actor', '', true);
  end if;
  return null;
end;
$$;

revoke all on table public.payment_ledgers from public, anon, authenticated;
grant select on table public.payment_ledgers to authenticated, service_role;
revoke all on function public.payment_steps(date, uuid), public.payment_ledger(date, uuid) from public, anon;
grant execute on function public.payment_steps(date, uuid), public.payment_ledger(date, uuid) to authenticated, service_role;
