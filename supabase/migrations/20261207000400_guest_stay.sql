-- The guest's page (issue 28, item 6): the booking receipt's private link grows into the guest's stay — its
-- status, payment schedule, what was received and what is due, and the bank account of the schedule's
-- currency to pay into, with the stay's reference. Read only through the link's token, like the receipt
-- (…_private_links.sql): nothing for a token that matches no link or whose link has expired, and never the
-- payer's name, a bank reference or a staff note.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create function public.guest_stay(p_token text) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'reference', s.reference,
    'status', s.status,
    'optionExpiresAt', s.option_expires_at,
    'schedule', (
      select jsonb_build_object(
        'currency', ps.currency, 'fixedOn', ps.fixed_on, 'total', ps.total, 'securityDeposit', ps.security_deposit,
        'festive', ps.festive, 'retained', ps.retained, 'closedOn', ps.closed_on,
        'instalments', coalesce((
          select jsonb_agg(jsonb_build_object('kind', i.kind, 'amount', i.amount, 'due', i.due) order by i.position)
            from public.payment_instalments i where i.stay_id = ps.stay_id
        ), '[]'::jsonb))
        from public.payment_schedules ps where ps.stay_id = s.id
    ),
    'entries', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', e.id, 'kind', e.kind, 'amount', e.amount, 'on', e.received_on, 'method', e.method,
               'reverses', e.reverses) order by e.created_at, e.id)
        from public.payment_entries e where e.stay_id = s.id
    ), '[]'::jsonb),
    'bank', (
      select jsonb_build_object(
        'holder', b.holder, 'bankName', b.bank_name, 'bankAddress', b.bank_address, 'iban', b.iban,
        'accountNumber', b.account_number, 'routingNumber', b.routing_number, 'swift', b.swift)
        from public.bank_accounts b
        join public.payment_schedules ps on ps.currency = b.currency and ps.stay_id = s.id
    )
  )
    from app_private.private_links l
    join public.stays s on s.id = l.stay_id and s.source = 'website'
   where l.digest = app_private.sha256_hex(coalesce(p_token, '')) and l.kind = 'booking-receipt'
     and l.expires_at > now()
$$;

-- The same for the server's e-mails (the confirmation's payment instructions, the reminders): by the stay's
-- id, for the service role only.
create function public.stay_payment_instructions(p_stay_id uuid) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only the server reads payment instructions' using errcode = 'insufficient_privilege';
  end if;
  return (
    select jsonb_build_object(
      'schedule', (
        select jsonb_build_object(
          'currency', ps.currency, 'total', ps.total, 'retained', ps.retained,
          'instalments', coalesce((
            select jsonb_agg(jsonb_build_object('kind', i.kind, 'amount', i.amount, 'due', i.due) order by i.position)
              from public.payment_instalments i where i.stay_id = ps.stay_id
          ), '[]'::jsonb))
          from public.payment_schedules ps where ps.stay_id = s.id
      ),
      'bank', (
        select jsonb_build_object(
          'holder', b.holder, 'bankName', b.bank_name, 'bankAddress', b.bank_address, 'iban', b.iban,
          'accountNumber', b.account_number, 'routingNumber', b.routing_number, 'swift', b.swift)
          from public.bank_accounts b
          join public.payment_schedules ps on ps.currency = b.currency and ps.stay_id = s.id
      )
    )
    from public.stays s where s.id = p_stay_id
  );
end;
$$;

revoke all on function public.guest_stay(text), public.stay_payment_instructions(uuid) from public, anon, authenticated;
grant execute on function public.guest_stay(text) to anon, authenticated, service_role;
grant execute on function public.stay_payment_instructions(uuid) to service_role;
