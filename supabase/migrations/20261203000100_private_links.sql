-- Private links, and booking requests through one database function (issue 25, items 5 and 6;
-- docs/decisions/019-private-links.md).
--
-- 1. Private links. A guest's receipt address carried the stay's id, and the same id was every exported iCal
--    event's UID: anyone holding a villa's feed could read the receipts of its website bookings. A private
--    link now carries a random token of 256 bits that only its holder was given; the database keeps only its
--    SHA-256 (hex) in app_private.private_links (no API role reads that schema) and finds a link by that
--    digest. A booking request gets a link when it is stored (and another on a duplicate post of the same
--    form), its acknowledgement e-mail another one minted at send time, and "send me a fresh link" another
--    still: a link is never stored, so each of them is new. The digest of the form's request key
--    (stays.request_key_digest) is what lets a duplicate post have a link of its own: it is on the history
--    trigger's private list, with the guest's contact details.
-- 2. iCal UIDs are a digest of the stay's id: stable across exports, and they open nothing. The export
--    function no longer returns stay ids at all.
-- 3. Booking requests from visitors go through public.request_booking (security definer, empty search_path):
--    it checks the rules (published villa, dates, minimum stay, arrival day, free nights, guests) and prices
--    the stay itself (booking_quote: the same rules as app/domain/booking/quote.ts, a property test holds the
--    two together), refuses a quoted total that differs, limits requests per guest e-mail, and stores the
--    request with the database's own quote. anon loses every direct privilege on stays, and the visitors'
--    insert policy goes (a signed-in user who is not staff could use it too).
-- 4. An old id-only receipt address offers to e-mail a fresh link to the address on the booking
--    (request_booking_receipt_link: the same answer whether or not the booking exists).
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- Private links
-- ---------------------------------------------------------------------------------------------
create schema if not exists app_private;
revoke all on schema app_private from public;

-- SHA-256 of a text, as 64 hex digits: how a private link's token is kept and looked up (the server computes
-- the same: app/server/bookings/private-links.server.ts; a test holds the two together).
create function app_private.sha256_hex(p_text text) returns text
  language sql immutable strict set search_path = ''
as $$
  select encode(sha256(convert_to(p_text, 'UTF8')), 'hex')
$$;

