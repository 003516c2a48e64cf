-- The privacy notice says how long leads and e-mails are kept as owners set it (issue 32, items 2 and 5;
-- docs/decisions/041-privacy-and-legal-notice.md).
--
-- public.retention_periods(): the two periods of agency_settings (…_person_data.sql), for anyone: visitors read
-- the privacy notice, and agency_settings itself is staff-only (it also holds the WhatsApp number). Only these two
-- numbers leave the table.
-- A change of agency_settings now notifies the other instances to drop their cached pages, as a change of the
-- notice's text does (…_several_instances.sql), so the notice follows the setting at once everywhere.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create or replace function public.retention_periods()
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select jsonb_build_object('leadMonths', s.lead_retention_months, 'mailMonths', s.mail_retention_months)
  from public.agency_settings s
  where s.id
$$;

revoke all on function public.retention_periods() from public, anon, authenticated;
grant execute on function public.retention_periods() to anon, authenticated, service_role;

create trigger agency_settings_public_change_update after update on public.agency_settings
  referencing new table as changed_rows for each statement execute function app_private.notify_public_change();
