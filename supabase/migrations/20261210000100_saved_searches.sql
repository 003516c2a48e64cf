-- Saved searches with e-mail alerts (issue 31, item 1; docs/decisions/035-search-alerts.md).
--
-- A visitor, without an account, saves the filters of /properties or /rentals with an e-mail address, a language
-- and a frequency (instant, daily, weekly). Double opt-in: nothing but the confirmation e-mail is sent until the
-- search's private link is opened and its button pressed. Then a job (the server's service role) sends, when the
-- search is due, the published listings that match and that this search was never sent, at most 12 a mail.
--
-- 1. public.saved_searches: the search (its filters as a validated jsonb object), its address and state. Visitors
--    have no privilege on it: they save through save_search() (rate-limited by the server, like the inquiry
--    form) and read or change their own through the link's functions. Staff read every search (RLS), and turn
--    one into a lead (saved_search_to_lead: once per search). Audited; the address is on the private list.
-- 2. app_private.saved_search_links: the search's private links (decision 019): 256-bit tokens minted by the
--    server as each e-mail is sent, only their SHA-256 kept. One link opens the search's page: confirm while
--    unconfirmed, then change the frequency or unsubscribe — and its /unsubscribe address is RFC 8058's one-click.
-- 3. public.saved_search_sent: what each search was sent, UNIQUE (search, listing): each listing goes to each
--    search at most once, whatever instance runs the job and however often (decision 005). The job inserts the
--    rows with `on conflict do nothing` and queues the outbox row in the same transaction, only for the rows it
--    inserted itself, so a second runner racing it finds them taken and queues nothing.
-- 4. public.listing_events: when each listing became published and each change of its price, written by triggers
--    on properties and rentals: what "new since the search was saved" and "price drop" are read from.
-- 5. The outbox: kinds 'saved-search-confirmation' and 'saved-search-alert' (audience 'subscriber', about one
--    search); the worker composes them as it sends them (saved_search_mail_of_message), with a link minted then,
--    so the outbox never holds a token; the alert's List-Unsubscribe headers are set by the composer.
-- 6. Lead source 'alert': a saved search turned into a lead of the pipeline.
--
-- Applies with plain `psql -f` as well as inside the migrator's transaction, on Supabase, PostgreSQL and PGlite.

-- ---------------------------------------------------------------------------------------------
-- The searches
-- ---------------------------------------------------------------------------------------------
create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('property', 'rental')),
  -- Only the filters a search keeps (app/domain/alerts/saved-filters.ts): no page, sort or stay dates.
  filters jsonb not null default '{}'::jsonb check (
    jsonb_typeof(filters) = 'object' and char_length(filters::text) <= 500
    and filters - array['island', 'type', 'price', 'bedrooms', 'bathrooms', 'guests', 'minStay'] = '{}'::jsonb),
  email text not null check (char_length(email) between 3 and 320 and email ~ '^[^@\s<>,;]+@[^@\s<>,;]+$'),
  locale text not null default 'en' check (locale in ('en', 'fr')),
  frequency text not null default 'daily' check (frequency in ('instant', 'daily', 'weekly')),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- When an alert e-mail was last queued for it (the job's "due" reads it).
  last_sent_at timestamptz,
  -- The lead staff made of it (once).
  lead_id uuid references public.inquiries (id) on delete set null,
  updated_at timestamptz not null default now()
);

create trigger saved_searches_set_updated_at before update on public.saved_searches
  for each row execute function public.set_updated_at();
create index saved_searches_created_idx on public.saved_searches (created_at desc, id desc);
create index saved_searches_active_idx on public.saved_searches (kind, confirmed_at)
  where confirmed_at is not null and unsubscribed_at is null;
create index saved_searches_email_idx on public.saved_searches (lower(email));

create trigger saved_searches_audit after insert or update or delete on public.saved_searches
  for each row execute function public.record_audit_event(
    '{"noise": ["created_at", "updated_at", "last_sent_at"], "private": ["email"]}');

alter table public.saved_searches enable row level security;
revoke all on table public.saved_searches from public, anon, authenticated, service_role;
grant select on table public.saved_searches to authenticated, service_role;
create policy "saved_searches: staff read" on public.saved_searches
  for select to authenticated using ((select public.is_staff()));
