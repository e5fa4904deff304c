-- A customer edits their open job; each edit keeps what changed (field, old value, new value), so
-- the professionals who bid on it see what is different and when. created_at is the clock at insert,
-- taken after the job's row lock, so two edits of one job are ordered as they happened.
CREATE TABLE "job_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"edited_by" uuid,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_edits" ADD CONSTRAINT "job_edits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_edits" ADD CONSTRAINT "job_edits_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_edits_job_id_created_at_idx" ON "job_edits" USING btree ("job_id","created_at");
--> statement-breakpoint
-- A professional's acceptance rate and response time come from what they did (issue 18), not from a
-- constant 100 % and seed values: null until there is something to measure ("New").
ALTER TABLE "users" ALTER COLUMN "response_time" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "response_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "acceptance_rate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "acceptance_rate" DROP NOT NULL;--> statement-breakpoint
-- The answers a professional gives, by who answered: their steps of direct hires and instant requests.
CREATE INDEX "job_status_events_triggered_by_idx" ON "job_status_events" USING btree ("triggered_by","created_at") WHERE "triggered_by" IS NOT NULL;--> statement-breakpoint
-- A professional's track record from the requests that reached them since `since`:
-- - acceptance_rate: of the direct hires offered to them that they answered (accepted or declined)
--   and the instant requests offered to them that they took or that ran out with nobody taking
--   them, the percentage they said yes to (a request the customer withdrew, or another
--   professional took first, gave them no chance to answer and does not count);
-- - response_minutes: the median time from a request reaching them (a hire offered, an instant
--   request sent, the first message of someone writing to them first) to their answer (accept or
--   decline, taking it, their first reply), in whole minutes, at least 1.
-- Null when nothing measures it. One definition, which the app calls at every answer
-- (server/features/dashboard/track-record.ts) and this migration fills the users from.
-- Statuses are compared as text: 'offered' was added to job_status by a migration that may run in
-- this same transaction (a fresh database), where PostgreSQL refuses to use an uncommitted enum value.
CREATE FUNCTION "professional_track_record"(pro uuid, since timestamptz)
RETURNS TABLE ("acceptance_rate" numeric(5, 2), "response_minutes" integer)
LANGUAGE sql STABLE AS $$
  with requests as (
    select answer.created_at as answered_at,
      (select max(offer.created_at) from job_status_events offer
        where offer.job_id = answer.job_id and offer.new_status::text = 'offered'
          and offer.created_at <= answer.created_at) as reached_at,
      answer.new_status::text = 'accepted' as accepted
    from job_status_events answer
    where answer.triggered_by = pro and answer.previous_status::text = 'offered'
      and answer.new_status::text in ('accepted', 'open', 'cancelled')
    union all
    -- A booking request they let expire (Sipalu cancelled its offered job): a no, with no answer time.
    select null::timestamptz,
      (select max(offer.created_at) from job_status_events offer
        where offer.job_id = expiry.job_id and offer.new_status::text = 'offered'
          and offer.created_at <= expiry.created_at),
      false
    from job_status_events expiry
    join bookings on bookings.job_id = expiry.job_id and bookings.status = 'expired'
      and bookings.answered_at is null
    where bookings.professional_id = pro and expiry.previous_status::text = 'offered'
      and expiry.new_status::text = 'cancelled' and expiry.triggered_by is null
    union all
    select taken.created_at, dispatch.created_at, taken.id is not null
    from instant_dispatches dispatch
    left join job_status_events taken on taken.job_id = dispatch.job_id
      and taken.previous_status::text = 'dispatched' and taken.new_status::text = 'accepted' and taken.triggered_by = pro
    where dispatch.professional_id = pro
      and (taken.id is not null or exists (
        select 1 from job_status_events expiry
        where expiry.job_id = dispatch.job_id and expiry.previous_status::text = 'dispatched'
          and expiry.new_status::text = 'cancelled' and expiry.triggered_by is null))
  ),
  conversations as (
    select first_in.created_at as reached_at,
      (select min(reply.created_at) from messages reply
        where reply.sender_id = pro and reply.receiver_id = first_in.sender_id
          and reply.created_at >= first_in.created_at) as answered_at
    from (
      select distinct on (m.sender_id) m.sender_id, m.created_at from messages m
      where m.receiver_id = pro order by m.sender_id, m.created_at
    ) first_in
    where not exists (
      select 1 from messages earlier
      where earlier.sender_id = pro and earlier.receiver_id = first_in.sender_id
        and earlier.created_at < first_in.created_at)
  ),
  answers as (
    select reached_at, answered_at from requests where answered_at is not null
    union all
    select reached_at, answered_at from conversations where answered_at is not null
  )
  select
    (select round(100.0 * count(*) filter (where accepted) / nullif(count(*), 0), 2)
      from requests where reached_at >= since),
    (select case when count(*) = 0 then null else greatest(1, round(
        percentile_cont(0.5) within group (order by extract(epoch from answered_at - reached_at)) / 60
      ))::integer end
      from answers where reached_at >= since)
$$;--> statement-breakpoint
UPDATE "users" SET ("acceptance_rate", "response_time") = (
  SELECT "acceptance_rate", "response_minutes" FROM "professional_track_record"("users"."id", now() - interval '90 days')
) WHERE "role" = 'professional';
