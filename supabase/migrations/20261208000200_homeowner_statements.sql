-- Homeowners' monthly statements (issue 29, items 4 and 7; docs/decisions/032-homeowner-statements.md;
-- app/domain/homeowners/statement-states.ts).
--
-- What the agency owes each homeowner at the end of a month, per homeowner and currency, on an accrual basis:
--
-- 1. homeowner_platform_amounts: stays booked on Airbnb, Vrbo or Booking.com reach us as calendar blocks
--    (stays.source = 'feed'); staff enter what the platform pays for each, so no revenue is missing.
-- 2. homeowner_payouts: the money the agency sent a homeowner (append-only: a mistake is an adjustment).
-- 3. homeowner_statement_adjustments: a line staff add to a month not yet issued (a refund from a vendor, …).
-- 4. homeowner_statements: draft → issued → sent → paid. A draft is recomputed or deleted at will; issued, its
--    lines and balances are frozen for ever; a later change to a month already issued (a stay cancelled, an
--    amount entered late) appears as a correction line on the next statement drafted.
-- 5. management_agreements.cancellation_share: how what a cancelled stay retained is shared.
--
-- THE figures come from one function, homeowner_statement_lines(homeowner, month, currency): the month's own
-- lines (homeowner_month_lines) and the corrections of the months already issued. The server and the PDF read
-- it; nothing else computes money. Rounding (integer minor units, half away from zero, like commissionOn in
-- app/domain/homeowners/agreements.ts) happens in exactly these places, so every total adds up to the cent:
--   a. a night's accommodation: each quote line's amount spread over its nights cumulatively
--      (night j of n gets round(A·j/n) − round(A·(j−1)/n)), so a line's nights add up to the line exactly; a
--      platform's amount likewise over the stay's nights; the quote's services over the stay's nights per segment;
--   b. the commission of a segment (a stay's nights in the month under one agreement and one ownership period):
--      percent_of(base, hundredths of a percent), on the villa's whole amounts;
--   c. a co-owner's share of each line (accommodation, services, commission, expense, …): percent_of(line, share).
-- A statement's total is the plain sum of its lines; closing = opening + total; opening = the previous
-- statement's closing (0 for the first). Co-owners' shares may differ from the villa's figure by a cent each.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- Integer percentages
-- ---------------------------------------------------------------------------------------------

-- `p_amount` × `p_hundredths` / 10 000, half away from zero, in integers only (percentOf in agreements.ts).
create function public.homeowner_percent_of(p_amount bigint, p_hundredths bigint) returns bigint
  language sql immutable strict set search_path = ''
as $$
  select sign(p_amount)::bigint * ((abs(p_amount) * p_hundredths + 5000) / 10000)
$$;

-- ---------------------------------------------------------------------------------------------
-- How a cancelled stay's retained amount is shared
-- ---------------------------------------------------------------------------------------------

-- 'as-accommodation' (the default): what the guest forfeited is earned like accommodation — the homeowner gets it
-- less the agreement's commission. 'agency': the agency keeps it all (its cancellation handling fee).
-- Existing agreements take the default without an update: the append-only trigger is not involved.
alter table public.management_agreements
  add column cancellation_share text not null default 'as-accommodation'
    check (cancellation_share in ('as-accommodation', 'agency'));

grant insert (cancellation_share), update (cancellation_share) on table public.management_agreements to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Platform amounts of stays known only as calendar blocks
-- ---------------------------------------------------------------------------------------------
create table public.homeowner_platform_amounts (
  stay_id uuid primary key references public.stays (id) on delete cascade,
  platform text not null check (platform in ('airbnb', 'vrbo', 'booking.com', 'other')),
  -- What the platform pays the agency for the stay (its payout, net of the platform's fees), minor units.
  amount bigint not null check (amount >= 0 and amount <= 10000000000),
  currency text not null check (currency in ('USD', 'EUR')),
  note text check (note is null or char_length(note) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  recorded_by uuid default auth.uid()
);

-- Only a stay booked on a platform (a feed's block) has a platform amount.
create function public.check_homeowner_platform_amount() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if not exists (select 1 from public.stays s where s.id = new.stay_id and s.source = 'feed') then
    raise exception 'Only a stay booked on a platform (a calendar feed''s block) has a platform amount'
      using errcode = 'check_violation', constraint = 'homeowner_platform_amounts_feed_stay';
  end if;
  new.recorded_by := auth.uid();
  return new;
end;
$$;

create trigger homeowner_platform_amounts_check before insert or update on public.homeowner_platform_amounts
  for each row execute function public.check_homeowner_platform_amount();
create trigger homeowner_platform_amounts_set_updated_at before update on public.homeowner_platform_amounts
  for each row execute function public.set_updated_at();
create trigger homeowner_platform_amounts_audit after insert or update or delete on public.homeowner_platform_amounts
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "stays", "column": "stay_id"}, "key": "stay_id", "name": "Platform amount", "noise": ["created_at", "updated_at", "recorded_by", "stay_id"]}');

-- ---------------------------------------------------------------------------------------------
-- Statements (declared before payouts and adjustments, which refer to them)
-- ---------------------------------------------------------------------------------------------
create table public.homeowner_statements (
  id uuid primary key default gen_random_uuid(),
  -- A homeowner with statements is kept (foreign key restricts).
  homeowner_id uuid not null references public.homeowners (id),
  currency text not null check (currency in ('USD', 'EUR')),
  -- The month, as its first day.
  month date not null check (extract(day from month) = 1),
  status text not null default 'draft' check (status in ('draft', 'issued', 'sent', 'paid')),
  opening_balance bigint not null default 0,
  -- The sum of the lines' amounts; closing = opening + total: what the agency owes the homeowner (negative: what
  -- the homeowner owes the agency).
  total bigint not null default 0,
  closing_balance bigint not null default 0,
  -- homeowner_statement_lines' rows, as JSON objects, in their order: recomputed while a draft, frozen once issued.
  lines jsonb not null default '[]'::jsonb check (jsonb_typeof(lines) = 'array'),
  computed_at timestamptz not null default now(),
  issued_at timestamptz,
  issued_by uuid,
  sent_at timestamptz,
  paid_at timestamptz,
  payout_id uuid,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid(),
  constraint homeowner_statements_one_per_month unique (homeowner_id, currency, month),
  constraint homeowner_statements_closing check (closing_balance = opening_balance + total),
  constraint homeowner_statements_issued check ((status = 'draft') = (issued_at is null)),
  constraint homeowner_statements_sent check ((status in ('sent', 'paid')) = (sent_at is not null)),
  constraint homeowner_statements_paid check ((status = 'paid') = (paid_at is not null and payout_id is not null))
);

create index homeowner_statements_month_idx on public.homeowner_statements (month, status);

-- ---------------------------------------------------------------------------------------------
-- Payouts
-- ---------------------------------------------------------------------------------------------
create table public.homeowner_payouts (
  id uuid primary key default gen_random_uuid(),
  homeowner_id uuid not null references public.homeowners (id),
  -- The islands' day the money left.
  paid_on date not null,
  amount bigint not null check (amount > 0 and amount <= 10000000000),
  currency text not null check (currency in ('USD', 'EUR')),
  -- The bank transfer's reference.
  reference text not null check (char_length(btrim(reference)) between 1 and 200 and reference !~ '[\r\n]'),
  note text check (note is null or char_length(note) <= 2000),
  -- The statement it paid, when it paid one.
  statement_id uuid references public.homeowner_statements (id),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid()
);

create index homeowner_payouts_homeowner_idx on public.homeowner_payouts (homeowner_id, paid_on desc);
create unique index homeowner_payouts_statement_idx on public.homeowner_payouts (statement_id)
  where statement_id is not null;

alter table public.homeowner_statements
  add constraint homeowner_statements_payout_fk foreign key (payout_id) references public.homeowner_payouts (id);

-- Who recorded it and when are the database's (the agreements' stamp, …_homeowners.sql: the same two columns).
create trigger homeowner_payouts_stamp before insert on public.homeowner_payouts
  for each row execute function public.stamp_management_agreement();