create policy "saved_searches: the server reads" on public.saved_searches
  for select to service_role using (true);

-- ---------------------------------------------------------------------------------------------
-- Their private links
-- ---------------------------------------------------------------------------------------------
create table app_private.saved_search_links (
  digest text primary key check (digest ~ '^[0-9a-f]{64}$'),
  search_id uuid not null references public.saved_searches (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index saved_search_links_search_idx on app_private.saved_search_links (search_id);
revoke all on table app_private.saved_search_links from public;

create function app_private.saved_search_of_token(p_token text) returns uuid
  language sql stable security definer set search_path = ''
as $$
  select l.search_id from app_private.saved_search_links l
   where l.digest = app_private.sha256_hex(coalesce(p_token, '')) and l.expires_at > now()
$$;

-- ---------------------------------------------------------------------------------------------
-- What was sent, and the listings' history of publication and price
-- ---------------------------------------------------------------------------------------------
create table public.saved_search_sent (
  search_id uuid not null references public.saved_searches (id) on delete cascade,
  listing_id uuid not null,
  reason text not null check (reason in ('new', 'price-drop')),
  price bigint not null check (price >= 0),
  previous_price bigint check (previous_price is null or previous_price >= 0),
  currency text not null check (currency in ('USD', 'EUR')),
  outbox_id uuid,
  sent_at timestamptz not null default now(),
  primary key (search_id, listing_id)
);
create index saved_search_sent_outbox_idx on public.saved_search_sent (outbox_id) where outbox_id is not null;
alter table public.saved_search_sent enable row level security;
revoke all on table public.saved_search_sent from public, anon, authenticated, service_role;
grant select on table public.saved_search_sent to authenticated;
create policy "saved_search_sent: staff read" on public.saved_search_sent
  for select to authenticated using ((select public.is_staff()));

create table public.listing_events (
  id bigint generated always as identity primary key,
  listing_kind text not null check (listing_kind in ('property', 'rental')),
  listing_id uuid not null,
  event text not null check (event in ('published', 'price')),
  old_price bigint,
  new_price bigint,
  currency text not null check (currency in ('USD', 'EUR')),
  at timestamptz not null default now()
);
create index listing_events_at_idx on public.listing_events (listing_kind, at, listing_id);
create index listing_events_listing_idx on public.listing_events (listing_id, at desc);
alter table public.listing_events enable row level security;
revoke all on table public.listing_events from public, anon, authenticated, service_role;
revoke all on sequence public.listing_events_id_seq from public, anon, authenticated, service_role;
grant select on table public.listing_events to authenticated;
create policy "listing_events: staff read" on public.listing_events
  for select to authenticated using ((select public.is_staff()));

-- A listing became published (inserted so, or its status changed to it), or its price changed in its currency.
create function public.record_listing_event() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  kind text := case tg_table_name when 'properties' then 'property' else 'rental' end;
  new_price bigint := case tg_table_name when 'properties' then (to_jsonb(new) ->> 'price')::bigint
                                         else (to_jsonb(new) ->> 'daily_rate')::bigint end;
  old_price bigint;
begin
  if tg_op = 'UPDATE' then
    old_price := case tg_table_name when 'properties' then (to_jsonb(old) ->> 'price')::bigint
                                    else (to_jsonb(old) ->> 'daily_rate')::bigint end;
  end if;
  if new.status = 'published' and (tg_op = 'INSERT' or old.status is distinct from 'published') then
    insert into public.listing_events (listing_kind, listing_id, event, new_price, currency)
    values (kind, new.id, 'published', new_price, new.price_currency);
  end if;
  if tg_op = 'UPDATE' and old.price_currency = new.price_currency and old_price is distinct from new_price then
    insert into public.listing_events (listing_kind, listing_id, event, old_price, new_price, currency)
    values (kind, new.id, 'price', old_price, new_price, new.price_currency);
  end if;
  return null;
end;
$$;

create trigger properties_listing_events after insert or update of status, price, price_currency
  on public.properties for each row execute function public.record_listing_event();
create trigger rentals_listing_events after insert or update of status, daily_rate, price_currency
  on public.rentals for each row execute function public.record_listing_event();

-- ---------------------------------------------------------------------------------------------
-- The outbox's new kinds
-- ---------------------------------------------------------------------------------------------
alter table public.mail_outbox
  add column saved_search_id uuid references public.saved_searches (id) on delete cascade,
  -- An alert: how many listings matched the search when it was queued ("See all N").
  add column alert_matches integer check (alert_matches is null or alert_matches >= 0);

do $$
declare
  kinds text;
  audiences text;
begin
  select string_agg(distinct quote_literal(m[1]), ', ') into kinds
    from pg_constraint c
    cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9-]+)''', 'g') as m
   where c.conrelid = 'public.mail_outbox'::regclass and c.conname = 'mail_outbox_kind_allowed';
  if kinds is null or kinds not like '%''vendor-day''%' then
    raise exception 'mail_outbox_kind_allowed was not found as expected';
  end if;
  alter table public.mail_outbox drop constraint mail_outbox_kind_allowed;
  execute format('alter table public.mail_outbox add constraint mail_outbox_kind_allowed check (kind in (%s, %L, %L))',
    kinds, 'saved-search-confirmation', 'saved-search-alert');
  select string_agg(distinct quote_literal(m[1]), ', ') into audiences
    from pg_constraint c
    cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9-]+)''', 'g') as m
   where c.conrelid = 'public.mail_outbox'::regclass and c.conname = 'mail_outbox_audience_allowed';
  if audiences is null or audiences not like '%''vendor''%' then
    raise exception 'mail_outbox_audience_allowed was not found as expected';
  end if;
  alter table public.mail_outbox drop constraint mail_outbox_audience_allowed;
  execute format('alter table public.mail_outbox add constraint mail_outbox_audience_allowed check (audience in (%s, %L))',
    audiences, 'subscriber');
