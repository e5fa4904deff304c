-- Recurring bookings (issue 18): a customer books the same work every week or every two weeks, up
-- to 12 times. The professional answers the series once; each occurrence is then a booking (and a
-- job) of its own, skipped or cancelled on its own.
CREATE TYPE "public"."booking_series_every" AS ENUM('week', '2weeks');
--> statement-breakpoint
CREATE TABLE "booking_series" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "customer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "professional_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "every" "booking_series_every" NOT NULL,
  "count" smallint NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "booking_series_count_range" CHECK ("count" BETWEEN 2 AND 12)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" uuid REFERENCES "booking_series"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_index" smallint;--> statement-breakpoint
-- An occurrence knows its place (1 to the series' count); a single booking has neither.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_whole" CHECK (
  ("series_id" IS NULL) = ("series_index" IS NULL) AND ("series_index" IS NULL OR "series_index" BETWEEN 1 AND 12)
);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_series_index_unique" ON "bookings" ("series_id", "series_index") WHERE "series_id" IS NOT NULL;
--> statement-breakpoint
-- A professional's track record (migration 0022) counts a series once: one request, one answer.
CREATE OR REPLACE FUNCTION "professional_track_record"(pro uuid, since timestamptz)
RETURNS TABLE ("acceptance_rate" numeric(5, 2), "response_minutes" integer)
LANGUAGE sql STABLE AS $$
  with asked as (
    select answer.created_at as answered_at,
      (select max(offer.created_at) from job_status_events offer
        where offer.job_id = answer.job_id and offer.new_status::text = 'offered'
          and offer.created_at <= answer.created_at) as reached_at,
      answer.new_status::text = 'accepted' as accepted,
      (select b.series_id from bookings b where b.job_id = answer.job_id) as series_id
    from job_status_events answer
    where answer.triggered_by = pro and answer.previous_status::text = 'offered'
      and answer.new_status::text in ('accepted', 'open', 'cancelled')
    union all
    -- A booking request they let expire (Sipalu cancelled its offered job): a no, with no answer time.
    select null::timestamptz,
      (select max(offer.created_at) from job_status_events offer
        where offer.job_id = expiry.job_id and offer.new_status::text = 'offered'
          and offer.created_at <= expiry.created_at),
      false,
      bookings.series_id
    from job_status_events expiry
    join bookings on bookings.job_id = expiry.job_id and bookings.status = 'expired'
      and bookings.answered_at is null
    where bookings.professional_id = pro and expiry.previous_status::text = 'offered'
      and expiry.new_status::text = 'cancelled' and expiry.triggered_by is null
    union all
    select taken.created_at, dispatch.created_at, taken.id is not null, null::uuid
    from instant_dispatches dispatch
    left join job_status_events taken on taken.job_id = dispatch.job_id
      and taken.previous_status::text = 'dispatched' and taken.new_status::text = 'accepted' and taken.triggered_by = pro
    where dispatch.professional_id = pro
      and (taken.id is not null or exists (
        select 1 from job_status_events expiry
        where expiry.job_id = dispatch.job_id and expiry.previous_status::text = 'dispatched'
          and expiry.new_status::text = 'cancelled' and expiry.triggered_by is null))
  ),
  -- A recurring booking is one request, answered (or left to expire) once: it counts once.
  requests as (
    select answered_at, reached_at, accepted from asked where series_id is null
    union all
    (select distinct on (series_id) answered_at, reached_at, accepted from asked
      where series_id is not null order by series_id, answered_at)
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
$$;
