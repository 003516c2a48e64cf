-- The lead pipeline's reads (issue 17, item 2), on top of …_lead_pipeline.sql:
--
-- 1. public.leads: every inquiry with what the inbox, its filters and the CSV export show beside it — the
--    listing it is about (its id, title and island), the assignee's name and the number of notes. A view with
--    the caller's rights (security_invoker), so row level security on inquiries, listings, the staff list and
--    the notes decides exactly as it does on the tables: staff read every lead, nobody else any.
-- 2. public.admin_search_leads(pattern): the staff search over it (name, e-mail, message), through the
--    inquiries' trigram index, like the other admin search functions (…_admin_search.sql).
-- 3. public.lead_listings: the listings that have leads, for the inbox's listing filter.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

create view public.leads with (security_invoker = true) as
  select i.id, i.name, i.email, i.phone, i.message, i.read, i.source, i.property_id, i.rental_id, i.stay_id,
         i.locale, i.created_at, i.stage, i.lost_reason, i.assigned_to, i.follow_up_on, i.stage_changed_at,
         coalesce(i.property_id, i.rental_id) as listing_id,
         coalesce(p.title, r.title) as listing_title,
         coalesce(p.island, r.island) as island,
         -- Their name, or their e-mail while they have none (an account made by `npm run create-admin`).
         coalesce(nullif(btrim(m.name), ''), m.email) as assignee_name,
         (select count(*) from public.lead_notes n where n.inquiry_id = i.id)::integer as note_count
    from public.inquiries i
    left join public.properties p on p.id = i.property_id
    left join public.rentals r on r.id = i.rental_id
    left join public.staff_members m on m.user_id = i.assigned_to;

-- Security definer (it reads as the owner, so the trigram index applies), returning nothing unless the
-- caller is an active staff member; `pattern` is a complete ILIKE pattern.
create function public.admin_search_leads(pattern text) returns setof public.leads
  language sql stable security definer set search_path = ''
as $$
  select * from public.leads
   where (select public.is_staff()) and (name ilike pattern or email ilike pattern or message ilike pattern)
$$;

-- The listings leads are about: the inbox's listing filter offers only these.
create view public.lead_listings with (security_invoker = true) as
  select p.id, 'property'::text as kind, p.title, p.island
    from public.properties p
   where exists (select 1 from public.inquiries i where i.property_id = p.id)
  union all
  select r.id, 'rental'::text as kind, r.title, r.island
    from public.rentals r
   where exists (select 1 from public.inquiries i where i.rental_id = r.id);

-- Supabase grants everything on new objects to everyone by default: say exactly who may read what.
revoke all on table public.leads, public.lead_listings from public, anon, authenticated;
grant select on table public.leads, public.lead_listings to authenticated;
revoke all on function public.admin_search_leads(text) from public, anon;
grant execute on function public.admin_search_leads(text) to authenticated;
