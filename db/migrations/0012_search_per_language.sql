-- Search per language (issue 18): each article's search document is parsed with its OWN language's
-- text-search configuration, instead of Portuguese + English for every article (0005, 0006).
-- Written by hand; plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 18, contrib unaccent loaded by
-- db/client.ts) both accept.
--
--  * One configuration per site locale, each accent-insensitive: a copy of the built-in one whose
--    non-ASCII words go through the `unaccent` filtering dictionary before the stemmer (the pattern of
--    PostgreSQL's unaccent documentation). ASCII words need no unaccenting. The stemmer sees the same
--    unaccented word whether the text or the reader wrote "ação" or "acao", so both match both ways;
--    and ts_headline, given the original text, can highlight "ação" for a query "acao".
--    pt-BR → vitrine_pt (portuguese), en → vitrine_en (english), es → vitrine_es (spanish),
--    fr → vitrine_fr (french), ht → vitrine_ht (simple: no Haitian Creole stemmer exists; words are
--    only lower-cased and unaccented). Any other value reads as the default language's.
--  * The document: title weight A, content (tags and entities removed, first 100,000 characters, as
--    0006 explains) weight B, in vitrine_search_config(locale).
--  * The reader's query: vitrine_search_query(q, locale) reads q (websearch syntax) in one locale's
--    configuration; lib/blog/search.ts decides which readings a search uses.
--  * One partial GIN index per language (lib/blog/search.ts compares each reading only with its
--    language's articles, so every comparison is an index scan and no row is checked again).
-- PostgreSQL 15 cannot change a generated column's expression, so drizzle-kit's statements at the end
-- drop the column (and its index) and add it again: every article's document is rebuilt once, here.
CREATE TEXT SEARCH CONFIGURATION "public"."vitrine_pt" (COPY = pg_catalog.portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "public"."vitrine_pt" ALTER MAPPING FOR word, hword, hword_part WITH "public"."unaccent", portuguese_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "public"."vitrine_en" (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "public"."vitrine_en" ALTER MAPPING FOR word, hword, hword_part WITH "public"."unaccent", english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "public"."vitrine_es" (COPY = pg_catalog.spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "public"."vitrine_es" ALTER MAPPING FOR word, hword, hword_part WITH "public"."unaccent", spanish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "public"."vitrine_fr" (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "public"."vitrine_fr" ALTER MAPPING FOR word, hword, hword_part WITH "public"."unaccent", french_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "public"."vitrine_ht" (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "public"."vitrine_ht" ALTER MAPPING FOR word, hword, hword_part WITH "public"."unaccent", simple;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public"."vitrine_search_config"(locale text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE locale
    WHEN 'en' THEN 'public.vitrine_en'::regconfig
    WHEN 'es' THEN 'public.vitrine_es'::regconfig
    WHEN 'fr' THEN 'public.vitrine_fr'::regconfig
    WHEN 'ht' THEN 'public.vitrine_ht'::regconfig
    ELSE 'public.vitrine_pt'::regconfig
  END
$$;--> statement-breakpoint
-- The content as searched and excerpted: its first `size` characters, tags and entities turned into
-- spaces (so "a</p><p>b" stays two words; a tag cut in two at the end is removed too).
CREATE OR REPLACE FUNCTION "public"."vitrine_search_text"(content text, size integer) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT regexp_replace(regexp_replace(left(coalesce(content, ''), size), '<[^>]*(>|$)', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public"."vitrine_search_vector"(locale text, title text, content text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector("public"."vitrine_search_config"(locale), coalesce(title, '')), 'A')
      || setweight(to_tsvector("public"."vitrine_search_config"(locale), "public"."vitrine_search_text"(content, 100000)), 'B')
$$;--> statement-breakpoint
-- An empty or stop-words-only query gives an empty tsquery, which matches nothing.
CREATE OR REPLACE FUNCTION "public"."vitrine_search_query"(q text, locale text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT websearch_to_tsquery("public"."vitrine_search_config"(locale), q) $$;--> statement-breakpoint
DROP INDEX "articles_search_idx";--> statement-breakpoint
ALTER TABLE "articles" drop column "search";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (vitrine_search_vector("locale", "title", "content")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_search_pt_br_idx" ON "articles" USING gin ("search") WHERE locale = 'pt-BR';--> statement-breakpoint
CREATE INDEX "articles_search_en_idx" ON "articles" USING gin ("search") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "articles_search_es_idx" ON "articles" USING gin ("search") WHERE locale = 'es';--> statement-breakpoint
CREATE INDEX "articles_search_fr_idx" ON "articles" USING gin ("search") WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "articles_search_ht_idx" ON "articles" USING gin ("search") WHERE locale = 'ht';--> statement-breakpoint
-- The bilingual functions of 0005/0006 have no user left.
DROP FUNCTION "public"."vitrine_search_vector"(text, text);--> statement-breakpoint
DROP FUNCTION "public"."vitrine_search_query"(text);--> statement-breakpoint
DROP FUNCTION "public"."vitrine_unaccent"(text);
