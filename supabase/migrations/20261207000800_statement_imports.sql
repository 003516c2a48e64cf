-- Bank statement import (issue 28, item 5): staff upload a camt.053 statement or a bank's CSV; its credits are
-- matched to stays (app/domain/payments/statements/matching.ts) and kept here for review; accepting one records
-- it as a payment in the stay's ledger (payment_entries) in the same transaction.
--
-- The same wire is never recorded twice: each credit carries a fingerprint (the bank's reference, or its date,
-- amount, payer and text), and at most one credit per fingerprint is ever accepted — a unique index, so two
-- staff accepting the same credit (or the same credit of two imports of one statement) at once record it once.
-- A credit whose fingerprint is already accepted is stored as 'already-recorded' and never proposed again.
--
-- Staff read imports and credits; every staff member (agents too: they record payments) imports and accepts;
-- visitors nothing. Every write is in the history (the import's, and the payment in the stay's).
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create table public.statement_imports (
  id uuid primary key default gen_random_uuid(),
  file_name text not null check (char_length(file_name) between 1 and 255),
  format text not null check (format in ('camt.053', 'csv')),
  -- The account's IBAN or number when the file says; the currency when it has one only (a CSV's fixed one).
  account text check (account is null or char_length(account) between 1 and 100),
  currency text check (currency is null or currency ~ '^[A-Z]{3}$'),
  -- Credits read, and lines or entries skipped (debits, pending, unreadable); the states' counts are read live.
  credit_count integer not null check (credit_count >= 0),
  skipped_count integer not null default 0 check (skipped_count >= 0),
  imported_by uuid default auth.uid(),
  imported_at timestamptz not null default now()
);

create index statement_imports_at_idx on public.statement_imports (imported_at desc, id);

create table public.statement_credits (
  id uuid primary key default gen_random_uuid(),
  import_id uuid not null references public.statement_imports (id) on delete restrict,
  -- Its order in the file.
  position integer not null check (position >= 0),
  fingerprint text not null check (char_length(fingerprint) between 1 and 1000),
  amount bigint not null check (amount > 0),
  -- As the bank wrote it: a credit in a currency no stay is priced in is shown, never matched.
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  booked_on date not null,
  value_on date,
  payer text check (payer is null or char_length(payer) <= 500),
  remittance text not null default '' check (char_length(remittance) <= 4000),
  bank_reference text check (bank_reference is null or char_length(bank_reference) <= 500),
  -- The stay proposed (or assigned by staff), and how it was found.
  stay_id uuid references public.stays (id) on delete set null,
  matched_by text check (matched_by in ('reference', 'amount-and-name', 'staff')),
  state text not null check (state in ('proposed', 'unmatched', 'accepted', 'dismissed', 'already-recorded')),
  -- Why no stay was proposed: none fits, several do (ambiguous), or its reference's stay is in another currency.
  unmatched_reason text check (unmatched_reason in ('no-match', 'ambiguous', 'other-currency')),
  -- The ledger entry it became.
  payment_entry_id uuid unique references public.payment_entries (id) on delete restrict,
  decided_by uuid,
  decided_at timestamptz,
  unique (import_id, position),
  constraint statement_credits_accepted_entry check ((state = 'accepted') = (payment_entry_id is not null)),
  constraint statement_credits_proposed_stay check (state not in ('proposed', 'accepted') or stay_id is not null)
);

-- The rule: one accepted credit per fingerprint, whoever accepts it, whenever.
create unique index statement_credits_recorded_idx on public.statement_credits (fingerprint) where state = 'accepted';
create index statement_credits_import_idx on public.statement_credits (import_id, position);
create index statement_credits_fingerprint_idx on public.statement_credits (fingerprint);

