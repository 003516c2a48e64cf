-- Discreet locations (issue 15, item 2; docs/decisions/012-maps.md).
--
-- When `approximate_location` is on, the public maps show a circle of about 400 m around a point moved
-- 150–400 m from the listing's coordinates (app/domain/maps/approximate.ts), never the point itself. On by
-- default for villas: every rental villa, and the sale properties whose type is villa.
-- Reads and writes need no new grant or policy (column-agnostic grants and the existing policies).
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

alter table public.properties add column approximate_location boolean not null default false;
update public.properties set approximate_location = true where property_type = 'villa';

alter table public.rentals add column approximate_location boolean not null default true;
