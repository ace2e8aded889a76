-- Article content may now be up to 1 MB of HTML (lib/articles/schema.ts ARTICLE_CONTENT_MAX). The
-- search document reads the title and the first 100,000 characters of the content (some 15,000
-- words of ordinary markup, far beyond a real article), for two reasons:
--  * a tsvector holds at most 1 MB: a megabyte of distinct words made the save fail outright;
--  * building it costs about 1 ms per kB, and on the embedded PGlite that work runs on the
--    server's own thread, where a whole megabyte held every other request back for a second or
--    more. 100,000 characters keep it near 50 ms. (Positions past 16,383 are all stored as 16,383
--    anyway, so the tail of a very long article added little to ranking.)
-- A tag cut in two at the end of the prefix is removed with the others ("<[^>]*(>|$)").
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
           "public"."vitrine_unaccent"(regexp_replace(regexp_replace(left(coalesce(content, ''), 100000), '<[^>]*(>|$)', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')) AS b
  ) AS s
$$;--> statement-breakpoint
-- A stored generated column is computed again when its row is updated: only longer articles change.
UPDATE "articles" SET "title" = "title" WHERE length("content") > 100000;
