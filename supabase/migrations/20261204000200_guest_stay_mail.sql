-- The guest hears of every decision on their booking request (issue 26, item 7; docs/decisions/007-mail-outbox.md):
--
-- - confirming, declining or cancelling a website booking request queues one e-mail to the guest, in the
--   request's language, in the same transaction as the change of status (a trigger on public.stays, as the
--   inquiry's e-mails are queued by a trigger on public.inquiries): kinds 'booking-confirmed',
--   'booking-declined' and 'booking-cancelled', about the request's inquiry (so they join its thread in the
--   inbox), threaded under the last e-mail the guest got. Only changes made through the API (staff, the
--   server's service role) send anything: the seed, imports and the database owner's own updates do not. A
--   stay staff entered themselves (no inquiry, no request) sends nothing;
-- - claim_outbox() also returns the stay's dates, guests, services, quote and status, so the guest's e-mails
--   (the acknowledgement too) repeat the dates and the total, and name the services;
-- - a booking request's inquiry names its services as the site does ('Private chef, Airport transfer';
--   'Chef à domicile, Transfert depuis l’aéroport'), not by their codes — the same labels as
--   app/domain/booking/add-ons.ts and app/domain/i18n/messages/fr/booking-request.ts (a test holds them together).
--
-- Every kind the outbox had is kept (…_private_links.sql added 'booking-receipt-link'). Applies with plain
-- `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

alter table public.mail_outbox drop constraint mail_outbox_kind_allowed;
alter table public.mail_outbox add constraint mail_outbox_kind_allowed check (
  kind in ('staff-notification', 'visitor-acknowledgement', 'staff-reply', 'staff-invitation', 'staff-password-reset',
           'booking-receipt-link', 'booking-confirmed', 'booking-declined', 'booking-cancelled'));

-- ---------------------------------------------------------------------------------------------
-- A decision on a website booking request: one e-mail to the guest
-- ---------------------------------------------------------------------------------------------
create function public.queue_guest_stay_mail() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  request record;
  thread text;
  kind text;
begin
  kind := case new.status
    when 'confirmed' then 'booking-confirmed'
    when 'declined' then 'booking-declined'
    when 'cancelled' then 'booking-cancelled'
  end;
  if kind is null or new.source <> 'website'
     or coalesce((select auth.role()), '') not in ('authenticated', 'service_role') then
    return null;
  end if;
  select i.id, i.email into request
    from public.inquiries i
   where i.stay_id = new.id
   order by i.created_at, i.id
   limit 1;
  if not found then
    return null;
  end if;
  select o.message_id into thread
    from public.mail_outbox o
   where o.inquiry_id = request.id and o.audience = 'visitor'
   order by o.created_at desc, o.id desc
   limit 1;
  insert into public.mail_outbox (kind, inquiry_id, audience, recipient, in_reply_to, created_by)
  values (kind, request.id, 'visitor', request.email, thread, (select auth.uid()));
  return null;
end;
$$;

create trigger stays_queue_guest_mail after update of status on public.stays
  for each row when (old.status is distinct from new.status)
  execute function public.queue_guest_stay_mail();

-- ---------------------------------------------------------------------------------------------
-- A website booking request's inquiry: services by name, in the guest's language.
-- ---------------------------------------------------------------------------------------------
create or replace function public.inquiry_for_booking_request() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  villa text;
  summary text;
  services text;
  nbsp constant text := chr(160);
  months constant text[] := array['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août',
    'septembre', 'octobre', 'novembre', 'décembre'];
begin
  select title into villa from public.rentals where id = new.rental_id;
  -- The site's own labels (add-ons.ts; the French of booking-request.ts); a code it no longer has, as stored.
  select string_agg(
           case when new.locale = 'fr' then
             case a.value
               when 'private-chef' then 'Chef à domicile'
               when 'car-rental' then 'Location de voiture'
               when 'boat-charter' then 'Location de bateau'
               when 'airport-transfer' then 'Transfert depuis l’aéroport'
               when 'grocery-stocking' then 'Courses livrées avant l’arrivée'
               when 'massage' then 'Massage à la villa'
               else a.value
             end
           else
             case a.value
               when 'private-chef' then 'Private chef'
               when 'car-rental' then 'Car rental'
               when 'boat-charter' then 'Boat charter'
               when 'airport-transfer' then 'Airport transfer'
               when 'grocery-stocking' then 'Grocery stocking'
               when 'massage' then 'Massage'
               else a.value
             end
           end, ', ' order by a.n)
    into services
    from unnest(new.add_ons) with ordinality as a(value, n);
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
      || case when services is not null then E'\nServices' || nbsp || ': ' || services || '.' else '' end;
  else
    summary := 'Booking request ' || new.reference || ' for ' || coalesce(villa, 'a villa') || ': '
      || to_char(new.check_in, 'FMMonth FMDD, YYYY') || ' to ' || to_char(new.check_out, 'FMMonth FMDD, YYYY')
      || ' (' || (new.check_out - new.check_in) || ' nights), ' || new.guests
      || case when new.guests = 1 then ' guest.' else ' guests.' end
      || case when services is not null then E'\nServices: ' || services || '.' else '' end;
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

-- ---------------------------------------------------------------------------------------------
-- The worker's claim, with the stay a message is about (its result type changes: dropped and made again).
-- ---------------------------------------------------------------------------------------------
drop function public.claim_outbox(integer, integer);

create function public.claim_outbox(p_batch integer, p_lease_seconds integer default 600)
  returns table (
    id uuid, kind text, audience text, recipient text, message_id text, in_reply_to text, subject text, body text,
    signer text, attempts integer, queued_at timestamptz, created_at timestamptz,
    inquiry_id uuid, inquiry_name text, inquiry_email text, inquiry_phone text, inquiry_message text,
    inquiry_source text, inquiry_created_at timestamptz,
    property_id uuid, property_title text, rental_id uuid, rental_title text, stay_id uuid, stay_reference text,
    inquiry_locale text,
    staff_user_id uuid, staff_name text, staff_role text, secret text,
    stay_check_in date, stay_check_out date, stay_guests integer, stay_add_ons text[], stay_quote jsonb,
    stay_status text
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
         i.locale,
         c.staff_user_id, m.name, m.role, c.secret,
         s.check_in, s.check_out, s.guests, s.add_ons, s.quote, s.status
    from claimed c
    left join public.inquiries i on i.id = c.inquiry_id
    left join public.properties p on p.id = i.property_id
    left join public.rentals r on r.id = i.rental_id
    left join public.stays s on s.id = i.stay_id
    left join public.staff_members m on m.user_id = c.staff_user_id
   order by c.created_at, c.id
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what (Supabase grants execute on new functions to everyone by default)
-- ---------------------------------------------------------------------------------------------
revoke all on function public.queue_guest_stay_mail() from public, anon, authenticated;
revoke all on function public.claim_outbox(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox(integer, integer) to service_role;