create trigger homeowner_payouts_audit after insert or update or delete on public.homeowner_payouts
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "homeowners", "column": "homeowner_id"}, "label": "reference", "noise": ["created_at", "created_by", "homeowner_id"]}');

-- ---------------------------------------------------------------------------------------------
-- Adjustments
-- ---------------------------------------------------------------------------------------------
create table public.homeowner_statement_adjustments (
  id uuid primary key default gen_random_uuid(),
  homeowner_id uuid not null references public.homeowners (id),
  currency text not null check (currency in ('USD', 'EUR')),
  month date not null check (extract(day from month) = 1),
  -- The villa it is about, when it is about one.
  rental_id uuid references public.rentals (id),
  -- Signed minor units: positive is owed to the homeowner.
  amount bigint not null check (amount <> 0 and abs(amount) <= 10000000000),
  label text not null check (char_length(btrim(label)) between 1 and 200 and label !~ '[\r\n]'),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid()
);

create index homeowner_statement_adjustments_idx on public.homeowner_statement_adjustments (homeowner_id, currency, month);

-- An adjustment belongs to a month not issued yet; a month issued is corrected by an adjustment on a later one.
create function public.keep_homeowner_statement_adjustments() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  the_row public.homeowner_statement_adjustments := case when tg_op = 'DELETE' then old else new end;
begin
  if exists (select 1 from public.homeowner_statements s
              where s.homeowner_id = the_row.homeowner_id and s.currency = the_row.currency
                and s.month = the_row.month and s.status <> 'draft') then
    raise exception 'That month''s statement is issued: add the adjustment to a later month'
      using errcode = 'check_violation', constraint = 'homeowner_statement_adjustments_month_open';
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.created_by := auth.uid();
  end if;
  return the_row;
end;
$$;

create trigger homeowner_statement_adjustments_kept before insert or delete on public.homeowner_statement_adjustments
  for each row execute function public.keep_homeowner_statement_adjustments();
create trigger homeowner_statement_adjustments_audit after insert or update or delete
  on public.homeowner_statement_adjustments
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "homeowners", "column": "homeowner_id"}, "label": "label", "noise": ["created_at", "created_by", "homeowner_id"]}');

-- ---------------------------------------------------------------------------------------------
-- The statement's states (app/domain/homeowners/statement-states.ts says the same; a test tries every pair)
-- ---------------------------------------------------------------------------------------------

