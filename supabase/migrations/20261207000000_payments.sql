-- Payments (issue 28; docs/decisions/025-payments.md): a stay's payment schedule, fixed once from its quote
-- when it becomes an option or is confirmed, and its ledger of money received and paid back, append-only.
-- The rules are app/domain/payments/ (schedule.ts, ledger.ts); the database keeps them: the schedule is
-- written once and never rewritten, an entry is never changed or removed (a mistake is reversed by a later
-- entry), and what a stay still owes is computed here once (payment_ledger), for every screen and job.
-- tests/integration/payments.test.ts holds the SQL ledger to summarizeLedger on PGlite and PostgreSQL.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- The booking terms' payment rules
-- ---------------------------------------------------------------------------------------------
alter table public.booking_terms
  -- The deposit is due this many days after the stay becomes an option or is confirmed; an option holds
  -- its dates until that day.
  add column deposit_due_days integer not null default 7 check (deposit_due_days between 1 and 60),
  -- Recording the deposit confirms an option; off, staff confirm by hand.
  add column confirm_on_deposit boolean not null default true,
  -- Days before arrival → share of the price retained when the guest cancels (app/domain/payments/cancellation.ts).
  add column cancellation_scale jsonb not null
    default '{"baseRetainedPercent": 30, "tiers": [{"withinDays": 60, "retainedPercent": 100}]}'::jsonb
    check (jsonb_typeof(cancellation_scale) = 'object' and jsonb_typeof(cancellation_scale -> 'tiers') = 'array');

-- ---------------------------------------------------------------------------------------------
-- Schedules: one per stay, fixed once
-- ---------------------------------------------------------------------------------------------
create table public.payment_schedules (
  -- A villa deleted takes its stays' schedules along, unless money was recorded (entries restrict it).
  stay_id uuid primary key references public.stays (id) on delete cascade,
  currency text not null check (currency in ('USD', 'EUR')),
  -- The islands' date the schedule was fixed (the stay became an option or was confirmed).
  fixed_on date not null,
  -- The stay's price in minor units: the instalments other than the security deposit add up to it.
  total bigint not null check (total >= 0),
  security_deposit bigint not null default 0 check (security_deposit >= 0),
  festive boolean not null default false,
  -- The terms that applied (app/domain/payments/terms.ts, StayTerms): later changes never touch them.
  terms jsonb not null check (jsonb_typeof(terms) = 'object'),
  -- A stay cancelled (or an option that lapsed): what it still owes, computed from the frozen cancellation
  -- scale when it happened (app/domain/payments/cancellation.ts), and the day.
  retained bigint check (retained is null or retained >= 0),
  closed_on date,
  created_at timestamptz not null default now(),
  check ((retained is null) = (closed_on is null))
);

create table public.payment_instalments (
  stay_id uuid not null references public.payment_schedules (stay_id) on delete cascade,
  kind text not null check (kind in ('deposit', 'balance', 'full', 'security-deposit')),
  -- The order the money received fills them in (due order; the security deposit last).
  position smallint not null check (position between 0 and 3),
  amount bigint not null check (amount > 0),
  due date not null,
  primary key (stay_id, kind),
  unique (stay_id, position)
);

create index payment_instalments_due_idx on public.payment_instalments (due, stay_id);

-- A schedule is fixed once: only its closing (retained, closed_on, set once) and, while the stay is an
-- option, the deposit's due date moving with the option's deadline ever change afterwards. (Nobody but the
-- database's owner may delete one: no grant; a villa's deletion takes them along with its stays.)
create function public.keep_payment_schedule() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if tg_table_name = 'payment_schedules' then
    if (new.stay_id, new.currency, new.fixed_on, new.total, new.security_deposit, new.festive, new.terms, new.created_at)
         is distinct from
       (old.stay_id, old.currency, old.fixed_on, old.total, old.security_deposit, old.festive, old.terms, old.created_at)
       or old.retained is not null then
      raise exception 'A payment schedule is fixed once' using errcode = 'insufficient_privilege';
    end if;
  elsif (new.stay_id, new.kind, new.position, new.amount) is distinct from (old.stay_id, old.kind, old.position, old.amount)
     or new.position <> 0
     or not exists (select 1 from public.stays s where s.id = new.stay_id and s.status = 'option') then
    raise exception 'A payment schedule is fixed once' using errcode = 'insufficient_privilege';
  end if;
  return new;
end;
$$;

create trigger payment_schedules_fixed before update on public.payment_schedules
  for each row execute function public.keep_payment_schedule();
create trigger payment_instalments_fixed before update on public.payment_instalments
  for each row execute function public.keep_payment_schedule();

