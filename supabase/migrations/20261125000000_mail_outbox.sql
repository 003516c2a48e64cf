-- E-mail that never loses a lead (issue 13; docs/decisions/007-mail-outbox.md): a transactional outbox.
--
-- Every inquiry a visitor stores (the inquiry forms, the contact form, a booking request — whose inquiry the
-- stays trigger of …_bookings.sql inserts) writes its e-mails here, in the same transaction, by a trigger on
-- public.inquiries: the inquiry and its e-mails commit together or not at all, on every backend (PGlite,
-- PostgreSQL, Supabase through PostgREST). A delivery worker in the server (app/server/mail/) claims due rows,
-- renders them (app/domain/mail/), hands them to SMTP or the .eml folder and records the outcome; failures are
-- retried with back-off until a last try, then the row is 'failed' and staff may retry it.
--
--   kind                     audience   recipient            written by
--   staff-notification       staff      (NOTIFY_EMAILS, resolved by the worker at send time)   the trigger
--   visitor-acknowledgement  visitor    the e-mail the visitor typed (at most one per address per 10 minutes)
--   staff-reply              visitor    the inquiry's e-mail  queue_inquiry_reply(), from the staff inbox
--
-- States: queued → sending (claimed, until locked_until) → sent | retrying (next_attempt_at) | failed.
-- A row left in 'sending' past locked_until (the server died mid-send) is claimed again; its Message-ID was
-- fixed at insert, so a well-behaved mail server drops the second copy.
--
-- Only what visitors submit through the API (roles anon and authenticated in the request's JWT claims) is
-- mailed: the demo seed, data imports and the database owner's own inserts send nothing.
--
-- Visitors may do nothing with this table; staff read it (their replies and retries go through the security
-- definer functions below); the server's service role claims and updates rows. Applies with plain
-- `psql -f` as well as inside the migrator's transaction.

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('staff-notification', 'visitor-acknowledgement', 'staff-reply')),
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  audience text not null check (audience in ('staff', 'visitor')),
  -- The visitor's address, exactly as typed (one address: no list separators, no line breaks).
  recipient text check (recipient is null or (char_length(recipient) between 3 and 320 and recipient !~ '[,;<>\s]')),
  -- Fixed once, so every retry carries the same Message-ID.
  message_id text not null unique
    default '<' || gen_random_uuid()::text || '@islandestates.example>'
    check (message_id ~ '^<[^<>\s]+@[^<>\s]+>$'),
  -- Replies: the Message-ID of the visitor's last e-mail in the thread (threading in their mail client).
  in_reply_to text check (in_reply_to is null or in_reply_to ~ '^<[^<>\s]+@[^<>\s]+>$'),
  -- Replies only: what staff wrote (a one-line subject, the text) and who signs it.
  subject text check (subject is null or (char_length(subject) between 1 and 200 and subject !~ '[\r\n]')),
  body text check (body is null or char_length(body) between 1 and 10000),
  signer text check (signer is null or (char_length(signer) between 3 and 320 and signer !~ '[,;<>\s]')),
  created_by uuid,
  state text not null default 'queued' check (state in ('queued', 'sending', 'sent', 'retrying', 'failed')),
  -- Tries started (a claim counts one, even if the server died during it).
  attempts integer not null default 0 check (attempts >= 0),
  -- Start of the delivery window (the last try is 3 days after it); a staff 'Retry' of a failed row resets it.
  queued_at timestamptz not null default now(),
  -- When the row is next due: a queued or retrying row's next try, a sending row's lease end.
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text check (last_error is null or char_length(last_error) <= 1000),
  -- What the mail server answered when it accepted the message (e.g. '250 2.0.0 Ok: queued as …').
  smtp_response text check (smtp_response is null or char_length(smtp_response) <= 1000),
  sent_to text[],
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((audience = 'staff') = (kind = 'staff-notification')),
  check ((audience = 'visitor') = (recipient is not null)),
  check ((kind = 'staff-reply') = (subject is not null and body is not null and signer is not null)),
  check (state <> 'sending' or locked_until is not null),
  check (state <> 'sent' or sent_at is not null)
);

