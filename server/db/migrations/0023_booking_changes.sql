-- Bookings, part two (issue 18): fair cancellation, rescheduling an agreed booking, reminders.
--
-- Cancelling: who cancelled, when, why, and whether it was late (within the free-cancellation
-- window before the start). A professional's late cancellations and the no-shows customers report
-- count in their cancellation rate.
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" uuid REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_reason_length" CHECK (char_length("cancel_reason") <= 300);--> statement-breakpoint
-- Rescheduling: the other time one side asked for, held from anyone else while the other side
-- answers; the booking keeps its own time until they accept.
ALTER TABLE "bookings" ADD COLUMN "pending_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pending_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pending_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pending_requested_by" uuid REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pending_answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pending_whole" CHECK (
  ("pending_starts_at" IS NULL) = ("pending_ends_at" IS NULL)
  AND ("pending_starts_at" IS NULL) = ("pending_held_until" IS NULL)
  AND ("pending_starts_at" IS NULL) = ("pending_answer_by" IS NULL)
  AND ("pending_ends_at" IS NULL OR ("pending_ends_at" > "pending_starts_at" AND "pending_held_until" >= "pending_ends_at"))
);--> statement-breakpoint
-- A booking holds its own time and, while a reschedule waits, the time asked for too: no other
-- booking may overlap either (a booking's two ranges may overlap each other: it is one row).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "professional_id" WITH =,
  tstzmultirange(
    tstzrange("starts_at", "held_until", '[)'),
    CASE WHEN "pending_starts_at" IS NULL THEN 'empty'::tstzrange
      ELSE tstzrange("pending_starts_at", "pending_held_until", '[)') END
  ) WITH &&
) WHERE ("status" IN ('requested', 'proposed', 'accepted'));--> statement-breakpoint
CREATE INDEX "bookings_pending_answer_by_idx" ON "bookings" ("pending_answer_by") WHERE "pending_answer_by" IS NOT NULL;--> statement-breakpoint
-- Reminders, each sent once: a day before and an hour before an accepted booking.
ALTER TABLE "bookings" ADD COLUMN "reminded_day_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_hour_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_accepted_starts_idx" ON "bookings" ("starts_at") WHERE "status" = 'accepted' AND "reminded_hour_at" IS NULL;--> statement-breakpoint
-- What a customer owes for cancelling late (a percentage of the price), recorded now and charged
-- once payments exist. One per booking.
CREATE TABLE "booking_fees" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
  "customer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "kind" text DEFAULT 'late_cancellation' NOT NULL,
  "percent" integer NOT NULL,
  "amount" numeric(10, 2) NOT NULL,
  "charged_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "booking_fees_amount_non_negative" CHECK ("amount" >= 0 AND "percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "booking_fees_booking_kind_unique" ON "booking_fees" ("booking_id", "kind");
--> statement-breakpoint
-- A no-show the customer reports after the start of an agreed booking.
ALTER TABLE "bookings" ADD COLUMN "no_show_reported_at" timestamp with time zone;--> statement-breakpoint
-- A professional's cancellation rate: of the bookings agreed with them since `since` (their job
-- accepted), the percentage they cancelled late or did not come to. Null when none were agreed.
CREATE FUNCTION "professional_cancellation_rate"(pro uuid, since timestamptz)
RETURNS numeric(5, 2) LANGUAGE sql STABLE AS $$
  select round(100.0 * count(*) filter (
      where (b.cancelled_late and b.cancelled_by = pro) or b.no_show_reported_at is not null
    ) / nullif(count(*), 0), 2)
  from bookings b join jobs j on j.id = b.job_id
  where b.professional_id = pro and j.accepted_at is not null and j.accepted_at >= since
$$;
