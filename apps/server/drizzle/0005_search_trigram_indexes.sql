-- Search (`q` of the content lists) through trigram indexes, accent- and case-insensitive. pg_trgm and unaccent are
-- trusted extensions: a database owner may create them. unaccent() is only STABLE (its dictionary could change), so
-- an index needs this IMMUTABLE wrapper with the dictionary named; queries use the same raiz_fold(…) expression.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION raiz_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin (raiz_fold("title" || E'\x1f' || "description" || E'\x1f' || "location") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin (raiz_fold("title" || E'\x1f' || "content") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (raiz_fold("name" || E'\x1f' || "description") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin (raiz_fold("name" || E'\x1f' || "description" || E'\x1f' || "municipality") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "reports_search_idx" ON "reports" USING gin (raiz_fold("title" || E'\x1f' || "summary") gin_trgm_ops) WITH (fastupdate=false);