import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { jobArea } from "../../../domain/estimates/areas";
import type { DbOrTx } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { bids, bookings, jobs, users } from "../../db/schema";

const customer = alias(users, "customer");
const hired = alias(users, "hired");
const invited = alias(users, "invited");
type People = typeof users | typeof customer | typeof hired | typeof invited;

const PERSON = ["id", "firstName", "lastName", "profileImageUrl", "location"] as const;
const PROFESSIONAL = [...PERSON, "rating", "completedJobs", "isVerified"] as const;

// Picked by key so each column keeps its own table's type (and so its own join's nullability).
function pick<T extends People, K extends keyof T>(table: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K>;
}

/** A person's public name, photo and place. */
export const personColumns = <T extends People>(u: T) => pick(u, PERSON);

/** A professional's public name, photo, place and track record. */
export const professionalColumns = <T extends People>(u: T) => pick(u, PROFESSIONAL);

/** The columns of the Job response (no exact coordinates, no milestones). */
export const jobColumns = {
  id: jobs.id,
  customerId: jobs.customerId,
  title: jobs.title,
  description: jobs.description,
  aiSummary: jobs.aiSummary,
  mediaUrls: jobs.mediaUrls,
  skillCategory: jobs.skillCategory,
  paymentType: jobs.paymentType,
  budget: jobs.budget,
  location: jobs.location,
  urgency: jobs.urgency,
  status: jobs.status,
  hiredProfessionalId: jobs.hiredProfessionalId,
  invitedProfessionalId: jobs.invitedProfessionalId,
  finalPrice: jobs.finalPrice,
  jobType: jobs.jobType,
  scheduledAt: jobs.scheduledAt,
  acceptedAt: jobs.acceptedAt,
  startedAt: jobs.startedAt,
  completedAt: jobs.completedAt,
  estimatedDuration: jobs.estimatedDuration,
  actualDuration: jobs.actualDuration,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  /** The booking that made the job (Book Now), answered as a booking: /api/bookings/:id/… */
  bookingId: sql<
    string | null
  >`(select ${sql.raw('"bookings"."id"')} from ${bookings} where ${sql.raw('"bookings"."job_id"')} = "jobs"."id")`,
};

// Spelled out: drizzle leaves columns unqualified in a one-table select (the list, the count), where
// "id" inside a subquery on bids would be the bid's.
export const jobId = sql.raw('"jobs"."id"');

export const bidCount =
  sql<number>`(select count(*)::int from ${bids} where ${bids.jobId} = ${jobId})`.mapWith(Number);

const detailColumns = {
  ...jobColumns,
  customer: personColumns(customer),
  bidCount,
  hiredProfessional: professionalColumns(hired),
  invitedProfessional: professionalColumns(invited),
};

export type Page = { limit: number; offset: number };

/** Newest first; the order of jobs_category_status_created_idx. */
export const newestFirst = [desc(jobs.createdAt), desc(jobs.id)];

/** Jobs with who was hired and who was booked, newest first. */
export async function findJobDetails(db: DbOrTx, where: SQL | undefined, page: Page) {
  const rows = await db
    .select(detailColumns)
    .from(jobs)
    .innerJoin(customer, eq(customer.id, jobs.customerId))
    .leftJoin(hired, eq(hired.id, jobs.hiredProfessionalId))
    .leftJoin(invited, eq(invited.id, jobs.invitedProfessionalId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(isoDates);
}

export async function findJobDetail(db: DbOrTx, id: string) {
  const [row] = await findJobDetails(db, eq(jobs.id, id), { limit: 1, offset: 0 });
  return row;
}

/** What the rules need to know about a job; locked when a write depends on it. */
export async function findJobState(db: DbOrTx, id: string, lock?: "share" | "update") {
  const query = db
    .select({
      id: jobs.id,
      customerId: jobs.customerId,
      title: jobs.title,
      hiredProfessionalId: jobs.hiredProfessionalId,
      status: jobs.status,
      paymentType: jobs.paymentType,
      budget: jobs.budget,
      finalPrice: jobs.finalPrice,
      skillCategory: jobs.skillCategory,
      startedAt: jobs.startedAt,
      /** A suspended customer's job takes no bids (and is left out of public lists). */
      customerSuspended: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${jobs.customerId} and ${users.suspendedAt} is not null)`,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  const [row] = await (lock ? query.for(lock) : query);
  return row;
}

/** A new job, with the district and province of its location (for estimates) worked out from the gazetteer. */
export async function insertJob(db: DbOrTx, values: Omit<typeof jobs.$inferInsert, "district" | "province">) {
  const { customerLatitude: latitude, customerLongitude: longitude } = values;
  const point = latitude && longitude ? { latitude: Number(latitude), longitude: Number(longitude) } : null;
  const area = jobArea(values.location, point);
  const [row] = await db
    .insert(jobs)
    .values({ ...values, district: area?.district ?? null, province: area?.province ?? null })
    .returning(jobColumns);
  if (!row) throw new Error("insert returned no row");
  return isoDates(row);
}

/** Someone's role, to tell "no such person" from "not a professional"; suspended people are not found. */
export async function findUserRole(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.suspendedAt)));
  return row;
}
