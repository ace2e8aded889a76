CREATE TABLE "import_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"title" text,
	"action" text NOT NULL,
	"target_kind" text,
	"target_id" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_items_action_check" CHECK ("import_items"."action" in ('created', 'updated', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "import_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"site" text DEFAULT '' NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"checksum" text,
	"created_by_import" integer,
	"last_import" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_records_source_check" CHECK ("import_records"."source" in ('wordpress', 'ghost', 'vitrine'))
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_key" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"dry_run" boolean DEFAULT true NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text,
	"media_key" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_unique_key_unique" UNIQUE("unique_key"),
	CONSTRAINT "imports_source_check" CHECK ("imports"."source" in ('wordpress', 'ghost', 'vitrine')),
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('queued', 'running', 'done', 'failed', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "not_found_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"kind" text DEFAULT 'page' NOT NULL,
	"referrer_host" text,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "not_found_paths_kind_check" CHECK ("not_found_paths"."kind" in ('page', 'bot', 'probe'))
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_key" text NOT NULL,
	"from_path" text NOT NULL,
	"is_prefix" boolean DEFAULT false NOT NULL,
	"to_target" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"origin" text DEFAULT 'manual' NOT NULL,
	"import_id" integer,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_unique_key_unique" UNIQUE("unique_key"),
	CONSTRAINT "redirects_origin_check" CHECK ("redirects"."origin" in ('manual', 'csv', 'import')),
	CONSTRAINT "redirects_status_code_check" CHECK ("redirects"."status_code" in ('301', '302'))
);
--> statement-breakpoint
ALTER TABLE "consent_settings" ADD COLUMN "edit_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_items" ADD CONSTRAINT "import_items_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_created_by_import_imports_id_fk" FOREIGN KEY ("created_by_import") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_last_import_imports_id_fk" FOREIGN KEY ("last_import") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_items_import_idx" ON "import_items" USING btree ("import_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_records_source_unique" ON "import_records" USING btree ("source","site","source_kind","source_id");--> statement-breakpoint
CREATE INDEX "import_records_target_idx" ON "import_records" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "import_records_created_by_idx" ON "import_records" USING btree ("created_by_import");--> statement-breakpoint
CREATE INDEX "imports_status_idx" ON "imports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "not_found_paths_hits_idx" ON "not_found_paths" USING btree ("kind","hits");--> statement-breakpoint
CREATE INDEX "not_found_paths_last_seen_idx" ON "not_found_paths" USING btree ("last_seen");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_unique" ON "redirects" USING btree ("from_path");--> statement-breakpoint
CREATE INDEX "redirects_import_idx" ON "redirects" USING btree ("import_id");--> statement-breakpoint
-- Issue 33 §1 for redirects: an edit raises the version; the hit counts the serving instances add do not.
CREATE TRIGGER "redirects_version" BEFORE UPDATE ON "redirects" FOR EACH ROW WHEN (
  (OLD."from_path", OLD."is_prefix", OLD."to_target", OLD."status_code") IS DISTINCT FROM (NEW."from_path", NEW."is_prefix", NEW."to_target", NEW."status_code")
) EXECUTE FUNCTION "vitrine_bump_version"();--> statement-breakpoint
-- Issue 33 §1 for the consent banner: every save raises its edit version (its own `version` counts banner texts).
CREATE OR REPLACE FUNCTION "vitrine_bump_edit_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."edit_version" := OLD."edit_version" + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "consent_settings_edit_version" BEFORE UPDATE ON "consent_settings" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "vitrine_bump_edit_version"();