-- draft → issued → sent → paid. A draft is recomputed (its figures rewritten) or deleted; an issued statement is
-- frozen: only its next step changes it (its time stamp, and the payout that paid it). The figures always add
-- up: total is the sum of the lines, closing = opening + total (a check above).
create function public.keep_homeowner_statements() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  kept text[] := array['status', 'sent_at', 'paid_at', 'payout_id'];
begin
  if tg_op = 'DELETE' then
    if old.status = 'draft' then
      return old;
    end if;
    raise exception 'An issued statement is never removed' using errcode = 'insufficient_privilege';
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'draft' then
      raise exception 'A statement begins as a draft'
        using errcode = 'check_violation', constraint = 'homeowner_statements_status_transition';
    end if;
    new.created_at := now();
    new.created_by := auth.uid();
    new.issued_at := null;
    new.issued_by := null;
  else
    new.created_at := old.created_at;
    new.created_by := old.created_by;
    if (new.homeowner_id, new.currency, new.month) is distinct from (old.homeowner_id, old.currency, old.month) then
      raise exception 'A statement stays the one of its homeowner, currency and month'
        using errcode = 'insufficient_privilege';
    end if;
    if new.status is distinct from old.status
       and (old.status, new.status) not in (('draft', 'issued'), ('issued', 'sent'), ('sent', 'paid')) then
      raise exception 'A % statement cannot become %', old.status, new.status
        using errcode = 'check_violation', constraint = 'homeowner_statements_status_transition';
    end if;
    if old.status <> 'draft' and (to_jsonb(new) - kept) is distinct from (to_jsonb(old) - kept) then
      raise exception 'An issued statement is frozen: a correction appears on the next statement'
        using errcode = 'insufficient_privilege';
    end if;
    if old.status = new.status and old.status <> 'draft' then
      raise exception 'An issued statement is frozen: a correction appears on the next statement'
        using errcode = 'insufficient_privilege';
    end if;
    if new.status = 'issued' and old.status = 'draft' then
      new.issued_at := now();
      new.issued_by := auth.uid();
    elsif new.status = 'sent' and old.status = 'issued' then
      new.sent_at := now();
    elsif new.status = 'paid' and old.status = 'sent' then
      new.paid_at := now();
    end if;
  end if;
  if new.total is distinct from (select coalesce(sum((l ->> 'amount')::bigint), 0) from jsonb_array_elements(new.lines) l) then
    raise exception 'A statement''s total is the sum of its lines'
      using errcode = 'check_violation', constraint = 'homeowner_statements_total';
  end if;
  if new.status = 'draft' then
    new.computed_at := now();
  end if;
  return new;
end;
$$;

create trigger homeowner_statements_kept before insert or update or delete on public.homeowner_statements
  for each row execute function public.keep_homeowner_statements();
create trigger homeowner_statements_audit after insert or update or delete on public.homeowner_statements
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "homeowners", "column": "homeowner_id"}, "name": "Statement", "noise": ["created_at", "created_by", "computed_at", "homeowner_id", "issued_by"], "private": ["lines"]}');

-- ---------------------------------------------------------------------------------------------
-- What an issued month protects
-- ---------------------------------------------------------------------------------------------

-- An expense counted in an issued statement is never changed or removed (its statement printed it); a
-- correction is an adjustment. An expense not counted (not charged, or in a month not issued) may be.
create function public.keep_counted_homeowner_expenses() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.homeowner_statements s
              where s.status <> 'draft' and s.currency = old.currency
                and s.month = date_trunc('month', old.spent_on)::date
                and s.lines @> jsonb_build_array(jsonb_build_object('kind', 'expense', 'source_id', old.id))) then
    raise exception 'This expense is counted in an issued statement: correct it with an adjustment'
      using errcode = 'insufficient_privilege';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger homeowner_expenses_counted_kept before update or delete on public.homeowner_expenses
  for each row execute function public.keep_counted_homeowner_expenses();

-- A new agreement (or a future one moved) never starts inside or before a month already issued for its villa:
-- it would rewrite a month the homeowner was sent. Whose villa it was that month says which statements count.
create function public.refuse_backdated_management_agreement() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  issued_month date;
begin
  select s.month into issued_month
    from public.homeowner_statements s
    join public.homeowner_listings hl
      on hl.homeowner_id = s.homeowner_id and hl.rental_id = new.rental_id
     and hl.owned_from < (s.month + interval '1 month')::date and (hl.owned_to is null or hl.owned_to > s.month)
   where s.status <> 'draft' and (s.month + interval '1 month')::date > new.effective_from
   order by s.month desc
   limit 1;
  if issued_month is not null then
    raise exception 'The statement of % is issued for this villa: an agreement may only start after that month',
      to_char(issued_month, 'FMMonth YYYY')
      using errcode = 'check_violation', constraint = 'management_agreements_after_issued_months';
  end if;
  return new;
end;
$$;

create trigger management_agreements_after_issued_months before insert or update of effective_from
  on public.management_agreements
  for each row execute function public.refuse_backdated_management_agreement();

-- ---------------------------------------------------------------------------------------------
-- The figures
-- ---------------------------------------------------------------------------------------------

-- A month's own lines for a homeowner in a currency (the corrections of earlier months apart). Signed minor units,
-- positive owed to the homeowner. Kinds: accommodation, services, platform, cancellation, commission, expense,
-- payout, adjustment. Runs with the caller's rights (staff read everything it reads).
create function public.homeowner_month_lines(p_homeowner uuid, p_month date, p_currency text)
  returns table (
    kind text, day date, rental_id uuid, rental text, stay_id uuid, reference text, nights integer, base bigint,
    percent numeric, share_percent numeric, amount bigint, source_id uuid, for_month date)
  language sql stable set search_path = ''
