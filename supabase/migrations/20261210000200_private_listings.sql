-- Private listings (issue 31, item 3; docs/decisions/036-private-listings.md).
--
-- 1. A property's status may be 'private': every public read already asks for status = 'published' (the policy
--    "properties: anyone reads published", the lists, search, the sitemap, the feeds, the home page, the saved
--    page), so a private property is invisible to visitors through the API itself, not only through the queries.
--    Rentals and blog posts keep their three statuses.
-- 2. property_share_links: one link per recipient — a property, the lead (an inquiry of the pipeline) it was made
--    for, who made it, when it expires, when it was revoked. Its secret follows decision 019: the token's SHA-256
--    alone is kept, in app_private.private_links (kind 'property-share'), looked up by that digest; only
--    security-definer functions with an empty search_path touch it.
-- 3. property_share_openings: each opening of a link, on its recipient's lead — recorded by the very function
--    that resolves the token (open_property_share), so no page can skip it; at most one per link per 10 minutes.
-- 4. Staff (every active member: the 'listings' permission) make, list and revoke links; a revoked or expired
--    link opens nothing at once (the page is never stored by any cache: the server's no-store).
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- A property's new status
-- ---------------------------------------------------------------------------------------------
alter table public.properties drop constraint properties_status_check;
alter table public.properties
  add constraint properties_status_check check (status in ('published', 'draft', 'archived', 'private'));

-- ---------------------------------------------------------------------------------------------
-- Share links and their openings
-- ---------------------------------------------------------------------------------------------
create table public.property_share_links (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  created_by uuid default auth.uid() references public.staff_members (user_id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  constraint property_share_links_expiry check (expires_at > created_at)
);
create index property_share_links_property_idx on public.property_share_links (property_id, created_at desc);
create index property_share_links_inquiry_idx on public.property_share_links (inquiry_id);

create table public.property_share_openings (
  id uuid primary key default gen_random_uuid(),
  share_link_id uuid not null references public.property_share_links (id) on delete cascade,
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  property_id uuid not null references public.properties (id) on delete cascade,
  opened_at timestamptz not null default now()
);
create index property_share_openings_link_idx on public.property_share_openings (share_link_id, opened_at desc);
create index property_share_openings_inquiry_idx on public.property_share_openings (inquiry_id, opened_at);

alter table public.property_share_links enable row level security;
alter table public.property_share_openings enable row level security;

revoke all on table public.property_share_links, public.property_share_openings from public, anon, authenticated;
grant select on table public.property_share_links, public.property_share_openings to authenticated;
grant select, insert, update, delete on table public.property_share_links, public.property_share_openings
  to service_role;

-- Staff read them; every write goes through the functions below.
create policy "property_share_links: staff read" on public.property_share_links
  for select to authenticated using ((select public.is_staff()));
create policy "property_share_openings: staff read" on public.property_share_openings
  for select to authenticated using ((select public.is_staff()));

create trigger property_share_links_audit after insert or update or delete on public.property_share_links
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "properties", "column": "property_id"}, "noise": ["created_at", "created_by"]}');
create trigger property_share_openings_audit after insert or update or delete on public.property_share_openings
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "inquiries", "column": "inquiry_id"}, "noise": ["opened_at"]}');

-- The secret: a new kind of private link, read from the constraint itself (another migration may have added
-- kinds before this one).
alter table app_private.private_links
  add column share_link_id uuid references public.property_share_links (id) on delete cascade;
do $$
declare
  kinds text;
