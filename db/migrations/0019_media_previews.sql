CREATE TABLE "media_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_alt" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preview_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preview_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "preview_links_kind_check" CHECK ("preview_links"."kind" in ('article', 'page'))
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "caption" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "focal_x" real DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "focal_y" real DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "in_library" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media_settings" ADD CONSTRAINT "media_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preview_links_entity_idx" ON "preview_links" USING btree ("kind","entity_id");--> statement-breakpoint
-- The new grant `media` goes to every role that can write articles (`compose`), so writers can upload and
-- describe images; a new database's seed gives it to the same roles.
UPDATE "roles" SET "active_routes" = array_append("active_routes", 'media') WHERE 'compose' = ANY("active_routes") AND NOT ('media' = ANY("active_routes"));
