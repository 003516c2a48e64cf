-- Invoices numbered without gaps, and the agency's legal entities that issue them (issue 28, item 7;
-- docs/decisions/026-pdf-documents.md).
--
-- 1. public.legal_entities: the agency's legal details as its documents print them (name, address, registration
--    number — SIRET/RCS in Saint-Barthélemy, KvK in Sint Maarten —, VAT number, legal notice), the island each
--    one invoices for (null: all of them) and its invoice series' prefix. Owners and admins add and change them,
--    every member reads them; nobody deletes one (deactivate it: its invoices keep pointing at it).
-- 2. public.invoices: one row per invoice, append-only (French law: an issued invoice is never changed or
--    removed; a mistake is corrected by a credit note, a later kind). Each carries a snapshot of what it says —
--    the issuer's details, the lines, the total in minor units, the language — so it prints the same forever.
-- 3. public.issue_invoice: the only way an invoice is written. It takes the entity's next number from a counter
--    row (app_private.invoice_counters) with `update … set next_number = next_number + 1 returning …` in the
--    same transaction as the insert: a transaction that rolls back takes its number back with it (no hole), and
--    two issuers of one series queue on the counter row's lock (the second gets the next number once the first
--    has committed or rolled back). A sequence would leave gaps; max(number) + 1 would give two issuers one
--    number. Dates stay in order within a series (an invoice is never dated before the series' last one).
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- Legal entities
-- ---------------------------------------------------------------------------------------------
create table public.legal_entities (
  id uuid primary key default gen_random_uuid(),
  -- 'Island Estates SAS', as registered.
  name text not null check (char_length(btrim(name)) between 1 and 200),
  -- Postal address, one line per line.
  address text not null default '' check (char_length(address) <= 500),
  -- SIRET / RCS (Saint-Barthélemy), KvK (Sint Maarten): printed on every document.
  registration_number text not null default '' check (char_length(registration_number) <= 100),
  vat_number text check (vat_number is null or char_length(vat_number) between 1 and 50),
  email text check (email is null or char_length(email) between 3 and 320),
  phone text check (phone is null or char_length(phone) <= 50),
  -- What the law asks printed at the foot of an invoice (share capital, a VAT exemption's article, late fees).
  legal_notice text not null default '' check (char_length(legal_notice) <= 1000),
  -- The island whose stays it invoices; null: every island.
  island text check (island is null or island in ('Saint Barthélemy', 'Sint Maarten')),
  -- Its invoice series: 'IE-SBH' numbers invoices IE-SBH-000001, IE-SBH-000002, …
  invoice_prefix text not null unique check (invoice_prefix ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$' and char_length(invoice_prefix) <= 20),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One active entity per island (and one for all islands): the one a stay's invoice is issued by.
create unique index legal_entities_active_island_idx on public.legal_entities (coalesce(island, '')) where active;

create trigger legal_entities_set_updated_at before update on public.legal_entities
  for each row execute function public.set_updated_at();

create trigger legal_entities_audit after insert or update or delete on public.legal_entities
  for each row execute function public.record_audit_event('{"label": "name", "noise": ["created_at", "updated_at"]}');

-- ---------------------------------------------------------------------------------------------
-- Invoice counters: the next number of each series, readable and writable by no API role
-- ---------------------------------------------------------------------------------------------
create schema if not exists app_private;
revoke all on schema app_private from public;

create table app_private.invoice_counters (
  legal_entity_id uuid primary key references public.legal_entities (id) on delete restrict,
  next_number integer not null default 1 check (next_number > 0),
  -- The date of the series' last invoice: the next one may not be dated before it.
  last_issued_on date
);
revoke all on table app_private.invoice_counters from public;

-- Every entity has its counter from the start, so issuing only ever updates a row that exists (and locks it).
create function app_private.create_invoice_counter() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into app_private.invoice_counters (legal_entity_id) values (new.id);
  return null;
end;
$$;
revoke all on function app_private.create_invoice_counter() from public;

create trigger legal_entities_invoice_counter after insert on public.legal_entities
  for each row execute function app_private.create_invoice_counter();

-- ---------------------------------------------------------------------------------------------
-- Invoices
-- ---------------------------------------------------------------------------------------------
create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  legal_entity_id uuid not null references public.legal_entities (id) on delete restrict,
  -- The series' prefix when it was issued (a prefix changed later does not renumber it).
  series text not null,
  number integer not null check (number > 0),
  -- 'IE-SBH-000042': what the invoice prints and the guest quotes (app/domain/payments/documents.ts says the same).
  reference text generated always as (
    series || '-' || case when number < 1000000 then lpad(number::text, 6, '0') else number::text end
  ) stored,
  stay_id uuid not null references public.stays (id) on delete restrict,
  -- Later: 'credit-note' (a correction is a new document, never an edit).
  kind text not null default 'invoice' check (kind in ('invoice')),
  issued_on date not null,
  currency text not null check (currency in ('USD', 'EUR')),
  -- Minor units (cents): the lines' amounts add up to it.
  total bigint not null,
  -- [{ "label": text, "amount": minor units, "kind": "charge" | "tax" }], as printed.
  lines jsonb not null check (jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) between 1 and 100),
  -- The issuer's legal details as printed (the entity's row at the time).
  issuer jsonb not null check (jsonb_typeof(issuer) = 'object'),
  language text not null check (language in ('en', 'fr')),
  created_at timestamptz not null default now(),
  issued_by uuid default auth.uid(),
  unique (legal_entity_id, number)
);

create index invoices_stay_idx on public.invoices (stay_id, issued_on, number);
create index invoices_issued_idx on public.invoices (issued_on desc, legal_entity_id, number desc);

-- An issued invoice is a record: never changed nor removed, whoever asks.
create function public.keep_invoices() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  raise exception 'An issued invoice cannot be changed or deleted' using errcode = 'insufficient_privilege';
end;
$$;
revoke all on function public.keep_invoices() from public, anon, authenticated;

create trigger invoices_append_only before update or delete on public.invoices
  for each statement execute function public.keep_invoices();
create trigger invoices_no_truncate before truncate on public.invoices
  for each statement execute function public.keep_invoices();

create trigger invoices_audit after insert or update or delete on public.invoices
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "stays", "column": "stay_id"}, "label": "reference", "noise": ["created_at", "issued_by", "stay_id", "legal_entity_id", "reference", "series", "issuer", "lines"]}');

