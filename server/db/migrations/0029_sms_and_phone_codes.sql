-- SMS (issue 20): every message sent, for each phone's daily cap; one-time codes sent to phones;
-- and whether a person's phone number is proven theirs.
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "sms_messages" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "phone" text NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "purpose" text NOT NULL,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_messages_phone_sent_at_idx" ON "sms_messages" ("phone", "sent_at");
--> statement-breakpoint
CREATE TABLE "phone_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "phone" text NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE cascade,
  "purpose" text NOT NULL,
  -- HMAC-SHA256 of the code under the session secret: a database dump does not give codes away.
  "code_hash" text NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" ("phone", "purpose", "created_at" DESC);