as $$
  with bounds as (
    select date_trunc('month', p_month)::date as m_start, (date_trunc('month', p_month) + interval '1 month')::date as m_end
  ),
  -- The homeowner's periods of their villas that touch the month.
  owned as (
    select hl.rental_id, hl.owned_from, hl.owned_to, coalesce(hl.share_percent, 100) as share
      from public.homeowner_listings hl, bounds b
     where hl.homeowner_id = p_homeowner and hl.rental_id is not null
       and hl.owned_from < b.m_end and (hl.owned_to is null or hl.owned_to > b.m_start)
  ),
  villas as (select distinct o.rental_id from owned o),
  -- The stays whose nights earn: guests' confirmed stays, priced by their quote (whole units), and platforms'
  -- stays (feed blocks not cancelled) with the amount staff entered (minor units).
  earning as (
    select s.id, s.rental_id, s.reference, s.check_in, (s.check_out - s.check_in) as n, s.source = 'feed' as platform,
           s.quote, pa.amount as platform_amount,
           case when s.source = 'feed' then 0
                else coalesce(round((s.quote #>> '{serviceFee,amount}')::numeric * 100), 0)::bigint end as services
      from public.stays s
      join villas v on v.rental_id = s.rental_id
      cross join bounds b
      left join public.payment_schedules ps on ps.stay_id = s.id
      left join public.homeowner_platform_amounts pa on pa.stay_id = s.id
     where s.check_in < b.m_end and s.check_out > b.m_start
       and ((s.source in ('website', 'staff') and s.status = 'confirmed'
             and coalesce(ps.currency, s.quote ->> 'currency', 'USD') = p_currency)
         or (s.source = 'feed' and s.status <> 'cancelled' and pa.currency = p_currency))
  ),
  -- The quote's lines (runs of nights at one rate, in order), in minor units; a quote without lines is one line
  -- of its accommodation; a platform's amount is one line over the whole stay.
  price_lines as (
    select e.id, l.ord, (l.line ->> 'nights')::int as line_nights,
           round((l.line ->> 'amount')::numeric * 100)::bigint as line_amount,
           coalesce(sum((l.line ->> 'nights')::int) over (partition by e.id order by l.ord
                      rows between unbounded preceding and 1 preceding), 0)::int as first_index
      from earning e
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(e.quote -> 'lines') = 'array' and jsonb_array_length(e.quote -> 'lines') > 0
             then e.quote -> 'lines'
             else jsonb_build_array(jsonb_build_object('nights', e.n, 'amount', coalesce(e.quote ->> 'accommodation', '0')))
        end) with ordinality as l(line, ord)
     where not e.platform
    union all
    select e.id, 1, e.n, e.platform_amount, 0 from earning e where e.platform
  ),
  -- Each night: its index in the stay and its amount (rounding a).
  priced_nights as (
    select p.id, p.first_index + j - 1 as night_index,
           (round(p.line_amount::numeric * j / p.line_nights) - round(p.line_amount::numeric * (j - 1) / p.line_nights))::bigint
             as amount
      from price_lines p
      cross join lateral generate_series(1, greatest(p.line_nights, 0)) as j
  ),
  -- The month's nights with whose they were and the agreement in force on each.
  placed as (
    select e.id, e.rental_id, e.reference, e.platform, e.n, e.services, pn.night_index, e.check_in + pn.night_index as night,
           pn.amount, o.owned_from, o.share, a.id as agreement_id, a.commission_percent, a.commission_base,
           a.services_treatment
      from priced_nights pn
      join earning e on e.id = pn.id
      cross join bounds b
      join owned o on o.rental_id = e.rental_id and o.owned_from <= e.check_in + pn.night_index
                  and (o.owned_to is null or o.owned_to > e.check_in + pn.night_index)
      cross join lateral public.management_agreement_on(e.rental_id, e.check_in + pn.night_index) a
     where pn.night_index < e.n and e.check_in + pn.night_index >= b.m_start and e.check_in + pn.night_index < b.m_end
  ),
  -- Segments: a stay's nights in the month under one agreement and one ownership period (consecutive nights).
  segments as (
    select p.id, p.rental_id, p.reference, p.platform, p.agreement_id, p.owned_from,
           min(p.night) as day, count(*)::int as nights, min(p.night_index) as first_index,
           max(p.night_index) + 1 as end_index, max(p.n) as n, sum(p.amount)::bigint as accommodation,
           max(p.services) as stay_services, max(p.commission_percent) as commission_percent,
           max(p.commission_base) as commission_base, max(p.services_treatment) as services_treatment,
           max(p.share) as share
      from placed p
     group by p.id, p.rental_id, p.reference, p.platform, p.agreement_id, p.owned_from
  ),
  -- The services' part of the segment (rounding a) and the commission on the villa's amounts (rounding b).
  figured as (
    select s.*, x.services,
           public.homeowner_percent_of(
             s.accommodation + case when s.commission_base = 'accommodation-and-services' then x.services else 0 end,
             round(s.commission_percent * 100)::bigint) as commission,
           s.accommodation + case when s.commission_base = 'accommodation-and-services' then x.services else 0 end
             as commission_base_amount
      from segments s
      cross join lateral (
        select (round(s.stay_services::numeric * s.end_index / s.n) - round(s.stay_services::numeric * s.first_index / s.n))::bigint
          as services) x
  ),
  -- What a cancelled stay retained, in the month it was cancelled, shared as the agreement in force that day says.
  cancelled as (
    select s.id, s.rental_id, s.reference, ps.closed_on, ps.retained, o.share, a.commission_percent
      from public.stays s
      join villas v on v.rental_id = s.rental_id
      join public.payment_schedules ps on ps.stay_id = s.id
      cross join bounds b
      join owned o on o.rental_id = s.rental_id and o.owned_from <= ps.closed_on
                  and (o.owned_to is null or o.owned_to > ps.closed_on)
      cross join lateral public.management_agreement_on(s.rental_id, ps.closed_on) a
     where s.status = 'cancelled' and ps.retained > 0 and ps.currency = p_currency
       and ps.closed_on >= b.m_start and ps.closed_on < b.m_end and a.cancellation_share = 'as-accommodation'
  ),
  lines as (
    -- Stays' accommodation (guests') or platform amounts, with the nights in the month.
    select case when f.platform then 'platform' else 'accommodation' end as kind, f.day, f.rental_id, f.id as stay_id,
           f.reference, f.nights, null::bigint as base, null::numeric as percent, f.share,
           public.homeowner_percent_of(f.accommodation, round(f.share * 100)::bigint) as amount, null::uuid as source_id,
           1 as rank
      from figured f
    union all
    select 'services', f.day, f.rental_id, f.id, f.reference, f.nights, null, null, f.share,
           public.homeowner_percent_of(f.services, round(f.share * 100)::bigint), null, 2
      from figured f
     where f.services_treatment = 'passed-to-homeowner' and f.services <> 0
    union all
    select 'commission', f.day, f.rental_id, f.id, f.reference, f.nights, f.commission_base_amount, f.commission_percent,
           f.share, -public.homeowner_percent_of(f.commission, round(f.share * 100)::bigint), f.agreement_id, 3
      from figured f
     where f.commission <> 0
    union all
    select 'cancellation', c.closed_on, c.rental_id, c.id, c.reference, null, null, null, c.share,
           public.homeowner_percent_of(c.retained, round(c.share * 100)::bigint), null, 1
      from cancelled c
    union all
    select 'commission', c.closed_on, c.rental_id, c.id, c.reference, null, c.retained, c.commission_percent, c.share,
           -public.homeowner_percent_of(public.homeowner_percent_of(c.retained, round(c.commission_percent * 100)::bigint),
                                        round(c.share * 100)::bigint), null, 3
      from cancelled c
     where public.homeowner_percent_of(c.retained, round(c.commission_percent * 100)::bigint) <> 0
    union all
    -- Expenses charged to the homeowner, by the day spent (a co-owner their share).
    select 'expense', e.spent_on, e.rental_id, null, e.vendor, null, e.amount, null, o.share,
           -public.homeowner_percent_of(e.amount::bigint, round(o.share * 100)::bigint), e.id, 4
      from public.homeowner_expenses e
      cross join bounds b
      join owned o on o.rental_id = e.rental_id and o.owned_from <= e.spent_on
                  and (o.owned_to is null or o.owned_to > e.spent_on)
     where e.charged_to_homeowner and e.currency = p_currency and e.spent_on >= b.m_start and e.spent_on < b.m_end
    union all
    -- Adjustments staff added to the month.
    select 'adjustment', b.m_start, a.rental_id, null, a.label, null, null, null, null, a.amount, a.id, 5
      from public.homeowner_statement_adjustments a, bounds b
     where a.homeowner_id = p_homeowner and a.currency = p_currency and a.month = b.m_start
    union all
    -- Payouts made in the month.
    select 'payout', p.paid_on, null, null, p.reference, null, null, null, null, -p.amount, p.id, 6
      from public.homeowner_payouts p, bounds b
     where p.homeowner_id = p_homeowner and p.currency = p_currency and p.paid_on >= b.m_start and p.paid_on < b.m_end
  )
  select l.kind, l.day, l.rental_id, r.title, l.stay_id, l.reference, l.nights, l.base, l.percent,
         case when l.share = 100 then null else l.share end, l.amount, l.source_id, null::date
    from lines l
    left join public.rentals r on r.id = l.rental_id
   order by l.rank, l.day, r.title, l.reference, l.kind, l.amount
$$;

-- THE function: a statement's lines for a homeowner, a month and a currency — the month's own lines, then one
-- correction per month already issued whose figures have changed since (what the month's lines say now, less
-- what its statement froze, less the corrections issued for it already). line_no orders them.
create function public.homeowner_statement_lines(p_homeowner uuid, p_month date, p_currency text)
  returns table (
    line_no integer, kind text, day date, rental_id uuid, rental text, stay_id uuid, reference text, nights integer,
    base bigint, percent numeric, share_percent numeric, amount bigint, source_id uuid, for_month date)
  language sql stable set search_path = ''
as $$
  with own as (
    select * from public.homeowner_month_lines(p_homeowner, p_month, p_currency) with ordinality
  ),
  issued as (
    select s.id, s.month, s.lines
      from public.homeowner_statements s
     where s.homeowner_id = p_homeowner and s.currency = p_currency and s.status <> 'draft'
       and s.month < date_trunc('month', p_month)::date
  ),
  corrections as (
    select i.month,
           (select coalesce(sum(l.amount), 0) from public.homeowner_month_lines(p_homeowner, i.month, p_currency) l)
           - (select coalesce(sum((f ->> 'amount')::bigint), 0) from jsonb_array_elements(i.lines) f
               where f ->> 'kind' <> 'correction')
           - (select coalesce(sum((f ->> 'amount')::bigint), 0)
                from issued j cross join jsonb_array_elements(j.lines) f
               where f ->> 'kind' = 'correction' and (f ->> 'for_month')::date = i.month) as amount
      from issued i
  ),
  all_lines as (
    select o.kind, o.day, o.rental_id, o.rental, o.stay_id, o.reference, o.nights, o.base, o.percent, o.share_percent,
           o.amount, o.source_id, o.for_month, 0 as part, o.ordinality as ord
      from own o
    union all
    select 'correction', c.month, null, null, null, null, null, null, null, null, c.amount::bigint, null, c.month, 1, 0
      from corrections c
     where c.amount <> 0
  )
  select (row_number() over (order by a.part, a.ord, a.for_month))::int, a.kind, a.day, a.rental_id, a.rental,
         a.stay_id, a.reference, a.nights, a.base, a.percent, a.share_percent, a.amount, a.source_id, a.for_month
    from all_lines a
   order by 1
$$;

-- ---------------------------------------------------------------------------------------------
-- Drafting, issuing, sending, paying
-- ---------------------------------------------------------------------------------------------

-- Drafting, issuing, sending and paying are the owners' and admins' (the policies say it too; this says it
-- plainly to anyone else, an agent included, instead of finding nothing to change).
create function public.require_statement_writer() returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if coalesce(public.staff_role(), '') not in ('owner', 'admin') and auth.uid() is not null then
    raise exception 'Only owners and admins draft, issue, send and pay homeowners'' statements'
      using errcode = 'insufficient_privilege';
  end if;
end;
$$;

-- The month's statement of a homeowner in a currency, drafted or recomputed (a draft only), with its opening
-- balance (the previous statement's closing). With p_only_active, nothing is drafted (null) when the month has no
-- line and nothing is carried over. Refused once a later month is issued (the balances run in order).
create function public.draft_homeowner_statement(p_homeowner uuid, p_month date, p_currency text,
  p_only_active boolean default false) returns uuid
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  the_month date := date_trunc('month', p_month)::date;
  the_lines jsonb;
  the_total bigint;
  opening bigint;
  result uuid;
begin
  perform public.require_statement_writer();
  if exists (select 1 from public.homeowner_statements s
              where s.homeowner_id = p_homeowner and s.currency = p_currency and s.month > the_month
                and s.status <> 'draft') then
    raise exception 'A later month is issued already: this month''s statement can no longer be drafted'
      using errcode = 'check_violation', constraint = 'homeowner_statements_in_order';
  end if;
  select coalesce(jsonb_agg(to_jsonb(l) order by l.line_no), '[]'::jsonb), coalesce(sum(l.amount), 0)::bigint
    into the_lines, the_total
    from public.homeowner_statement_lines(p_homeowner, the_month, p_currency) l;
  select s.closing_balance into opening
    from public.homeowner_statements s
   where s.homeowner_id = p_homeowner and s.currency = p_currency and s.month < the_month
   order by s.month desc limit 1;
  opening := coalesce(opening, 0);
  if p_only_active and jsonb_array_length(the_lines) = 0 and opening = 0
     and not exists (select 1 from public.homeowner_statements s
                      where s.homeowner_id = p_homeowner and s.currency = p_currency and s.month = the_month) then
    return null;
  end if;
  insert into public.homeowner_statements as s (homeowner_id, currency, month, opening_balance, total, closing_balance, lines)
  values (p_homeowner, p_currency, the_month, opening, the_total, opening + the_total, the_lines)
  on conflict (homeowner_id, currency, month) do update
    set opening_balance = excluded.opening_balance, total = excluded.total,
        closing_balance = excluded.closing_balance, lines = excluded.lines
    where s.status = 'draft'
  returning s.id into result;
  if result is null then
    select s.id into result from public.homeowner_statements s
     where s.homeowner_id = p_homeowner and s.currency = p_currency and s.month = the_month;
  end if;
  return result;
end;
$$;

-- Issuing: the draft recomputed one last time and frozen. A month is issued once it is over (in the islands'
-- time), after the months before it. False when the statement is not a draft.
create function public.issue_homeowner_statement(p_id uuid) returns boolean
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  st public.homeowner_statements;
begin
  perform public.require_statement_writer();
  select * into st from public.homeowner_statements where id = p_id for update;
  if not found or st.status <> 'draft' then
    return false;
  end if;
  if (st.month + interval '1 month')::date > public.island_today() then
    raise exception 'A month''s statement is issued once the month is over'
      using errcode = 'check_violation', constraint = 'homeowner_statements_month_over';
  end if;
  if exists (select 1 from public.homeowner_statements s
              where s.homeowner_id = st.homeowner_id and s.currency = st.currency and s.month < st.month
                and s.status = 'draft') then
    raise exception 'An earlier month''s statement of this homeowner is still a draft: issue it first'
      using errcode = 'check_violation', constraint = 'homeowner_statements_in_order';
  end if;
  perform public.draft_homeowner_statement(st.homeowner_id, st.month, st.currency);
  update public.homeowner_statements set status = 'issued' where id = p_id;
  return true;
end;
$$;

-- A payout paying a sent statement: recorded, and the statement paid, at once. Returns the payout's id; null when
-- the statement is not a sent one.
create function public.pay_homeowner_statement(p_id uuid, p_paid_on date, p_amount bigint, p_reference text,
  p_note text default null) returns uuid
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  st public.homeowner_statements;
  payout uuid;
begin
  perform public.require_statement_writer();
  select * into st from public.homeowner_statements where id = p_id for update;
  if not found or st.status <> 'sent' then
    return null;
  end if;
  insert into public.homeowner_payouts (homeowner_id, paid_on, amount, currency, reference, note, statement_id)
  values (st.homeowner_id, p_paid_on, p_amount, st.currency, p_reference, p_note, st.id)
  returning id into payout;
  update public.homeowner_statements set status = 'paid', payout_id = payout where id = p_id;
  return payout;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The PDF's facts, and the e-mail that carries it
-- ---------------------------------------------------------------------------------------------

-- What the statement's PDF prints: the statement as stored, its homeowner (name, language, addresses) and the
-- agency's legal details (the active legal entity for every island, else the first active one). Staff (and the
-- service role, sending it) read it; null when there is no such statement.
create function public.homeowner_statement_document(p_id uuid) returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'statement', to_jsonb(s) - 'created_by' - 'issued_by',
    'homeowner', jsonb_build_object('name', h.name, 'language', h.language, 'emails', to_jsonb(h.emails)),
    'issuer', (
      select jsonb_build_object(
        'name', e.name, 'address', e.address, 'registrationNumber', e.registration_number,
        'vatNumber', e.vat_number, 'email', e.email, 'phone', e.phone, 'legalNotice', e.legal_notice)
        from public.legal_entities e
       where e.active
       order by (e.island is null) desc, e.created_at
       limit 1))
    from public.homeowner_statements s
    join public.homeowners h on h.id = s.homeowner_id
   where s.id = p_id
