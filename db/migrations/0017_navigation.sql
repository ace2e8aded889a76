-- The header menu and footer per language (lib/navigation). No row: the language shows the defaults.
CREATE TABLE "navigation_settings" (
	"locale" text PRIMARY KEY NOT NULL,
	"header" jsonb NOT NULL,
	"footer" jsonb NOT NULL,
	"landing" jsonb,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "navigation_settings" ADD CONSTRAINT "navigation_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
