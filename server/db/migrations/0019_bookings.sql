-- Bookings: a customer asks a professional for a time; the professional accepts, declines or
-- proposes another; unanswered requests expire. Each booking has the job it books (status offered
-- while it waits, accepted once agreed).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('requested', 'proposed', 'accepted', 'declined', 'expired', 'cancelled');
--> statement-breakpoint
CREATE TABLE "bookings" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "job_id" uuid NOT NULL REFERENCES "jobs"("id") ON DELETE cascade,
  "customer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "professional_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "status" "booking_status" DEFAULT 'requested' NOT NULL,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  -- The end plus the professional's buffer: the time the booking keeps from any other.
  "held_until" timestamp with time zone NOT NULL,
  "requested_starts_at" timestamp with time zone NOT NULL,
  "estimated_hours" numeric(3, 1) NOT NULL,
  "hourly_rate" numeric(10, 2) NOT NULL,
  "price" numeric(10, 2) NOT NULL,
  "answer_by" timestamp with time zone NOT NULL,
  "decline_reason" text,
  "answered_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "bookings_times" CHECK ("ends_at" > "starts_at" AND "held_until" >= "ends_at"),
  CONSTRAINT "bookings_price_non_negative" CHECK ("price" >= 0 AND "hourly_rate" >= 0),
  CONSTRAINT "bookings_decline_reason_length" CHECK (char_length("decline_reason") <= 300),
  -- No professional is ever booked twice for overlapping time: of two racing requests for one
  -- slot, the database keeps exactly one.
  CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
    "professional_id" WITH =,
    tstzrange("starts_at", "held_until", '[)') WITH &&
  ) WHERE ("status" IN ('requested', 'proposed', 'accepted'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_job_id_unique" ON "bookings" ("job_id");
--> statement-breakpoint
CREATE INDEX "bookings_customer_starts_idx" ON "bookings" ("customer_id", "starts_at");
--> statement-breakpoint
CREATE INDEX "bookings_professional_starts_idx" ON "bookings" ("professional_id", "starts_at");
--> statement-breakpoint
CREATE INDEX "bookings_waiting_answer_by_idx" ON "bookings" ("answer_by") WHERE "status" IN ('requested', 'proposed');
--> statement-breakpoint
-- A booked job cancelled by any route (the customer's Cancel Job among them) frees the time.
CREATE FUNCTION "bookings_follow_cancelled_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookings" SET "status" = 'cancelled', "updated_at" = now()
  WHERE "job_id" = NEW."id" AND "status" IN ('requested', 'proposed', 'accepted');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "jobs_cancel_bookings" AFTER UPDATE OF "status" ON "jobs"
  FOR EACH ROW WHEN (NEW."status" = 'cancelled' AND OLD."status" IS DISTINCT FROM 'cancelled')
  EXECUTE FUNCTION "bookings_follow_cancelled_job"();
