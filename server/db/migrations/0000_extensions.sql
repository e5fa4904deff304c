-- Trigram search (pg_trgm) and radius queries (cube + earthdistance) used by the indexes of 0001.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
-- array_to_string is only STABLE, so an index over a text[] column needs this IMMUTABLE wrapper.
CREATE OR REPLACE FUNCTION array_to_string_immutable(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;
