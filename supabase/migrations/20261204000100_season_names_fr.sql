-- Season names in French (issue 26, item 9; docs/decisions/010-french-content.md).
--
-- A villa's season has a name guests read in its quote, its calendar and its receipt ("High season"). The
-- French pages show `name_fr` ("Haute saison") when staff wrote one, else the English name. Nullable: null is
-- "not translated", never an empty string (the staff form sends blank as null; the check refuses blank text
-- from any other client). Quotes stored with a request keep the English name, as before; the French receipt
-- finds the French through the villa's season of that name.
--
-- Reads and writes need no new grant or policy: the grants and policies of rental_seasons cover whole rows.
-- Applies with plain `psql -f` as well as in the migrator's transaction, on Supabase, PostgreSQL and PGlite.

alter table public.rental_seasons
  add column name_fr text check (char_length(name_fr) between 1 and 60 and btrim(name_fr) <> '');
