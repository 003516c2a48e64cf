-- The homeowner's statements on their own page (issue 29, item 5; docs/decisions/033-homeowner-page.md, "The
-- statements on the homeowner's page"): the list of their statements, each one's PDF, and their earnings per villa
-- and month — read as the signed-in homeowner, from what the statements froze.
--
-- 1. A policy: a homeowner reads their own statements once issued (issued, sent, paid), never a draft (its figures
--    still move) and never anyone else's.
-- 2. homeowner_own_statement_document(): the PDF's facts of one of the caller's own issued statements (security
--    definer: the agency's legal details are staff's rows), null for any other id.
-- 3. homeowner_earnings(): per villa, currency and month, the sum of the frozen lines of the caller's issued, sent or
--    paid statements that are about that villa (stays, services, platforms, cancellations, less commission and the
--    expenses charged) — summed here, never in TypeScript — with each year's total.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create policy "homeowner_statements: a homeowner reads their own issued ones" on public.homeowner_statements
  for select to authenticated
  using (homeowner_id = (select public.current_homeowner_id()) and status <> 'draft');

create function public.homeowner_own_statement_document(p_id uuid) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select public.homeowner_statement_document(s.id)
    from public.homeowner_statements s
   where s.id = p_id and s.status <> 'draft'
     and s.homeowner_id = (select public.current_homeowner_id())
$$;

-- Rows of a month (period 'month', month its first day) and of a year (period 'year', month the year's first day),
-- for months in [p_from, p_to). Only the caller's own statements, and only as their policy lets them read.
create function public.homeowner_earnings(p_from date, p_to date)
  returns table (rental_id uuid, rental text, currency text, period text, month date, amount bigint)
  language sql stable security invoker set search_path = ''
as $$
  with lines as (
    select (l.line ->> 'rental_id')::uuid as rental_id, l.line ->> 'rental' as rental, s.currency, s.month,
           (l.line ->> 'amount')::bigint as amount
      from public.homeowner_statements s
      cross join lateral jsonb_array_elements(s.lines) as l(line)
     where s.homeowner_id = (select public.current_homeowner_id()) and s.status <> 'draft'
       and s.month >= p_from and s.month < p_to
       and l.line ->> 'rental_id' is not null and l.line ->> 'kind' <> 'payout'
  )
  select l.rental_id, max(l.rental), l.currency, 'month', l.month, sum(l.amount)::bigint
    from lines l group by l.rental_id, l.currency, l.month
  union all
  select l.rental_id, max(l.rental), l.currency, 'year', date_trunc('year', l.month)::date, sum(l.amount)::bigint
    from lines l group by l.rental_id, l.currency, date_trunc('year', l.month)
   order by 1, 3, 4, 5
$$;

revoke all on function public.homeowner_own_statement_document(uuid), public.homeowner_earnings(date, date)
  from public, anon;
grant execute on function public.homeowner_own_statement_document(uuid), public.homeowner_earnings(date, date)
  to authenticated;