-- ---------------------------------------------------------------------------------------------
-- The ledger: payments, refunds and reversals, append-only
-- ---------------------------------------------------------------------------------------------
create table public.payment_entries (
  id uuid primary key default gen_random_uuid(),
  stay_id uuid not null references public.payment_schedules (stay_id) on delete restrict,
  kind text not null check (kind in ('payment', 'refund', 'reversal')),
  -- Minor units of the schedule's currency: a payment > 0, a refund < 0, a reversal 0 (it undoes `reverses`).
  amount bigint not null,
  -- The islands' date the money moved.
  received_on date not null,
  method text check (method in ('bank-transfer', 'card-elsewhere', 'cheque', 'cash')),
  payer text check (payer is null or char_length(payer) between 1 and 200),
  bank_reference text check (bank_reference is null or char_length(bank_reference) between 1 and 200),
  note text check (note is null or char_length(note) between 1 and 2000),
  reason text check (reason is null or char_length(btrim(reason)) between 1 and 500),
  reverses uuid references public.payment_entries (id) on delete restrict,
  recorded_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  check (
    case kind
      when 'payment' then amount > 0 and method is not null and reverses is null and reason is null
      when 'refund' then amount < 0 and method is not null and reverses is null and reason is not null
      else amount = 0 and reverses is not null and reason is not null and method is null and payer is null
        and bank_reference is null
    end
  )
);

-- An entry is reversed at most once.
create unique index payment_entries_reverses_idx on public.payment_entries (reverses) where reverses is not null;
create index payment_entries_stay_idx on public.payment_entries (stay_id, created_at, id);
create index payment_entries_received_idx on public.payment_entries (received_on, id);

create function public.keep_payment_entries() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  raise exception 'A ledger entry is never changed or removed: reverse it' using errcode = 'insufficient_privilege';
end;
$$;

create trigger payment_entries_append_only before update or delete on public.payment_entries
  for each row execute function public.keep_payment_entries();

-- No entry is dated after today; a reversal undoes a payment or a refund of the same stay; a reversal is
-- never reversed (record the entry again).
create function public.check_payment_entry() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.received_on > public.island_today() then
    raise exception 'An entry cannot be dated after today'
      using errcode = 'check_violation', constraint = 'payment_entries_received_on';
  end if;
  if new.kind = 'reversal' and not exists (
    select 1 from public.payment_entries e where e.id = new.reverses and e.stay_id = new.stay_id and e.kind <> 'reversal'
  ) then
    raise exception 'Only a payment or a refund of the same stay can be reversed'
      using errcode = 'check_violation', constraint = 'payment_entries_reversal';
  end if;
  return new;
end;
$$;

create trigger payment_entries_check before insert on public.payment_entries
  for each row execute function public.check_payment_entry();

-- ---------------------------------------------------------------------------------------------
-- What a stay owes: the one computation (app/domain/payments/ledger.ts, summarizeLedger, says the same)
-- ---------------------------------------------------------------------------------------------
-- On `p_on` (the islands' date): the instalments filled in order by the money received (payments less
-- refunds, reversed entries left out); from check-out the security deposit is no longer owed; a closed
-- schedule owes only what it retained, due at once. Runs with the caller's rights: staff see every stay's,
-- nobody else any (row level security on the tables below).
create function public.payment_ledger(p_on date)
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
  language sql stable security invoker set search_path = ''
as $$
  with money as (
    select s.stay_id, s.currency, s.retained, st.check_out,
           coalesce((
             select sum(e.amount) from public.payment_entries e
              where e.stay_id = s.stay_id and e.kind <> 'reversal'
                and not exists (select 1 from public.payment_entries r where r.reverses = e.id)
           ), 0)::bigint as received
      from public.payment_schedules s
      join public.stays st on st.id = s.stay_id
  ),
  steps as (
    select i.stay_id, i.kind, i.due, i.position, i.amount,
           least(i.amount, greatest(0, greatest(0, m.received) - coalesce(sum(i.amount) over (
             partition by i.stay_id order by i.position rows between unbounded preceding and 1 preceding
           ), 0)))::bigint as paid
      from public.payment_instalments i
      join money m on m.stay_id = i.stay_id
     where m.retained is null and not (p_on >= m.check_out and i.kind = 'security-deposit')
  ),
  per_stay as (
    select m.stay_id, m.currency, m.received, m.retained,
           coalesce(m.retained, totals.scheduled, 0)::bigint as owed,
           coalesce(m.retained, totals.due_to_date, 0)::bigint as due_to_date,
           totals.late, first_step.amount = first_step.paid as first_paid,
           next_step.kind as next_kind, next_step.due as next_due, (next_step.amount - next_step.paid) as next_amount
      from money m
      cross join lateral (
        select sum(s.amount) as scheduled,
               sum(s.amount) filter (where s.due <= p_on) as due_to_date,
               coalesce(bool_or(s.amount > s.paid and p_on > s.due), false) as late
          from steps s where s.stay_id = m.stay_id
      ) totals
      left join lateral (
        select s.amount, s.paid from steps s where s.stay_id = m.stay_id order by s.position limit 1
      ) first_step on true
      left join lateral (
        select s.kind, s.due, s.amount, s.paid from steps s
         where s.stay_id = m.stay_id and s.amount > s.paid order by s.position limit 1
      ) next_step on true
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

-- ---------------------------------------------------------------------------------------------
-- Fixing, moving and closing a schedule; an option confirmed by its deposit
-- ---------------------------------------------------------------------------------------------

-- Fixes a stay's schedule (computed by app/domain/payments/schedule.ts from the stay's quote), once: false
-- when it already has one. Refused when the stay is not an option or confirmed, or when the instalments do
-- not add up to the stay's quoted price in the quote's currency.
create function public.fix_payment_schedule(p_stay_id uuid, p_schedule jsonb) returns boolean
  language plpgsql security invoker set search_path = ''
