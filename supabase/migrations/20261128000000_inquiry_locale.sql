-- The visitor's language on every inquiry (issue 14, item 2; docs/decisions/009-i18n.md): a visitor who wrote
-- from the French site (/fr/…) gets the acknowledgement in French; staff notifications stay in English and
-- say which language the visitor reads.
--
-- - inquiries.locale: the language of the page the inquiry was sent from ('en' or 'fr'; English by default,
--   so every existing row and every client that does not say reads as English).
-- - stays.locale: the same for a booking request, whose inquiry the stays trigger writes (…_bookings.sql);
--   the trigger now copies it, and writes its summary of the request in the guest's language.
-- - claim_outbox() also returns the inquiry's language, for the delivery worker to render the message in it.
--
-- Visitors insert inquiries with a table-wide grant (…_least_privilege_grants.sql), which covers the new
-- column; stays have a column list for visitors, extended here. Applies with plain `psql -f` as well as
-- inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

alter table public.inquiries
  add column locale text not null default 'en' check (locale in ('en', 'fr'));

alter table public.stays
  add column locale text not null default 'en' check (locale in ('en', 'fr'));

grant insert (locale) on table public.stays to anon;

-- ---------------------------------------------------------------------------------------------
-- A website booking request's inquiry, in the guest's language.
-- ---------------------------------------------------------------------------------------------
create or replace function public.inquiry_for_booking_request() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  villa text;
  summary text;
  nbsp constant text := chr(160);
  months constant text[] := array['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août',
    'septembre', 'octobre', 'novembre', 'décembre'];
begin
  select title into villa from public.rentals where id = new.rental_id;
  if new.locale = 'fr' then
    -- '1er décembre 2026', '23 novembre 2026'; a no-break space before ':' as French typography wants.
    summary := 'Demande de réservation ' || new.reference || ' pour ' || coalesce(villa, 'une villa') || nbsp || ': du '
      || case when extract(day from new.check_in) = 1 then '1er' else extract(day from new.check_in)::int::text end
      || ' ' || months[extract(month from new.check_in)::int] || ' ' || extract(year from new.check_in)::int
      || ' au '
      || case when extract(day from new.check_out) = 1 then '1er' else extract(day from new.check_out)::int::text end
      || ' ' || months[extract(month from new.check_out)::int] || ' ' || extract(year from new.check_out)::int
      || ' (' || (new.check_out - new.check_in) || case when new.check_out - new.check_in = 1 then ' nuit), ' else ' nuits), ' end
      || new.guests || case when new.guests = 1 then ' voyageur.' else ' voyageurs.' end
      || case when cardinality(new.add_ons) > 0 then
           E'\nServices' || nbsp || ': ' || (
             select string_agg(
               case a.value
                 when 'private-chef' then 'chef privé'
                 when 'car-rental' then 'location de voiture'
                 when 'boat-charter' then 'location de bateau'
                 when 'airport-transfer' then 'transfert aéroport'
                 when 'grocery-stocking' then 'courses livrées'
                 when 'massage' then 'massage'
                 else a.value
               end, ', ' order by a.n)
               from unnest(new.add_ons) with ordinality as a(value, n)
           ) || '.'
         else '' end;
  else
    summary := 'Booking request ' || new.reference || ' for ' || coalesce(villa, 'a villa') || ': '
      || to_char(new.check_in, 'FMMonth FMDD, YYYY') || ' to ' || to_char(new.check_out, 'FMMonth FMDD, YYYY')
      || ' (' || (new.check_out - new.check_in) || ' nights), ' || new.guests
      || case when new.guests = 1 then ' guest.' else ' guests.' end
      || case when cardinality(new.add_ons) > 0 then E'\nServices: ' || array_to_string(new.add_ons, ', ') || '.' else '' end;
  end if;

  insert into public.inquiries (name, email, phone, message, source, rental_id, stay_id, read, locale)
  values (
    new.guest_name,
    new.guest_email,
    nullif(new.guest_phone, ''),
    left(summary || case when coalesce(new.message, '') <> '' then E'\n\n' || new.message else '' end, 5000),
    'booking',
    new.rental_id,
    new.id,
    false,
    new.locale
  );
  return null;
end;
$$;

revoke all on function public.inquiry_for_booking_request() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The worker's claim, with the inquiry's language (its result type changes: dropped and made again).
-- ---------------------------------------------------------------------------------------------
drop function public.claim_outbox(integer, integer);

create function public.claim_outbox(p_batch integer, p_lease_seconds integer default 600)
  returns table (
    id uuid, kind text, audience text, recipient text, message_id text, in_reply_to text, subject text, body text,
    signer text, attempts integer, queued_at timestamptz, created_at timestamptz,
    inquiry_id uuid, inquiry_name text, inquiry_email text, inquiry_phone text, inquiry_message text,
    inquiry_source text, inquiry_created_at timestamptz,
    property_id uuid, property_title text, rental_id uuid, rental_title text, stay_id uuid, stay_reference text,
    inquiry_locale text
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
         i.property_id, p.title, i.rental_id, r.title, i.stay_id, s.reference,
         i.locale
    from claimed c
    join public.inquiries i on i.id = c.inquiry_id
    left join public.properties p on p.id = i.property_id
    left join public.rentals r on r.id = i.rental_id
    left join public.stays s on s.id = i.stay_id
   order by c.created_at, c.id
$$;

revoke all on function public.claim_outbox(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox(integer, integer) to service_role;
