CREATE TABLE "article_reads_weekly" (
	"article_id" integer NOT NULL,
	"week" date NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_reads_weekly_article_id_week_pk" PRIMARY KEY("article_id","week")
);
--> statement-breakpoint
CREATE TABLE "site_reads_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"reads" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_reads_weekly" ADD CONSTRAINT "article_reads_weekly_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_reads_weekly_week_cover_idx" ON "article_reads_weekly" USING btree ("week","article_id","reads");--> statement-breakpoint
-- Keeps article_reads_weekly (week = its Monday) and site_reads_daily equal to the sums of
-- article_reads_daily, as article_reads_monthly_sync does for the months: every insert, update and
-- delete of a daily row adds its delta (upserts, safe under concurrency). Written by hand after
-- drizzle-kit generated the tables above; plain SQL for PostgreSQL 15 and PGlite (PostgreSQL 18).
-- TRUNCATE fires no row trigger: truncate the roll-ups together with article_reads_daily.
CREATE OR REPLACE FUNCTION "article_reads_weekly_site_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.article_id = OLD.article_id AND NEW.day = OLD.day THEN
    IF NEW.reads <> OLD.reads THEN
      INSERT INTO "article_reads_weekly" ("article_id", "week", "reads")
      VALUES (NEW.article_id, date_trunc('week', NEW.day::timestamp)::date, NEW.reads - OLD.reads)
      ON CONFLICT ("article_id", "week") DO UPDATE SET "reads" = "article_reads_weekly"."reads" + EXCLUDED."reads";
      INSERT INTO "site_reads_daily" ("day", "reads") VALUES (NEW.day, NEW.reads - OLD.reads)
      ON CONFLICT ("day") DO UPDATE SET "reads" = "site_reads_daily"."reads" + EXCLUDED."reads";
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- Updates, never inserts: when the article itself is being deleted, its weekly rows go by cascade.
    UPDATE "article_reads_weekly" SET "reads" = "reads" - OLD.reads
    WHERE "article_id" = OLD.article_id AND "week" = date_trunc('week', OLD.day::timestamp)::date;
    UPDATE "site_reads_daily" SET "reads" = "reads" - OLD.reads WHERE "day" = OLD.day;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "article_reads_weekly" ("article_id", "week", "reads")
    VALUES (NEW.article_id, date_trunc('week', NEW.day::timestamp)::date, NEW.reads)
    ON CONFLICT ("article_id", "week") DO UPDATE SET "reads" = "article_reads_weekly"."reads" + EXCLUDED."reads";
    INSERT INTO "site_reads_daily" ("day", "reads") VALUES (NEW.day, NEW.reads)
    ON CONFLICT ("day") DO UPDATE SET "reads" = "site_reads_daily"."reads" + EXCLUDED."reads";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "article_reads_daily_weekly_site_sync"
AFTER INSERT OR UPDATE OR DELETE ON "article_reads_daily"
FOR EACH ROW EXECUTE FUNCTION "article_reads_weekly_site_sync"();--> statement-breakpoint
-- Backfill from the daily rows that exist already.
INSERT INTO "article_reads_weekly" ("article_id", "week", "reads")
SELECT "article_id", date_trunc('week', "day"::timestamp)::date, sum("reads")::integer
FROM "article_reads_daily"
GROUP BY 1, 2
ON CONFLICT ("article_id", "week") DO UPDATE SET "reads" = EXCLUDED."reads";--> statement-breakpoint
INSERT INTO "site_reads_daily" ("day", "reads")
SELECT "day", sum("reads")::bigint
FROM "article_reads_daily"
GROUP BY 1
ON CONFLICT ("day") DO UPDATE SET "reads" = EXCLUDED."reads";
