-- Payments (issue 19): a customer's payment for a job through eSewa, Khalti or cash, held by
-- Sipalu until the work is done; the ledger every movement of money writes; professionals' payouts;
-- customers' disputes. Amounts are integer paisa.
CREATE TYPE "public"."payment_provider" AS ENUM('esewa', 'khalti', 'cash');
--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'held', 'released', 'refunded', 'failed', 'cancelled');
--> statement-breakpoint
CREATE TABLE "payments" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "job_id" uuid NOT NULL REFERENCES "jobs"("id") ON DELETE restrict,
  "customer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
  "professional_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
  "provider" "payment_provider" NOT NULL,
  "status" "payment_status" DEFAULT 'pending' NOT NULL,
  "amount_paisa" bigint NOT NULL,
  "commission_percent" numeric(5, 2) NOT NULL,
  -- The gateway's name for it (eSewa's transaction_uuid, Khalti's pidx) and its transaction id once paid.
  "gateway_ref" text,
  "transaction_id" text,
  "refund_paisa" bigint DEFAULT 0 NOT NULL,
  -- An eSewa refund is settled by an admin by hand: when it was, and under what reference.
  "refund_settled_at" timestamp with time zone,
  "refund_reference" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "paid_at" timestamp with time zone,
  "released_at" timestamp with time zone,
  "refunded_at" timestamp with time zone,
  "checked_at" timestamp with time zone,
  CONSTRAINT "payments_amount_positive" CHECK ("amount_paisa" > 0),
  CONSTRAINT "payments_refund_range" CHECK ("refund_paisa" BETWEEN 0 AND "amount_paisa"),
  CONSTRAINT "payments_gateway_ref" CHECK (("provider" = 'cash') = ("gateway_ref" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_ref_unique" ON "payments" ("provider", "gateway_ref") WHERE "gateway_ref" IS NOT NULL;
--> statement-breakpoint
-- A job is paid once: at most one payment of it is held or released (or waits as recorded cash).
CREATE UNIQUE INDEX "payments_job_settled_unique" ON "payments" ("job_id")
  WHERE "status" IN ('held', 'released') OR ("provider" = 'cash' AND "status" = 'pending');
--> statement-breakpoint
CREATE INDEX "payments_job_idx" ON "payments" ("job_id", "created_at");
--> statement-breakpoint
CREATE INDEX "payments_professional_idx" ON "payments" ("professional_id", "status");
--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" ("created_at") WHERE "status" = 'pending' AND "provider" <> 'cash';
--> statement-breakpoint
-- Double-entry: the entries of one transfer sum to zero; an account's balance is the sum of its
-- entries. Entries are never updated or deleted.
CREATE TABLE "ledger_entries" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "transfer_id" uuid NOT NULL,
  "kind" text NOT NULL,
  "account" text NOT NULL,
  "amount_paisa" bigint NOT NULL,
  "payment_id" uuid REFERENCES "payments"("id") ON DELETE restrict,
  "payout_id" uuid,
  "memo" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("amount_paisa" <> 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" ("account", "created_at");
--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" ("transfer_id");
--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" ("payment_id") WHERE "payment_id" IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or deleted';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
--> statement-breakpoint
CREATE TYPE "public"."payout_method" AS ENUM('esewa', 'khalti', 'bank');
--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('requested', 'paid', 'rejected');
--> statement-breakpoint
CREATE TABLE "payouts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "professional_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
  "amount_paisa" bigint NOT NULL,
  "method" "payout_method" NOT NULL,
  "destination" text NOT NULL,
  "status" "payout_status" DEFAULT 'requested' NOT NULL,
  "reference" text,
  "note" text,
  "decided_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  CONSTRAINT "payouts_amount_positive" CHECK ("amount_paisa" > 0)
);
--> statement-breakpoint
CREATE INDEX "payouts_professional_idx" ON "payouts" ("professional_id", "requested_at");
--> statement-breakpoint
CREATE INDEX "payouts_requested_idx" ON "payouts" ("requested_at") WHERE "status" = 'requested';
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_fk" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id") ON DELETE restrict;
--> statement-breakpoint
CREATE TABLE "payment_disputes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "payment_id" uuid NOT NULL REFERENCES "payments"("id") ON DELETE restrict,
  "opened_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
  "reason" text NOT NULL,
  "outcome" text,
  "refund_paisa" bigint,
  "note" text,
  "resolved_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "resolved_at" timestamp with time zone,
  CONSTRAINT "payment_disputes_outcome" CHECK ("outcome" IS NULL OR "outcome" IN ('release', 'refund', 'partial'))
);
--> statement-breakpoint
-- One dispute per payment.
CREATE UNIQUE INDEX "payment_disputes_payment_unique" ON "payment_disputes" ("payment_id");
--> statement-breakpoint
CREATE INDEX "payment_disputes_open_idx" ON "payment_disputes" ("created_at") WHERE "resolved_at" IS NULL;
