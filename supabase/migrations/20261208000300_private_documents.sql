-- Private documents (issue 29, items 3 and 6; app/domain/media/documents.ts): a villa's expense receipts (a
-- photo or a PDF: `homeowner_expenses.receipt`) and the signed management mandates (a PDF: its SHA-256 in
-- `management_agreements.mandate_document`, its key `<sha-256>.pdf`).
--
-- Embedded (plain PostgreSQL, PGlite) they are files in MEDIA_DIR/documents, which no public route reads. On
-- Supabase they are objects of the private bucket `private-documents`: never served at a public address, read
-- by staff through the app (streamed with the staff member's own session, never a signed URL), written and
-- removed by staff; nobody else may list, read, write or remove one. Skipped where there is no Storage.
-- The tables that name them keep their own rules (…_homeowners.sql, …_homeowner_expenses.sql).
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'storage') then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('private-documents', 'private-documents', false, 15728640,
            array['image/jpeg', 'image/png', 'application/pdf'])
    on conflict (id) do update
      set public = excluded.public,
          file_size_limit = excluded.file_size_limit,
          allowed_mime_types = excluded.allowed_mime_types;

    -- A key is a content hash: a document is never replaced (same key, same bytes), so there is no update.
    create policy "private documents: staff read" on storage.objects
      for select to authenticated
      using (bucket_id = 'private-documents' and (select public.is_staff()));
    create policy "private documents: staff store" on storage.objects
      for insert to authenticated
      with check (bucket_id = 'private-documents' and (select public.is_staff()));
    create policy "private documents: staff remove" on storage.objects
      for delete to authenticated
      using (bucket_id = 'private-documents' and (select public.is_staff()));
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The expenses list's totals (/admin/expenses): per currency, for the list's filters — its villas (null: all),
-- a range of days [p_from, p_to) and a category (null: all). The caller's rights apply: staff read every
-- expense, anyone else none (…_homeowner_expenses.sql). Amounts in minor units.
-- ---------------------------------------------------------------------------------------------
create function public.homeowner_expense_totals(p_rental_ids uuid[], p_from date, p_to date, p_category text)
  returns table (currency text, expenses integer, total bigint)
  language sql stable set search_path = ''
as $$
  select e.currency, count(*)::integer, sum(e.amount)::bigint
    from public.homeowner_expenses e
   where (p_rental_ids is null or e.rental_id = any (p_rental_ids))
     and (p_from is null or e.spent_on >= p_from)
     and (p_to is null or e.spent_on < p_to)
     and (p_category is null or e.category = p_category)
   group by e.currency
   order by e.currency
$$;

revoke all on function public.homeowner_expense_totals(uuid[], date, date, text) from public, anon;
grant execute on function public.homeowner_expense_totals(uuid[], date, date, text) to authenticated;