as $$
declare
  the_stay public.stays;
  step jsonb;
  n integer := 0;
  price bigint := 0;
  minor integer;
begin
  select * into the_stay from public.stays where id = p_stay_id;
  if not found or the_stay.status not in ('option', 'confirmed') or the_stay.quote is null then
    raise exception 'Only an option or a confirmed stay with a quote has a payment schedule'
      using errcode = 'check_violation', constraint = 'payment_schedules_stay';
  end if;
  if exists (select 1 from public.payment_schedules where stay_id = p_stay_id) then
    return false;
  end if;
  minor := case when the_stay.quote ->> 'currency' in ('USD', 'EUR') then 100 else null end;
  if p_schedule ->> 'currency' is distinct from coalesce(the_stay.quote ->> 'currency', 'USD')
     or (p_schedule ->> 'total')::bigint <> round((the_stay.quote ->> 'total')::numeric * coalesce(minor, 100)) then
    raise exception 'The schedule is not the stay''s quote'
      using errcode = 'check_violation', constraint = 'payment_schedules_quote';
  end if;

  insert into public.payment_schedules (stay_id, currency, fixed_on, total, security_deposit, festive, terms)
  values (
    p_stay_id, p_schedule ->> 'currency', (p_schedule ->> 'fixedOn')::date, (p_schedule ->> 'total')::bigint,
    coalesce((p_schedule ->> 'securityDeposit')::bigint, 0), coalesce((p_schedule ->> 'festive')::boolean, false),
    p_schedule -> 'terms'
  );
  for step in select * from jsonb_array_elements(p_schedule -> 'instalments') loop
    insert into public.payment_instalments (stay_id, kind, position, amount, due)
    values (p_stay_id, step ->> 'kind', n, (step ->> 'amount')::bigint, (step ->> 'due')::date);
    if step ->> 'kind' <> 'security-deposit' then
      price := price + (step ->> 'amount')::bigint;
    end if;
    n := n + 1;
  end loop;
  if price <> (p_schedule ->> 'total')::bigint then
    raise exception 'The instalments do not add up to the stay''s price'
      using errcode = 'check_violation', constraint = 'payment_schedules_total';
  end if;
  return true;
end;
$$;

-- An option's deadline is its deposit's due date: moving one moves the other (while it is an option).
create function public.move_option_deposit() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  update public.payment_instalments i
     set due = least(
       ((new.option_expires_at at time zone 'UTC') - interval '4 hours')::date,
       coalesce((select min(o.due) from public.payment_instalments o where o.stay_id = i.stay_id and o.position > 0), 'infinity')
     )
   where i.stay_id = new.id and i.position = 0
     and i.due is distinct from ((new.option_expires_at at time zone 'UTC') - interval '4 hours')::date;
  return null;
end;
$$;

create trigger stays_move_option_deposit after update of option_expires_at on public.stays
  for each row when (new.status = 'option' and old.status = 'option' and new.option_expires_at is not null)
  execute function public.move_option_deposit();

-- A stay cancelled or an option lapsed: its schedule closes with what it retains (a lapsed option, nothing;
-- a cancelled stay, its share from the frozen scale, given by the desk: close_payment_schedule).
create function public.close_lapsed_schedule() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.payment_schedules set retained = 0, closed_on = public.island_today()
   where stay_id = new.id and retained is null;
  return null;
end;
$$;

create trigger stays_close_lapsed_schedule after update of status on public.stays
  for each row when (new.status in ('expired', 'declined') and old.status is distinct from new.status)
  execute function public.close_lapsed_schedule();

