CREATE TABLE "article_reads_monthly" (
	"article_id" integer NOT NULL,
	"month" date NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_reads_monthly_article_id_month_pk" PRIMARY KEY("article_id","month")
);
--> statement-breakpoint
DROP INDEX "article_reads_daily_day_idx";--> statement-breakpoint
ALTER TABLE "article_reads_monthly" ADD CONSTRAINT "article_reads_monthly_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_reads_monthly_month_cover_idx" ON "article_reads_monthly" USING btree ("month","article_id","reads");--> statement-breakpoint
CREATE INDEX "article_reads_daily_day_cover_idx" ON "article_reads_daily" USING btree ("day","article_id","reads");--> statement-breakpoint
CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");--> statement-breakpoint
-- Keeps article_reads_monthly equal to the monthly sums of article_reads_daily: every insert, update
-- and delete of a daily row adds its delta to the month's row (an upsert, safe under concurrency).
-- Written by hand after drizzle-kit generated the tables above; plain SQL that PostgreSQL 15 and
-- PGlite (PostgreSQL 18) both accept. TRUNCATE fires no row trigger: truncate both tables together.
CREATE OR REPLACE FUNCTION "article_reads_monthly_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.article_id = OLD.article_id
     AND date_trunc('month', NEW.day::timestamp) = date_trunc('month', OLD.day::timestamp) THEN
    IF NEW.reads <> OLD.reads THEN
      INSERT INTO "article_reads_monthly" ("article_id", "month", "reads")
      VALUES (NEW.article_id, date_trunc('month', NEW.day::timestamp)::date, NEW.reads - OLD.reads)
      ON CONFLICT ("article_id", "month") DO UPDATE SET "reads" = "article_reads_monthly"."reads" + EXCLUDED."reads";
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- An update, never an insert: when the article itself is being deleted, its monthly rows go by
    -- cascade and there is nothing to subtract from.
    UPDATE "article_reads_monthly" SET "reads" = "reads" - OLD.reads
    WHERE "article_id" = OLD.article_id AND "month" = date_trunc('month', OLD.day::timestamp)::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "article_reads_monthly" ("article_id", "month", "reads")
    VALUES (NEW.article_id, date_trunc('month', NEW.day::timestamp)::date, NEW.reads)
    ON CONFLICT ("article_id", "month") DO UPDATE SET "reads" = "article_reads_monthly"."reads" + EXCLUDED."reads";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "article_reads_daily_monthly_sync"
AFTER INSERT OR UPDATE OR DELETE ON "article_reads_daily"
FOR EACH ROW EXECUTE FUNCTION "article_reads_monthly_sync"();--> statement-breakpoint
-- Backfill from the daily rows that exist already.
INSERT INTO "article_reads_monthly" ("article_id", "month", "reads")
SELECT "article_id", date_trunc('month', "day"::timestamp)::date, sum("reads")::integer
FROM "article_reads_daily"
GROUP BY 1, 2
ON CONFLICT ("article_id", "month") DO UPDATE SET "reads" = EXCLUDED."reads";
