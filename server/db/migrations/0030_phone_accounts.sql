-- Signing in by phone (issue 20): an account made from a phone number has no email or password
-- until its owner adds them, so both may be null, but never both with no proven phone. One proven
-- phone is one account: it signs in to exactly one person.
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_or_phone" CHECK ("email" IS NOT NULL OR "phone_verified_at" IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_idx" ON "users" ("phone") WHERE "phone_verified_at" IS NOT NULL;
