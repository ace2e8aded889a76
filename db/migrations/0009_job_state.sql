CREATE TABLE "job_state" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