-- A credit is stored proposed, unmatched or already recorded (when its fingerprint is accepted already, whatever
-- the server proposed); it is decided once (proposed or unmatched → accepted or dismissed), never changed after;
-- an accepted credit names the payment of its amount in its stay's ledger. Who and when, whatever is sent.
create function public.keep_statement_credit() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.state not in ('proposed', 'unmatched', 'already-recorded') or new.payment_entry_id is not null then
      raise exception 'A credit is imported proposed or unmatched'
        using errcode = 'check_violation', constraint = 'statement_credits_imported';
    end if;
    if exists (select 1 from public.statement_credits c where c.fingerprint = new.fingerprint and c.state = 'accepted') then
      new.state := 'already-recorded';
    end if;
    new.decided_by := null;
    new.decided_at := null;
    return new;
  end if;
  -- Its stay deleted (with its villa): a proposal no more.
  if new.stay_id is null and old.stay_id is not null and new.state = old.state and old.state <> 'accepted' then
    new.state := case when old.state = 'proposed' then 'unmatched' else old.state end;
    return new;
  end if;
  if old.state not in ('proposed', 'unmatched') or new.state not in ('accepted', 'dismissed') then
    raise exception 'A credit is decided once' using errcode = 'check_violation', constraint = 'statement_credits_decided';
  end if;
  if new.state = 'accepted' and not exists (
    select 1 from public.payment_entries e
     where e.id = new.payment_entry_id and e.stay_id = new.stay_id and e.kind = 'payment' and e.amount = new.amount
  ) then
    raise exception 'An accepted credit is a payment of its amount in its stay''s ledger'
      using errcode = 'check_violation', constraint = 'statement_credits_payment';
  end if;
  new.decided_by := auth.uid();
  new.decided_at := now();
  return new;
end;
$$;

create trigger statement_credits_keep before insert or update on public.statement_credits
  for each row execute function public.keep_statement_credit();

-- ---------------------------------------------------------------------------------------------
-- The server's calls
-- ---------------------------------------------------------------------------------------------

-- What matching needs: the stays that still owe money (the ledger's outstanding), and which of the statement's
-- fingerprints are recorded already. Staff only (row level security on what it reads).
create function public.statement_match_context(p_fingerprints jsonb) returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'stays', coalesce((
      select jsonb_agg(jsonb_build_object(
        'stayId', l.stay_id, 'reference', s.reference, 'currency', l.currency, 'guestName', coalesce(s.guest_name, ''),
        'outstanding', l.outstanding, 'nextAmount', l.next_amount) order by s.reference)
        from public.payment_ledgers l join public.stays s on s.id = l.stay_id
       where l.outstanding > 0
    ), '[]'::jsonb),
    'recorded', coalesce((
      select jsonb_agg(distinct c.fingerprint)
        from public.statement_credits c
       where c.state = 'accepted' and c.fingerprint in (select jsonb_array_elements_text(p_fingerprints))
    ), '[]'::jsonb)
  )
$$;

-- An import and its credits, in one transaction: its id.
create function public.record_statement_import(p_import jsonb) returns uuid
  language plpgsql security invoker set search_path = ''
as $$
declare
  new_id uuid;
  credit jsonb;
  n integer := 0;
begin
  insert into public.statement_imports (file_name, format, account, currency, credit_count, skipped_count)
  values (
    p_import ->> 'fileName', p_import ->> 'format', p_import ->> 'account', p_import ->> 'currency',
    jsonb_array_length(p_import -> 'credits'), coalesce((p_import ->> 'skipped')::integer, 0)
  )
  returning id into new_id;
  for credit in select * from jsonb_array_elements(p_import -> 'credits') loop
    insert into public.statement_credits (import_id, position, fingerprint, amount, currency, booked_on, value_on,
      payer, remittance, bank_reference, stay_id, matched_by, state, unmatched_reason)
    values (
      new_id, n, credit ->> 'fingerprint', (credit ->> 'amount')::bigint, credit ->> 'currency',
      (credit ->> 'bookedOn')::date, (credit ->> 'valueOn')::date, credit ->> 'payer',
      coalesce(credit ->> 'remittance', ''), credit ->> 'bankReference', (credit ->> 'stayId')::uuid,
      credit ->> 'matchedBy', credit ->> 'state', credit ->> 'unmatchedReason'
    );
    n := n + 1;
  end loop;
  return new_id;
end;
$$;