-- The desk's cancel: the stay cancelled and its schedule closed with what it retains, in one statement's
-- transaction. False when the stay is no longer one that may be cancelled.
create function public.cancel_stay(p_stay_id uuid, p_retained bigint) returns boolean
  language plpgsql security invoker set search_path = ''
as $$
begin
  update public.stays set status = 'cancelled' where id = p_stay_id and status in ('option', 'confirmed');
  if not found then
    return false;
  end if;
  update public.payment_schedules set retained = greatest(0, least(coalesce(p_retained, 0), total)),
         closed_on = public.island_today()
   where stay_id = p_stay_id and retained is null;
  return true;
end;
$$;

-- Recording the deposit confirms an option (unless the terms say staff confirm by hand): the first
-- instalment covered by the money received.
create function public.confirm_option_on_deposit() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if not (select confirm_on_deposit from public.booking_terms where id) then
    return null;
  end if;
  if exists (
    select 1 from public.payment_ledger(public.island_today()) l
      join public.stays s on s.id = l.stay_id
     where l.stay_id = new.stay_id and s.status = 'option' and l.status in ('deposit-received', 'paid-in-full', 'refund-due')
  ) then
    perform set_config('app.actor', 'System (deposit received)', true);
    update public.stays set status = 'confirmed' where id = new.stay_id and status = 'option';
    perform set_config('app.actor', '', true);
  end if;
  return null;
end;
$$;

create trigger payment_entries_confirm_option after insert on public.payment_entries
  for each row when (new.kind = 'payment') execute function public.confirm_option_on_deposit();

-- ---------------------------------------------------------------------------------------------
-- History
-- ---------------------------------------------------------------------------------------------
create trigger payment_schedules_audit after insert or update on public.payment_schedules
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "stays", "column": "stay_id"}, "key": "stay_id", "name": "Payment schedule", "noise": ["created_at", "stay_id", "terms"]}');
create trigger payment_instalments_audit after update on public.payment_instalments
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "stays", "column": "stay_id"}, "key": "stay_id", "label": "kind", "noise": ["stay_id", "position"]}');
create trigger payment_entries_audit after insert on public.payment_entries
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "stays", "column": "stay_id"}, "label": "kind", "noise": ["created_at", "stay_id", "recorded_by"]}');

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security: staff only; nothing a visitor can read or write
-- ---------------------------------------------------------------------------------------------
alter table public.payment_schedules enable row level security;
alter table public.payment_instalments enable row level security;
alter table public.payment_entries enable row level security;

revoke all on table public.payment_schedules, public.payment_instalments, public.payment_entries,
  public.payment_ledgers from public, anon, authenticated;

grant select, insert, update (retained, closed_on) on table public.payment_schedules to authenticated;
grant select, insert, update (due) on table public.payment_instalments to authenticated;
grant select on table public.payment_ledgers to authenticated;
grant select, insert (stay_id, kind, amount, received_on, method, payer, bank_reference, note, reason, reverses)
  on table public.payment_entries to authenticated;
grant select, insert, update on table public.payment_schedules, public.payment_instalments to service_role;
grant select, insert on table public.payment_entries to service_role;
grant select on table public.payment_ledgers to service_role;

create policy "payment_schedules: staff read" on public.payment_schedules
  for select to authenticated using ((select public.is_staff()));
create policy "payment_schedules: staff fix" on public.payment_schedules
  for insert to authenticated with check ((select public.is_staff()));
create policy "payment_schedules: staff close" on public.payment_schedules
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

create policy "payment_instalments: staff read" on public.payment_instalments
  for select to authenticated using ((select public.is_staff()));
create policy "payment_instalments: staff fix" on public.payment_instalments
  for insert to authenticated with check ((select public.is_staff()));
create policy "payment_instalments: staff move the deposit" on public.payment_instalments
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

-- Agents record payments; owners and admins also reverse entries and issue refunds.
create policy "payment_entries: staff read" on public.payment_entries
  for select to authenticated using ((select public.is_staff()));
create policy "payment_entries: staff record payments" on public.payment_entries
  for insert to authenticated
  with check (
    (select public.is_staff()) and recorded_by = auth.uid()
    and (kind = 'payment' or (select public.staff_role()) in ('owner', 'admin'))
  );

revoke all on function public.keep_payment_schedule(), public.keep_payment_entries(), public.check_payment_entry(),
  public.move_option_deposit(), public.close_lapsed_schedule(), public.confirm_option_on_deposit()
  from public, anon, authenticated;
revoke all on function public.payment_ledger(date), public.fix_payment_schedule(uuid, jsonb),
  public.cancel_stay(uuid, bigint) from public, anon;
grant execute on function public.payment_ledger(date), public.fix_payment_schedule(uuid, jsonb),
  public.cancel_stay(uuid, bigint) to authenticated, service_role;