$$;

-- The statement an outbox message carries (the delivery worker, as the service role).
alter table public.mail_outbox add column homeowner_statement_id uuid references public.homeowner_statements (id);

create function public.homeowner_statement_of_message(p_outbox_id uuid) returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select public.homeowner_statement_document(o.homeowner_statement_id)
    from public.mail_outbox o
   where o.id = p_outbox_id and o.homeowner_statement_id is not null
$$;

-- A new kind of the outbox, read from the constraint itself (as …_payment_reminders.sql does), so a kind another
-- migration added before this one is never dropped; and a new audience: the homeowner, at each of their addresses.
do $$
declare
  kinds text;
begin
  select string_agg(distinct quote_literal(m[1]), ', ') into kinds
    from pg_constraint c
    cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9-]+)''', 'g') as m
   where c.conrelid = 'public.mail_outbox'::regclass and c.conname = 'mail_outbox_kind_allowed';
  if kinds is null or kinds not like '%''payment-reminder''%' then
    raise exception 'mail_outbox_kind_allowed was not found as expected';
  end if;
  alter table public.mail_outbox drop constraint mail_outbox_kind_allowed;
  execute format('alter table public.mail_outbox add constraint mail_outbox_kind_allowed check (kind in (%s, %L))',
    kinds, 'homeowner-statement');
  select string_agg(distinct quote_literal(m[1]), ', ') into kinds
    from pg_constraint c
    cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9-]+)''', 'g') as m
   where c.conrelid = 'public.mail_outbox'::regclass and c.conname = 'mail_outbox_audience_allowed';
  alter table public.mail_outbox drop constraint mail_outbox_audience_allowed;
  execute format('alter table public.mail_outbox add constraint mail_outbox_audience_allowed check (audience in (%s, %L))',
    kinds, 'homeowner');
