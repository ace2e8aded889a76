-- Full-text search over articles (issue 3). Written by hand before the two statements drizzle-kit
-- generated at the end (the generated column and its GIN index); plain SQL that PostgreSQL 15 and
-- PGlite (PostgreSQL 18, with its contrib `unaccent` loaded by db/client.ts) both accept.
--
-- The rule in one place, shared by the stored document and every query:
--  * accent-insensitive: text is unaccented before it is parsed, on both sides ("acao" finds
--    "ação" and "ação" finds "acao");
--  * bilingual: every article is stemmed in Portuguese AND in English whatever its language, and a
--    query is the OR of its Portuguese and English forms ("empresas" finds "empresa", "running"
--    finds "run") — the site's articles and its readers mix both languages;
--  * ranked: the title carries weight A, the content (tags and entities removed) weight B, so with
--    ts_rank a title match ranks above a body match.
-- unaccent() is only STABLE (its dictionary could change), so an IMMUTABLE wrapper names the
-- dictionary explicitly; a generated column and an index may only use immutable functions.
CREATE EXTENSION IF NOT EXISTS "unaccent" WITH SCHEMA "public";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public"."vitrine_unaccent"(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT "public"."unaccent"('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public"."vitrine_search_vector"(title text, content text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('pg_catalog.portuguese'::regconfig, s.t), 'A')
      || setweight(to_tsvector('pg_catalog.english'::regconfig, s.t), 'A')
      || setweight(to_tsvector('pg_catalog.portuguese'::regconfig, s.b), 'B')
      || setweight(to_tsvector('pg_catalog.english'::regconfig, s.b), 'B')
  FROM (
    SELECT "public"."vitrine_unaccent"(coalesce(title, '')) AS t,
           -- Tags and entities become spaces, so "a</p><p>b" stays two words.
           "public"."vitrine_unaccent"(regexp_replace(regexp_replace(coalesce(content, ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')) AS b
  ) AS s
$$;--> statement-breakpoint
-- A reader's query (websearch syntax: words, "quoted phrases", or, -exclusion) in both languages.
-- An empty or stop-words-only query gives an empty tsquery, which matches nothing.
CREATE OR REPLACE FUNCTION "public"."vitrine_search_query"(q text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT websearch_to_tsquery('pg_catalog.portuguese'::regconfig, "public"."vitrine_unaccent"(q))
      || websearch_to_tsquery('pg_catalog.english'::regconfig, "public"."vitrine_unaccent"(q))
$$;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (vitrine_search_vector("title", "content")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");
