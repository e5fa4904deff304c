import type { z } from "zod";
import type { CurrentUser } from "../../../domain/auth/user";
import { EDITABLE_JOB_FIELDS, type JobFieldChange, type UpdateJobBody } from "../../../domain/jobs/edit";
import { isOverPriceCap } from "../../../domain/jobs/price-caps";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import { publish } from "../events/publish";
import { getJob } from "../hiring/service";
import { checkOwnPhotos } from "../media/service";
import {
  type EditableJob,
  findJobEdits,
  findPendingBidders,
  insertJobEdit,
  lockEditableJob,
  updateJobFields,
} from "./edit-queries";

type Body = z.output<typeof UpdateJobBody>;
type Value = JobFieldChange["from"];

/** The job as GET /api/jobs/:id answers it: with its latest edits. */
export async function getJobWithEdits(db: Db, id: string) {
  const job = await getJob(db, id);
  return { ...job, edits: await findJobEdits(db, id) };
}

/** The body's values as the job stores them; a budget means something only for hourly and fixed work. */
function storedValues(job: EditableJob, body: Body): Partial<Record<keyof Body, Value>> {
  const { budget, ...rest } = body;
  if (budget === undefined) return rest;
  return { ...rest, budget: job.paymentType !== "contact" && budget > 0 ? budget.toFixed(2) : null };
}

const same = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The customer edits their open job. The job row is locked first, as accepting a bid and a direct
 * hire lock it: an edit and an accept take turns, and an edit after the accept finds the job no
 * longer open (409). The change is recorded (each field, before and after) and told to every
 * professional with a pending bid, all in one transaction; an edit that changes nothing records nothing.
 */
export async function editJob(db: Db, user: CurrentUser, jobId: string, body: Body) {
  await db.transaction(async (tx) => {
    const job = await lockEditableJob(tx, jobId);
    if (!job) throw appError("job.not_found");
    if (job.customerId !== user.id) throw appError("job.edit_forbidden");
    if (job.status !== "open") throw appError("job.not_open");
    const values = storedValues(job, body);
    const changes = EDITABLE_JOB_FIELDS.flatMap((field): JobFieldChange[] => {
      const to = values[field];
      return to === undefined || same(job[field], to) ? [] : [{ field, from: job[field], to }];
    });
    if (changes.length === 0) return;
    const changed = (field: JobFieldChange["field"]) => changes.some((change) => change.field === field);
    const bidders = await findPendingBidders(tx, job.id);
    // Bids were made for the work in one trade: moving the job to another would leave them meaningless.
    if (changed("skillCategory") && bidders.length > 0) throw appError("job.category_locked");
    const category = (values.skillCategory as string | undefined) ?? job.skillCategory;
    const budget = values.budget === undefined ? job.budget : (values.budget as string | null);
    if (
      (changed("budget") || changed("skillCategory")) &&
      budget &&
      isOverPriceCap(Number(budget), category)
    ) {
      throw appError("job.over_price_cap", { category });
    }
    if (changed("mediaUrls")) {
      const added = (values.mediaUrls as string[]).filter((url) => !job.mediaUrls.includes(url));
      await checkOwnPhotos(tx, user.id, added);
    }
    await updateJobFields(tx, job.id, Object.fromEntries(changes.map((change) => [change.field, change.to])));
    await insertJobEdit(tx, { jobId: job.id, editedBy: user.id, changes });
    await publish(tx, bidders, {
      type: "job.edited",
      jobId: job.id,
      jobTitle: (values.title as string | undefined) ?? job.title,
      fields: changes.map((change) => change.field),
    });
  });
  return getJobWithEdits(db, jobId);
}