create table app_private.private_links (
  -- SHA-256 (hex) of the token in the link: a copy of this table opens nothing.
  digest text primary key check (digest ~ '^[0-9a-f]{64}$'),
  -- What the link opens. Later: a guest's page, a vendor's task list, a shared shortlist (each its own column).
  kind text not null check (kind in ('booking-receipt')),
  stay_id uuid references public.stays (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint private_links_subject check ((kind = 'booking-receipt') = (stay_id is not null))
);
create index private_links_stay_idx on app_private.private_links (stay_id) where stay_id is not null;
revoke all on table app_private.private_links from public;

-- A receipt link works until 30 days after check-out, and at least 30 days from when it was given.
create function app_private.receipt_link_expiry(p_check_out date) returns timestamptz
  language sql stable set search_path = ''
as $$
  select greatest(now() + interval '30 days', (p_check_out + 30)::timestamptz)
$$;

-- What a duplicate post of one booking form receives: a new link to the stay its first post stored, when it
-- presents the same request key (derived from the form's one-time id and what was posted) within a day.
alter table public.stays
  add column request_key_digest text check (request_key_digest is null or request_key_digest ~ '^[0-9a-f]{64}$');

-- The history never copies it (…_history.sql: the trigger's private list).
drop trigger stays_audit on public.stays;
create trigger stays_audit after insert or update or delete on public.stays
  for each row execute function public.record_audit_event(
    '{"label": "reference", "noise": ["created_at", "updated_at", "reference", "quote"], "private": ["guest_email", "guest_phone", "message", "request_key_digest"]}');

-- ---------------------------------------------------------------------------------------------
-- The quote and the rules, in the database (the same as app/domain/booking/quote.ts: priceStay, stayRefusals)
-- ---------------------------------------------------------------------------------------------

-- What a stay costs, as priceStay computes it: nights priced one by one (a season's rate inside it, the
-- villa's daily rate outside every season) and grouped into lines, the service fee and the island's tax as
-- percentages of the accommodation (to the hundredth, rounded half up on whole amounts), the payment schedule,
-- the minimum stay and the season that imposes it. Null when the villa does not exist or check-out is not
-- after check-in.
create function public.booking_quote(p_rental_id uuid, p_check_in date, p_check_out date, p_guests integer,
                                     p_today date default public.island_today())
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  with villa as (
    select r.id, r.daily_rate, r.min_stay_days, r.island, r.security_deposit, r.price_currency
      from public.rentals r
     where r.id = p_rental_id and p_check_out > p_check_in
  ),
  terms as (
    select t.* from public.booking_terms t where t.id
  ),
  nights as (
    select d::date as night, z.name as season, coalesce(z.nightly_rate, v.daily_rate) as rate,
           coalesce(z.min_nights, v.min_stay_days) as min_nights, coalesce(z.festive, false) as festive
      from villa v
     cross join generate_series(p_check_in::timestamp, (p_check_out - 1)::timestamp, interval '1 day') as d
      left join public.rental_seasons z
        on z.rental_id = v.id and d::date between z.start_date and z.end_date
  ),
  marked as (
    select n.*,
           case when lag(n.night) over w is null or n.rate is distinct from lag(n.rate) over w
                     or n.season is distinct from lag(n.season) over w then 1 else 0 end as starts
      from nights n
    window w as (order by n.night)
  ),
  grouped as (
    select m.*, sum(m.starts) over (order by m.night) as run from marked m
  ),
  lines as (
    select g.run, min(g.night) as first_night, count(*)::integer as nights, min(g.rate) as rate, min(g.season) as season
      from grouped g
     group by g.run
  ),
  minimum as (
    select greatest(1, n.min_nights) as nights, n.season
      from nights n
     order by n.min_nights desc, n.night
     limit 1
  ),
  money as (
    select v.island, v.security_deposit, v.price_currency, t.service_fee_percent, t.deposit_percent,
           t.balance_days_before, t.festive_balance_days_before,
           (select sum(l.rate * l.nights) from lines l)::integer as accommodation,
           case v.island when 'Saint Barthélemy' then t.tax_percent_st_barth else t.tax_percent_sint_maarten end
             as tax_percent,
           (select bool_or(n.festive) from nights n) as festive
      from villa v cross join terms t
  ),
  amounts as (
    select m.*,
           case when m.service_fee_percent > 0
             then round(m.accommodation * round(m.service_fee_percent * 100) / 10000)::integer end as fee,
           round(m.accommodation * round(m.tax_percent * 100) / 10000)::integer as tax
      from money m
  ),
  totals as (
    select a.*,
           a.accommodation + coalesce(a.fee, 0) + a.tax as total,
           p_check_in - case when a.festive then a.festive_balance_days_before else a.balance_days_before end
             as balance_due
      from amounts a
  ),
  payable as (
    select t.*, round(t.total * round(t.deposit_percent * 100) / 10000)::integer as deposit from totals t
  )
  select jsonb_build_object(
           'checkIn', p_check_in,
           'checkOut', p_check_out,
           'nights', p_check_out - p_check_in,
           'guests', p_guests,
           'lines', (select jsonb_agg(jsonb_build_object('nights', l.nights, 'rate', l.rate, 'season', l.season,
                                                         'amount', l.rate * l.nights) order by l.first_night)
                       from lines l),
           'accommodation', p.accommodation,
           'serviceFee', case when p.fee is null then null
                              else jsonb_build_object('percent', trim_scale(p.service_fee_percent), 'amount', p.fee) end,
           'tax', jsonb_build_object(
             'label', case p.island
                        when 'Saint Barthélemy' then 'Saint-Barthélemy tax on accommodation ('
                        else 'Sint Maarten accommodation tax (' end
                      || trim_scale(round(p.tax_percent, 2))::text || '%)',
             'percent', trim_scale(p.tax_percent),
             'amount', p.tax),
           'total', p.total,
           'schedule', case
             when p_today >= p.balance_due or p.deposit >= p.total then
               jsonb_build_array(jsonb_build_object('kind', 'full', 'percent', 100, 'amount', p.total, 'due', null))
             else jsonb_build_array(
               jsonb_build_object('kind', 'deposit', 'percent', trim_scale(p.deposit_percent), 'amount', p.deposit,
                                  'due', null),
               jsonb_build_object('kind', 'balance', 'percent', trim_scale(round(100 - p.deposit_percent, 2)),
                                  'amount', p.total - p.deposit, 'due', p.balance_due))
             end,
           'securityDeposit', p.security_deposit,
           'minNights', (select m.nights from minimum m),
           'minNightsSeason', (select m.season from minimum m),
           'festive', p.festive,
           'currency', p.price_currency)
    from payable p
$$;

-- Every reason a visitor may not request these dates, as stayRefusals' codes (in its order), and
-- 'not_published' for a villa that is not (or no longer) published. Empty: the stay may be requested.
create function public.booking_refusals(p_rental_id uuid, p_check_in date, p_check_out date, p_guests integer,
                                        p_today date default public.island_today())
  returns text[]
  language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select array_remove(array[
             case when r.status <> 'published' then 'not_published' end,
             case when p_check_in < p_today then 'in_past' end,
             case when p_check_in > (p_today + interval '36 months')::date then 'too_far_ahead' end,
             case when exists (
                    select 1 from public.rental_seasons z
                     where z.rental_id = r.id and p_check_in between z.start_date and z.end_date
                       and cardinality(z.arrival_days) > 0
                       and not (extract(isodow from p_check_in)::integer = any (z.arrival_days)))
                  then 'arrival_day' end,
             case when p_check_out <= p_check_in then 'check_out_not_after_check_in' end,
             case when p_check_out > p_check_in and p_check_out - p_check_in > 180 then 'too_long' end,
             case when p_check_out > p_check_in and p_check_out - p_check_in < (
                    select greatest(1, max(coalesce(z.min_nights, r.min_stay_days)))
                      from generate_series(p_check_in::timestamp, (p_check_out - 1)::timestamp, interval '1 day') as d
                      left join public.rental_seasons z
                        on z.rental_id = r.id and d::date between z.start_date and z.end_date)
                  then 'too_short' end,
             case when p_check_out > p_check_in and exists (
                    select 1 from public.stays s
                     where s.rental_id = r.id
                       and s.status in ('option', 'confirmed', 'blocked', 'conflict')
                       and (s.status <> 'option' or s.option_expires_at > now())
                       and daterange(s.check_in, s.check_out) && daterange(p_check_in, p_check_out))
                  then 'not_free' end,
             case when p_guests is null or p_guests < 1 then 'too_few_guests'
                  when p_guests > r.max_guests then 'too_many_guests' end
           ], null)
      from public.rentals r
     where r.id = p_rental_id), array['not_published'])
$$;

-- ---------------------------------------------------------------------------------------------
-- A visitor's booking request: the one way a website request is stored
-- ---------------------------------------------------------------------------------------------

-- A post of a form that was stored already (same id): a new receipt link when the caller presents the same
-- request key within a day (a double click, a retry), nothing otherwise. Returns what request_booking answers.
create function app_private.booking_request_again(p_id uuid, p_key_digest text, p_receipt_digest text)
  returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  stay record;
begin
  select s.id, s.check_out into stay
    from public.stays s
   where s.id = p_id and s.source = 'website' and s.request_key_digest = p_key_digest
     and s.created_at > now() - interval '1 day';
  if not found then
    return jsonb_build_object('duplicate', true, 'linked', false);
  end if;
  insert into app_private.private_links (digest, kind, stay_id, expires_at)
  values (p_receipt_digest, 'booking-receipt', stay.id, app_private.receipt_link_expiry(stay.check_out))
  on conflict (digest) do nothing;
  return jsonb_build_object('duplicate', true, 'linked', true);
end;
$$;

-- Stores a visitor's booking request with the database's own quote and a receipt link (the SHA-256 of the
-- link's token, computed by the server). Refused (check_violation; the constraint, and the message's first
-- word for PostgREST's callers, name the reason) when the
-- rules refuse the stay (booking_request_rules), when the total the guest saw is not the price
-- (booking_request_price), when the request's fields are malformed (booking_request_fields) or when the
-- guest's address sent 10 requests in the last 24 hours (booking_requests_per_email).
-- Answers {duplicate, linked}: a post of a form already stored links only with the same request key.
create function public.request_booking(
  p_id uuid, p_request_key text, p_receipt_digest text, p_rental_id uuid, p_check_in date, p_check_out date,
  p_guests integer, p_name text, p_email text, p_phone text, p_message text, p_add_ons text[], p_locale text,
  p_quoted_total integer default null
) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  key_digest text;
  refusals text[];
  quote jsonb;
  stored uuid;
begin
  if p_id is null or coalesce(char_length(p_request_key), 0) not between 32 and 200
     or coalesce(p_receipt_digest, '') !~ '^[0-9a-f]{64}$' or coalesce(p_locale, '') not in ('en', 'fr')
     or coalesce(cardinality(p_add_ons), 0) > 20
     or exists (select 1 from unnest(coalesce(p_add_ons, '{}')) a where a is null or a !~ '^[a-z][a-z-]{0,39}$') then
    raise exception 'booking_request_fields: malformed booking request' using errcode = 'check_violation', constraint = 'booking_request_fields';
  end if;
  key_digest := app_private.sha256_hex(p_request_key);
  if exists (select 1 from public.stays s where s.id = p_id) then
    return app_private.booking_request_again(p_id, key_digest, p_receipt_digest);
  end if;

  refusals := public.booking_refusals(p_rental_id, p_check_in, p_check_out, p_guests);
  if cardinality(refusals) > 0 then
    raise exception 'booking_request_rules: the stay cannot be requested (%)', array_to_string(refusals, ', ')
      using errcode = 'check_violation', constraint = 'booking_request_rules';
  end if;
  quote := public.booking_quote(p_rental_id, p_check_in, p_check_out, p_guests);
  if p_quoted_total is not null and (quote ->> 'total')::integer <> p_quoted_total then
    raise exception 'booking_request_price: the price of the stay is %, not %', quote ->> 'total', p_quoted_total
      using errcode = 'check_violation', constraint = 'booking_request_price';
  end if;

  -- Requests from one address take turns here (until commit), so a burst cannot slip past the count.
  perform pg_advisory_xact_lock(hashtext('island-estates:booking-requests:' || lower(coalesce(p_email, ''))));
  if (select count(*) from public.stays s
       where s.source = 'website' and lower(s.guest_email) = lower(p_email)
         and s.created_at > now() - interval '24 hours') >= 10 then
    raise exception 'booking_requests_per_email: too many booking requests from this address'
      using errcode = 'check_violation', constraint = 'booking_requests_per_email';
  end if;

  insert into public.stays (id, rental_id, check_in, check_out, status, source, guests, guest_name, guest_email,
                            guest_phone, message, add_ons, quote, locale, request_key_digest)
  values (p_id, p_rental_id, p_check_in, p_check_out, 'requested', 'website', p_guests, p_name, p_email,
          nullif(p_phone, ''), nullif(p_message, ''), coalesce(p_add_ons, '{}'), quote, p_locale, key_digest)
  on conflict (id) do nothing
  returning id into stored;
  if stored is null then
    -- The same form posted at the same moment, and the other post stored it first.
    return app_private.booking_request_again(p_id, key_digest, p_receipt_digest);
  end if;
  insert into app_private.private_links (digest, kind, stay_id, expires_at)
  values (p_receipt_digest, 'booking-receipt', p_id, app_private.receipt_link_expiry(p_check_out));
  return jsonb_build_object('duplicate', false, 'linked', true);
end;
$$;

create index stays_guest_email_recent_idx on public.stays (lower(guest_email), created_at) where source = 'website';

-- Visitors no longer write stays themselves: no privilege, no policy.
revoke insert on table public.stays from anon;
drop policy "stays: visitors request published rentals" on public.stays;

-- ---------------------------------------------------------------------------------------------
-- Receipts
-- ---------------------------------------------------------------------------------------------

-- The id-only receipt is gone: an id opens nothing any more.
drop function public.booking_request_receipt(uuid);

-- A guest's receipt, by the token of its link: the request's reference, dates, guests, services and quote,
-- never who sent it. Nothing for a token that matches no link, or whose link has expired.
create function public.booking_receipt(p_token text)
  returns table (reference text, rental_id uuid, rental_title text, check_in date, check_out date,
                 guests integer, add_ons text[], quote jsonb, created_at timestamptz)
  language sql stable security definer set search_path = ''
as $$
  select s.reference, s.rental_id, r.title, s.check_in, s.check_out, s.guests, s.add_ons, s.quote, s.created_at
    from app_private.private_links l
    join public.stays s on s.id = l.stay_id and s.source = 'website'
    join public.rentals r on r.id = s.rental_id
   where l.digest = app_private.sha256_hex(coalesce(p_token, '')) and l.kind = 'booking-receipt'
     and l.expires_at > now()
$$;

-- A receipt link for the delivery worker's e-mail (the acknowledgement, a fresh link): the server mints the
-- token, the database keeps its digest. The service role only. False when there is no such website stay.
create function public.issue_booking_receipt_link(p_stay_id uuid, p_digest text) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only the server issues receipt links' using errcode = 'insufficient_privilege';
  end if;
  if coalesce(p_digest, '') !~ '^[0-9a-f]{64}$' then
    raise exception 'Malformed link digest' using errcode = 'invalid_parameter_value';
  end if;
  insert into app_private.private_links (digest, kind, stay_id, expires_at)
  select p_digest, 'booking-receipt', s.id, app_private.receipt_link_expiry(s.check_out)
    from public.stays s
   where s.id = p_stay_id and s.source = 'website';
  return found;
end;
$$;

-- "E-mail me a fresh link", from an old id-only receipt address: an e-mail to the address on the booking,
-- in the booking's language, with a new link (minted when it is sent). Nothing for an unknown or another
-- villa's stay, or one over for more than 30 days, and at most one per booking per 10 minutes and 5 a day;
-- the caller learns nothing either way.
alter table public.mail_outbox drop constraint mail_outbox_kind_allowed;
alter table public.mail_outbox add constraint mail_outbox_kind_allowed check (
  kind in ('staff-notification', 'visitor-acknowledgement', 'staff-reply', 'staff-invitation', 'staff-password-reset',
           'booking-receipt-link'));

create function public.request_booking_receipt_link(p_rental_id uuid, p_stay_id uuid) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  booking record;
begin
  select s.id, s.guest_email, i.id as inquiry_id into booking
    from public.stays s
    join public.inquiries i on i.stay_id = s.id
   where s.id = p_stay_id and s.rental_id = p_rental_id and s.source = 'website'
     and s.check_out > public.island_today() - 30
   order by i.created_at, i.id
   limit 1;
  if not found then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('island-estates:booking-receipt-link:' || booking.id::text));
  if exists (select 1 from public.mail_outbox o
              where o.kind = 'booking-receipt-link' and o.inquiry_id = booking.inquiry_id
                and o.created_at > now() - interval '10 minutes')
     or (select count(*) from public.mail_outbox o
          where o.kind = 'booking-receipt-link' and o.inquiry_id = booking.inquiry_id
            and o.created_at > now() - interval '24 hours') >= 5 then
    return;
  end if;
  insert into public.mail_outbox (kind, inquiry_id, audience, recipient)
  values ('booking-receipt-link', booking.inquiry_id, 'visitor', booking.guest_email);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The calendar export: UIDs that open nothing
-- ---------------------------------------------------------------------------------------------
drop function public.rental_calendar_export(uuid, text);

-- As before (…_bookings.sql), but each event's UID is a digest of its stay's id: stable across exports, so
-- the platforms update an event instead of adding one, and no stay id leaves the database.
create function public.rental_calendar_export(p_rental_id uuid, p_token text)
  returns table (rental_title text, uid text, check_in date, check_out date)
  language sql stable security definer set search_path = ''
as $$
  select r.title,
         case when s.id is not null then 'stay-' || left(app_private.sha256_hex('ical-uid:' || s.id::text), 32) end,
         s.check_in, s.check_out
    from public.rentals r
    join public.rental_calendar_tokens t on t.rental_id = r.id and t.token = p_token
    left join public.stays s
      on s.rental_id = r.id
     and s.status in ('option', 'confirmed', 'blocked')
     and (s.status <> 'option' or s.option_expires_at > now())
     and s.check_out > public.island_today() - 90
   where r.id = p_rental_id
   order by s.check_in, s.id
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what (Supabase grants execute on new functions to everyone by default)
-- ---------------------------------------------------------------------------------------------
revoke all on function app_private.sha256_hex(text), app_private.receipt_link_expiry(date),
  app_private.booking_request_again(uuid, text, text) from public;
revoke all on function public.booking_quote(uuid, date, date, integer, date),
  public.booking_refusals(uuid, date, date, integer, date),
  public.request_booking(uuid, text, text, uuid, date, date, integer, text, text, text, text, text[], text, integer),
  public.booking_receipt(text), public.issue_booking_receipt_link(uuid, text),
  public.request_booking_receipt_link(uuid, uuid), public.rental_calendar_export(uuid, text)
  from public, anon, authenticated;
grant execute on function
  public.request_booking(uuid, text, text, uuid, date, date, integer, text, text, text, text, text[], text, integer),
  public.booking_receipt(text), public.request_booking_receipt_link(uuid, uuid),
  public.rental_calendar_export(uuid, text)
  to anon, authenticated, service_role;
grant execute on function public.issue_booking_receipt_link(uuid, text) to service_role;
