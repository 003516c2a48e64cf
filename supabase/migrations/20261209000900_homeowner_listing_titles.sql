-- Issue 29: a homeowner's page names each of their villas and properties, published or not.
--
-- The homeowner reads listings as any signed-in visitor does (published ones only), so a villa withdrawn from the
-- site showed an empty title on its homeowner's page. This function returns the titles of the listings the
-- signed-in homeowner owns today, and nothing of anyone else's: only the title, nothing the public page hides.

create function public.homeowner_listing_titles()
  returns table (listing_id uuid, title text)
  language sql stable security definer set search_path = ''
as $$
  select r.id, r.title
    from public.homeowner_listings hl
    join public.rentals r on r.id = hl.rental_id
   where hl.homeowner_id = public.current_homeowner_id()
  union
  select p.id, p.title
    from public.homeowner_listings hl
    join public.properties p on p.id = hl.property_id
   where hl.homeowner_id = public.current_homeowner_id()
$$;

revoke all on function public.homeowner_listing_titles() from public, anon;
grant execute on function public.homeowner_listing_titles() to authenticated;
