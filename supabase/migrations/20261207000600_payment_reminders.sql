-- Payment reminders through the outbox (issue 28, item 4): the first payment not received 3 days after the
-- schedule was fixed, the balance 14 and 3 days before its due date, overdue the day after (to the guest and to
-- staff), the security deposit returned. The rules are app/domain/payments/reminders.ts (remindersOn); the job
-- that applies them is app/server/payments/reminders.server.ts; this keeps each reminder to once.
--
-- - public.payment_reminders: one row per stay and reminder key ('balance-3-days:2027-01-05'), its primary key
--   the once: whatever instance runs the job, however often, and two at the same moment, a key is recorded
--   once and only the call that recorded it queues an e-mail. A reminder a later one replaced (the job did not
--   run on its day) is recorded as superseded, so it is never sent late.
-- - Two outbox kinds: 'payment-reminder' to the guest (audience visitor; which reminder it is, its amount and
--   due date are its payment_reminders row, read by the worker at send time — one kind rather than one per
--   reminder, so the outbox's checks and the staff's labels do not grow with every rule, and the claim needs no
--   new columns), and 'payment-overdue' to staff (audience staff: NOTIFY_EMAILS, as 'staff-notification').
--   Both are about the booking request's inquiry, so they join its thread in the inbox, like the decisions'
--   e-mails (…_guest_stay_mail.sql); a stay without one (entered by staff) is recorded as 'unsent'.
-- - queue_payment_reminder(): the service role records a reminder and queues its e-mail, in one transaction.
-- - payment_reminder_stays(): the stays that may need one on a day (something falls due within the horizon, or
--   the first payment is 3 days old, unpaid; or a security deposit was paid back after departure), with the
--   keys already recorded — not every stay.
-- - payment_reminder_of_message(): what a reminder's e-mail says, for the worker.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create table public.payment_reminders (
  stay_id uuid not null references public.payment_schedules (stay_id) on delete cascade,
  -- remindersOn's key: the kind and the due date it is about ('first-payment:2026-11-27'), or the kind alone.
  key text not null check (key ~ '^[a-z0-9-]+(:[0-9]{4}-[0-9]{2}-[0-9]{2})?$'),
  kind text not null check (kind in ('first-payment', 'balance-14-days', 'balance-3-days', 'overdue-guest',
                                     'overdue-staff', 'security-deposit-returned')),
  -- The due date and what was still to pay of everything due that day, when it was queued (0: the return).
  due date,
  amount bigint not null check (amount >= 0),
  currency text not null check (currency in ('USD', 'EUR')),
  -- queued: its e-mail is in the outbox; superseded: a later reminder of the same payment replaced it;
  -- unsent: nobody to send it to (a stay without a website booking request).
  outcome text not null check (outcome in ('queued', 'superseded', 'unsent')),
  outbox_id uuid references public.mail_outbox (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (stay_id, key),
  check (split_part(key, ':', 1) = kind),
  check (outcome = 'queued' or outbox_id is null)
);

create unique index payment_reminders_outbox_idx on public.payment_reminders (outbox_id) where outbox_id is not null;

-- ---------------------------------------------------------------------------------------------
-- Two kinds of the outbox
-- ---------------------------------------------------------------------------------------------

-- Every kind the outbox allows today, and the new ones; read from the constraint itself (as …_bank_accounts.sql
-- does), so a kind another migration added before this one is never dropped by it.
do $$
declare
  kinds text;
