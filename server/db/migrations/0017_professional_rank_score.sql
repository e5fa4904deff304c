-- The directory ranks by a confidence-weighted rating (domain/professionals/ranking.ts): how many
-- customers reviewed each professional, and the Bayesian average of their rating toward the prior
-- 4.0 with a weight of 3 reviews, stored and indexed so a page reads in rank order.
ALTER TABLE "users" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" SET "review_count" = "reviewed"."customers"
FROM (
  SELECT "professional_id", count(DISTINCT "customer_id")::int AS "customers"
  FROM "reviews" GROUP BY "professional_id"
) AS "reviewed"
WHERE "reviewed"."professional_id" = "users"."id";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_review_count_non_negative" CHECK ("users"."review_count" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rank_score" numeric(4, 3) NOT NULL GENERATED ALWAYS AS (round((review_count * rating + 12.0) / (review_count + 3), 3)) STORED;--> statement-breakpoint
DROP INDEX "users_listed_rank_idx";--> statement-breakpoint
CREATE INDEX "users_listed_rank_idx" ON "users" USING btree ("rank_score" DESC NULLS FIRST,"completed_jobs" DESC NULLS FIRST,"id","location","skill_categories") WHERE "users"."role" = 'professional' and "users"."suspended_at" is null;--> statement-breakpoint
-- By hourly rate, both ways, professionals without one last.
CREATE INDEX "users_listed_rate_asc_idx" ON "users" USING btree ("hourly_rate" ASC NULLS LAST,"id") WHERE "users"."role" = 'professional' and "users"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "users_listed_rate_desc_idx" ON "users" USING btree ("hourly_rate" DESC NULLS LAST,"id") WHERE "users"."role" = 'professional' and "users"."suspended_at" is null;--> statement-breakpoint
-- Nearest first, on the home snapped to 0.01° (domain/distance-band.ts), as everywhere others see it.
CREATE INDEX "users_listed_home_idx" ON "users" USING gist (ll_to_earth(round("home_latitude", 2)::float8, round("home_longitude", 2)::float8)) WHERE "users"."role" = 'professional' and "users"."suspended_at" is null and "users"."home_latitude" is not null and "users"."home_longitude" is not null;
