-- What the agency spent on a villa (issue 29, item 3; docs/decisions/030-homeowners.md).
--
-- Each expense is a day, a category, a vendor, an amount in minor units with its currency, a note, the receipt
-- (a photo or a PDF, kept privately: `receipt` is its key in the private side of the media store), and whether
-- the homeowner is charged for it. The monthly statements (…_homeowner_statements.sql) charge the homeowner the
-- expenses of the month marked so, in the statement's currency.
--
-- Every active staff member reads and records expenses (agents record them from a phone, with a photo of the
-- receipt); owners and admins too. Visitors see nothing. Once a statement that counted an expense is issued, the
-- expense is frozen (the statements' migration says so): a correction is an adjustment on the next statement.
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create table public.homeowner_expenses (
  id uuid primary key default gen_random_uuid(),
  -- A villa with expenses is archived, not deleted: its past statements counted them.
  rental_id uuid not null references public.rentals (id),
  spent_on date not null,
  category text not null
    check (category in ('cleaning', 'pool', 'garden', 'repairs', 'utilities', 'supplies', 'other')),
  vendor text not null check (char_length(btrim(vendor)) between 1 and 200 and vendor !~ '[\r\n]'),
  -- Minor units (cents), positive: a refund from a vendor is an adjustment, not a negative expense.
  amount integer not null check (amount > 0 and amount <= 100000000),
  currency text not null check (currency in ('USD', 'EUR')),
  note text check (note is null or char_length(note) <= 2000),
  -- The receipt's key in the private media store: `<sha-256 hex>.<jpg|png|pdf>`; null when there is none yet.
  receipt text check (receipt is null or receipt ~ '^[0-9a-f]{64}\.(jpg|png|pdf)$'),
  charged_to_homeowner boolean not null default true,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid(),
  updated_at timestamptz not null default now()
);

create index homeowner_expenses_rental_idx on public.homeowner_expenses (rental_id, spent_on desc);
create index homeowner_expenses_spent_idx on public.homeowner_expenses (spent_on, rental_id);

create trigger homeowner_expenses_set_updated_at before update on public.homeowner_expenses
  for each row execute function public.set_updated_at();

create trigger homeowner_expenses_audit after insert or update or delete on public.homeowner_expenses
  for each row execute function public.record_audit_event('{"label": "vendor", "noise": ["created_at", "updated_at"]}');

alter table public.homeowner_expenses enable row level security;

revoke all on table public.homeowner_expenses from public, anon, authenticated;
grant select, delete on table public.homeowner_expenses to authenticated;
grant insert (rental_id, spent_on, category, vendor, amount, currency, note, receipt, charged_to_homeowner),
  update (rental_id, spent_on, category, vendor, amount, currency, note, receipt, charged_to_homeowner)
  on table public.homeowner_expenses to authenticated;
grant select on table public.homeowner_expenses to service_role;

create policy "homeowner_expenses: staff read" on public.homeowner_expenses
  for select to authenticated using ((select public.is_staff()));
create policy "homeowner_expenses: staff record" on public.homeowner_expenses
  for insert to authenticated with check ((select public.staff_role()) in ('owner', 'admin', 'agent'));
create policy "homeowner_expenses: staff correct" on public.homeowner_expenses
  for update to authenticated
  using ((select public.staff_role()) in ('owner', 'admin', 'agent'))
  with check ((select public.staff_role()) in ('owner', 'admin', 'agent'));
create policy "homeowner_expenses: staff remove" on public.homeowner_expenses
  for delete to authenticated using ((select public.staff_role()) in ('owner', 'admin', 'agent'));
