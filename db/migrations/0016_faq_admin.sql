-- FAQs are edited in the back office and the API, addressed by id + unique_key like other records:
-- existing rows get a key before the column becomes required.
ALTER TABLE "faqs" ADD COLUMN "unique_key" text;--> statement-breakpoint
UPDATE "faqs" SET "unique_key" = gen_random_uuid()::text WHERE "unique_key" IS NULL;--> statement-breakpoint
ALTER TABLE "faqs" ALTER COLUMN "unique_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_unique_key_unique" UNIQUE("unique_key");--> statement-breakpoint
-- The new grant `faq` goes to the admin and manager roles of an existing database (a new database's
-- seed gives it to both).
UPDATE "roles" SET "active_routes" = array_append("active_routes", 'faq') WHERE "name" IN ('admin', 'manager') AND NOT ('faq' = ANY("active_routes"));
