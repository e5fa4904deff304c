-- Rate limits and sign-in throttling, counted where every instance sees them. UNLOGGED: counters
-- are cheap to lose in a crash (limits start afresh) and should not cost WAL on every request.
CREATE UNLOGGED TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_counters_expires_at_idx" ON "rate_counters" USING btree ("expires_at");