end
$$;

-- A subscriber's e-mail is about no inquiry; the audience, the kinds and the search go together.
alter table public.mail_outbox drop constraint mail_outbox_about;
alter table public.mail_outbox add constraint mail_outbox_about check (
  (audience in ('staff-member', 'homeowner', 'vendor', 'subscriber')) = (inquiry_id is null)
  and (audience = 'staff-member') = (staff_user_id is not null)
  and (kind = 'homeowner-invitation') = (homeowner_user_id is not null));
alter table public.mail_outbox add constraint mail_outbox_saved_search check (
  (audience = 'subscriber') = (kind in ('saved-search-confirmation', 'saved-search-alert'))
  and (audience = 'subscriber') = (saved_search_id is not null)
  and (kind = 'saved-search-alert') = (alert_matches is not null)
  and (audience <> 'subscriber' or (recipient is not null and secret is null)));
create index mail_outbox_saved_search_idx on public.mail_outbox (saved_search_id) where saved_search_id is not null;
grant select (saved_search_id, alert_matches) on table public.mail_outbox to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The lead source
-- ---------------------------------------------------------------------------------------------
do $$
declare
  sources text;
begin
  select string_agg(distinct quote_literal(m[1]), ', ') into sources
    from pg_constraint c
    cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9-]+)''', 'g') as m
   where c.conrelid = 'public.inquiries'::regclass and c.conname = 'inquiries_source_check';
  if sources is null or sources not like '%''booking''%' then
    raise exception 'inquiries_source_check was not found as expected';
  end if;
  alter table public.inquiries drop constraint inquiries_source_check;
  execute format('alter table public.inquiries add constraint inquiries_source_check check (source in (%s, %L))',
    sources, 'alert');
end
$$;

-- ---------------------------------------------------------------------------------------------
-- A visitor saves a search, opens and acts on its link
-- ---------------------------------------------------------------------------------------------

-- Saves an unconfirmed search and queues its confirmation e-mail (nothing else is sent until it is confirmed).
-- The server validated the filters (the same schema as the form) and limits how often an address posts. Not an
-- inquiry: no staff notification. The search's id.
create function public.save_search(p_kind text, p_filters jsonb, p_email text, p_locale text, p_frequency text)
  returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  the_id uuid;
begin
  insert into public.saved_searches (kind, filters, email, locale, frequency)
  values (p_kind, coalesce(p_filters, '{}'::jsonb), btrim(p_email), p_locale, p_frequency)
  returning id into the_id;
  insert into public.mail_outbox (kind, audience, recipient, saved_search_id)
  values ('saved-search-confirmation', 'subscriber', btrim(p_email), the_id);
  return the_id;
end;
$$;

create function app_private.saved_search_json(s public.saved_searches) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'id', s.id, 'kind', s.kind, 'filters', s.filters, 'email', s.email, 'locale', s.locale,
    'frequency', s.frequency, 'createdAt', s.created_at, 'confirmedAt', s.confirmed_at,
    'unsubscribedAt', s.unsubscribed_at, 'lastSentAt', s.last_sent_at, 'leadId', s.lead_id)
$$;

-- The search a link opens (its page), or null.
create function public.saved_search_by_token(p_token text) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select app_private.saved_search_json(s) from public.saved_searches s
   where s.id = app_private.saved_search_of_token(p_token)
$$;

-- What the link's page does: 'confirm' (once; again after unsubscribing, it subscribes again), 'unsubscribe'
-- (idempotent: the first time counts), 'frequency' (p_frequency). The search afterwards, or null for a link that
-- opens nothing.
create function public.saved_search_act(p_token text, p_action text, p_frequency text default null)
  returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  the_id uuid := app_private.saved_search_of_token(p_token);
  result public.saved_searches;
begin
  if the_id is null then
    return null;
  end if;
  perform set_config('app.actor', 'Saved search link', true);
  if p_action = 'confirm' then
    update public.saved_searches
       set confirmed_at = coalesce(confirmed_at, now()), unsubscribed_at = null
     where id = the_id and (confirmed_at is null or unsubscribed_at is not null);
  elsif p_action = 'unsubscribe' then
    update public.saved_searches set unsubscribed_at = now() where id = the_id and unsubscribed_at is null;
  elsif p_action = 'frequency' and p_frequency in ('instant', 'daily', 'weekly') then
    update public.saved_searches set frequency = p_frequency where id = the_id and frequency <> p_frequency;
  else
    raise exception 'Unknown action' using errcode = 'invalid_parameter_value';
  end if;
  perform set_config('app.actor', '', true);
  select s.* into result from public.saved_searches s where s.id = the_id;
  return app_private.saved_search_json(result);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The job (the server's service role)
-- ---------------------------------------------------------------------------------------------
create function app_private.require_service_role() returns void
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only the server runs the alerts' using errcode = 'insufficient_privilege';
  end if;
end;
$$;

-- Confirmed, subscribed searches (the job decides which are due: app/domain/alerts/schedule.ts).
create function public.active_saved_searches() returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_service_role();
  return (select coalesce(jsonb_agg(app_private.saved_search_json(s) order by s.confirmed_at, s.id), '[]'::jsonb)
            from public.saved_searches s
           where s.confirmed_at is not null and s.unsubscribed_at is null);
end;
$$;

-- A search's candidates: published listings of its kind that became published or changed price since it was
-- saved, never sent to it. At most 500, most recent change first. What each looks like to the filters
-- (island, type, bedrooms, bathrooms, guests, minimum stay, normalised price) and its latest events, so the job
-- matches them (app/domain/alerts/matching.ts) and tells new ones from price drops.
create function public.saved_search_candidates(p_search_id uuid) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  the_search public.saved_searches;
begin
  perform app_private.require_service_role();
  select s.* into the_search from public.saved_searches s where s.id = p_search_id;
  if not found then
    return '[]'::jsonb;
  end if;
  return (
    with changed as (
      select e.listing_id,
             max(e.at) filter (where e.event = 'published') as published_at,
             (array_agg(e.old_price order by e.at, e.id) filter (where e.event = 'price'))[1] as first_old_price,
             max(e.at) as changed_at
        from public.listing_events e
       where e.listing_kind = the_search.kind and e.at >= the_search.created_at
       group by e.listing_id
    ), rows as (
      select c.*, p.id, p.price, p.price_usd as price_usd, p.price_currency as currency, p.island,
             p.property_type as type, p.bedrooms, p.bathrooms, null::integer as max_guests,
             null::integer as min_stay_days
        from changed c join public.properties p on p.id = c.listing_id and p.status = 'published'
       where the_search.kind = 'property'
      union all
      select c.*, r.id, r.daily_rate::bigint, r.daily_rate_usd, r.price_currency, r.island, null, r.bedrooms,
             r.bathrooms, r.max_guests, r.min_stay_days
        from changed c join public.rentals r on r.id = c.listing_id and r.status = 'published'
       where the_search.kind = 'rental'
    )
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', x.id, 'price', x.price, 'priceUsd', x.price_usd, 'currency', x.currency, 'island', x.island,
             'type', x.type, 'bedrooms', x.bedrooms, 'bathrooms', x.bathrooms, 'maxGuests', x.max_guests,
             'minStayDays', x.min_stay_days, 'publishedAt', x.published_at, 'firstOldPrice', x.first_old_price,
             'changedAt', x.changed_at) order by x.changed_at desc, x.id), '[]'::jsonb)
      from (select * from rows r
             where not exists (select 1 from public.saved_search_sent t
                                where t.search_id = p_search_id and t.listing_id = r.id)
             order by r.changed_at desc, r.id limit 500) x);
end;
$$;

-- Records what one alert e-mail holds and queues it, in one transaction. p_items: [{id, reason, price,
-- previousPrice, currency}]. Only the listings this call recorded itself go in the e-mail (another runner that
-- got there first keeps the rest): each listing reaches each search once. The outbox id, or null when nothing
-- was left to send (or the search is no longer confirmed and subscribed).
create function public.queue_saved_search_alert(p_search_id uuid, p_items jsonb, p_matches integer)
  returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  the_search public.saved_searches;
  the_outbox uuid := gen_random_uuid();
  recorded integer;
begin
  perform app_private.require_service_role();
  select s.* into the_search from public.saved_searches s
   where s.id = p_search_id and s.confirmed_at is not null and s.unsubscribed_at is null;
  if not found or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0 then
    return null;
  end if;
  insert into public.saved_search_sent (search_id, listing_id, reason, price, previous_price, currency, outbox_id)
  select p_search_id, (i ->> 'id')::uuid, i ->> 'reason', (i ->> 'price')::bigint,
         (i ->> 'previousPrice')::bigint, i ->> 'currency', the_outbox
    from jsonb_array_elements(p_items) i
   limit 12
  on conflict (search_id, listing_id) do nothing;
  get diagnostics recorded = row_count;
  if recorded = 0 then
    return null;
  end if;
  perform set_config('app.actor', 'Search alerts', true);
  insert into public.mail_outbox (id, kind, audience, recipient, saved_search_id, alert_matches)
  values (the_outbox, 'saved-search-alert', 'subscriber', the_search.email, p_search_id, greatest(p_matches, recorded));
  update public.saved_searches set last_sent_at = now() where id = p_search_id;
  perform set_config('app.actor', '', true);
  return the_outbox;
end;
$$;

-- What a subscriber's e-mail says, as it is sent (the mail worker): the search, a new link to its page (valid a
-- year; the worker sends its digest, the token is in the e-mail only), and for an alert its listings as they are
-- now (still published ones only) with what was recorded of them. Null when the search is gone.
create function public.saved_search_mail_of_message(p_outbox_id uuid, p_digest text) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  message public.mail_outbox;
  the_search public.saved_searches;
begin
  perform app_private.require_service_role();
  if coalesce(p_digest, '') !~ '^[0-9a-f]{64}$' then
    raise exception 'Malformed link digest' using errcode = 'invalid_parameter_value';
  end if;
  select o.* into message from public.mail_outbox o
   where o.id = p_outbox_id and o.kind in ('saved-search-confirmation', 'saved-search-alert');
  if not found then
    return null;
  end if;
  select s.* into the_search from public.saved_searches s where s.id = message.saved_search_id;
  if not found then
    return null;
  end if;
  insert into app_private.saved_search_links (digest, search_id, expires_at)
  values (p_digest, the_search.id, now() + interval '365 days');
  return jsonb_build_object(
    'search', app_private.saved_search_json(the_search),
    'matches', message.alert_matches,
    'items', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'id', t.listing_id, 'reason', t.reason, 'price', t.price, 'previousPrice', t.previous_price,
               'currency', t.currency,
               'title', coalesce(p.title, r.title), 'titleFr', coalesce(to_jsonb(p) ->> 'title_fr', to_jsonb(r) ->> 'title_fr'),
               'island', coalesce(p.island, r.island), 'bedrooms', coalesce(p.bedrooms, r.bedrooms))
             order by t.reason desc, coalesce(p.title, r.title), t.listing_id), '[]'::jsonb)
        from public.saved_search_sent t
        left join public.properties p on the_search.kind = 'property' and p.id = t.listing_id and p.status = 'published'
        left join public.rentals r on the_search.kind = 'rental' and r.id = t.listing_id and r.status = 'published'
       where t.outbox_id = p_outbox_id and (p.id is not null or r.id is not null)));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Staff
-- ---------------------------------------------------------------------------------------------

-- A saved search becomes a lead of the pipeline (any staff member), once: the lead already made, else a new one
-- (source 'alert', in the search's language, its message the search in words as the server wrote it). Not a
-- visitor's inquiry: the visitor is not written to and staff are not notified. Null for no such search.
create function public.saved_search_to_lead(p_search_id uuid, p_message text) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  the_search public.saved_searches;
  the_lead uuid;
begin
  if not (select public.is_staff()) then
    raise exception 'Staff only' using errcode = 'insufficient_privilege';
  end if;
  -- One at a time per search: two clicks make one lead.
  select s.* into the_search from public.saved_searches s where s.id = p_search_id for update;
  if not found then
    return null;
  end if;
  if the_search.lead_id is not null and exists (select 1 from public.inquiries i where i.id = the_search.lead_id) then
    return the_search.lead_id;
  end if;
  insert into public.inquiries (name, email, message, source, locale)
  values (left(split_part(the_search.email, '@', 1), 200), the_search.email,
          left(coalesce(nullif(btrim(p_message), ''), 'Saved search'), 5000), 'alert', the_search.locale)
  returning id into the_lead;
  -- The inquiry trigger queues a visitor's acknowledgement and a staff notification: not for this one.
  delete from public.mail_outbox where inquiry_id = the_lead;
  update public.saved_searches set lead_id = the_lead where id = p_search_id;
  return the_lead;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke all on function app_private.saved_search_of_token(text), app_private.saved_search_json(public.saved_searches),
  app_private.require_service_role() from public;
revoke all on function public.record_listing_event(), public.save_search(text, jsonb, text, text, text),
  public.saved_search_by_token(text), public.saved_search_act(text, text, text), public.active_saved_searches(),
  public.saved_search_candidates(uuid), public.queue_saved_search_alert(uuid, jsonb, integer),
  public.saved_search_mail_of_message(uuid, text), public.saved_search_to_lead(uuid, text)
  from public, anon, authenticated;
-- Visitors: save (the server limits the rate), and what a link opens.
grant execute on function public.save_search(text, jsonb, text, text, text), public.saved_search_by_token(text),
  public.saved_search_act(text, text, text) to anon, authenticated, service_role;
-- The job and the mail worker.
grant execute on function public.active_saved_searches(), public.saved_search_candidates(uuid),
  public.queue_saved_search_alert(uuid, jsonb, integer), public.saved_search_mail_of_message(uuid, text)
  to service_role;
-- Staff (the function checks).
grant execute on function public.saved_search_to_lead(uuid, text) to authenticated;

-- Staff's list, newest first (or the one search p_id), through row level security (security invoker: only staff
-- read the table).
create function public.saved_searches_for_staff(p_offset integer, p_limit integer, p_id uuid default null)
  returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'total', (select count(*) from public.saved_searches where p_id is null or id = p_id),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', s.id, 'kind', s.kind, 'filters', s.filters, 'email', s.email, 'locale', s.locale,
               'frequency', s.frequency, 'createdAt', s.created_at, 'confirmedAt', s.confirmed_at,
               'unsubscribedAt', s.unsubscribed_at, 'lastSentAt', s.last_sent_at, 'leadId', s.lead_id)
             order by s.created_at desc, s.id desc)
        from (select * from public.saved_searches where p_id is null or id = p_id order by created_at desc, id desc
               offset greatest(coalesce(p_offset, 0), 0) limit least(greatest(coalesce(p_limit, 50), 1), 200)) s),
      '[]'::jsonb))
$$;
revoke all on function public.saved_searches_for_staff(integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.saved_searches_for_staff(integer, integer, uuid) to authenticated;
