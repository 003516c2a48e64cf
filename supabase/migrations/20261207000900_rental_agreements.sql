-- The rental agreement (issue 28, items 1 and 6): a text staff keep, in English and French, versioned; the
-- guest accepts it on their page before paying, and the acceptance (version, time, address) is kept on the stay.
--
-- 1. rental_agreements is append-only: publishing is adding a row, whose version the database numbers (1, 2, …);
--    the one in force is the latest. Staff read them; owners publish (like the booking terms: 'settings.manage',
--    app/domain/staff/roles.ts). Nothing is ever changed or removed.
-- 2. A stay's schedule freezes the version in force when it is fixed (payment_schedules.terms ->
--    'agreementVersion', app/domain/payments/terms.ts); the version that applies to a stay is that one, or the
--    one in force when the stay was fixed before any was published.
-- 3. rental_agreement_acceptances: one per stay, written only through accept_rental_agreement(token, …) — the
--    private link's token, checked as guest_stay() checks it (…_guest_stay.sql) — which refuses any other
--    version than the stay's and keeps the first acceptance. Staff read them; nobody writes them directly.
-- 4. The history records each publication and each acceptance (the address is the visitor's, never copied).
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create table public.rental_agreements (
  -- Numbered by the database on insert (rental_agreements_number); two owners publishing at once: one is refused.
  version integer primary key check (version > 0),
  body_en text not null check (char_length(btrim(body_en)) between 1 and 50000),
  body_fr text not null check (char_length(btrim(body_fr)) between 1 and 50000),
  published_at timestamptz not null default now(),
  published_by uuid default auth.uid()
);

-- The next number, the time and the publisher are the database's, never the caller's.
create function public.number_rental_agreement() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.version := coalesce((select max(a.version) from public.rental_agreements a), 0) + 1;
  new.published_at := now();
  new.published_by := auth.uid();
  return new;
end;
$$;

create trigger rental_agreements_number before insert on public.rental_agreements
  for each row execute function public.number_rental_agreement();

create function public.keep_rental_agreements() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  raise exception 'A published rental agreement is never changed or removed: publish a new version'
    using errcode = 'insufficient_privilege';
end;
$$;

create trigger rental_agreements_append_only before update or delete on public.rental_agreements
  for each row execute function public.keep_rental_agreements();

create table public.rental_agreement_acceptances (
  -- A stay deleted (with its villa) takes its acceptance along.
  stay_id uuid primary key references public.stays (id) on delete cascade,
  version integer not null references public.rental_agreements (version) on delete restrict,
  accepted_at timestamptz not null default now(),
  -- The client's address as the server saw it behind the proxy (server.ts), in words ('203.0.113.7').
  address text not null check (char_length(address) between 1 and 100)
);

create function public.keep_rental_agreement_acceptances() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  raise exception 'An acceptance is never changed' using errcode = 'insufficient_privilege';
end;
$$;

create trigger rental_agreement_acceptances_kept before update on public.rental_agreement_acceptances
  for each row execute function public.keep_rental_agreement_acceptances();

-- ---------------------------------------------------------------------------------------------
-- The version that applies to a stay, its text for the guest's page, and the guest's acceptance
-- ---------------------------------------------------------------------------------------------

-- The version frozen on the stay's schedule; else (fixed before any was published) the one in force; null
-- without a schedule or without any agreement.
create function public.stay_rental_agreement_version(p_stay_id uuid) returns integer
  language sql stable security definer set search_path = ''
as $$
  select case
           when ps.terms ->> 'agreementVersion' ~ '^[0-9]{1,9}$' then (ps.terms ->> 'agreementVersion')::integer
           else (select max(a.version) from public.rental_agreements a)
         end
    from public.payment_schedules ps where ps.stay_id = p_stay_id
$$;

-- The stay a guest's private link opens (the same check as guest_stay): nothing for a wrong or expired token.
create function public.guest_link_stay(p_token text) returns uuid
  language sql stable security definer set search_path = ''
as $$
  select s.id
    from app_private.private_links l
    join public.stays s on s.id = l.stay_id and s.source = 'website'
   where l.digest = app_private.sha256_hex(coalesce(p_token, '')) and l.kind = 'booking-receipt'
     and l.expires_at > now()
$$;

-- The guest's page: the agreement that applies to the stay (the one they accepted, once they have), in both
-- languages, and their acceptance (version and time; never the address). Null for a token that opens nothing,
-- a stay without a schedule, or an agency without an agreement.
create function public.guest_rental_agreement(p_token text) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  with the_stay as (
    select st.id,
           (select jsonb_build_object('version', x.version, 'acceptedAt', x.accepted_at)
              from public.rental_agreement_acceptances x where x.stay_id = st.id) as accepted
      from public.stays st where st.id = public.guest_link_stay(p_token)
  )
  select jsonb_build_object(
           'version', a.version, 'bodyEn', a.body_en, 'bodyFr', a.body_fr, 'publishedAt', a.published_at,
           'accepted', t.accepted)
    from the_stay t
    join public.rental_agreements a
      on a.version = coalesce((t.accepted ->> 'version')::integer, public.stay_rental_agreement_version(t.id))
$$;

-- The guest accepts `p_version` from `p_address`: recorded once. Answers null for a token that opens nothing,
-- else { outcome, version, acceptedAt }: 'accepted' (recorded now), 'already' (the first acceptance, kept),
-- 'stale' (not the stay's version: nothing recorded), 'closed' (no longer an option or confirmed, or nothing
-- to accept).
create function public.accept_rental_agreement(p_token text, p_version integer, p_address text) returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  the_stay public.stays;
  applies integer;
  kept public.rental_agreement_acceptances;
begin
  select * into the_stay from public.stays where id = public.guest_link_stay(p_token) for update;
  if not found then
    return null;
  end if;
  select * into kept from public.rental_agreement_acceptances where stay_id = the_stay.id;
  if found then
    return jsonb_build_object('outcome', 'already', 'version', kept.version, 'acceptedAt', kept.accepted_at);
  end if;
  applies := public.stay_rental_agreement_version(the_stay.id);
  if applies is null or the_stay.status not in ('option', 'confirmed') then
    return jsonb_build_object('outcome', 'closed', 'version', applies, 'acceptedAt', null);
  end if;
  if p_version is distinct from applies then
    return jsonb_build_object('outcome', 'stale', 'version', applies, 'acceptedAt', null);
  end if;
  insert into public.rental_agreement_acceptances (stay_id, version, address)
  values (the_stay.id, applies, left(coalesce(nullif(btrim(p_address), ''), 'unknown'), 100))
  returning * into kept;
  return jsonb_build_object('outcome', 'accepted', 'version', kept.version, 'acceptedAt', kept.accepted_at);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- History
-- ---------------------------------------------------------------------------------------------
create trigger rental_agreements_audit after insert on public.rental_agreements
  for each row execute function public.record_audit_event(
    '{"key": "version", "name": "Rental agreement", "noise": ["published_at", "published_by"]}');
create trigger rental_agreement_acceptances_audit after insert on public.rental_agreement_acceptances
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "stays", "column": "stay_id"}, "key": "stay_id", "name": "Rental agreement accepted", "noise": ["accepted_at"], "private": ["address"]}');

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security: staff read; owners publish; guests accept through their link only
-- ---------------------------------------------------------------------------------------------
alter table public.rental_agreements enable row level security;
alter table public.rental_agreement_acceptances enable row level security;

revoke all on table public.rental_agreements, public.rental_agreement_acceptances from public, anon, authenticated;
grant select, insert (body_en, body_fr) on table public.rental_agreements to authenticated;
grant select on table public.rental_agreement_acceptances to authenticated;
grant select on table public.rental_agreements, public.rental_agreement_acceptances to service_role;

create policy "rental_agreements: staff read" on public.rental_agreements
  for select to authenticated using ((select public.is_staff()));
create policy "rental_agreements: owners publish" on public.rental_agreements
  for insert to authenticated with check ((select public.staff_role()) = 'owner');
create policy "rental_agreement_acceptances: staff read" on public.rental_agreement_acceptances
  for select to authenticated using ((select public.is_staff()));

revoke all on function public.number_rental_agreement(), public.keep_rental_agreements(),
  public.keep_rental_agreement_acceptances(), public.stay_rental_agreement_version(uuid),
  public.guest_link_stay(text) from public, anon, authenticated;
revoke all on function public.guest_rental_agreement(text), public.accept_rental_agreement(text, integer, text)
  from public, anon, authenticated;
grant execute on function public.guest_rental_agreement(text), public.accept_rental_agreement(text, integer, text)
  to anon, authenticated, service_role;
