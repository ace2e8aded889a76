CREATE TABLE "data_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"title" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"image" text,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_key" text NOT NULL,
	"locale" text DEFAULT 'pt-BR' NOT NULL,
	"translation_group" integer,
	"title" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"image" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"is_home" boolean DEFAULT false NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"draft" jsonb,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_status_check" CHECK ("pages"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "page_revisions" ADD CONSTRAINT "page_revisions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD CONSTRAINT "page_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_revisions_page_idx" ON "page_revisions" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_locale_unique_key_unique" ON "pages" USING btree ("locale","unique_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_translation_locale_unique" ON "pages" USING btree ("translation_group","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_home_per_locale_unique" ON "pages" USING btree ("locale") WHERE is_home;--> statement-breakpoint
CREATE INDEX "pages_status_published_idx" ON "pages" USING btree ("status","published_at");--> statement-breakpoint
-- The new grant `pages` goes to the admin and manager roles of an existing database (a new database's
-- seed gives it to both). The seeded pages themselves (home and /rc-sistemI in every language) are
-- written by the data step `0018_seed_pages` (db/data-steps.ts), which reads the catalogues' texts.
UPDATE "roles" SET "active_routes" = array_append("active_routes", 'pages') WHERE "name" IN ('admin', 'manager') AND NOT ('pages' = ANY("active_routes"));
