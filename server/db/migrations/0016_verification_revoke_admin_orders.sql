-- An approved verification may be revoked by an admin with a reason (the professional is told).
-- 'revoked' is only added here, not used, so it may run inside the migrations' transaction.
ALTER TYPE "public"."verification_status" ADD VALUE IF NOT EXISTS 'revoked';--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "revoked_by" uuid;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The admins' order list: newest first, by status.
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id");