create trigger mail_outbox_set_updated_at before update on public.mail_outbox
  for each row execute function public.set_updated_at();

-- What the worker claims: due rows, and rows whose sender's lease ran out.
create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at, id)
  where state in ('queued', 'retrying', 'sending');
-- The thread of an inquiry (its detail in the inbox).
create index mail_outbox_inquiry_idx on public.mail_outbox (inquiry_id, created_at);
-- The acknowledgement throttle: recent acknowledgements to one address.
create index mail_outbox_acknowledgement_idx on public.mail_outbox (lower(recipient), created_at)
  where kind = 'visitor-acknowledgement';
-- The outbox view of the back office, by state, newest first.
create index mail_outbox_state_created_idx on public.mail_outbox (state, created_at, id);
create index mail_outbox_created_idx on public.mail_outbox (created_at, id);

-- ---------------------------------------------------------------------------------------------
-- The e-mails of a stored inquiry, in its transaction
-- ---------------------------------------------------------------------------------------------
create function public.queue_inquiry_mail() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  -- Only submissions through the API (visitors; a signed-in user on the public site).
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return null;
  end if;

  insert into public.mail_outbox (kind, inquiry_id, audience) values ('staff-notification', new.id, 'staff');

  -- At most one acknowledgement per address per 10 minutes. Submissions to one address take turns here
  -- (until commit), so two at the same moment cannot both see no recent acknowledgement.
  perform pg_advisory_xact_lock(hashtext('island-estates:mail-acknowledgement:' || lower(new.email)));
  if not exists (
    select 1 from public.mail_outbox o
     where o.kind = 'visitor-acknowledgement'
       and lower(o.recipient) = lower(new.email)
       and o.created_at > now() - interval '10 minutes'
  ) then
    insert into public.mail_outbox (kind, inquiry_id, audience, recipient)
    values ('visitor-acknowledgement', new.id, 'visitor', new.email);
  end if;
  return null;
end;
$$;

create trigger inquiries_queue_mail after insert on public.inquiries
  for each row execute function public.queue_inquiry_mail();

-- ---------------------------------------------------------------------------------------------
-- The delivery worker's claim: due rows become 'sending' for a lease, in one statement. FOR UPDATE SKIP
-- LOCKED lets several workers (server instances) claim at once without ever taking the same row. Returns
-- what the message says (the inquiry, its listing, its booking request) so the worker renders it without
-- reading those tables itself. Service role only.
-- ---------------------------------------------------------------------------------------------
create function public.claim_outbox(p_batch integer, p_lease_seconds integer default 600)
  returns table (
    id uuid, kind text, audience text, recipient text, message_id text, in_reply_to text, subject text, body text,
    signer text, attempts integer, queued_at timestamptz, created_at timestamptz,
    inquiry_id uuid, inquiry_name text, inquiry_email text, inquiry_phone text, inquiry_message text,
    inquiry_source text, inquiry_created_at timestamptz,
    property_id uuid, property_title text, rental_id uuid, rental_title text, stay_id uuid, stay_reference text
  )
  language sql volatile security definer set search_path = ''
as $$
  with claimed as (
    update public.mail_outbox o
       set state = 'sending',
           attempts = o.attempts + 1,
           locked_until = now() + make_interval(secs => greatest(p_lease_seconds, 1)),
           next_attempt_at = now() + make_interval(secs => greatest(p_lease_seconds, 1))
     where o.id in (
       select c.id from public.mail_outbox c
        where c.state in ('queued', 'retrying', 'sending') and c.next_attempt_at <= now()
        order by c.next_attempt_at, c.id
        limit greatest(least(p_batch, 100), 1)
          for update skip locked)
    returning o.*
  )
  select c.id, c.kind, c.audience, c.recipient, c.message_id, c.in_reply_to, c.subject, c.body,
         c.signer, c.attempts, c.queued_at, c.created_at,
         i.id, i.name, i.email, i.phone, i.message, i.source, i.created_at,
         i.property_id, p.title, i.rental_id, r.title, i.stay_id, s.reference
    from claimed c
    join public.inquiries i on i.id = c.inquiry_id
    left join public.properties p on p.id = i.property_id
    left join public.rentals r on r.id = i.rental_id
    left join public.stays s on s.id = i.stay_id
   order by c.created_at, c.id
