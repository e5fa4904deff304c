import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { UserRole } from "../../../domain/auth/user";
import type { VerificationStatus } from "../../../domain/verification/schemas";
import type { DbOrTx } from "../../db/client";
import { containsPattern } from "../../db/like";
import { jobs, orders, sessions, users, verifications } from "../../db/schema";
import { verificationColumns } from "../verification/queries";

export async function countUsersByRole(db: DbOrTx) {
  return db.select({ role: users.role, total: count() }).from(users).groupBy(users.role);
}

const countOf = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;

export const countSuspendedUsers = (db: DbOrTx) =>
  countOf(db.select({ total: count() }).from(users).where(isNotNull(users.suspendedAt)));

export const countOpenJobs = (db: DbOrTx) =>
  countOf(db.select({ total: count() }).from(jobs).where(eq(jobs.status, "open")));

export const countPendingVerifications = (db: DbOrTx) =>
  countOf(db.select({ total: count() }).from(verifications).where(eq(verifications.status, "pending")));

export const countOrders = (db: DbOrTx) => countOf(db.select({ total: count() }).from(orders));

/** The review queue: oldest first while pending (first come, first served), newest first otherwise. */
export async function findVerificationsWithSubmitter(db: DbOrTx, status: VerificationStatus) {
  const order =
    status === "pending"
      ? [asc(verifications.submittedAt), asc(verifications.id)]
      : [desc(verifications.reviewedAt), desc(verifications.id)];
  return db
    .select({
      ...verificationColumns,
      professional: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        location: users.location,
        isVerified: users.isVerified,
      },
    })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.userId))
    .where(eq(verifications.status, status))
    .orderBy(...order)
    .limit(100);
}

export type UserFilters = { q?: string; role?: UserRole };

function userFilter({ q, role }: UserFilters): SQL | undefined {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    role ? eq(users.role, role) : undefined,
    pattern
      ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
      : undefined,
  );
}

const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  location: users.location,
  isVerified: users.isVerified,
  kycStatus: users.kycStatus,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
};

/** Newest accounts first; the id keeps pages stable. */
export async function findUsers(db: DbOrTx, filters: UserFilters, page: { limit: number; offset: number }) {
  return db
    .select(adminUserColumns)
    .from(users)
    .where(userFilter(filters))
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

export const countUsers = (db: DbOrTx, filters: UserFilters) =>
  countOf(db.select({ total: count() }).from(users).where(userFilter(filters)));

/** Suspends once: suspending a suspended user keeps the first time. */
export async function setSuspended(db: DbOrTx, id: string, suspended: boolean) {
  const [row] = await db
    .update(users)
    .set({ suspendedAt: suspended ? sql`coalesce(${users.suspendedAt}, now())` : null })
    .where(eq(users.id, id))
    .returning(adminUserColumns);
  return row;
}

export async function findUserRole(db: DbOrTx, id: string) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

/** Ends every session of a user (they are signed out everywhere at once). */
/** The sessions a suspension ended (kept so each could be told): deleted only while the user is suspended. */
export async function deleteSuspendedSessionsOf(db: DbOrTx, userId: string) {
  await db
    .delete(sessions)
    .where(
      and(
        sql`${sessions.sess}->>'userId' = ${userId}`,
        sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.suspendedAt} is not null)`,
      ),
    );
}