end
$$;

-- An e-mail is about an inquiry, or it is an account e-mail for a member, or a homeowner's (about no inquiry).
alter table public.mail_outbox drop constraint mail_outbox_about;
alter table public.mail_outbox add constraint mail_outbox_about check (
  (audience in ('staff-member', 'homeowner')) = (inquiry_id is null)
  and (audience = 'staff-member') = (staff_user_id is not null));
alter table public.mail_outbox add constraint mail_outbox_homeowner_statement check (
  (kind = 'homeowner-statement') = (audience = 'homeowner')
  and (kind = 'homeowner-statement') = (homeowner_statement_id is not null)
  and (kind <> 'homeowner-statement' or recipient is not null));

-- "Send": an issued statement marked sent, and one e-mail (with its PDF, drawn as it is sent) queued to each of
-- its homeowner's addresses, in one transaction. False when the statement is not issued.
create function public.send_homeowner_statement(p_id uuid) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform public.require_statement_writer();
  update public.homeowner_statements set status = 'sent' where id = p_id and status = 'issued';
  if not found then
    return false;
  end if;
  insert into public.mail_outbox (kind, audience, recipient, homeowner_statement_id, created_by)
  select 'homeowner-statement', 'homeowner', address, s.id, auth.uid()
    from public.homeowner_statements s
    join public.homeowners h on h.id = s.homeowner_id
    cross join lateral unnest(h.emails) as address
   where s.id = p_id;
  return true;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security
