import { and, asc, count, desc, eq, gt, gte, ilike, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { EnrollmentStatus } from "../../../domain/training/catalogue";
import { TRAINING_DURATIONS } from "../../../domain/training/catalogue";
import type { TrainingFilters } from "../../../domain/training/schemas";
import type { DbOrTx } from "../../db/client";
import { containsPattern } from "../../db/like";
import { asNumber } from "../../db/numbers";
import { trainingEnrollments, trainingPrograms } from "../../db/schema";

const programs = trainingPrograms;
const enrollments = trainingEnrollments;

/** A course as the API shows it, with the viewer's live enrolment (joined by `viewerJoin`). */
const programColumns = {
  id: programs.id,
  title: programs.title,
  description: programs.description,
  category: programs.category,
  occupation: programs.occupation,
  provider: programs.provider,
  instructor: programs.instructor,
  duration: programs.duration,
  durationWeeks: programs.durationWeeks,
  price: asNumber(programs.price),
  originalPrice: asNumber<number | null>(programs.originalPrice),
  imageUrl: programs.imageUrl,
  level: programs.difficulty,
  deliveryMode: programs.deliveryMode,
  province: programs.province,
  district: programs.district,
  location: programs.location,
  students: programs.studentsCount,
  rating: asNumber(programs.rating),
  reviewCount: programs.reviewCount,
  myEnrollmentId: enrollments.id,
  myEnrollmentStatus: enrollments.status,
};

/** The viewer's enrolment on each course, unless cancelled; visitors have none. */
function viewerJoin(viewerId: string | undefined): SQL {
  if (!viewerId) return sql`false`;
  return and(
    eq(enrollments.programId, programs.id),
    eq(enrollments.userId, viewerId),
    ne(enrollments.status, "cancelled"),
  ) as SQL;
}

function durationRange(id: string | undefined): SQL | undefined {
  const bucket = TRAINING_DURATIONS.find((duration) => duration.id === id);
  if (!bucket) return undefined;
  return and(
    gte(programs.durationWeeks, bucket.minWeeks),
    bucket.maxWeeks === null ? undefined : lte(programs.durationWeeks, bucket.maxWeeks),
  );
}

/** Active courses matching every filter given. */
function matching(filters: Partial<TrainingFilters>): SQL | undefined {
  const pattern = filters.q ? containsPattern(filters.q) : undefined;
  return and(
    eq(programs.isActive, true),
    pattern
      ? or(
          ilike(programs.title, pattern),
          ilike(programs.occupation, pattern),
          ilike(programs.provider, pattern),
          ilike(programs.category, pattern),
        )
      : undefined,
    filters.province ? eq(programs.province, filters.province) : undefined,
    filters.district ? eq(programs.district, filters.district) : undefined,
    filters.occupation ? eq(programs.category, filters.occupation) : undefined,
    filters.price === "free" ? eq(programs.price, "0") : undefined,
    filters.price === "paid" ? gt(programs.price, "0") : undefined,
    durationRange(filters.duration),
    filters.level ? eq(programs.difficulty, filters.level) : undefined,
    filters.deliveryMode ? eq(programs.deliveryMode, filters.deliveryMode) : undefined,
  );
}

/**
 * Best rated first, then most reviewed, then id: none of these move on enrolment, so pages are stable.
 * "popular" puts the most students first (a single page of Featured courses).
 */
export async function findPrograms(
  db: DbOrTx,
  filters: TrainingFilters,
  viewerId: string | undefined,
  page: { limit: number; offset: number },
) {
  return db
    .select(programColumns)
    .from(programs)
    .leftJoin(enrollments, viewerJoin(viewerId))
    .where(matching(filters))
    .orderBy(
      ...(filters.sort === "popular" ? [desc(programs.studentsCount)] : []),
      desc(programs.rating),
      desc(programs.reviewCount),
      asc(programs.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPrograms(db: DbOrTx, filters: TrainingFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(programs).where(matching(filters));
  return row?.total ?? 0;
}

export async function findProgram(db: DbOrTx, id: string, viewerId: string | undefined) {
  const [row] = await db
    .select({ ...programColumns, enrollmentUrl: programs.enrollmentUrl, createdAt: programs.createdAt })
    .from(programs)
    .leftJoin(enrollments, viewerJoin(viewerId))
    .where(and(eq(programs.id, id), matching({})));
  return row;
}

export async function countByCategory(db: DbOrTx) {
  return db
    .select({ category: programs.category, count: count() })
    .from(programs)
    .where(matching({}))
    .groupBy(programs.category);
}

/** The price of an active course, or undefined when there is no such course. */
export async function findProgramPrice(db: DbOrTx, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ price: programs.price })
    .from(programs)
    .where(and(eq(programs.id, id), matching({})));
  return row ? Number(row.price) : undefined;
}

const enrollmentColumns = {
  id: enrollments.id,
  programId: enrollments.programId,
  status: enrollments.status,
  price: asNumber(enrollments.price),
  createdAt: enrollments.createdAt,
  updatedAt: enrollments.updatedAt,
};

/**
 * Enrols through the unique (user, course) index: a new row, or a cancelled one taken up again.
 * Returns nothing when the user already holds a live enrolment, so a repeat (or a race) cannot count twice.
 */
export async function upsertEnrollment(
  db: DbOrTx,
  values: { userId: string; programId: string; status: EnrollmentStatus; price: number },
) {
  const price = values.price.toFixed(2);
  const [row] = await db
    .insert(enrollments)
    .values({ ...values, price })
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.programId],
      set: { status: values.status, price, createdAt: sql`now()`, updatedAt: sql`now()` },
      setWhere: eq(enrollments.status, "cancelled"),
    })
    .returning(enrollmentColumns);
  return row;
}

/** Cancels the user's own live enrolment; returns nothing when it is not theirs or already cancelled. */
export async function cancelEnrollment(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .update(enrollments)
    .set({ status: "cancelled", updatedAt: sql`now()` })
    .where(and(eq(enrollments.id, id), eq(enrollments.userId, userId), ne(enrollments.status, "cancelled")))
    .returning(enrollmentColumns);
  return row;
}

export async function findOwnEnrollment(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select(enrollmentColumns)
    .from(enrollments)
    .where(and(eq(enrollments.id, id), eq(enrollments.userId, userId)));
  return row;
}

/** Keeps the students figure in step with enrolments; runs in the enrolment's transaction. */
export async function addStudents(db: DbOrTx, programId: string, change: 1 | -1) {
  await db
    .update(programs)
    .set({ studentsCount: sql`${programs.studentsCount} + ${change}` })
    .where(eq(programs.id, programId));
}

/** My enrolments, most recent first, each with its course as the catalog shows it. */
export async function findMyEnrollments(db: DbOrTx, userId: string) {
  return db
    .select({
      ...enrollmentColumns,
      program: {
        ...programColumns,
        myEnrollmentId: sql<
          string | null
        >`case when ${enrollments.status} <> 'cancelled' then ${enrollments.id} end`,
        myEnrollmentStatus: sql<EnrollmentStatus | null>`case when ${enrollments.status} <> 'cancelled' then ${enrollments.status} end`,
      },
    })
    .from(enrollments)
    .innerJoin(programs, eq(programs.id, enrollments.programId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.updatedAt), asc(enrollments.id));
}
