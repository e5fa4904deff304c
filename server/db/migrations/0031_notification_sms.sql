-- SMS for notifications (issue 20): when a notification may go out by SMS (null: never), and when
-- a sweep took it (sent, capped, dropped or not reachable: each is done once).
ALTER TABLE "notifications" ADD COLUMN "sms_after" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "smsed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "notifications_sms_due_idx" ON "notifications" ("sms_after") WHERE "sms_after" IS NOT NULL AND "smsed_at" IS NULL;
