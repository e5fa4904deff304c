import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { BidStatus } from "../../../domain/bids/schemas";
import { ACTIVE_PROJECT_STATUSES } from "../../../domain/jobs/status";
import type { DbOrTx } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { containsPattern } from "../../db/like";
import { bids, jobs, users } from "../../db/schema";
import { jobColumns, professionalColumns } from "../hiring/queries";

export const bidColumns = {
  id: bids.id,
  jobId: bids.jobId,
  professionalId: bids.professionalId,
  amount: bids.amount,
  description: bids.description,
  estimatedTime: bids.estimatedTime,
  status: bids.status,
  createdAt: bids.createdAt,
  updatedAt: bids.updatedAt,
};

/**
 * The bids of these jobs with their professionals, lowest amount first (then earliest); only
 * `professionalId`'s when given.
 */
export async function findBidsOfJobs(db: DbOrTx, jobIds: string[], professionalId?: string) {
  if (jobIds.length === 0) return [];
  const rows = await db
    .select({ ...bidColumns, professional: professionalColumns(users) })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.professionalId))
    // A suspended professional's bids are not offered to customers (and cannot be accepted).
    .where(
      and(
        inArray(bids.jobId, jobIds),
        isNull(users.suspendedAt),
        professionalId ? eq(bids.professionalId, professionalId) : undefined,
      ),
    )
    .orderBy(asc(bids.amount), asc(bids.createdAt), asc(bids.id));
  return rows.map(isoDates);
}

export type BidFilters = { professionalId?: string; status?: BidStatus; jobTitle?: string };

/** A page of bids with their job and professional, newest first. */
export async function findBids(db: DbOrTx, filters: BidFilters, page: { limit: number; offset: number }) {
  const { professionalId, status, jobTitle } = filters;
  const rows = await db
    .select({
      ...bidColumns,
      job: jobColumns,
      professional: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
      },
    })
    .from(bids)
    .innerJoin(jobs, eq(jobs.id, bids.jobId))
    .innerJoin(users, eq(users.id, bids.professionalId))
    .where(
      and(
        professionalId ? eq(bids.professionalId, professionalId) : undefined,
        status ? eq(bids.status, status) : undefined,
        jobTitle ? ilike(jobs.title, containsPattern(jobTitle)) : undefined,
      ),
    )
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ job, ...bid }) => ({ ...isoDates(bid), job: isoDates(job) }));
}

/** A bid with what the rules need about its job; `lock` holds the bid row until the transaction ends. */
export async function findBidState(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select({
      id: bids.id,
      professionalId: bids.professionalId,
      amount: bids.amount,
      status: bids.status,
      job: {
        id: jobs.id,
        customerId: jobs.customerId,
        title: jobs.title,
        status: jobs.status,
        skillCategory: jobs.skillCategory,
      },
      /** A suspended professional's bid cannot be accepted (their bids are hidden from customers). */
      professionalSuspended: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${bids.professionalId} and ${users.suspendedAt} is not null)`,
    })
    .from(bids)
    .innerJoin(jobs, eq(jobs.id, bids.jobId))
    .where(eq(bids.id, id));
  const [row] = await (lock ? query.for("update", { of: bids }) : query);
  return row;
}

export async function insertBid(db: DbOrTx, values: typeof bids.$inferInsert) {
  const [row] = await db.insert(bids).values(values).returning(bidColumns);
  if (!row) throw new Error("insert returned no row");
  return isoDates(row);
}

/** Changes the professional's bid only while it is still pending; undefined when it is not. */
export async function updatePendingBid(
  db: DbOrTx,
  id: string,
  professionalId: string,
  values: Partial<Pick<typeof bids.$inferInsert, "amount" | "description" | "estimatedTime">>,
) {
  const [row] = await db
    .update(bids)
    .set(values)
    .where(and(eq(bids.id, id), eq(bids.professionalId, professionalId), eq(bids.status, "pending")))
    .returning(bidColumns);
  return row && isoDates(row);
}

export async function deletePendingBid(db: DbOrTx, id: string, professionalId: string) {
  const deleted = await db
    .delete(bids)
    .where(and(eq(bids.id, id), eq(bids.professionalId, professionalId), eq(bids.status, "pending")))
    .returning({ id: bids.id });
  return deleted.length === 1;
}

/**
 * A professional's bids counted by status, and the jobs they are hired on that are still being
 * worked on, in one round trip (the bids by the professional index, the jobs by the hired one).
 */
export async function countBidsSummary(db: DbOrTx, professionalId: string) {
  const activeProjects = db
    .select({ total: count() })
    .from(jobs)
    .where(
      and(eq(jobs.hiredProfessionalId, professionalId), inArray(jobs.status, [...ACTIVE_PROJECT_STATUSES])),
    );
  const [row] = await db
    .select({
      total: count(),
      pending: sql<number>`count(*) filter (where ${bids.status} = 'pending')`.mapWith(Number),
      accepted: sql<number>`count(*) filter (where ${bids.status} = 'accepted')`.mapWith(Number),
      rejected: sql<number>`count(*) filter (where ${bids.status} = 'rejected')`.mapWith(Number),
      activeProjects: sql<number>`(${activeProjects})`.mapWith(Number),
    })
    .from(bids)
    .where(eq(bids.professionalId, professionalId));
  return row ?? { total: 0, pending: 0, accepted: 0, rejected: 0, activeProjects: 0 };
}
