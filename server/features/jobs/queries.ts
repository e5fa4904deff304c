import { and, eq, exists, inArray, or, type SQL, sql } from "drizzle-orm";
import type { JobStatus } from "../../../domain/jobs/status";
import { countUpTo } from "../../db/capped-count";
import type { DbOrTx } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { locationMatches } from "../../db/location-match";
import { bids, jobs, users } from "../../db/schema";
import { bidCount, jobId, newestFirst, type Page } from "../hiring/queries";

/** What a job's card in a list shows (JobListItem): no people, no dates but its posting. */
const listColumns = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  skillCategory: jobs.skillCategory,
  paymentType: jobs.paymentType,
  budget: jobs.budget,
  location: jobs.location,
  urgency: jobs.urgency,
  status: jobs.status,
  createdAt: jobs.createdAt,
  bidCount,
};

export type JobFilters = {
  skillCategory?: string;
  location?: string;
  status?: JobStatus;
  professionalId?: string;
  customerId?: string;
  /** Jobs this professional is hired on or was booked for. */
  workerId?: string;
  /** Jobs this professional is hired on. */
  hiredProfessionalId?: string;
  /** Any of these statuses. */
  statuses?: readonly JobStatus[];
};

function jobFilters(filters: JobFilters): SQL | undefined {
  const {
    skillCategory,
    location,
    status,
    professionalId,
    customerId,
    workerId,
    hiredProfessionalId,
    statuses,
  } = filters;
  const involves = (id: string, withBids: boolean) =>
    or(
      eq(jobs.hiredProfessionalId, id),
      eq(jobs.invitedProfessionalId, id),
      withBids
        ? exists(
            sql`(select 1 from ${bids} where ${bids.jobId} = ${jobId} and ${bids.professionalId} = ${id})`,
          )
        : undefined,
    );
  return and(
    skillCategory ? eq(jobs.skillCategory, skillCategory) : undefined,
    // ILIKE '%x%' is served by the trigram index on jobs.location.
    location ? locationMatches(jobs.location, location) : undefined,
    status ? eq(jobs.status, status) : undefined,
    professionalId ? involves(professionalId, true) : undefined,
    workerId ? involves(workerId, false) : undefined,
    customerId ? eq(jobs.customerId, customerId) : undefined,
    hiredProfessionalId ? eq(jobs.hiredProfessionalId, hiredProfessionalId) : undefined,
    statuses ? inArray(jobs.status, [...statuses]) : undefined,
  );
}

/**
 * Public lists leave out a suspended customer's jobs: nobody can be hired for them (they take no
 * bids) until the customer is reinstated. Spelled out for the same reason as jobId (hiring/queries).
 */
const customerNotSuspended = sql`not exists (select 1 from ${users} as suspended where suspended.id = "jobs"."customer_id" and suspended.suspended_at is not null)`;

/** A page of jobs with their bid count, newest first. */
export async function findJobs(db: DbOrTx, filters: JobFilters, page: Page) {
  const rows = await db
    .select(listColumns)
    .from(jobs)
    .where(and(jobFilters(filters), customerNotSuspended))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(isoDates);
}

/** How many jobs match the filters over all pages, up to LIST_TOTAL_CAP (read newest first, so it stops there). */
export function countJobs(db: DbOrTx, filters: JobFilters) {
  const matches = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(jobFilters(filters), customerNotSuspended))
    .orderBy(...newestFirst)
    .$dynamic();
  return countUpTo(db, matches);
}

export const myJobsWhere = (
  filters: Pick<JobFilters, "customerId" | "workerId" | "hiredProfessionalId" | "statuses">,
) => jobFilters(filters);

export async function findProfessional(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "professional")));
  return row;
}
