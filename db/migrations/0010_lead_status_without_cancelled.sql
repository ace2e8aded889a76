ALTER TABLE "leads" DROP CONSTRAINT "leads_status_check";--> statement-breakpoint
-- Nothing ever set a lead's status to 'cancelled' (a cancelled subscription is newsletter_status); any such row becomes inactive so the narrower check holds.
UPDATE "leads" SET "status" = 'inactive' WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('active', 'inactive', 'deleted', 'blackListed'));
