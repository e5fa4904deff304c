import { and, desc, eq } from "drizzle-orm";
import { JOB_EDITS_SHOWN } from "../../../domain/jobs/edit";
import type { DbOrTx } from "../../db/client";
import { bids, jobEdits, jobs } from "../../db/schema";

/** The job's editable fields and what the rules need, locked until the edit commits. */
export async function lockEditableJob(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      customerId: jobs.customerId,
      status: jobs.status,
      paymentType: jobs.paymentType,
      title: jobs.title,
      description: jobs.description,
      skillCategory: jobs.skillCategory,
      location: jobs.location,
      budget: jobs.budget,
      urgency: jobs.urgency,
      mediaUrls: jobs.mediaUrls,
      aiSummary: jobs.aiSummary,
    })
    .from(jobs)
    .where(eq(jobs.id, id))
    .for("update");
  return row;
}

export type EditableJob = NonNullable<Awaited<ReturnType<typeof lockEditableJob>>>;

export async function updateJobFields(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<typeof jobs.$inferInsert, keyof EditableJob>>,
) {
  await db.update(jobs).set(values).where(eq(jobs.id, id));
}

export async function insertJobEdit(db: DbOrTx, values: typeof jobEdits.$inferInsert) {
  await db.insert(jobEdits).values(values);
}

/** Who has a pending bid on the job: the professionals an edit is told to. */
export async function findPendingBidders(db: DbOrTx, jobId: string) {
  const rows = await db
    .select({ professionalId: bids.professionalId })
    .from(bids)
    .where(and(eq(bids.jobId, jobId), eq(bids.status, "pending")));
  return rows.map((row) => row.professionalId);
}

/** The job's latest edits, newest first. */
export async function findJobEdits(db: DbOrTx, jobId: string) {
  const rows = await db
    .select({ at: jobEdits.createdAt, changes: jobEdits.changes })
    .from(jobEdits)
    .where(eq(jobEdits.jobId, jobId))
    .orderBy(desc(jobEdits.createdAt), desc(jobEdits.id))
    .limit(JOB_EDITS_SHOWN);
  return rows.map((row) => ({ at: row.at.toISOString(), changes: row.changes }));
}
