-- A person's data on request (issue 32, items 3–5; docs/decisions/042-person-data.md): export, erasure, retention.
--
-- 1. privacy_export_person(p_email): everything kept about one e-mail address (matched case-insensitively) as one
--    JSON document — inquiries (leads), their notes, share links and openings, booking requests and stays with
--    their events, arrival details, agreement acceptances, payment schedules, entries, reminders, invoices and bank
--    statement credits, saved searches and what they sent, the e-mails of the outbox, homeowner and vendor records,
--    and the history entries about any of these. Owners and admins only: agents read leads through row level
--    security, so the function asks the caller's role itself.
-- 2. privacy_erase_person(p_email): owners only. In one transaction the person's fields are replaced (name →
--    'Erased person', address → 'erased-<id>@erased.invalid', phone and message texts cleared) in every table
--    above, and the history's JSON values that name them are rewritten. What French law makes the agency keep ten
--    years — invoices, payment entries, statement credits — keeps the customer's name, amounts and references (a
--    stay with an invoice or a payment keeps its guest's name for them) and loses e-mail, phone and message texts.
--    The erasure writes one row of public.person_erasures (counts only, never the address), which the history
--    records; its own updates write no history (a transaction-local flag, app.privacy_erasure, that a trigger on
--    public.audit_events honours), so the old values are not copied back into the history.
-- 3. privacy_apply_retention(p_today, …): the retention job (service role). Leads with no activity for the set
--    number of months, and e-mails older than the set age, are anonymised the same way; already anonymised rows
--    are not touched again, and runners take turns (an advisory lock), so two runners are harmless.
--    The periods are owners' settings: agency_settings.lead_retention_months (default 36) and
--    mail_retention_months (default 24).
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- Look-ups by address (≤ 2 s at 100,000 inquiries: each is an index scan)
-- ---------------------------------------------------------------------------------------------
create index inquiries_email_lower_idx on public.inquiries (lower(email));
create index stays_guest_email_lower_idx on public.stays (lower(guest_email)) where guest_email is not null;
create index mail_outbox_recipient_lower_idx on public.mail_outbox (lower(recipient)) where recipient is not null;
create index vendors_email_lower_idx on public.vendors (lower(email)) where email is not null;
create index homeowners_emails_idx on public.homeowners using gin (emails);
create index homeowner_accounts_email_lower_idx on public.homeowner_accounts (lower(email));
create index statement_credits_stay_idx on public.statement_credits (stay_id) where stay_id is not null;
create index saved_searches_lead_idx on public.saved_searches (lead_id) where lead_id is not null;

-- ---------------------------------------------------------------------------------------------
-- The retention periods (owners set them on /admin/settings/retention)
-- ---------------------------------------------------------------------------------------------
alter table public.agency_settings
  add column lead_retention_months integer not null default 36 check (lead_retention_months between 6 and 120),
  add column mail_retention_months integer not null default 24 check (mail_retention_months between 1 and 120);

-- ---------------------------------------------------------------------------------------------
-- The record of each erasure: counts only
-- ---------------------------------------------------------------------------------------------
create table public.person_erasures (
  id uuid primary key default gen_random_uuid(),
  at timestamptz not null default now(),
  -- 'request': a person asked (privacy_erase_person); 'retention': the job.
  reason text not null check (reason in ('request', 'retention')),
  -- { kind: count } of what was anonymised; never an address, a name or a text.
  counts jsonb not null check (jsonb_typeof(counts) = 'object'),
  erased_by uuid default auth.uid()
);
create index person_erasures_at_idx on public.person_erasures (at desc);

create trigger person_erasures_audit after insert or update or delete on public.person_erasures
  for each row execute function public.record_audit_event('{"name": "Person erased", "noise": ["at", "erased_by"]}');

alter table public.person_erasures enable row level security;
revoke all on table public.person_erasures from public, anon, authenticated, service_role;
grant select on table public.person_erasures to authenticated;
create policy "person_erasures: owners and admins read" on public.person_erasures
  for select to authenticated using ((select public.staff_role()) in ('owner', 'admin'));