-- ---------------------------------------------------------------------------------------------
alter table public.homeowner_platform_amounts enable row level security;
alter table public.homeowner_payouts enable row level security;
alter table public.homeowner_statement_adjustments enable row level security;
alter table public.homeowner_statements enable row level security;

revoke all on table public.homeowner_platform_amounts, public.homeowner_payouts,
  public.homeowner_statement_adjustments, public.homeowner_statements from public, anon, authenticated;

grant select, delete on table public.homeowner_platform_amounts to authenticated;
grant insert (stay_id, platform, amount, currency, note), update (platform, amount, currency, note)
  on table public.homeowner_platform_amounts to authenticated;

-- Payouts are append-only: a mistake is an adjustment on a statement not yet issued.
grant select on table public.homeowner_payouts to authenticated;
grant insert (homeowner_id, paid_on, amount, currency, reference, note, statement_id)
  on table public.homeowner_payouts to authenticated;

grant select, delete on table public.homeowner_statement_adjustments to authenticated;
grant insert (homeowner_id, currency, month, rental_id, amount, label)
  on table public.homeowner_statement_adjustments to authenticated;

grant select, delete on table public.homeowner_statements to authenticated;
grant insert (homeowner_id, currency, month, opening_balance, total, closing_balance, lines),
  update (status, opening_balance, total, closing_balance, lines, payout_id)
  on table public.homeowner_statements to authenticated;