begin
  select string_agg(distinct quote_literal(m[1]), ', ') into kinds
    from pg_constraint c
    cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9-]+)''', 'g') as m
   where c.conrelid = 'app_private.private_links'::regclass and c.conname = 'private_links_kind_check';
  if kinds is null or kinds not like '%''vendor-tasks''%' then
    raise exception 'private_links_kind_check was not found as expected';
  end if;
  alter table app_private.private_links drop constraint private_links_kind_check;
  execute format('alter table app_private.private_links add constraint private_links_kind_check check (kind in (%s, %L))',
    kinds, 'property-share');
end
$$;
alter table app_private.private_links
  add constraint private_links_property_share check ((kind = 'property-share') = (share_link_id is not null));
create unique index private_links_share_link_idx on app_private.private_links (share_link_id)
  where share_link_id is not null;

-- ---------------------------------------------------------------------------------------------
-- Staff make, list and revoke links
-- ---------------------------------------------------------------------------------------------
create function app_private.require_share_manager() returns void
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not ((select public.staff_role()) is not null or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'Only staff share private listings' using errcode = 'insufficient_privilege';
  end if;
end;
$$;

-- A new link to a property (private or published) for one lead, valid until p_expires_at (an hour to a year from
-- now). With p_inquiry_id null, the lead is made from p_name and p_email (a property inquiry, as staff would
-- enter it). The server mints the token and sends its digest. Returns the link's id and lead, or null when the
-- property or the lead does not exist (or the property is a draft or archived).
create function public.create_property_share_link(p_property_id uuid, p_inquiry_id uuid, p_name text,
                                                  p_email text, p_expires_at timestamptz, p_digest text)
  returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  the_property public.properties;
  lead_id uuid := p_inquiry_id;
  link_id uuid;
begin
  perform app_private.require_share_manager();
  if coalesce(p_digest, '') !~ '^[0-9a-f]{64}$' then
    raise exception 'Malformed link digest' using errcode = 'invalid_parameter_value';
  end if;
  if p_expires_at is null or p_expires_at < now() + interval '1 hour' or p_expires_at > now() + interval '366 days' then
    raise exception 'A share link lasts an hour to a year' using errcode = 'invalid_parameter_value';
  end if;
  select p.* into the_property from public.properties p
   where p.id = p_property_id and p.status in ('private', 'published');
  if not found then
    return null;
  end if;
  if lead_id is null then
    if char_length(btrim(coalesce(p_name, ''))) not between 1 and 200
       or coalesce(p_email, '') !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
      raise exception 'A new lead needs a name and an e-mail address' using errcode = 'invalid_parameter_value';
    end if;
    insert into public.inquiries (name, email, message, read, source, property_id)
    values (btrim(p_name), btrim(p_email), 'Private link to ' || the_property.title, true, 'property', the_property.id)
    returning id into lead_id;
  elsif not exists (select 1 from public.inquiries i where i.id = lead_id) then
    return null;
  end if;
  insert into public.property_share_links (property_id, inquiry_id, created_by, expires_at)
  values (the_property.id, lead_id, (select auth.uid()), p_expires_at)
  returning id into link_id;
  insert into app_private.private_links (digest, kind, share_link_id, expires_at)
  values (p_digest, 'property-share', link_id, p_expires_at);
  return jsonb_build_object('id', link_id, 'inquiryId', lead_id, 'expiresAt', p_expires_at);
end;
$$;

-- A link stops working at once: its secret is deleted, the link kept (revoked) with its openings. True when a
-- live link was revoked.
create function public.revoke_property_share_link(p_link_id uuid) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  changed integer;
begin
  perform app_private.require_share_manager();
  delete from app_private.private_links where kind = 'property-share' and share_link_id = p_link_id;
  update public.property_share_links set revoked_at = now() where id = p_link_id and revoked_at is null;
  get diagnostics changed = row_count;
  return changed = 1;
end;
$$;

-- A property's links for staff, newest first: the recipient, the dates, how often and when last opened.
create function public.property_share_links_of(p_property_id uuid) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_share_manager();
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', s.id, 'inquiryId', s.inquiry_id, 'recipientName', i.name, 'recipientEmail', i.email,
             'createdAt', s.created_at, 'expiresAt', s.expires_at, 'revokedAt', s.revoked_at,
             'openings', (select count(*) from public.property_share_openings o where o.share_link_id = s.id),
             'lastOpenedAt', (select max(o.opened_at) from public.property_share_openings o where o.share_link_id = s.id))
           order by s.created_at desc, s.id), '[]'::jsonb)
      from public.property_share_links s
      join public.inquiries i on i.id = s.inquiry_id
     where s.property_id = p_property_id);
end;
$$;

-- A lead's openings of private links, oldest first, with the property's title.
create function public.property_share_openings_of(p_inquiry_id uuid) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_share_manager();
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', o.id, 'propertyId', o.property_id, 'propertyTitle', p.title, 'openedAt', o.opened_at)
           order by o.opened_at, o.id), '[]'::jsonb)
      from public.property_share_openings o
      join public.properties p on p.id = o.property_id
     where o.inquiry_id = p_inquiry_id);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Opening a link
-- ---------------------------------------------------------------------------------------------

-- The property a token opens, with its recipient's name — and the opening recorded on the recipient's lead (at
-- most one per link per 10 minutes: a reload, the form's post and its redirect are one visit). Null for a wrong,
-- expired or revoked token, or a property no longer private or published. p_record false reads without recording
-- (the page's own form post, which its opening already recorded).
create function public.open_property_share(p_token text, p_record boolean default true) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  link public.property_share_links;
  the_property public.properties;
  recipient text;
begin
  select s.* into link
    from app_private.private_links l
    join public.property_share_links s on s.id = l.share_link_id
   where l.digest = app_private.sha256_hex(coalesce(p_token, '')) and l.kind = 'property-share'
     and l.expires_at > now() and s.expires_at > now() and s.revoked_at is null;
  if not found then
    return null;
  end if;
  select p.* into the_property from public.properties p
   where p.id = link.property_id and p.status in ('private', 'published');
  if not found then
    return null;
  end if;
  select i.name into recipient from public.inquiries i where i.id = link.inquiry_id;
  if coalesce(p_record, true) and not exists (
       select 1 from public.property_share_openings o
        where o.share_link_id = link.id and o.opened_at > now() - interval '10 minutes') then
    perform set_config('app.actor', left('Visitor: private link for ' || coalesce(recipient, ''), 200), true);
    insert into public.property_share_openings (share_link_id, inquiry_id, property_id)
    values (link.id, link.inquiry_id, link.property_id);
    perform set_config('app.actor', '', true);
  end if;
  return jsonb_build_object(
    'linkId', link.id,
    'inquiryId', link.inquiry_id,
    'recipientName', recipient,
    'expiresAt', link.expires_at,
    'property', to_jsonb(the_property) - 'status' - 'updated_at' - 'price_usd' - 'french_missing');
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke all on function app_private.require_share_manager() from public;
revoke all on function public.create_property_share_link(uuid, uuid, text, text, timestamptz, text),
  public.revoke_property_share_link(uuid), public.property_share_links_of(uuid),
  public.property_share_openings_of(uuid), public.open_property_share(text, boolean)
  from public, anon, authenticated;
-- Anyone holding a link.
grant execute on function public.open_property_share(text, boolean) to anon, authenticated, service_role;
-- Staff (the functions check the role) and the server.
grant execute on function public.create_property_share_link(uuid, uuid, text, text, timestamptz, text),
  public.revoke_property_share_link(uuid), public.property_share_links_of(uuid),
  public.property_share_openings_of(uuid)
  to authenticated, service_role;
