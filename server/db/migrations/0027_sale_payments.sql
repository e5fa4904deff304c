-- Payments for what Sipalu sells itself (issue 19): a shop order or a course fee, paid through eSewa
-- or Khalti, besides a job's payment. A payment is for exactly one of a job, an order or an
-- enrolment; only a job's has a professional (and may be cash: an order's cash is cash on delivery,
-- the order's own payment method, never a payment row).
ALTER TABLE "payments" ALTER COLUMN "job_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "professional_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_id" uuid REFERENCES "orders"("id") ON DELETE restrict;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "enrollment_id" uuid REFERENCES "training_enrollments"("id") ON DELETE restrict;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_purpose" CHECK (num_nonnulls("job_id", "order_id", "enrollment_id") = 1);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_professional_of_job" CHECK (("job_id" IS NULL) = ("professional_id" IS NULL));
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sale_by_gateway" CHECK ("job_id" IS NOT NULL OR "provider" <> 'cash');
--> statement-breakpoint
-- An order and a course fee are paid once: at most one payment of each is captured.
CREATE UNIQUE INDEX "payments_order_settled_unique" ON "payments" ("order_id") WHERE "status" IN ('held', 'released');
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_enrollment_settled_unique" ON "payments" ("enrollment_id") WHERE "status" IN ('held', 'released');
--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" ("order_id", "created_at") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "payments_enrollment_idx" ON "payments" ("enrollment_id", "created_at") WHERE "enrollment_id" IS NOT NULL;