-- The server's PDFs and e-mails read them as the service role.
grant select on table public.homeowner_platform_amounts, public.homeowner_payouts,
  public.homeowner_statement_adjustments, public.homeowner_statements to service_role;

-- Every staff member reads; staff (agents too, they run the booking desk) enter platform amounts; owners and
-- admins draft, issue, send and pay statements, record payouts and add adjustments.
create policy "homeowner_platform_amounts: staff read" on public.homeowner_platform_amounts
  for select to authenticated using ((select public.is_staff()));
create policy "homeowner_platform_amounts: staff enter" on public.homeowner_platform_amounts
  for insert to authenticated with check ((select public.staff_role()) in ('owner', 'admin', 'agent'));
create policy "homeowner_platform_amounts: staff correct" on public.homeowner_platform_amounts
  for update to authenticated
  using ((select public.staff_role()) in ('owner', 'admin', 'agent'))
  with check ((select public.staff_role()) in ('owner', 'admin', 'agent'));
create policy "homeowner_platform_amounts: staff remove" on public.homeowner_platform_amounts
  for delete to authenticated using ((select public.staff_role()) in ('owner', 'admin', 'agent'));

create policy "homeowner_payouts: staff read" on public.homeowner_payouts
  for select to authenticated using ((select public.is_staff()));
create policy "homeowner_payouts: owners and admins record" on public.homeowner_payouts
  for insert to authenticated with check ((select public.staff_role()) in ('owner', 'admin'));

create policy "homeowner_statement_adjustments: staff read" on public.homeowner_statement_adjustments
  for select to authenticated using ((select public.is_staff()));
create policy "homeowner_statement_adjustments: owners and admins add" on public.homeowner_statement_adjustments
  for insert to authenticated with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "homeowner_statement_adjustments: owners and admins remove" on public.homeowner_statement_adjustments
  for delete to authenticated using ((select public.staff_role()) in ('owner', 'admin'));

create policy "homeowner_statements: staff read" on public.homeowner_statements
  for select to authenticated using ((select public.is_staff()));
create policy "homeowner_statements: owners and admins draft" on public.homeowner_statements
  for insert to authenticated with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "homeowner_statements: owners and admins issue, send and pay" on public.homeowner_statements
  for update to authenticated
  using ((select public.staff_role()) in ('owner', 'admin'))
  with check ((select public.staff_role()) in ('owner', 'admin'));
create policy "homeowner_statements: owners and admins delete drafts" on public.homeowner_statements
  for delete to authenticated using ((select public.staff_role()) in ('owner', 'admin'));

revoke all on function public.check_homeowner_platform_amount(),
  public.keep_homeowner_statement_adjustments(), public.keep_homeowner_statements(),
  public.keep_counted_homeowner_expenses(), public.refuse_backdated_management_agreement()
  from public, anon, authenticated;
revoke all on function public.require_statement_writer() from public, anon;
grant execute on function public.require_statement_writer() to authenticated;
revoke all on function public.homeowner_percent_of(bigint, bigint), public.homeowner_month_lines(uuid, date, text),
  public.homeowner_statement_lines(uuid, date, text), public.draft_homeowner_statement(uuid, date, text, boolean),
  public.issue_homeowner_statement(uuid),
  public.pay_homeowner_statement(uuid, date, bigint, text, text) from public, anon;
grant execute on function public.homeowner_percent_of(bigint, bigint), public.homeowner_month_lines(uuid, date, text),
  public.homeowner_statement_lines(uuid, date, text) to authenticated, service_role;
revoke all on function public.homeowner_statement_document(uuid), public.homeowner_statement_of_message(uuid),
  public.send_homeowner_statement(uuid) from public, anon;
grant execute on function public.homeowner_statement_document(uuid) to authenticated, service_role;
revoke all on function public.homeowner_statement_of_message(uuid) from authenticated;
grant execute on function public.homeowner_statement_of_message(uuid) to service_role;
grant execute on function public.send_homeowner_statement(uuid) to authenticated;
grant execute on function public.draft_homeowner_statement(uuid, date, text, boolean),
  public.issue_homeowner_statement(uuid),
  public.pay_homeowner_statement(uuid, date, bigint, text, text) to authenticated;
