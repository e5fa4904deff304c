ALTER TABLE "jobs" ADD COLUMN "source_job_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_source_job_id_jobs_id_fk" FOREIGN KEY ("source_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_source_job_id_unique" ON "jobs" USING btree ("source_job_id") WHERE "jobs"."source_job_id" is not null;