-- Accepts a credit: a bank transfer of its amount, from its payer, with the bank's reference, received on the
-- day the bank booked it (today, if the bank's day is ahead of the islands'), in the ledger of its stay — or of
-- the stay whose reference staff give — and the credit marked accepted with it, or nothing at all. Says how it
-- went: 'accepted', 'already-recorded' (this credit, or the same wire in another import), 'not-open'
-- (dismissed), 'no-stay', 'no-schedule', 'other-currency', 'not-found'.
create function public.accept_statement_credit(p_credit_id uuid, p_reference text default null) returns text
  language plpgsql security invoker set search_path = ''
as $$
declare
  c public.statement_credits;
  target uuid;
  schedule_currency text;
  entry uuid;
begin
  select * into c from public.statement_credits where id = p_credit_id for update;
  if not found then
    return 'not-found';
  end if;
  if c.state in ('accepted', 'already-recorded') then
    return 'already-recorded';
  end if;
  if c.state <> 'proposed' and c.state <> 'unmatched' then
    return 'not-open';
  end if;
  if nullif(btrim(p_reference), '') is not null then
    select s.id into target from public.stays s where s.reference = upper(btrim(p_reference));
  else
    target := c.stay_id;
  end if;
  if target is null then
    return 'no-stay';
  end if;
  select s.currency into schedule_currency from public.payment_schedules s where s.stay_id = target;
  if not found then
    return 'no-schedule';
  end if;
  if schedule_currency <> c.currency then
    return 'other-currency';
  end if;
  begin
    insert into public.payment_entries (stay_id, kind, amount, received_on, method, payer, bank_reference, note)
    values (
      target, 'payment', c.amount, least(c.booked_on, public.island_today()), 'bank-transfer',
      nullif(left(btrim(coalesce(c.payer, '')), 200), ''), nullif(left(btrim(coalesce(c.bank_reference, '')), 200), ''),
      nullif(left(btrim(c.remittance), 2000), '')
    )
    returning id into entry;
    update public.statement_credits
       set state = 'accepted', stay_id = target, payment_entry_id = entry,
           matched_by = case when target is distinct from c.stay_id then 'staff' else c.matched_by end
     where id = c.id;
  exception when unique_violation then
    -- The same wire accepted meanwhile (another import's credit): nothing of this attempt stays.
    return 'already-recorded';
  end;
  return 'accepted';
end;
$$;

-- Dismisses a proposed or unmatched credit (not a payment for a stay): false when it is decided already.
create function public.dismiss_statement_credit(p_credit_id uuid) returns boolean
  language plpgsql security invoker set search_path = ''
as $$
begin
  update public.statement_credits set state = 'dismissed'
   where id = p_credit_id and state in ('proposed', 'unmatched');
  return found;
end;
$$;

-- The imports, newest first, with who imported them and their credits' states counted now.
create function public.statement_import_list(p_limit integer) returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(item order by (item ->> 'importedAt') desc, item ->> 'id'), '[]'::jsonb)
    from (
      select jsonb_build_object(
        'id', i.id, 'fileName', i.file_name, 'format', i.format, 'account', i.account, 'currency', i.currency,
        'importedAt', i.imported_at, 'importedBy', coalesce(nullif(btrim(m.name), ''), m.email),
        'credits', i.credit_count, 'skipped', i.skipped_count,
        'proposed', count(c.id) filter (where c.state = 'proposed'),
        'unmatched', count(c.id) filter (where c.state = 'unmatched'),
        'accepted', count(c.id) filter (where c.state = 'accepted'),
        'dismissed', count(c.id) filter (where c.state = 'dismissed'),
        'alreadyRecorded', count(c.id) filter (where c.state = 'already-recorded')
      ) as item
        from public.statement_imports i
        left join public.staff_members m on m.user_id = i.imported_by
        left join public.statement_credits c on c.import_id = i.id
       group by i.id, m.name, m.email
       order by i.imported_at desc, i.id
       limit greatest(1, least(coalesce(p_limit, 50), 200))
    ) imports
$$;

