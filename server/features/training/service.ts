import {
  type EnrollmentStatus,
  TRAINING_CATEGORIES,
  type TrainingCategory,
} from "../../../domain/training/catalogue";
import type {
  CategoryCount,
  Enrollment,
  MyEnrollment,
  ProgramDetail,
  ProgramsPage,
  TrainingFilters,
} from "../../../domain/training/schemas";
import type { Db } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { appError } from "../../errors";
import { refundCancelledSale } from "../payments/settle";
import {
  addStudents,
  cancelEnrollment,
  countByCategory,
  countPrograms,
  findMyEnrollments,
  findOwnEnrollment,
  findProgram,
  findProgramPrice,
  findPrograms,
  upsertEnrollment,
} from "./queries";

type ProgramRow = {
  category: string;
  myEnrollmentId: string | null;
  myEnrollmentStatus: EnrollmentStatus | null;
};

/** A row as the API shows it: the viewer's enrolment folded into `myEnrollment`. */
function toProgram<T extends ProgramRow>({ myEnrollmentId, myEnrollmentStatus, ...row }: T) {
  return {
    ...row,
    category: row.category as TrainingCategory,
    myEnrollment:
      myEnrollmentId && myEnrollmentStatus ? { id: myEnrollmentId, status: myEnrollmentStatus } : null,
  };
}

export async function listPrograms(
  db: Db,
  filters: TrainingFilters,
  viewerId: string | undefined,
): Promise<ProgramsPage> {
  const { page, pageSize } = filters;
  const [rows, total] = await Promise.all([
    findPrograms(db, filters, viewerId, { limit: pageSize, offset: (page - 1) * pageSize }),
    countPrograms(db, filters),
  ]);
  return { items: rows.map(toProgram), total, page, pageSize, hasMore: page * pageSize < total };
}

export async function getProgram(db: Db, id: string, viewerId: string | undefined): Promise<ProgramDetail> {
  const row = await findProgram(db, id, viewerId);
  if (!row) throw appError("training.course_not_found");
  return isoDates(toProgram(row));
}

/** All six categories, in the catalog's order, with how many active courses each has (0 included). */
export async function listCategories(db: Db): Promise<CategoryCount[]> {
  const counts = new Map((await countByCategory(db)).map((row) => [row.category, row.count]));
  return TRAINING_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
}

/** Free courses enrol at once; paid ones wait for the provider to collect payment. */
export async function enroll(db: Db, userId: string, programId: string): Promise<Enrollment> {
  return db.transaction(async (tx) => {
    const price = await findProgramPrice(tx, programId);
    if (price === undefined) throw appError("training.course_not_found");
    const status = price > 0 ? "pending-payment" : "enrolled";
    const enrollment = await upsertEnrollment(tx, { userId, programId, status, price });
    if (!enrollment) throw appError("training.already_enrolled");
    await addStudents(tx, programId, 1);
    return isoDates(enrollment);
  });
}

/**
 * Cancelling one's own enrolment frees the place, and a course fee paid online goes back to them
 * (decided in the same transaction; sent by the payments' sweep); cancelling it again changes nothing.
 */
export async function cancel(db: Db, userId: string, enrollmentId: string): Promise<Enrollment> {
  return db.transaction(async (tx) => {
    const cancelled = await cancelEnrollment(tx, enrollmentId, userId);
    if (cancelled) {
      await addStudents(tx, cancelled.programId, -1);
      await refundCancelledSale(tx, { enrollmentId }, new Date());
      return isoDates(cancelled);
    }
    const existing = await findOwnEnrollment(tx, enrollmentId, userId);
    if (!existing) throw appError("training.enrollment_not_found");
    return isoDates(existing);
  });
}

export async function listMyEnrollments(db: Db, userId: string): Promise<MyEnrollment[]> {
  const rows = await findMyEnrollments(db, userId);
  return rows.map(({ program, ...enrollment }) => ({ ...isoDates(enrollment), program: toProgram(program) }));
}