begin
  select string_agg(distinct quote_literal(m[1]), ', ') into kinds
    from pg_constraint c
    cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9-]+)''', 'g') as m
   where c.conrelid = 'public.mail_outbox'::regclass and c.conname = 'mail_outbox_kind_allowed';
  if kinds is null or kinds not like '%''bank-details-changed''%' then
    raise exception 'mail_outbox_kind_allowed was not found as expected';
  end if;
  alter table public.mail_outbox drop constraint mail_outbox_kind_allowed;
  execute format(
    'alter table public.mail_outbox add constraint mail_outbox_kind_allowed check (kind in (%s, %L, %L))',
    kinds, 'payment-reminder', 'payment-overdue');
end
$$;

-- Staff's overdue notice goes where staff notifications go (NOTIFY_EMAILS, no recipient stored).
alter table public.mail_outbox drop constraint mail_outbox_audience_of_kind;
alter table public.mail_outbox add constraint mail_outbox_audience_of_kind check (
  (audience = 'staff') = (kind in ('staff-notification', 'payment-overdue'))
  and (audience = 'staff-member') = (kind in ('staff-invitation', 'staff-password-reset', 'bank-details-changed')));

-- ---------------------------------------------------------------------------------------------
-- Recording a reminder, and queuing its e-mail
-- ---------------------------------------------------------------------------------------------

-- True when this call queued an e-mail; false when the key was already recorded (by this instance or another,
-- now or before), the stay is no longer held or confirmed (cancelled meanwhile), the reminder is recorded as
-- superseded, or there is nobody to send it to.
create function public.queue_payment_reminder(
  p_stay_id uuid,
  p_kind text,
  p_key text,
  p_due date,
  p_amount bigint,
  p_superseded boolean default false
) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  stay record;
  request record;
  thread text;
  outbox uuid;
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only the server queues payment reminders' using errcode = 'insufficient_privilege';
  end if;
  -- A cancelled stay gets nothing, whatever the job read a moment before.
  select s.id, s.source, ps.currency into stay
    from public.stays s
    join public.payment_schedules ps on ps.stay_id = s.id
   where s.id = p_stay_id and s.status in ('option', 'confirmed') and ps.retained is null;
  if not found then
    return false;
  end if;

  -- The once: a second call with the same key (another instance at the same moment waits here until the
  -- first commits) records nothing and queues nothing.
  insert into public.payment_reminders (stay_id, key, kind, due, amount, currency, outcome)
  values (p_stay_id, p_key, p_kind, p_due, greatest(p_amount, 0), stay.currency,
          case when p_superseded then 'superseded' else 'unsent' end)
  on conflict (stay_id, key) do nothing;
  if not found or p_superseded then
    return false;
  end if;

  -- Only website stays: the guest's address is their booking request's (as the decisions' e-mails).
  select i.id, i.email into request
    from public.inquiries i
   where i.stay_id = p_stay_id and stay.source = 'website'
   order by i.created_at, i.id
   limit 1;
  if not found then
    return false;
  end if;

  if p_kind = 'overdue-staff' then
    insert into public.mail_outbox (kind, inquiry_id, audience)
    values ('payment-overdue', request.id, 'staff')
    returning id into outbox;
  else
    select o.message_id into thread
      from public.mail_outbox o
     where o.inquiry_id = request.id and o.audience = 'visitor'
     order by o.created_at desc, o.id desc
     limit 1;
    insert into public.mail_outbox (kind, inquiry_id, audience, recipient, in_reply_to)
    values ('payment-reminder', request.id, 'visitor', request.email, thread)
    returning id into outbox;
  end if;
  update public.payment_reminders set outcome = 'queued', outbox_id = outbox
   where stay_id = p_stay_id and key = p_key;
  return true;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The stays that may need a reminder on a day
-- ---------------------------------------------------------------------------------------------

-- Held or confirmed stays whose schedule asks, by p_on + p_horizon (or as the first payment, 3 days after it was
-- fixed), more than was received; and stays whose security deposit was paid back after departure (the last 90
-- days) and not yet told. Each with the reminder keys already recorded (remindersOn's `sent`).
create function public.payment_reminder_stays(p_on date, p_horizon integer default 15)
returns table (stay_id uuid, sent text[])
  language sql stable security definer set search_path = ''
as $$
  with open_stays as (
    select ps.stay_id, ps.fixed_on, ps.security_deposit, st.check_out
      from public.payment_schedules ps
      join public.stays st on st.id = ps.stay_id
     where ps.retained is null and st.status in ('option', 'confirmed')
  ),
  asked as (
    select o.stay_id, sum(i.amount) as amount
      from open_stays o
      join public.payment_instalments i on i.stay_id = o.stay_id
     where (i.due <= p_on + p_horizon or (i.position = 0 and o.fixed_on + 3 <= p_on))
       and not (i.kind = 'security-deposit' and p_on >= o.check_out)
     group by o.stay_id
  ),
  candidates as (
    select a.stay_id
      from asked a
     where a.amount > coalesce((
       select sum(e.amount)
         from public.payment_entries e
        where e.stay_id = a.stay_id and e.kind <> 'reversal'
          and not exists (select 1 from public.payment_entries r where r.reverses = e.id)
     ), 0)
    union
    select o.stay_id
      from open_stays o
     where o.security_deposit > 0 and o.check_out <= p_on and o.check_out > p_on - 90
       and exists (select 1 from public.payment_entries e where e.stay_id = o.stay_id and e.kind = 'refund')
       and not exists (
         select 1 from public.payment_reminders pr
          where pr.stay_id = o.stay_id and pr.key = 'security-deposit-returned')
  )
  select c.stay_id,
         coalesce((select array_agg(pr.key order by pr.key) from public.payment_reminders pr
                    where pr.stay_id = c.stay_id), '{}')
    from candidates c
   order by c.stay_id
$$;

-- ---------------------------------------------------------------------------------------------
-- What a reminder's e-mail says (the worker, at send time)
-- ---------------------------------------------------------------------------------------------

-- The reminder of an outbox message: its kind, due date and amount, the instalments due that day (which
-- payment: the deposit, the balance and the security deposit…), and what the stay has received by now.
create function public.payment_reminder_of_message(p_outbox_id uuid) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only the server reads payment reminders' using errcode = 'insufficient_privilege';
  end if;
  return (
    select jsonb_build_object(
      'kind', r.kind, 'due', r.due, 'amount', r.amount, 'currency', r.currency,
      'instalments', coalesce((
        select jsonb_agg(i.kind order by i.position)
          from public.payment_instalments i where i.stay_id = r.stay_id and i.due = r.due), '[]'::jsonb),
      'received', coalesce((
        select l.received from public.payment_ledger(public.island_today(), r.stay_id) l), 0))
      from public.payment_reminders r
     where r.outbox_id = p_outbox_id
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may do what
-- ---------------------------------------------------------------------------------------------
alter table public.payment_reminders enable row level security;
revoke all on table public.payment_reminders from public, anon, authenticated, service_role;
-- Staff see which reminders went (the booking page may show them later); the server writes through the functions.
grant select on table public.payment_reminders to authenticated, service_role;
create policy "payment_reminders: staff read" on public.payment_reminders
  for select to authenticated using ((select public.is_staff()));

revoke all on function public.queue_payment_reminder(uuid, text, text, date, bigint, boolean),
  public.payment_reminder_stays(date, integer), public.payment_reminder_of_message(uuid)
  from public, anon, authenticated;
grant execute on function public.queue_payment_reminder(uuid, text, text, date, bigint, boolean),
  public.payment_reminder_stays(date, integer), public.payment_reminder_of_message(uuid) to service_role;
