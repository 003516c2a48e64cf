-- The one schema of the product: listings, rentals, blog posts, inquiries and the staff list,
-- with the checks, indexes and row level security that guard them. Supabase applies this file with
-- `supabase db push`; the embedded backend applies it unchanged after its bootstrap (roles anon and
-- authenticated, auth.uid()).

-- ---------------------------------------------------------------------------------------------
-- Staff: a signed-in user listed here may manage everything.
-- ---------------------------------------------------------------------------------------------
create table public.staff_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

-- security definer with a fixed search_path: the policies call it, and it must read staff_members
-- whatever the caller may see, without being steerable through the caller's search_path.
create function public.is_staff() returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (select 1 from public.staff_members where user_id = auth.uid());
$$;

revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated;

create function public.set_updated_at() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Sale properties
-- ---------------------------------------------------------------------------------------------
create table public.properties (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '',
  -- Whole US dollars (SPEC §9). Integer types keep their comparisons leakproof, so the price filters can
  -- use their indexes under row level security (numeric comparisons are not leakproof).
  price bigint not null default 0 check (price >= 0),
  property_type text not null default 'villa' check (property_type in ('villa', 'apartment', 'house')),
  location text not null default '',
  address text not null default '',
  island text not null default 'Saint Barthélemy' check (island in ('Saint Barthélemy', 'Sint Maarten')),
  bedrooms integer not null default 1 check (bedrooms >= 0),
  bathrooms integer not null default 1 check (bathrooms >= 0),
  area numeric(10, 2) not null default 0 check (area >= 0), -- m²
  status text not null default 'draft' check (status in ('published', 'draft', 'archived')),
  featured boolean not null default false,
  amenities text[] not null default '{}',
  images text[] not null default '{}',
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger properties_set_updated_at before update on public.properties
  for each row execute function public.set_updated_at();

-- Public list: published only, newest first or by price, ties by id in the same direction (so each
-- index serves both directions); every filter narrows from there. `include (status)` lets counts run as
-- index-only scans under row level security, whose own `status = 'published'` check needs the column.
create index properties_published_created_idx on public.properties (created_at, id) include (status) where status = 'published';
create index properties_published_price_idx on public.properties (price, id) include (status) where status = 'published';
create index properties_published_island_price_idx on public.properties (island, price, id) include (status) where status = 'published';
create index properties_published_type_price_idx on public.properties (property_type, price, id) include (status) where status = 'published';
create index properties_published_bedrooms_idx on public.properties (bedrooms, price) include (status) where status = 'published';
create index properties_published_bathrooms_idx on public.properties (bathrooms, price) include (status) where status = 'published';
create index properties_featured_idx on public.properties (created_at, id) where status = 'published' and featured;
-- Admin list: any status, sorted by a chosen column.
create index properties_created_idx on public.properties (created_at, id);
create index properties_status_created_idx on public.properties (status, created_at, id);
create index properties_title_idx on public.properties (title, id);
create index properties_price_idx on public.properties (price, id);
create index properties_island_idx on public.properties (island, id);

-- ---------------------------------------------------------------------------------------------
-- Vacation rentals
-- ---------------------------------------------------------------------------------------------
create table public.rentals (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '',
  daily_rate integer not null default 0 check (daily_rate >= 0), -- whole US dollars a night
  location text not null default '',
  address text not null default '',
  island text not null default 'Saint Barthélemy' check (island in ('Saint Barthélemy', 'Sint Maarten')),
  bedrooms integer not null default 1 check (bedrooms >= 0),
  bathrooms integer not null default 1 check (bathrooms >= 0),
  area numeric(10, 2) not null default 0 check (area >= 0), -- m²
  status text not null default 'draft' check (status in ('published', 'draft', 'archived')),
  featured boolean not null default false,
  amenities text[] not null default '{}',
  images text[] not null default '{}',
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  min_stay_days integer not null default 1 check (min_stay_days >= 1),
  max_guests integer not null default 2 check (max_guests >= 1),
  availability_calendar jsonb not null default '[]'::jsonb check (jsonb_typeof(availability_calendar) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger rentals_set_updated_at before update on public.rentals
  for each row execute function public.set_updated_at();

create index rentals_published_created_idx on public.rentals (created_at, id) include (status) where status = 'published';
create index rentals_published_rate_idx on public.rentals (daily_rate, id) include (status) where status = 'published';
create index rentals_published_island_rate_idx on public.rentals (island, daily_rate, id) include (status) where status = 'published';
create index rentals_published_bedrooms_idx on public.rentals (bedrooms, daily_rate) include (status) where status = 'published';
create index rentals_published_guests_idx on public.rentals (max_guests, daily_rate) include (status) where status = 'published';
create index rentals_published_min_stay_idx on public.rentals (min_stay_days, daily_rate) include (status) where status = 'published';
create index rentals_created_idx on public.rentals (created_at, id);
create index rentals_status_created_idx on public.rentals (status, created_at, id);
create index rentals_title_idx on public.rentals (title, id);
create index rentals_location_idx on public.rentals (location, id);
create index rentals_rate_idx on public.rentals (daily_rate, id);
create index rentals_min_stay_idx on public.rentals (min_stay_days, id);
create index rentals_max_guests_idx on public.rentals (max_guests, id);

-- ---------------------------------------------------------------------------------------------
-- Blog
-- ---------------------------------------------------------------------------------------------
create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  title text not null check (char_length(title) between 1 and 200),
  content text not null default '', -- Markdown
  featured_image text not null default '',
  status text not null default 'draft' check (status in ('published', 'draft', 'archived')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger blog_posts_set_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at();

create index blog_posts_published_created_idx on public.blog_posts (created_at, id) include (status) where status = 'published';
create index blog_posts_created_idx on public.blog_posts (created_at, id);
create index blog_posts_status_created_idx on public.blog_posts (status, created_at, id);
create index blog_posts_title_idx on public.blog_posts (title, id);

-- ---------------------------------------------------------------------------------------------
-- Inquiries: the business's leads. Deleting a listing never deletes its inquiries.
-- ---------------------------------------------------------------------------------------------
create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320),
  phone text check (phone is null or char_length(phone) <= 50),
  message text not null check (char_length(message) between 1 and 5000),
  read boolean not null default false,
  source text not null default 'contact' check (source in ('property', 'rental', 'contact')),
  property_id uuid references public.properties (id) on delete set null,
  rental_id uuid references public.rentals (id) on delete set null,
  created_at timestamptz not null default now()
);

create index inquiries_created_idx on public.inquiries (created_at, id);
create index inquiries_read_created_idx on public.inquiries (read, created_at, id);
create index inquiries_property_idx on public.inquiries (property_id) where property_id is not null;
create index inquiries_rental_idx on public.inquiries (rental_id) where rental_id is not null;

-- ---------------------------------------------------------------------------------------------
-- Privileges: visitors read and send inquiries; what they may see is narrowed by the policies.
-- ---------------------------------------------------------------------------------------------
grant usage on schema public to anon, authenticated;
grant select on public.properties, public.rentals, public.blog_posts to anon, authenticated;
grant insert on public.inquiries to anon, authenticated;
grant select, insert, update, delete on public.properties, public.rentals, public.blog_posts, public.inquiries to authenticated;
grant select on public.staff_members to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Row level security
-- ---------------------------------------------------------------------------------------------
alter table public.staff_members enable row level security;
alter table public.properties enable row level security;
alter table public.rentals enable row level security;
alter table public.blog_posts enable row level security;
alter table public.inquiries enable row level security;

-- A signed-in user sees whether they are staff; staff see the whole list. Changes go through the
-- database owner (create-admin, the Supabase dashboard), never through the API.
create policy "staff_members: read own row or all as staff" on public.staff_members
  for select to authenticated using (user_id = auth.uid() or public.is_staff());

create policy "properties: anyone reads published" on public.properties
  for select to anon, authenticated using (status = 'published');
create policy "properties: staff manage" on public.properties
  for all to authenticated using (public.is_staff()) with check (public.is_staff());

create policy "rentals: anyone reads published" on public.rentals
  for select to anon, authenticated using (status = 'published');
create policy "rentals: staff manage" on public.rentals
  for all to authenticated using (public.is_staff()) with check (public.is_staff());

create policy "blog_posts: anyone reads published" on public.blog_posts
  for select to anon, authenticated using (status = 'published');
create policy "blog_posts: staff manage" on public.blog_posts
  for all to authenticated using (public.is_staff()) with check (public.is_staff());

-- Visitors may only add unread inquiries; they can never read, change or delete one.
create policy "inquiries: anyone sends an unread inquiry" on public.inquiries
  for insert to anon, authenticated with check (read = false);
create policy "inquiries: staff manage" on public.inquiries
  for all to authenticated using (public.is_staff()) with check (public.is_staff());
