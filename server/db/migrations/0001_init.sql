CREATE TYPE "public"."bid_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('open', 'dispatched', 'accepted', 'in-progress', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."job_type" AS ENUM('instant', 'scheduled', 'bidding');--> statement-breakpoint
CREATE TYPE "public"."job_urgency" AS ENUM('urgent', 'moderate', 'flexible');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('hourly', 'fixed', 'contact');--> statement-breakpoint
CREATE TYPE "public"."delivery_mode" AS ENUM('online', 'blended', 'in-person', 'residential');--> statement-breakpoint
CREATE TYPE "public"."province" AS ENUM('Koshi', 'Madhesh', 'Bagmati', 'Gandaki', 'Lumbini', 'Karnali', 'Sudurpashchim');--> statement-breakpoint
CREATE TYPE "public"."training_difficulty" AS ENUM('beginner', 'intermediate', 'advanced', 'expert');--> statement-breakpoint
CREATE TYPE "public"."kyc_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."subscription_tier" AS ENUM('basic', 'pro');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('customer', 'professional', 'admin');--> statement-breakpoint
CREATE TYPE "public"."verification_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."verification_type" AS ENUM('kyc', 'nstb', 'background');--> statement-breakpoint
CREATE TABLE "availability_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"day_of_week" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"buffer_time" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_blocks_day_of_week_range" CHECK ("availability_blocks"."day_of_week" between 0 and 6),
	CONSTRAINT "availability_blocks_buffer_time_non_negative" CHECK ("availability_blocks"."buffer_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "availability_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"is_available" boolean DEFAULT false NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"description" text,
	"estimated_time" text,
	"status" "bid_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"previous_status" "job_status",
	"new_status" "job_status" NOT NULL,
	"triggered_by" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"ai_summary" text,
	"media_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"skill_category" text NOT NULL,
	"payment_type" "payment_type" NOT NULL,
	"budget" numeric(10, 2),
	"location" text NOT NULL,
	"urgency" "job_urgency" DEFAULT 'moderate' NOT NULL,
	"status" "job_status" DEFAULT 'open' NOT NULL,
	"hired_professional_id" uuid,
	"final_price" numeric(10, 2),
	"job_type" "job_type" DEFAULT 'bidding' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"customer_latitude" numeric(10, 7),
	"customer_longitude" numeric(10, 7),
	"dispatched_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"estimated_duration" integer,
	"actual_duration" integer,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"job_id" uuid,
	"content" text NOT NULL,
	"attachment_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_professional_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"date" date NOT NULL,
	"jobs_completed" integer DEFAULT 0 NOT NULL,
	"hours_worked" numeric(5, 2) DEFAULT '0' NOT NULL,
	"earnings" numeric(10, 2) DEFAULT '0' NOT NULL,
	"avg_rating" numeric(3, 2),
	"response_time_avg" integer,
	"acceptance_rate" numeric(5, 2),
	"cancellation_rate" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"bonus_paid" numeric(10, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_job_id_unique" UNIQUE("job_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "saved_professionals" (
	"user_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_professionals_user_id_professional_id_pk" PRIMARY KEY("user_id","professional_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"original_price" numeric(10, 2),
	"image_url" text,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_on_sale" boolean DEFAULT false NOT NULL,
	"is_trending" boolean DEFAULT false NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_items_stock_quantity_non_negative" CHECK ("marketplace_items"."stock_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "training_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"occupation" text NOT NULL,
	"provider" text NOT NULL,
	"instructor" text,
	"duration" text NOT NULL,
	"duration_weeks" integer NOT NULL,
	"price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"original_price" numeric(10, 2),
	"enrollment_url" text,
	"image_url" text,
	"difficulty" "training_difficulty" NOT NULL,
	"delivery_mode" "delivery_mode" NOT NULL,
	"province" "province" NOT NULL,
	"district" text NOT NULL,
	"location" text,
	"students_count" integer DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_programs_duration_weeks_positive" CHECK ("training_programs"."duration_weeks" > 0),
	CONSTRAINT "training_programs_price_non_negative" CHECK ("training_programs"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"profile_image_url" text,
	"role" "user_role" DEFAULT 'customer' NOT NULL,
	"location" text,
	"bio" text,
	"skill_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"hourly_rate" numeric(10, 2),
	"daily_rate" numeric(10, 2),
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"completed_jobs" integer DEFAULT 0 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"is_free_now" boolean DEFAULT false NOT NULL,
	"service_radius" integer DEFAULT 5 NOT NULL,
	"home_latitude" numeric(10, 7),
	"home_longitude" numeric(10, 7),
	"response_time" integer DEFAULT 0 NOT NULL,
	"acceptance_rate" numeric(5, 2) DEFAULT '100' NOT NULL,
	"cancellation_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"subscription_tier" "subscription_tier" DEFAULT 'basic' NOT NULL,
	"subscription_expiry" timestamp with time zone,
	"kyc_status" "kyc_status",
	"kyc_document_url" text,
	"nstb_certificate_url" text,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"verification_type" "verification_type" NOT NULL,
	"document_url" text NOT NULL,
	"status" "verification_status" DEFAULT 'pending' NOT NULL,
	"ai_score" numeric(5, 2),
	"admin_notes" text,
	"approved_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_status_events" ADD CONSTRAINT "job_status_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_status_events" ADD CONSTRAINT "job_status_events_triggered_by_users_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hired_professional_id_users_id_fk" FOREIGN KEY ("hired_professional_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_professional_metrics" ADD CONSTRAINT "daily_professional_metrics_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_professionals" ADD CONSTRAINT "saved_professionals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_professionals" ADD CONSTRAINT "saved_professionals_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_blocks_professional_id_idx" ON "availability_blocks" USING btree ("professional_id","day_of_week");--> statement-breakpoint
CREATE INDEX "availability_exceptions_professional_id_date_idx" ON "availability_exceptions" USING btree ("professional_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_job_id_professional_id_idx" ON "bids" USING btree ("job_id","professional_id");--> statement-breakpoint
CREATE INDEX "bids_professional_id_idx" ON "bids" USING btree ("professional_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_status_events_job_id_idx" ON "job_status_events" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_status_created_at_idx" ON "jobs" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_customer_id_idx" ON "jobs" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "jobs_hired_professional_id_idx" ON "jobs" USING btree ("hired_professional_id");--> statement-breakpoint
CREATE INDEX "jobs_skill_category_idx" ON "jobs" USING btree ("skill_category");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_customer_earth_idx" ON "jobs" USING gist (ll_to_earth("customer_latitude"::float8, "customer_longitude"::float8)) WHERE "jobs"."customer_latitude" is not null and "jobs"."customer_longitude" is not null;--> statement-breakpoint
CREATE INDEX "messages_receiver_id_is_read_idx" ON "messages" USING btree ("receiver_id","is_read");--> statement-breakpoint
CREATE INDEX "messages_sender_receiver_created_at_idx" ON "messages" USING btree ("sender_id","receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_job_id_idx" ON "messages" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_professional_metrics_professional_id_date_idx" ON "daily_professional_metrics" USING btree ("professional_id","date");--> statement-breakpoint
CREATE INDEX "reviews_professional_id_idx" ON "reviews" USING btree ("professional_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_professionals_professional_id_idx" ON "saved_professionals" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "marketplace_items_category_idx" ON "marketplace_items" USING btree ("category");--> statement-breakpoint
CREATE INDEX "marketplace_items_brand_idx" ON "marketplace_items" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "marketplace_items_name_trgm_idx" ON "marketplace_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_programs_province_district_idx" ON "training_programs" USING btree ("province","district");--> statement-breakpoint
CREATE INDEX "training_programs_category_idx" ON "training_programs" USING btree ("category");--> statement-breakpoint
CREATE INDEX "training_programs_title_trgm_idx" ON "training_programs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_rating_idx" ON "users" USING btree ("rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_skills_trgm_idx" ON "users" USING gin (array_to_string_immutable("skill_categories") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_location_trgm_idx" ON "users" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_home_earth_idx" ON "users" USING gist (ll_to_earth("home_latitude"::float8, "home_longitude"::float8)) WHERE "users"."home_latitude" is not null and "users"."home_longitude" is not null;--> statement-breakpoint
CREATE INDEX "verifications_user_id_idx" ON "verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_status_submitted_at_idx" ON "verifications" USING btree ("status","submitted_at");