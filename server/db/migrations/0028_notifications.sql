-- Notifications (issue 20): what each person was told about, written with the event that caused
-- it; and each person's channels and quiet hours.
CREATE TABLE "notifications" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "event" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "read_at" timestamp with time zone,
  -- Web Push: when it may go out (now, or when quiet hours end; null: not pushed) and when it did.
  "push_after" timestamp with time zone,
  "pushed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notifications_user_id_id_idx" ON "notifications" ("user_id", "id" DESC);
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" ("user_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" ("created_at");
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "channels" jsonb NOT NULL,
  "quiet_enabled" boolean NOT NULL,
  "quiet_start" text NOT NULL,
  "quiet_end" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_push_due_idx" ON "notifications" ("push_after") WHERE "push_after" IS NOT NULL AND "pushed_at" IS NULL;
--> statement-breakpoint
-- A browser's Web Push subscription: one per endpoint, belonging to whoever subscribed last on it.
CREATE TABLE "push_subscriptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "endpoint" text NOT NULL UNIQUE,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "language" text DEFAULT 'en' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id");
