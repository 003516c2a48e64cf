-- Stored images (issue 12; docs/decisions/006-media-store.md): one row per photo in the media store, named
-- by its content hash, with what a page needs to lay it out before it loads (size, placeholder, colour)
-- and the widths of its public variants. The files themselves live in the media store: a folder on the
-- embedded backend (MEDIA_DIR), two Storage buckets on Supabase (created at the end of this file).
--
-- Only staff read or write this table: visitors reach the variants by URL, never the list of what is
-- stored (a draft listing's photos stay unlisted). Applies with plain `psql -f` as well as in the
-- migrator's transaction, on Supabase, PostgreSQL and PGlite alike.

create table public.media (
  hash text primary key check (hash ~ '^[0-9a-f]{32}$'),
  file_name text not null check (char_length(file_name) between 1 and 255),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
  bytes bigint not null check (bytes > 0),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  placeholder text not null check (placeholder like 'data:image/%' and char_length(placeholder) <= 2048),
  dominant_color text not null check (dominant_color ~ '^#[0-9a-f]{6}$'),
  widths integer[] not null check (cardinality(widths) between 1 and 20 and 0 < all (widths)),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);

-- The media list: newest first.
create index media_created_idx on public.media (created_at, hash);

-- Staff search by file name, served by a trigram index (as …_admin_search.sql does for the listings).
-- The operator class is named with the schema pg_trgm lives in (extensions on Supabase, maybe public on a
-- project that enabled it earlier), so no `set local search_path` is needed outside a transaction.
do $$
declare
  trgm_schema text;
begin
  select n.nspname into trgm_schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  execute format('create index media_search_idx on public.media using gin (file_name %I.gin_trgm_ops)', trgm_schema);
end
$$;

-- `pattern` is a complete ILIKE pattern (the app escapes % and _ and adds the outer %; '%%' lists all).
create function public.admin_search_media(pattern text) returns setof public.media
  language sql stable security definer set search_path = ''
as $$
  select * from public.media where (select public.is_staff()) and file_name ilike pattern
$$;

-- Where each stored image is used: listings whose images mention its hash (in an address or a structured
-- image's `media.hash`, whatever the column's shape), posts that mention it anywhere (featured image or an
-- image in the text). A hash is 32 hex digits: it matches nothing by accident. All stored images when
-- `p_hashes` is null. Staff only (nothing for anyone else).
create function public.media_usage(p_hashes text[] default null)
  returns table (hash text, kind text, id uuid, title text)
  language sql stable security definer set search_path = ''
as $$
  with wanted as (
    select distinct w.hash
      from unnest(coalesce(p_hashes, array(select m.hash from public.media m))) as w(hash)
     where (select public.is_staff()) and w.hash ~ '^[0-9a-f]{32}$'
  )
  select w.hash, 'property', p.id, p.title
    from public.properties p join wanted w on strpos(p.images::text, w.hash) > 0
  union all
  select w.hash, 'rental', r.id, r.title
    from public.rentals r join wanted w on strpos(r.images::text, w.hash) > 0
  union all
  select w.hash, 'blog_post', b.id, b.title
    from public.blog_posts b join wanted w on strpos(to_jsonb(b)::text, w.hash) > 0
  order by 1, 2, 4
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row level security
-- ---------------------------------------------------------------------------------------------
alter table public.media enable row level security;

-- Supabase's default privileges grant everything on new tables: revoke, then grant what is used.
revoke all on table public.media from anon, authenticated;
-- Staff, through the policy below: list, add, delete (rows never change; a new photo is a new hash).
grant select, insert, delete on table public.media to authenticated;
-- The server's orphan sweep (the embedded backend's service role; Supabase's service_role has these).
grant select on table public.media to service_role;

create policy "media: staff manage" on public.media
  for all to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

revoke all on function public.admin_search_media(text), public.media_usage(text[]) from public, anon;
grant execute on function public.admin_search_media(text), public.media_usage(text[]) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Supabase Storage: the buckets and who may touch their objects. Skipped where there is no Storage
-- (plain PostgreSQL, PGlite: the embedded backend keeps files in MEDIA_DIR).
--
--   media            public bucket: anyone reads a variant by its URL (/storage/v1/object/public/media/…),
--                    which the public flag serves without consulting the policies. Listing its objects
--                    through the API, uploading and deleting are staff only.
--   media-originals  private bucket: the normalised full-size originals, staff only in every way.
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'storage') then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values
      ('media', 'media', true, 10485760, array['image/avif', 'image/webp']),
      ('media-originals', 'media-originals', false, null, array['image/jpeg', 'image/png'])
    on conflict (id) do update
      set public = excluded.public,
          file_size_limit = excluded.file_size_limit,
          allowed_mime_types = excluded.allowed_mime_types;

    create policy "media: staff list and read" on storage.objects
      for select to authenticated
      using (bucket_id in ('media', 'media-originals') and (select public.is_staff()));
    create policy "media: staff upload" on storage.objects
      for insert to authenticated
      with check (bucket_id in ('media', 'media-originals') and (select public.is_staff()));
    create policy "media: staff replace" on storage.objects
      for update to authenticated
      using (bucket_id in ('media', 'media-originals') and (select public.is_staff()))
      with check (bucket_id in ('media', 'media-originals') and (select public.is_staff()));
    create policy "media: staff delete" on storage.objects
      for delete to authenticated
      using (bucket_id in ('media', 'media-originals') and (select public.is_staff()));
  end if;
end
$$;
