-- Native push (issue 20): the Capacitor app's FCM registration tokens, one row per token, belonging
-- to whoever registered it last; a person keeps their 5 most recently registered phones.
CREATE TABLE "device_tokens" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "platform" text NOT NULL,
  "token" text NOT NULL UNIQUE,
  "language" text DEFAULT 'en' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "device_tokens_platform" CHECK ("device_tokens"."platform" in ('android', 'ios'))
);
--> statement-breakpoint
CREATE INDEX "device_tokens_user_idx" ON "device_tokens" ("user_id");
