-- The privacy notice and the legal notice (issue 32, items 2 and 6; docs/decisions/041-privacy-and-legal-notice.md).
--
-- public.legal_pages: one row per page ('privacy', 'legal'), its Markdown in English and French as owners edited
-- it at /admin/settings/legal-pages. An empty text means "the built-in text" (app/domain/privacy/defaults/), so a
-- fresh database shows complete pages and "Restore the default text" is an update back to ''. Both rows exist
-- from this migration on: saving is an update, never an insert, and nobody deletes a row.
-- Everyone reads (the pages are public); owners change them (as every setting); every change is in the history,
-- and each write notifies the other instances to drop their cached pages (…_several_instances.sql).
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create table public.legal_pages (
  page text primary key check (page in ('privacy', 'legal')),
  body_en text not null default '' check (char_length(body_en) <= 60000),
  body_fr text not null default '' check (char_length(body_fr) <= 60000),
  updated_at timestamptz not null default now()
);

insert into public.legal_pages (page) values ('privacy'), ('legal');

create trigger legal_pages_set_updated_at before update on public.legal_pages
  for each row execute function public.set_updated_at();

create trigger legal_pages_audit after insert or update or delete on public.legal_pages
  for each row execute function public.record_audit_event('{"key": "page", "label": "page", "noise": ["updated_at"]}');

create trigger legal_pages_public_change_insert after insert on public.legal_pages
  referencing new table as changed_rows for each statement execute function app_private.notify_public_change();
create trigger legal_pages_public_change_update after update on public.legal_pages
  referencing new table as changed_rows for each statement execute function app_private.notify_public_change();
create trigger legal_pages_public_change_delete after delete on public.legal_pages
  referencing old table as changed_rows for each statement execute function app_private.notify_public_change();
create trigger legal_pages_public_change_truncate after truncate on public.legal_pages
  for each statement execute function app_private.notify_public_change();

alter table public.legal_pages enable row level security;
revoke all on table public.legal_pages from public, anon, authenticated;
grant select on table public.legal_pages to anon, authenticated, service_role;
grant update (body_en, body_fr) on table public.legal_pages to authenticated;

create policy "legal_pages: everyone reads" on public.legal_pages
  for select to anon, authenticated using (true);
create policy "legal_pages: owners change" on public.legal_pages
  for update to authenticated
  using ((select public.staff_role()) = 'owner') with check ((select public.staff_role()) = 'owner');