$$;

-- ---------------------------------------------------------------------------------------------
-- Staff: a reply from the inbox, and 'Retry'
-- ---------------------------------------------------------------------------------------------

-- Queues a reply to the inquiry's visitor, signed by the staff member calling, threaded under the last
-- e-mail the visitor got; the inquiry counts as read. Returns the outbox row's id (null: no such inquiry).
create function public.queue_inquiry_reply(p_inquiry_id uuid, p_subject text, p_body text) returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  staff_email text;
  visitor text;
  thread text;
  queued uuid;
begin
  if not (select public.is_staff()) then
    raise exception 'Only staff may reply to inquiries' using errcode = 'insufficient_privilege';
  end if;
  select i.email into visitor from public.inquiries i where i.id = p_inquiry_id;
  if not found then
    return null;
  end if;
  staff_email := lower(coalesce(
    nullif(claims ->> 'email', ''),
    (select u.email from auth.users u where u.id = (select auth.uid()))
  ));
  if staff_email is null then
    raise exception 'The staff member has no e-mail address to sign with' using errcode = 'not_null_violation';
  end if;
  select o.message_id into thread
    from public.mail_outbox o
   where o.inquiry_id = p_inquiry_id and o.audience = 'visitor'
   order by o.created_at desc, o.id desc
   limit 1;
  insert into public.mail_outbox (kind, inquiry_id, audience, recipient, in_reply_to, subject, body, signer, created_by)
  values ('staff-reply', p_inquiry_id, 'visitor', visitor, thread, p_subject, p_body, staff_email, (select auth.uid()))
  returning id into queued;
  update public.inquiries set read = true where id = p_inquiry_id and not read;
  return queued;
end;
$$;

-- 'Retry': a failed or retrying e-mail is due now. A failed one starts a new delivery window (a full
-- schedule of tries); a retrying one keeps its count. True when the row was changed.
create function public.retry_outbox_message(p_id uuid) returns boolean
  language plpgsql security definer set search_path = ''
as $$
declare
  changed integer;
begin
  if not (select public.is_staff()) then
    raise exception 'Only staff may retry e-mails' using errcode = 'insufficient_privilege';
  end if;
  update public.mail_outbox
     set attempts = case when state = 'failed' then 0 else attempts end,
         queued_at = case when state = 'failed' then now() else queued_at end,
         state = case when state = 'failed' then 'queued' else state end,
         next_attempt_at = now(),
         locked_until = null
   where id = p_id and state in ('failed', 'retrying');
  get diagnostics changed = row_count;
  return changed = 1;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security
-- ---------------------------------------------------------------------------------------------
alter table public.mail_outbox enable row level security;

-- Supabase's default privileges grant everything on new tables: revoke, then grant what is used.
revoke all on table public.mail_outbox from anon, authenticated;
-- Staff read the outbox (through the policy); they write only through the functions above.
grant select on table public.mail_outbox to authenticated;
-- The delivery worker (the embedded backend's service role; Supabase's service_role has these).
grant select, update on table public.mail_outbox to service_role;

create policy "mail_outbox: staff read" on public.mail_outbox
  for select to authenticated using ((select public.is_staff()));

-- Functions: Supabase grants execute on new functions to everyone by default; say exactly who may call what.
revoke all on function public.queue_inquiry_mail() from public, anon, authenticated;
revoke all on function public.claim_outbox(integer, integer), public.queue_inquiry_reply(uuid, text, text),
  public.retry_outbox_message(uuid) from public, anon, authenticated;
grant execute on function public.claim_outbox(integer, integer) to service_role;
grant execute on function public.queue_inquiry_reply(uuid, text, text), public.retry_outbox_message(uuid)
  to authenticated;
