-- Row level security that costs one staff check per statement, not one per row.
--
-- A policy that calls is_staff() directly makes PostgreSQL call it (and read staff_members) for every
-- row it considers: counting 100,000 properties for an admin list took seconds. Wrapped in a scalar
-- sub-select, the call becomes an init plan, evaluated once per statement (Supabase's advice for
-- auth.uid() and helper functions in policies). What each policy allows is unchanged.

drop policy "staff_members: read own row or all as staff" on public.staff_members;
create policy "staff_members: read own row or all as staff" on public.staff_members
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_staff()));

drop policy "properties: staff manage" on public.properties;
create policy "properties: staff manage" on public.properties
  for all to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

drop policy "rentals: staff manage" on public.rentals;
create policy "rentals: staff manage" on public.rentals
  for all to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

drop policy "blog_posts: staff manage" on public.blog_posts;
create policy "blog_posts: staff manage" on public.blog_posts
  for all to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

drop policy "inquiries: staff manage" on public.inquiries;
create policy "inquiries: staff manage" on public.inquiries
  for all to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
