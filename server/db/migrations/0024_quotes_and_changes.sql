-- Quotes and change requests (issue 18): on an hourly or contact job a professional sends a quote
-- (labour and materials lines, the total the server added up); the customer accepts one, which
-- hires its professional at that total, or declines it. After the start the hired professional
-- asks for extras (change requests) that the customer approves, growing the job's final price.
CREATE TYPE "public"."quote_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');
--> statement-breakpoint
CREATE TYPE "public"."change_status" AS ENUM('pending', 'approved', 'declined');
--> statement-breakpoint
CREATE TABLE "quotes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "job_id" uuid NOT NULL REFERENCES "jobs"("id") ON DELETE cascade,
  "professional_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "lines" jsonb NOT NULL,
  "total" numeric(10, 2) NOT NULL,
  "message" text,
  "valid_until" timestamp with time zone,
  "status" "quote_status" DEFAULT 'pending' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "quotes_total_positive" CHECK ("total" > 0)
);
--> statement-breakpoint
-- One pending quote per professional per job: sending again replaces it.
CREATE UNIQUE INDEX "quotes_one_pending_idx" ON "quotes" ("job_id", "professional_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "quotes_job_id_idx" ON "quotes" ("job_id", "created_at");
--> statement-breakpoint
CREATE TABLE "job_changes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "job_id" uuid NOT NULL REFERENCES "jobs"("id") ON DELETE cascade,
  "professional_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "lines" jsonb NOT NULL,
  "total" numeric(10, 2) NOT NULL,
  "reason" text NOT NULL,
  "status" "change_status" DEFAULT 'pending' NOT NULL,
  -- The job's final price before and after an approved change: the record of what it grew by.
  "price_before" numeric(10, 2),
  "price_after" numeric(10, 2),
  "answered_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "job_changes_total_positive" CHECK ("total" > 0)
);
--> statement-breakpoint
-- One change waiting for the customer at a time per job.
CREATE UNIQUE INDEX "job_changes_one_pending_idx" ON "job_changes" ("job_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "job_changes_job_id_idx" ON "job_changes" ("job_id", "created_at");
