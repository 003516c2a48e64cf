-- Structured images (issue 12): a listing's photos become objects instead of bare addresses, so each has
-- alt text, an optional caption, its size and a placeholder (app/domain/media/images.ts `ListingImage`):
--   { "src": "/media/…/1920.webp", "alt": "…", "caption": null, "width": 4000, "height": 2667,
--     "placeholder": "data:image/webp;base64,…", "media": { "hash": "…", "base": "/media/…", "widths": […] } }
-- Every existing address is kept, in its order, as { "src": <address>, "alt": "" }: nothing is lost, and
-- the pages fall back to the title and the photo's place until staff write alt text.
-- A blog post keeps `featured_image` (its address, SPEC §3) and gains the same details beside it.

create function public.image_objects_from_urls(urls text[]) returns jsonb
  language sql immutable set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('src', url, 'alt', '') order by position), '[]'::jsonb)
    from unnest(urls) with ordinality as listed(url, position)
   where url is not null and url <> ''
$$;

alter table public.properties alter column images drop default;
alter table public.properties alter column images type jsonb using public.image_objects_from_urls(images);
alter table public.properties alter column images set default '[]'::jsonb;
alter table public.properties add constraint properties_images_shape
  check (jsonb_typeof(images) = 'array' and jsonb_array_length(images) <= 60);

alter table public.rentals alter column images drop default;
alter table public.rentals alter column images type jsonb using public.image_objects_from_urls(images);
alter table public.rentals alter column images set default '[]'::jsonb;
alter table public.rentals add constraint rentals_images_shape
  check (jsonb_typeof(images) = 'array' and jsonb_array_length(images) <= 60);

drop function public.image_objects_from_urls(text[]);

alter table public.blog_posts add column featured_image_meta jsonb not null default '{}'::jsonb
  check (jsonb_typeof(featured_image_meta) = 'object');
