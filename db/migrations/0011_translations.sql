ALTER TABLE "articles" ADD COLUMN "translation_group" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_translation_locale_unique" ON "articles" USING btree ("translation_group","locale");