-- ---------------------------------------------------------------------------------------------
-- Issuing: the next number of the series, without gaps
-- ---------------------------------------------------------------------------------------------
create function public.issue_invoice(p_stay_id uuid, p_legal_entity_id uuid, p_issued_on date, p_currency text,
                                     p_total bigint, p_lines jsonb, p_language text)
  returns public.invoices
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  entity public.legal_entities;
  stay_island text;
  taken integer;
  line jsonb;
  sum_of_lines bigint := 0;
  issued public.invoices;
begin
  -- Staff (any active member) and the server's jobs; nobody else.
  if public.staff_role() is null and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only staff issue invoices' using errcode = 'insufficient_privilege';
  end if;

  select * into entity from public.legal_entities where id = p_legal_entity_id;
  if not found or not entity.active then
    raise exception 'No active legal entity %', p_legal_entity_id using errcode = 'check_violation',
      constraint = 'invoices_active_entity';
  end if;

  select r.island into stay_island
    from public.stays s join public.rentals r on r.id = s.rental_id
   where s.id = p_stay_id and s.source in ('website', 'staff');
  if not found then
    raise exception 'No guest stay %', p_stay_id using errcode = 'foreign_key_violation', constraint = 'invoices_stay_id_fkey';
  end if;
  if entity.island is not null and entity.island <> stay_island then
    raise exception 'The legal entity of % does not invoice stays on %', entity.island, stay_island
      using errcode = 'check_violation', constraint = 'invoices_entity_island';
  end if;

  if p_lines is null or jsonb_typeof(p_lines) <> 'array' then
    raise exception 'Invoice lines must be an array' using errcode = 'check_violation', constraint = 'invoices_lines';
  end if;
  for line in select value from jsonb_array_elements(p_lines) loop
    if jsonb_typeof(line -> 'amount') <> 'number' or (line ->> 'amount') !~ '^-?[0-9]+$'
       or coalesce(btrim(line ->> 'label'), '') = '' or coalesce(line ->> 'kind', '') not in ('charge', 'tax') then
      raise exception 'An invoice line is a label, an amount in minor units and a kind' using errcode = 'check_violation',
        constraint = 'invoices_lines';
    end if;
    sum_of_lines := sum_of_lines + (line ->> 'amount')::bigint;
  end loop;
  if p_total is null or sum_of_lines <> p_total then
    raise exception 'The lines add up to %, not %', sum_of_lines, p_total using errcode = 'check_violation',
      constraint = 'invoices_total';
  end if;
  if p_issued_on is null or p_issued_on > public.island_today() then
    raise exception 'An invoice is dated today or earlier' using errcode = 'check_violation', constraint = 'invoices_issued_on';
  end if;

  -- The number: this row stays locked until the transaction ends, so the next issuer of the series waits here
  -- and then reads the number after ours (the row is read again once the lock is ours); a rollback undoes the
  -- increment with the insert, so no number is ever skipped. An invoice dated before the series' last one
  -- matches no row.
  update app_private.invoice_counters c
     set next_number = c.next_number + 1, last_issued_on = p_issued_on
   where c.legal_entity_id = entity.id and (c.last_issued_on is null or c.last_issued_on <= p_issued_on)
  returning c.next_number - 1 into taken;
  if taken is null then
    raise exception 'An invoice of this series cannot be dated before its last one' using errcode = 'check_violation',
      constraint = 'invoices_issued_on_order';
  end if;

  insert into public.invoices (legal_entity_id, series, number, stay_id, kind, issued_on, currency, total, lines,
                               issuer, language)
  values (entity.id, entity.invoice_prefix, taken, p_stay_id, 'invoice', p_issued_on, p_currency, p_total, p_lines,
          jsonb_build_object('name', entity.name, 'address', entity.address,
                             'registrationNumber', entity.registration_number, 'vatNumber', entity.vat_number,
                             'email', entity.email, 'phone', entity.phone, 'legalNotice', entity.legal_notice,
                             'island', entity.island),
          p_language)
  returning * into issued;
  return issued;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security: staff read both tables; owners and admins add and change entities;
