CREATE TABLE "article_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"action" text NOT NULL,
	"comment" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_reviews_action_check" CHECK ("article_reviews"."action" in ('submitted', 'changes_requested', 'published'))
);
--> statement-breakpoint
CREATE TABLE "edit_presence" (
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_presence_kind_entity_id_user_id_pk" PRIMARY KEY("kind","entity_id","user_id"),
	CONSTRAINT "edit_presence_kind_check" CHECK ("edit_presence"."kind" in ('article', 'page'))
);
--> statement-breakpoint
ALTER TABLE "articles" DROP CONSTRAINT "articles_status_check";--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "excerpt" text;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "saved_by" integer;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "deleted_status" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "deleted_status" text;--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "navigation_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "media_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD COLUMN "saved_by" integer;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "deleted_status" text;--> statement-breakpoint
ALTER TABLE "article_reviews" ADD CONSTRAINT "article_reviews_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reviews" ADD CONSTRAINT "article_reviews_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_presence" ADD CONSTRAINT "edit_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_reviews_article_idx" ON "article_reviews" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "edit_presence_seen_idx" ON "edit_presence" USING btree ("seen_at");--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD CONSTRAINT "page_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_deleted_idx" ON "articles" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'in_review', 'published'));--> statement-breakpoint
-- Issue 33 §1: every change to an editable record raises its version, whichever code path writes it.
CREATE OR REPLACE FUNCTION "vitrine_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Articles: every column but the generated search document (a BEFORE trigger may not read it); a change
-- of categories alone (another table) touches updated_at.
CREATE TRIGGER "articles_version" BEFORE UPDATE ON "articles" FOR EACH ROW WHEN (
  ROW(OLD.unique_key, OLD.title, OLD.content, OLD.excerpt, OLD.image, OLD.author_id, OLD.status, OLD.featured, OLD.locale, OLD.translation_group, OLD.seo_title, OLD.seo_description, OLD.published_at, OLD.deleted_at, OLD.deleted_status, OLD.updated_at)
  IS DISTINCT FROM
  ROW(NEW.unique_key, NEW.title, NEW.content, NEW.excerpt, NEW.image, NEW.author_id, NEW.status, NEW.featured, NEW.locale, NEW.translation_group, NEW.seo_title, NEW.seo_description, NEW.published_at, NEW.deleted_at, NEW.deleted_status, NEW.updated_at)
) EXECUTE FUNCTION "vitrine_bump_version"();--> statement-breakpoint
CREATE TRIGGER "categories_version" BEFORE UPDATE ON "categories" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "vitrine_bump_version"();--> statement-breakpoint
CREATE TRIGGER "faqs_version" BEFORE UPDATE ON "faqs" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "vitrine_bump_version"();--> statement-breakpoint
CREATE TRIGGER "roles_version" BEFORE UPDATE ON "roles" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "vitrine_bump_version"();--> statement-breakpoint
CREATE TRIGGER "seo_settings_version" BEFORE UPDATE ON "seo_settings" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "vitrine_bump_version"();--> statement-breakpoint
CREATE TRIGGER "navigation_settings_version" BEFORE UPDATE ON "navigation_settings" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "vitrine_bump_version"();--> statement-breakpoint
CREATE TRIGGER "media_settings_version" BEFORE UPDATE ON "media_settings" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "vitrine_bump_version"();--> statement-breakpoint
CREATE TRIGGER "form_settings_version" BEFORE UPDATE ON "form_settings" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "vitrine_bump_version"();--> statement-breakpoint
-- Pages: the autosaved unsaved copy (draft) is the editor's own and raises nothing.
CREATE TRIGGER "pages_version" BEFORE UPDATE ON "pages" FOR EACH ROW WHEN (
  ROW(OLD.unique_key, OLD.locale, OLD.translation_group, OLD.title, OLD.seo_title, OLD.seo_description, OLD.image, OLD.status, OLD.published_at, OLD.is_home, OLD.blocks, OLD.author_id, OLD.deleted_at)
  IS DISTINCT FROM
  ROW(NEW.unique_key, NEW.locale, NEW.translation_group, NEW.title, NEW.seo_title, NEW.seo_description, NEW.image, NEW.status, NEW.published_at, NEW.is_home, NEW.blocks, NEW.author_id, NEW.deleted_at)
) EXECUTE FUNCTION "vitrine_bump_version"();--> statement-breakpoint
-- Users: the profile an administrator edits, not sign-ins, passwords or two-factor steps.
CREATE TRIGGER "users_version" BEFORE UPDATE ON "users" FOR EACH ROW WHEN (
  ROW(OLD.name, OLD.last_name, OLD.full_name, OLD.email, OLD.position, OLD.status, OLD.cpf, OLD.phone, OLD.biography, OLD.photo, OLD.gender, OLD.locale)
  IS DISTINCT FROM
  ROW(NEW.name, NEW.last_name, NEW.full_name, NEW.email, NEW.position, NEW.status, NEW.cpf, NEW.phone, NEW.biography, NEW.photo, NEW.gender, NEW.locale)
) EXECUTE FUNCTION "vitrine_bump_version"();--> statement-breakpoint
-- Issue 33 §2: `publish` is split from `compose`; every role and API key that may compose today keeps publishing.
UPDATE "roles" SET "active_routes" = array_append("active_routes", 'publish') WHERE 'compose' = ANY("active_routes") AND NOT 'publish' = ANY("active_routes");--> statement-breakpoint
UPDATE "api_keys" SET "grants" = array_append("grants", 'publish') WHERE 'compose' = ANY("grants") AND NOT 'publish' = ANY("grants");
