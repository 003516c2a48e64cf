-- The media library (issue 12 item 7, /admin/media): stored images listed by file name or by the alt text
-- they carry where they are used, and, on demand, only those that nothing uses (which may be deleted).
--
-- Alt text lives where an image is used, not on its `media` row: in a listing's `images` element
-- ({ "src": …, "alt": …, "media": { "hash": … } }) or in a post's `featured_image_meta` beside its
-- `featured_image`. *Used* means what media_usage() means (a listing whose `images` mention the hash, a post
-- that mentions it anywhere), read from the other side: every 32-hex-digit run in those texts, collected in
-- one pass over the listings and posts instead of one search per stored image. (media_usage() still decides
-- whether a delete may happen.)
--
-- `p_pattern` is a complete ILIKE pattern (the app escapes % and _ and adds the outer %; '%%' lists all).
-- Staff only: nothing for anyone else. Applies with plain `psql -f` as well as in the migrator's transaction.

create function public.admin_media_library(p_pattern text default '%%', p_unused boolean default false)
  returns setof public.media
  language sql stable security definer set search_path = ''
as $$
  select m.*
    from public.media m
   where (select public.is_staff())
     and (
       m.file_name ilike p_pattern
       or (p_pattern <> '%%' and m.hash in (
         select found[1]
           from (
             select image from public.properties p cross join lateral jsonb_array_elements(p.images) as element(image)
             union all
             select image from public.rentals r cross join lateral jsonb_array_elements(r.images) as element(image)
             union all
             select jsonb_build_object('src', b.featured_image, 'alt', b.featured_image_meta ->> 'alt')
               from public.blog_posts b
           ) as described
           cross join lateral regexp_matches(described.image::text, '[0-9a-f]{32}', 'g') as found
          where described.image ->> 'alt' ilike p_pattern
       ))
     )
     and (not p_unused or m.hash not in (
       select found[1]
         from (
           select p.images::text as body from public.properties p
           union all
           select r.images::text from public.rentals r
           union all
           select to_jsonb(b)::text from public.blog_posts b
         ) as mentioned
         cross join lateral regexp_matches(mentioned.body, '[0-9a-f]{32}', 'g') as found
     ))
$$;

revoke all on function public.admin_media_library(text, boolean) from public, anon;
grant execute on function public.admin_media_library(text, boolean) to authenticated;
