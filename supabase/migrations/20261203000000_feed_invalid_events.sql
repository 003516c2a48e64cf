-- Impossible dates in imported calendars (issue 25, item 3), on top of …_bookings.sql and …_history.sql.
--
-- The parser (app/server/bookings/ical/parse.server.ts) now rejects an event whose DTSTART, DTEND or DURATION
-- is no real date as written (a 13th month, 30 February, day 0…) instead of letting ical.js normalise it into
-- another date. Such an event must change nothing: it brings no block, and the block an earlier sync made for
-- its UID keeps its dates. So the sync is told which events it could not read, and "not among the events"
-- no longer means "gone from the feed" for them.
--
-- 1. rental_feeds: how many events the last applied sync left out, and the first 20 as written, for the staff
--    calendar (staff report them to the platform).
-- 2. sync_feed_events(feed, events, rejected): as before, except that a stay whose UID is among the rejected
--    ones is left as it is; and when a rejected event has no UID (the parser cannot derive one from dates it
--    cannot read), every stay whose UID the parser derived ('derived-…') is left as it is, since that event
--    may be any of them.
-- 3. The history trigger of rental_feeds counts the new columns as bookkeeping, like last_error.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

alter table public.rental_feeds
  add column last_rejected_count integer not null default 0 check (last_rejected_count >= 0),
  add column last_rejected jsonb not null default '[]'::jsonb check (jsonb_typeof(last_rejected) = 'array');

drop function public.sync_feed_events(uuid, jsonb);

-- p_rejected: [{ "uid": text | null, "dates": text }], the events the parser could not read.
create function public.sync_feed_events(p_feed_id uuid, p_events jsonb, p_rejected jsonb default '[]'::jsonb)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  feed record;
  event record;
  existing record;
  other uuid;
  added integer := 0;
  updated integer := 0;
  removed integer := 0;
  conflicts integer := 0;
  uids text[];
  kept text[];
  keep_derived boolean;
  rejected_count integer;
begin
  if not ((select public.is_staff()) or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'Only staff may sync calendars' using errcode = 'insufficient_privilege';
  end if;
  if jsonb_typeof(p_events) is distinct from 'array' then
    raise exception 'Events must be an array' using errcode = 'invalid_parameter_value';
  end if;
  if jsonb_typeof(p_rejected) is distinct from 'array'
     or exists (select 1 from jsonb_array_elements(p_rejected) r where jsonb_typeof(r.value) <> 'object') then
    raise exception 'Rejected events must be an array of objects' using errcode = 'invalid_parameter_value';
  end if;
  select f.id, f.rental_id, f.name into feed from public.rental_feeds f where f.id = p_feed_id;
  if not found then
    raise exception 'No such feed' using errcode = 'no_data_found';
  end if;
  perform public.expire_options();
  perform set_config('app.actor', 'iCal sync: ' || feed.name, true);

  -- What the feed says about these cannot be read: whatever they blocked stays blocked.
  select coalesce(array_agg(distinct r.value ->> 'uid') filter (where coalesce(r.value ->> 'uid', '') <> ''), '{}'),
         coalesce(bool_or(coalesce(r.value ->> 'uid', '') = ''), false),
         count(*)
    into kept, keep_derived, rejected_count
    from jsonb_array_elements(p_rejected) r;

  for event in
    select distinct on (e.uid) e.uid, e.check_in, e.check_out, left(coalesce(e.summary, ''), 2000) as summary
      from jsonb_to_recordset(p_events) as e(uid text, check_in date, check_out date, summary text)
     where e.uid is not null and e.check_out > e.check_in and e.check_out - e.check_in <= 366
  loop
    uids := array_append(uids, event.uid);
    select s.id, s.check_in, s.check_out, s.status, s.note into existing
      from public.stays s where s.feed_id = feed.id and s.external_uid = event.uid;
    begin
      if existing.id is null then
        insert into public.stays (rental_id, check_in, check_out, status, source, feed_id, external_uid, note)
        values (feed.rental_id, event.check_in, event.check_out, 'blocked', 'feed', feed.id, event.uid, nullif(event.summary, ''));
        added := added + 1;
      elsif existing.status <> 'blocked' or existing.check_in <> event.check_in or existing.check_out <> event.check_out
            or existing.note is distinct from nullif(event.summary, '') then
        update public.stays
           set check_in = event.check_in, check_out = event.check_out, status = 'blocked', conflict_with = null,
               note = nullif(event.summary, '')
         where id = existing.id;
        updated := updated + 1;
      end if;
    exception when exclusion_violation then
      select s.id into other
        from public.stays s
       where s.rental_id = feed.rental_id
         and s.status in ('option', 'confirmed', 'blocked')
         and s.id is distinct from existing.id
         and daterange(s.check_in, s.check_out) && daterange(event.check_in, event.check_out)
       order by s.check_in
       limit 1;
      if existing.id is null then
        insert into public.stays (rental_id, check_in, check_out, status, source, feed_id, external_uid, note, conflict_with)
        values (feed.rental_id, event.check_in, event.check_out, 'conflict', 'feed', feed.id, event.uid, nullif(event.summary, ''), other);
      elsif existing.status <> 'conflict' or existing.check_in <> event.check_in or existing.check_out <> event.check_out
            or existing.note is distinct from nullif(event.summary, '') then
        update public.stays
           set check_in = event.check_in, check_out = event.check_out, status = 'conflict', conflict_with = other,
               note = nullif(event.summary, '')
         where id = existing.id;
      else
        update public.stays set conflict_with = other where id = existing.id and conflict_with is distinct from other;
      end if;
      conflicts := conflicts + 1;
    end;
  end loop;

  -- Gone from the feed: neither among its events nor among those it could not read.
  update public.stays s
     set status = 'cancelled', conflict_with = null
   where s.feed_id = feed.id
     and s.status in ('blocked', 'conflict')
     and not (s.external_uid = any (coalesce(uids, '{}')))
     and not (s.external_uid = any (kept))
     and not (keep_derived and s.external_uid like 'derived-%');
  get diagnostics removed = row_count;

  update public.rental_feeds
     set last_synced_at = now(), last_error = null, last_event_count = coalesce(cardinality(uids), 0),
         last_rejected_count = rejected_count,
         last_rejected = coalesce(
           (select jsonb_agg(jsonb_build_object('uid', nullif(left(r.value ->> 'uid', 255), ''),
                                                'dates', left(coalesce(r.value ->> 'dates', ''), 200))
                             order by r.ordinality)
              from jsonb_array_elements(p_rejected) with ordinality r
             where r.ordinality <= 20),
           '[]'::jsonb)
   where id = feed.id;
  perform set_config('app.actor', '', true);
  return jsonb_build_object('added', added, 'updated', updated, 'removed', removed, 'conflicts', conflicts,
                            'events', coalesce(cardinality(uids), 0));
end;
$$;

-- Supabase grants execute on new functions to everyone by default: staff (through the function's own check)
-- and the background job only.
revoke all on function public.sync_feed_events(uuid, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.sync_feed_events(uuid, jsonb, jsonb) to authenticated, service_role;

drop trigger rental_feeds_audit on public.rental_feeds;
create trigger rental_feeds_audit after insert or update or delete on public.rental_feeds
  for each row execute function public.record_audit_event(
    '{"subject": {"table": "rentals", "column": "rental_id"}, "label": "name", "noise": ["created_at", "rental_id", "last_synced_at", "last_error", "last_event_count", "last_rejected_count", "last_rejected"], "secret": ["url"]}');
