-- Bring rows written before these rules into line, so the checks below can be added.
UPDATE "users" SET "is_free_now" = false WHERE "is_free_now" AND NOT "is_online";--> statement-breakpoint
UPDATE "users" SET "service_radius" = least(greatest("service_radius", 1), 25) WHERE "service_radius" NOT BETWEEN 1 AND 25;--> statement-breakpoint
UPDATE "users" SET "home_latitude" = NULL, "home_longitude" = NULL WHERE ("home_latitude" IS NULL) <> ("home_longitude" IS NULL) OR "home_latitude" NOT BETWEEN -90 AND 90 OR "home_longitude" NOT BETWEEN -180 AND 180;--> statement-breakpoint
UPDATE "availability_blocks" SET "buffer_time" = 240 WHERE "buffer_time" > 240;--> statement-breakpoint
DELETE FROM "availability_blocks" WHERE "end_time" <= "start_time";--> statement-breakpoint
UPDATE "availability_exceptions" SET "start_time" = NULL, "end_time" = NULL WHERE ("start_time" IS NULL) <> ("end_time" IS NULL) OR "end_time" <= "start_time";--> statement-breakpoint
UPDATE "availability_exceptions" SET "reason" = left("reason", 200) WHERE char_length("reason") > 200;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_buffer_time_max" CHECK ("availability_blocks"."buffer_time" <= 240);--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_end_after_start" CHECK ("availability_blocks"."end_time" > "availability_blocks"."start_time");--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_times" CHECK (("availability_exceptions"."start_time" is null) = ("availability_exceptions"."end_time" is null) and ("availability_exceptions"."end_time" is null or "availability_exceptions"."end_time" > "availability_exceptions"."start_time"));--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_reason_length" CHECK (char_length("availability_exceptions"."reason") <= 200);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_free_now_needs_online" CHECK (not ("users"."is_free_now" and not "users"."is_online"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_service_radius_range" CHECK ("users"."service_radius" between 1 and 25);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_home_location_valid" CHECK (("users"."home_latitude" is null) = ("users"."home_longitude" is null) and "users"."home_latitude" between -90 and 90 and "users"."home_longitude" between -180 and 180);