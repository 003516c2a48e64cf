-- The confirmation's payment instructions say when the rental agreement is still to be accepted on the guest's
-- page (issue 28, item 6: before paying, the guest accepts it). Same function as …_guest_stay.sql, one more key:
-- `agreementToAccept`, true for a website stay (the guest has a page) with an agreement that applies to it
-- (…_rental_agreements.sql) and no acceptance yet.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create or replace function public.stay_payment_instructions(p_stay_id uuid) returns jsonb
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
      ),
      'agreementToAccept', s.source = 'website'
        and public.stay_rental_agreement_version(s.id) is not null
        and not exists (select 1 from public.rental_agreement_acceptances x where x.stay_id = s.id)
    )
    from public.stays s where s.id = p_stay_id
  );
end;
$$;

revoke all on function public.stay_payment_instructions(uuid) from public, anon, authenticated;
grant execute on function public.stay_payment_instructions(uuid) to service_role;
