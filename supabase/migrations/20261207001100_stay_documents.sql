-- A stay's documents (issue 28, item 7): which legal entity issues them, and what the guest's page needs to draw
-- them that guest_stay does not give (…_guest_stay.sql): the guest's name as printed and the stay's invoices.
-- The PDFs are drawn by the server (app/server/payments/stay-documents.server.ts); nothing here writes.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- The entity that issues a stay's documents: the active one of the villa's island, else the active one for
-- every island (null when the agency has set up neither). Staff read it under their own rights; the guest's
-- page through guest_documents.
create function public.stay_legal_entity(p_stay_id uuid) returns uuid
  language sql stable security invoker set search_path = ''
as $$
  select e.id
    from public.stays s
    join public.rentals r on r.id = s.rental_id
    join public.legal_entities e on e.active and (e.island = r.island or e.island is null)
   where s.id = p_stay_id
   order by (e.island is null), e.created_at
   limit 1
$$;

-- What the guest's documents print beyond the guest's page: the guest's name, the issuer's legal details and
-- the invoices issued (each with its own snapshot of the issuer and lines, as printed). Through the link's
-- token only, like guest_stay: nothing for a token that opens no link or whose link has expired.
create function public.guest_documents(p_token text) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'guestName', s.guest_name,
    'issuer', (
      select jsonb_build_object(
        'name', e.name, 'address', e.address, 'registrationNumber', e.registration_number,
        'vatNumber', e.vat_number, 'email', e.email, 'phone', e.phone, 'legalNotice', e.legal_notice)
        from public.legal_entities e where e.id = public.stay_legal_entity(s.id)
    ),
    'invoices', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', i.id, 'reference', i.reference, 'issuedOn', i.issued_on, 'currency', i.currency,
               'total', i.total, 'lines', i.lines, 'issuer', i.issuer, 'language', i.language)
               order by i.issued_on, i.number)
        from public.invoices i where i.stay_id = s.id
    ), '[]'::jsonb)
  )
    from app_private.private_links l
    join public.stays s on s.id = l.stay_id and s.source = 'website'
   where l.digest = app_private.sha256_hex(coalesce(p_token, '')) and l.kind = 'booking-receipt'
     and l.expires_at > now()
$$;

revoke all on function public.stay_legal_entity(uuid), public.guest_documents(text) from public, anon, authenticated;
grant execute on function public.stay_legal_entity(uuid) to authenticated, service_role;
grant execute on function public.guest_documents(text) to anon, authenticated, service_role;
