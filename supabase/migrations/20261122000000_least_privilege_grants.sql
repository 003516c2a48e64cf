-- Least privilege for the API roles.
--
-- A Supabase project gives anon and authenticated every privilege on new tables in public (its default
-- privileges), so the grants of the first migration were a floor there, not a ceiling. Row level
-- security already refuses what these roles must not do, but it does not govern TRUNCATE, REFERENCES
-- or TRIGGER. Everything is revoked, then exactly what the product uses is granted back:
--   anon           reads listings and posts (the policies show only published ones), sends inquiries;
--   authenticated  the same, and reads, writes and deletes them all when is_staff() (the policies);
--                  reads staff_members (its own row, or all of them as staff).
revoke all on table public.properties, public.rentals, public.blog_posts, public.inquiries, public.staff_members
  from anon, authenticated;

grant select on table public.properties, public.rentals, public.blog_posts to anon;
grant insert on table public.inquiries to anon;
grant select, insert, update, delete on table public.properties, public.rentals, public.blog_posts, public.inquiries
  to authenticated;
grant select on table public.staff_members to authenticated;

-- The trigger function is only ever run by its triggers.
revoke all on function public.set_updated_at() from public, anon, authenticated;