-- One import for review: the import and each credit with its stay (reference, guest, what it owes today) and,
-- when the same wire was accepted in another import, that stay's reference. Null when there is no such import.
create function public.statement_import_review(p_import_id uuid) returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'import', jsonb_build_object(
      'id', i.id, 'fileName', i.file_name, 'format', i.format, 'account', i.account, 'currency', i.currency,
      'importedAt', i.imported_at, 'credits', i.credit_count, 'skipped', i.skipped_count),
    'credits', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', c.id, 'position', c.position, 'amount', c.amount, 'currency', c.currency, 'bookedOn', c.booked_on,
        'payer', c.payer, 'remittance', c.remittance, 'bankReference', c.bank_reference, 'state', c.state,
        'matchedBy', c.matched_by, 'unmatchedReason', c.unmatched_reason, 'stayId', c.stay_id, 'reference', s.reference, 'guestName', s.guest_name,
        'stayCurrency', l.currency, 'outstanding', l.outstanding, 'nextAmount', l.next_amount,
        'recordedIn', (
          select rs.reference from public.statement_credits r join public.stays rs on rs.id = r.stay_id
           where r.fingerprint = c.fingerprint and r.state = 'accepted' limit 1)
      ) order by c.position)
        from public.statement_credits c
        left join public.stays s on s.id = c.stay_id
        -- (A credit without a stay asks for a stay that does not exist: never every stay's ledger.)
        left join lateral public.payment_ledger(
          public.island_today(), coalesce(c.stay_id, '00000000-0000-0000-0000-000000000000'::uuid)) l on true
       where c.import_id = i.id
    ), '[]'::jsonb)
  )
    from public.statement_imports i
   where i.id = p_import_id
$$;

-- ---------------------------------------------------------------------------------------------
-- History: the import, each credit and its decision (the payment is in the stay's history)
-- ---------------------------------------------------------------------------------------------
create trigger statement_imports_audit after insert on public.statement_imports
  for each row execute function public.record_audit_event(
    '{"label": "file_name", "noise": ["imported_at", "imported_by"]}');
create trigger statement_credits_audit after insert or update on public.statement_credits
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "statement_imports", "column": "import_id"}, "label": "bank_reference", "noise": ["import_id", "position", "decided_by", "decided_at", "fingerprint"], "private": ["remittance"]}');

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security: staff only; nothing a visitor can read or write
-- ---------------------------------------------------------------------------------------------
alter table public.statement_imports enable row level security;
alter table public.statement_credits enable row level security;

revoke all on table public.statement_imports, public.statement_credits from public, anon, authenticated;

grant select, insert (file_name, format, account, currency, credit_count, skipped_count)
  on table public.statement_imports to authenticated;
grant select,
  insert (import_id, position, fingerprint, amount, currency, booked_on, value_on, payer, remittance, bank_reference,
          stay_id, matched_by, state, unmatched_reason),
  update (state, stay_id, matched_by, payment_entry_id)
  on table public.statement_credits to authenticated;
grant select, insert, update on table public.statement_imports, public.statement_credits to service_role;

create policy "statement_imports: staff read" on public.statement_imports
  for select to authenticated using ((select public.is_staff()));
create policy "statement_imports: staff import" on public.statement_imports
  for insert to authenticated with check ((select public.is_staff()) and imported_by = auth.uid());

create policy "statement_credits: staff read" on public.statement_credits
  for select to authenticated using ((select public.is_staff()));
create policy "statement_credits: staff import" on public.statement_credits
  for insert to authenticated with check ((select public.is_staff()));
create policy "statement_credits: staff decide" on public.statement_credits
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

revoke all on function public.keep_statement_credit() from public, anon, authenticated;
revoke all on function public.statement_match_context(jsonb), public.record_statement_import(jsonb),
  public.accept_statement_credit(uuid, text), public.dismiss_statement_credit(uuid),
  public.statement_import_list(integer), public.statement_import_review(uuid) from public, anon;
grant execute on function public.statement_match_context(jsonb), public.record_statement_import(jsonb),
  public.accept_statement_credit(uuid, text), public.dismiss_statement_credit(uuid),
  public.statement_import_list(integer), public.statement_import_review(uuid) to authenticated, service_role;