-- ---------------------------------------------------------------------------------------------
-- The history during an erasure: no new entry copies the old values, and the rewrite of the old entries is
-- allowed (only the table's owner, i.e. these functions, holds UPDATE on it; the flag is transaction-local).
-- ---------------------------------------------------------------------------------------------
create function app_private.privacy_erasing() returns boolean
  language sql stable set search_path = ''
as $$
  select coalesce(current_setting('app.privacy_erasure', true), '') = 'on'
$$;

create or replace function public.keep_audit_events() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and app_private.privacy_erasing() then
    return null;
  end if;
  raise exception 'The history cannot be changed' using errcode = 'insufficient_privilege';
end;
$$;

create function app_private.skip_audit_while_erasing() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if app_private.privacy_erasing() then
    return null;
  end if;
  return new;
end;
$$;

create trigger audit_events_not_while_erasing before insert on public.audit_events
  for each row execute function app_private.skip_audit_while_erasing();

-- A JSON value with every string that contains one of `needles` (lower case), or every string at all under a key
-- of `keys` (or under anything when `everything`), replaced by '[erased]'.
create function app_private.privacy_redact(p_value jsonb, p_needles text[], p_keys text[], p_everything boolean default false)
  returns jsonb
  language plpgsql immutable set search_path = ''
as $$
declare
  text_value text;
begin
  case jsonb_typeof(p_value)
    when 'object' then
      return (select coalesce(jsonb_object_agg(e.key,
                app_private.privacy_redact(e.value, p_needles, p_keys, p_everything or e.key = any (p_keys))), '{}'::jsonb)
                from jsonb_each(p_value) e);
    when 'array' then
      return (select coalesce(jsonb_agg(app_private.privacy_redact(a.value, p_needles, p_keys, p_everything) order by a.n), '[]'::jsonb)
                from jsonb_array_elements(p_value) with ordinality a(value, n));
    when 'string' then
      text_value := lower(p_value #>> '{}');
      if p_everything or exists (select 1 from unnest(p_needles) n where n <> '' and position(n in text_value) > 0) then
        return to_jsonb('[erased]'::text);
      end if;
      return p_value;
    else
      return p_value;
  end case;
end;
$$;

-- A text with every needle (case-insensitively) replaced by '[erased]'.
create function app_private.privacy_redact_text(p_text text, p_needles text[]) returns text
  language plpgsql immutable set search_path = ''
as $$
declare
  n text;
  result text := p_text;
begin
  if result is null then return null; end if;
  foreach n in array coalesce(p_needles, '{}') loop
    continue when n = '';
    result := regexp_replace(result, regexp_replace(n, '([.*+?^${}()|\[\]\\])', '\\\1', 'g'), '[erased]', 'gi');
  end loop;
  return result;
end;
$$;

-- The columns of the history that hold a person's words or contact details, whatever the table.
create function app_private.privacy_personal_keys() returns text[]
  language sql immutable set search_path = ''
as $$
  select array['name', 'guest_name', 'email', 'emails', 'guest_email', 'phone', 'guest_phone', 'message', 'note', 'body',
               'lost_reason', 'remittance', 'flight', 'guest_names', 'concierge_requests', 'address', 'recipient']
$$;

-- The placeholder address an erasure leaves (RFC 2606's .invalid: never delivered).
create function app_private.privacy_placeholder() returns text
  language sql volatile set search_path = ''
as $$
  select 'erased-' || substr(md5(gen_random_uuid()::text), 1, 10) || '@erased.invalid'
$$;

create function app_private.privacy_is_placeholder(p_email text) returns boolean
  language sql immutable set search_path = ''
as $$
  select coalesce(p_email ~ '^erased-[0-9a-f]+@erased\.invalid$', false)
$$;

-- ---------------------------------------------------------------------------------------------
-- Whose rows: the ids of everything kept about one address
-- ---------------------------------------------------------------------------------------------
create function app_private.privacy_person_ids(p_email text)
  returns table (inquiries uuid[], stays uuid[], searches uuid[], homeowners uuid[], vendors uuid[], outbox uuid[])
  language plpgsql stable security definer set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(p_email, '')));
begin
  if address = '' or position('@' in address) = 0 then
    return query select '{}'::uuid[], '{}'::uuid[], '{}'::uuid[], '{}'::uuid[], '{}'::uuid[], '{}'::uuid[];
    return;
  end if;
  inquiries := array(select i.id from public.inquiries i where lower(i.email) = address order by i.created_at, i.id);
  stays := array(
    select s.id from public.stays s where lower(s.guest_email) = address and s.guest_email is not null
    union
    select i.stay_id from public.inquiries i where i.id = any (inquiries) and i.stay_id is not null);
  searches := array(
    select s.id from public.saved_searches s where lower(s.email) = address
    union
    select s.id from public.saved_searches s where s.lead_id = any (inquiries));
  homeowners := array(
    select h.id from public.homeowners h where h.emails @> array[address]
    union
    select a.homeowner_id from public.homeowner_accounts a where lower(a.email) = address);
  vendors := array(select v.id from public.vendors v where lower(v.email) = address and v.email is not null);
  outbox := array(
    select o.id from public.mail_outbox o where o.inquiry_id = any (inquiries)
    union select o.id from public.mail_outbox o where o.saved_search_id = any (searches)
    union select o.id from public.mail_outbox o where o.vendor_id = any (vendors)
    union select o.id from public.mail_outbox o where lower(o.recipient) = address and o.recipient is not null);
  return next;
end;
$$;

-- The history's items that are one of these rows (the key of audit_events_subject_idx).
create function app_private.privacy_subjects(
  p_inquiries uuid[], p_stays uuid[], p_searches uuid[], p_homeowners uuid[], p_vendors uuid[]
) returns table (subject_table text, subject_id text)
  language sql immutable set search_path = ''
as $$
  select 'inquiries', unnest(p_inquiries)::text
  union all select 'stays', unnest(p_stays)::text
  union all select 'saved_searches', unnest(p_searches)::text
  union all select 'homeowners', unnest(p_homeowners)::text
  union all select 'vendors', unnest(p_vendors)::text
$$;

-- What the history may quote of these rows' person, in lower case: their address(es), names and phones.
create function app_private.privacy_needles(
  p_email text, p_inquiries uuid[], p_stays uuid[], p_homeowners uuid[], p_vendors uuid[]
) returns text[]
  language sql stable set search_path = ''
as $$
  select array(
    select p_email where p_email is not null
    union select lower(i.email) from public.inquiries i where i.id = any (p_inquiries)
    union select lower(i.name) from public.inquiries i where i.id = any (p_inquiries)
    union select lower(i.phone) from public.inquiries i where i.id = any (p_inquiries) and i.phone is not null
    union select lower(s.guest_name) from public.stays s where s.id = any (p_stays) and s.guest_name is not null
    union select lower(s.guest_phone) from public.stays s where s.id = any (p_stays) and s.guest_phone is not null
    union select lower(v.phone) from public.vendors v where v.id = any (p_vendors) and v.phone is not null
    union select lower(h.phone) from public.homeowners h where h.id = any (p_homeowners) and h.phone is not null
    except select 'erased person')
$$;

-- ---------------------------------------------------------------------------------------------
-- Export
-- ---------------------------------------------------------------------------------------------
create function app_private.privacy_rows(p_rows jsonb) returns jsonb
  language sql immutable set search_path = ''
as $$
  select coalesce(p_rows, '[]'::jsonb)
$$;

create function public.privacy_export_person(p_email text) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  ids record;
  result jsonb;
begin
  if coalesce((select public.staff_role()), '') not in ('owner', 'admin') then
    raise exception 'Only owners and admins may export a person''s data' using errcode = 'insufficient_privilege';
  end if;
  select * into ids from app_private.privacy_person_ids(p_email);
  result := jsonb_build_object(
    'email', lower(btrim(coalesce(p_email, ''))),
    'exported_at', now(),
    'inquiries', app_private.privacy_rows((select jsonb_agg(to_jsonb(i) order by i.created_at, i.id)
        from public.inquiries i where i.id = any (ids.inquiries))),
    'lead_notes', app_private.privacy_rows((select jsonb_agg(to_jsonb(n) order by n.created_at, n.id)
        from public.lead_notes n where n.inquiry_id = any (ids.inquiries))),
    'share_links', app_private.privacy_rows((select jsonb_agg(to_jsonb(l) order by l.created_at, l.id)
        from public.property_share_links l where l.inquiry_id = any (ids.inquiries))),
    'share_openings', app_private.privacy_rows((select jsonb_agg(to_jsonb(o) order by o.opened_at, o.id)
        from public.property_share_openings o where o.inquiry_id = any (ids.inquiries))),
    'stays', app_private.privacy_rows((select jsonb_agg(to_jsonb(s) - 'request_key_digest' order by s.created_at, s.id)
        from public.stays s where s.id = any (ids.stays))),
    'stay_events', app_private.privacy_rows((select jsonb_agg(to_jsonb(e) order by e.at, e.id)
        from public.stay_events e where e.stay_id = any (ids.stays))),
    'arrival_details', app_private.privacy_rows((select jsonb_agg(to_jsonb(d) order by d.created_at)
        from public.stay_arrival_details d where d.stay_id = any (ids.stays))),
    'agreement_acceptances', app_private.privacy_rows((select jsonb_agg(to_jsonb(a) order by a.accepted_at)
        from public.rental_agreement_acceptances a where a.stay_id = any (ids.stays))),
    'payment_schedules', app_private.privacy_rows((select jsonb_agg(to_jsonb(p) order by p.created_at)
        from public.payment_schedules p where p.stay_id = any (ids.stays))),
    'payment_instalments', app_private.privacy_rows((select jsonb_agg(to_jsonb(p) order by p.stay_id, p.position)
        from public.payment_instalments p where p.stay_id = any (ids.stays))),
    'payment_entries', app_private.privacy_rows((select jsonb_agg(to_jsonb(p) order by p.created_at, p.id)
        from public.payment_entries p where p.stay_id = any (ids.stays))),
    'payment_reminders', app_private.privacy_rows((select jsonb_agg(to_jsonb(p) order by p.created_at)
        from public.payment_reminders p where p.stay_id = any (ids.stays))),
    'invoices', app_private.privacy_rows((select jsonb_agg(to_jsonb(v) order by v.issued_on, v.number)
        from public.invoices v where v.stay_id = any (ids.stays))),
    'statement_credits', app_private.privacy_rows((select jsonb_agg(to_jsonb(c) - 'fingerprint' order by c.booked_on, c.id)
        from public.statement_credits c where c.stay_id = any (ids.stays))),
    'saved_searches', app_private.privacy_rows((select jsonb_agg(to_jsonb(s) order by s.created_at, s.id)
        from public.saved_searches s where s.id = any (ids.searches))),
    'saved_search_sent', app_private.privacy_rows((select jsonb_agg(to_jsonb(s) order by s.sent_at)
        from public.saved_search_sent s where s.search_id = any (ids.searches))),
    'emails', app_private.privacy_rows((select jsonb_agg(to_jsonb(o) - 'secret' order by o.created_at, o.id)
        from public.mail_outbox o where o.id = any (ids.outbox))),
    'homeowners', app_private.privacy_rows((select jsonb_agg(to_jsonb(h) order by h.created_at, h.id)
        from public.homeowners h where h.id = any (ids.homeowners))),
    'homeowner_accounts', app_private.privacy_rows((select jsonb_agg(to_jsonb(a) order by a.created_at)
        from public.homeowner_accounts a where a.homeowner_id = any (ids.homeowners))),
    'owner_stay_requests', app_private.privacy_rows((select jsonb_agg(to_jsonb(r) order by r.created_at, r.id)
        from public.owner_stay_requests r where r.homeowner_id = any (ids.homeowners))),
    'vendors', app_private.privacy_rows((select jsonb_agg(to_jsonb(v) order by v.created_at, v.id)
        from public.vendors v where v.id = any (ids.vendors))),
    'history', app_private.privacy_rows((select jsonb_agg(to_jsonb(a) order by a.at, a.id)
        from public.audit_events a
       where (a.subject_table, a.subject_id) in (select x.subject_table, x.subject_id
           from app_private.privacy_subjects(ids.inquiries, ids.stays, ids.searches, ids.homeowners, ids.vendors) x)))
  );
  return result;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Anonymising: one routine for the erasure and the retention job. Returns { kind: count }.
-- `p_needles`: the lower-case texts (address, names, phones) rewritten wherever they are quoted.
-- ---------------------------------------------------------------------------------------------
create function app_private.privacy_anonymise(
  p_inquiries uuid[], p_stays uuid[], p_searches uuid[], p_homeowners uuid[], p_vendors uuid[], p_outbox uuid[],
  p_needles text[]
) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  placeholder text := app_private.privacy_placeholder();
  needles text[] := array(select distinct n from unnest(coalesce(p_needles, '{}')) n where char_length(n) >= 3);
  address_needles text[] := array(select n from unnest(needles) n where position('@' in n) > 0);
  counts jsonb := '{}'::jsonb;
  changed integer;
begin
  perform set_config('app.privacy_erasure', 'on', true);

  update public.inquiries
     set name = 'Erased person', email = placeholder, phone = null, message = '[erased]',
         lost_reason = case when lost_reason is not null then '[erased]' end
   where id = any (p_inquiries);
  get diagnostics changed = row_count;
  counts := counts || jsonb_build_object('inquiries', changed);

  delete from public.lead_notes where inquiry_id = any (p_inquiries);
  get diagnostics changed = row_count;
  counts := counts || jsonb_build_object('lead_notes', changed);

  -- A stay the books need (an invoice, a payment) keeps its guest's name for them.
  update public.stays s
     set guest_name = case
           when s.guest_name is null then null
           when exists (select 1 from public.invoices v where v.stay_id = s.id)
             or exists (select 1 from public.payment_entries p where p.stay_id = s.id) then s.guest_name
           else 'Erased person' end,
         guest_email = case when s.guest_email is not null then placeholder end,
         guest_phone = null, message = null, note = null, request_key_digest = null
   where s.id = any (p_stays);
  get diagnostics changed = row_count;
  counts := counts || jsonb_build_object('stays', changed);

  update public.stay_arrival_details
     set guest_names = '[erased]', flight = null, concierge_requests = null
   where stay_id = any (p_stays);
  update public.rental_agreement_acceptances set address = '[erased]' where stay_id = any (p_stays);

  -- Bank records keep the payer's name, amounts and references; texts that quote the address lose it.
  update public.statement_credits
     set remittance = app_private.privacy_redact_text(remittance, address_needles)
   where stay_id = any (p_stays) or remittance ilike any (array(select '%' || n || '%' from unnest(address_needles) n));
  if exists (select 1 from public.payment_entries p
              where p.stay_id = any (p_stays) and p.note ilike any (array(select '%' || n || '%' from unnest(address_needles) n))) then
    -- The ledger is append-only (keep_payment_entries); only a note quoting the address is rewritten, here.
    alter table public.payment_entries disable trigger payment_entries_append_only;
    update public.payment_entries set note = app_private.privacy_redact_text(note, address_needles)
     where stay_id = any (p_stays) and note ilike any (array(select '%' || n || '%' from unnest(address_needles) n));
    alter table public.payment_entries enable trigger payment_entries_append_only;
  end if;

  update public.saved_searches
     set email = placeholder, unsubscribed_at = coalesce(unsubscribed_at, now())
   where id = any (p_searches);
  get diagnostics changed = row_count;
  counts := counts || jsonb_build_object('saved_searches', changed);
  delete from app_private.saved_search_links where search_id = any (p_searches);

  -- The e-mails: no address, subject or text left, and none still to be sent to the person.
  update public.mail_outbox
     set recipient = case when recipient is not null then placeholder end,
         subject = case when subject is not null then '[erased]' end,
         body = case when body is not null then '[erased]' end,
         sent_to = case when sent_to is not null and audience <> 'staff' then array[placeholder] else sent_to end,
         last_error = null, smtp_response = null, secret = null,
         state = case when state in ('queued', 'retrying', 'sending') then 'failed' else state end,
         locked_until = case when state in ('queued', 'retrying', 'sending') then null else locked_until end
   where id = any (p_outbox);
  get diagnostics changed = row_count;
  counts := counts || jsonb_build_object('emails', changed);

  -- A homeowner keeps their name for the statements and payouts (accounting records).
  update public.homeowners set emails = array[placeholder], phone = null, note = null where id = any (p_homeowners);
  get diagnostics changed = row_count;
  counts := counts || jsonb_build_object('homeowners', changed);
  update public.homeowner_accounts
     set email = placeholder, deactivated_at = coalesce(deactivated_at, now())
   where homeowner_id = any (p_homeowners);
  update public.owner_stay_requests set note = null where homeowner_id = any (p_homeowners);

  update public.vendors set name = 'Erased person', email = placeholder, phone = null, note = null, active = false
   where id = any (p_vendors);
  get diagnostics changed = row_count;
  counts := counts || jsonb_build_object('vendors', changed);

  -- The history: entries about these rows lose every personal column's values; any entry quoting the address
  -- or a name or phone of the person loses that text.
  with about as (
    select a.id from public.audit_events a
     where (a.subject_table, a.subject_id) in (select x.subject_table, x.subject_id
             from app_private.privacy_subjects(p_inquiries, p_stays, p_searches, p_homeowners, p_vendors) x)
  ), quoting as (
    select a.id from public.audit_events a
     where cardinality(address_needles) > 0
       and lower(a.changes::text || ' ' || coalesce(a.label, '')) like any (array(select '%' || n || '%' from unnest(address_needles) n))
  )
  update public.audit_events a
     set changes = app_private.privacy_redact(a.changes, needles,
           case when a.id in (select id from about) then app_private.privacy_personal_keys() else '{}'::text[] end),
         label = case when a.label is not null and exists (select 1 from unnest(needles) n where position(n in lower(a.label)) > 0)
                      then '[erased]' else a.label end
   where a.id in (select id from about union select id from quoting);
  get diagnostics changed = row_count;
  counts := counts || jsonb_build_object('history', changed);

  perform set_config('app.privacy_erasure', 'off', true);
  return counts;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Erasure (owners only)
-- ---------------------------------------------------------------------------------------------
create function public.privacy_erase_person(p_email text) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  ids record;
  needles text[];
  counts jsonb;
begin
  if coalesce((select public.staff_role()), '') <> 'owner' then
    raise exception 'Only owners may erase a person''s data' using errcode = 'insufficient_privilege';
  end if;
  -- One erasure of an address at a time (a second one waits, then finds nothing left).
  perform pg_advisory_xact_lock(hashtext('island-estates:privacy-erasure:' || lower(btrim(coalesce(p_email, '')))));
  select * into ids from app_private.privacy_person_ids(p_email);
  needles := app_private.privacy_needles(lower(btrim(coalesce(p_email, ''))), ids.inquiries, ids.stays, ids.homeowners,
    ids.vendors);
  counts := app_private.privacy_anonymise(ids.inquiries, ids.stays, ids.searches, ids.homeowners, ids.vendors,
    ids.outbox, needles);
  insert into public.person_erasures (reason, counts) values ('request', counts);
  return counts;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Retention (the job, as the service role)
-- ---------------------------------------------------------------------------------------------
create function public.privacy_apply_retention(p_today date) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  lead_months integer;
  mail_months integer;
  lead_cutoff timestamptz;
  mail_cutoff timestamptz;
  stale uuid[];
  stale_stays uuid[];
  old_mail uuid[];
  needles text[];
  counts jsonb;
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only the server''s jobs apply the retention' using errcode = 'insufficient_privilege';
  end if;
  perform pg_advisory_xact_lock(hashtext('island-estates:privacy-retention'));
  select coalesce(max(s.lead_retention_months), 36), coalesce(max(s.mail_retention_months), 24)
    into lead_months, mail_months from public.agency_settings s;
  lead_cutoff := (p_today - make_interval(months => lead_months))::timestamp at time zone 'America/St_Barthelemy';
  mail_cutoff := (p_today - make_interval(months => mail_months))::timestamp at time zone 'America/St_Barthelemy';

  -- A lead's last activity: its creation, its stage, its notes, its history, its e-mails, its stay's dates.
  stale := array(
    select i.id from public.inquiries i
     where i.created_at < lead_cutoff and i.stage_changed_at < lead_cutoff
       and not app_private.privacy_is_placeholder(i.email)
       and not exists (select 1 from public.lead_notes n where n.inquiry_id = i.id and n.created_at >= lead_cutoff)
       and not exists (select 1 from public.audit_events a
                        where a.subject_table = 'inquiries' and a.subject_id = i.id::text and a.at >= lead_cutoff)
       and not exists (select 1 from public.mail_outbox o where o.inquiry_id = i.id and o.created_at >= lead_cutoff)
       and not exists (select 1 from public.stays s where s.id = i.stay_id
                        and (s.updated_at >= lead_cutoff or s.check_out >= (lead_cutoff at time zone 'America/St_Barthelemy')::date)));
  stale_stays := array(select i.stay_id from public.inquiries i where i.id = any (stale) and i.stay_id is not null);
  old_mail := array(
    select o.id from public.mail_outbox o
     where (o.created_at < mail_cutoff and o.state in ('sent', 'failed')
            and ((o.recipient is not null and not app_private.privacy_is_placeholder(o.recipient))
                 or (o.subject is not null and o.subject <> '[erased]')
                 or (o.body is not null and o.body <> '[erased]')))
        or o.inquiry_id = any (stale));
  if cardinality(stale) = 0 and cardinality(old_mail) = 0 then
    return jsonb_build_object('inquiries', 0, 'emails', 0);
  end if;
  needles := app_private.privacy_needles(null, stale, stale_stays, '{}', '{}');
  perform set_config('app.actor', 'Retention', true);
  counts := app_private.privacy_anonymise(stale, stale_stays, '{}', '{}', '{}', old_mail, needles);
  insert into public.person_erasures (reason, counts) values ('retention', counts);
  return counts;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what
-- ---------------------------------------------------------------------------------------------
revoke all on function app_private.privacy_erasing(), app_private.skip_audit_while_erasing(),
  app_private.privacy_redact(jsonb, text[], text[], boolean), app_private.privacy_redact_text(text, text[]),
  app_private.privacy_personal_keys(), app_private.privacy_placeholder(), app_private.privacy_is_placeholder(text),
  app_private.privacy_person_ids(text), app_private.privacy_rows(jsonb),
  app_private.privacy_subjects(uuid[], uuid[], uuid[], uuid[], uuid[]),
  app_private.privacy_needles(text, uuid[], uuid[], uuid[], uuid[]),
  app_private.privacy_anonymise(uuid[], uuid[], uuid[], uuid[], uuid[], uuid[], text[])
  from public, anon, authenticated;
revoke all on function public.privacy_export_person(text), public.privacy_erase_person(text),
  public.privacy_apply_retention(date) from public, anon, authenticated, service_role;
grant execute on function public.privacy_export_person(text), public.privacy_erase_person(text) to authenticated;
grant execute on function public.privacy_apply_retention(date) to service_role;
-- Owners save the periods (the policy of …_whatsapp.sql lets only owners update the row).
grant update (lead_retention_months, mail_retention_months) on table public.agency_settings to authenticated;
