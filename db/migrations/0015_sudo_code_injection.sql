ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
-- Executable code in the SEO entries is administrator trust: the new grant goes to the admin role of an
-- existing database (a new database's seed gives it every grant), and no other role keeps it.
UPDATE "roles" SET "active_routes" = array_append("active_routes", 'code-injection') WHERE "name" = 'admin' AND NOT ('code-injection' = ANY("active_routes"));--> statement-breakpoint
UPDATE "roles" SET "active_routes" = array_remove("active_routes", 'code-injection') WHERE "name" <> 'admin';--> statement-breakpoint
-- Sessions open before sudo mode count as proven at their creation (they were signed in then).
UPDATE "sessions" SET "reauthenticated_at" = "created_at" WHERE "reauthenticated_at" IS NULL;