-- invoices are written by issue_invoice only; the service role (row level security bypassed) reads them for
-- the server's jobs. Visitors get nothing (a guest's invoice reaches them as a PDF
-- drawn by the server).
-- ---------------------------------------------------------------------------------------------
alter table public.legal_entities enable row level security;
alter table public.invoices enable row level security;

revoke all on table public.legal_entities, public.invoices from public, anon, authenticated, service_role;

grant select on table public.legal_entities, public.invoices to authenticated, service_role;
grant insert (name, address, registration_number, vat_number, email, phone, legal_notice, island, invoice_prefix, active)
  on table public.legal_entities to authenticated;
grant update (name, address, registration_number, vat_number, email, phone, legal_notice, island, invoice_prefix, active)
  on table public.legal_entities to authenticated;

create policy "legal_entities: staff read" on public.legal_entities
  for select to authenticated using ((select public.is_staff()));
create policy "legal_entities: owners and admins add" on public.legal_entities
  for insert to authenticated with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "legal_entities: owners and admins change" on public.legal_entities
  for update to authenticated
  using ((select public.staff_role()) in ('owner', 'admin')) with check ((select public.staff_role()) in ('owner', 'admin'));

create policy "invoices: staff read" on public.invoices
  for select to authenticated using ((select public.is_staff()));

-- Functions are executable by everyone unless revoked (and Supabase grants new ones to its API roles).
revoke all on function public.issue_invoice(uuid, uuid, date, text, bigint, jsonb, text) from public, anon, authenticated;
grant execute on function public.issue_invoice(uuid, uuid, date, text, bigint, jsonb, text) to authenticated, service_role;
