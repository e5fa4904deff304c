CREATE TABLE "instant_dispatches" (
	"job_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"distance_m" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instant_dispatches_job_id_professional_id_pk" PRIMARY KEY("job_id","professional_id")
);
--> statement-breakpoint
ALTER TABLE "instant_dispatches" ADD CONSTRAINT "instant_dispatches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_dispatches" ADD CONSTRAINT "instant_dispatches_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instant_dispatches_professional_id_idx" ON "instant_dispatches" USING btree ("professional_id");