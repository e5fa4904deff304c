import { z } from "zod";
import { MAX_JOB_PHOTOS, MediaUrl, TOO_MANY_PHOTOS } from "../media/schemas";
import { filledText } from "../text";
import { EDITABLE_JOB_FIELDS } from "./edit-rules";
import { MAX_AMOUNT } from "./rules";
import { JobDetail, Timestamp, Urgency } from "./schemas";

export * from "./edit-rules";

/**
 * PATCH /api/jobs/:id: what the customer may change on their open job, any of it (at least one
 * field). The payment type stays: bids were made for it. The category may change only while the
 * job has no bids (the server says so with job.category_locked).
 */
export const UpdateJobBody = z
  .object({
    title: filledText("Title", 120).optional(),
    description: filledText("Description", 5000).optional(),
    skillCategory: filledText("Service category", 60).optional(),
    location: filledText("Location", 200).optional(),
    budget: z
      .number({ error: "Budget must be a number" })
      .min(0, "Budget cannot be negative")
      .max(MAX_AMOUNT, "Budget is too large")
      .multipleOf(0.01, "Budget can have at most 2 decimal places")
      .optional(),
    urgency: Urgency.optional(),
    mediaUrls: z
      .array(MediaUrl)
      .max(MAX_JOB_PHOTOS, TOO_MANY_PHOTOS)
      .refine((urls) => new Set(urls).size === urls.length, "Each photo can be attached once")
      .optional(),
    /** A new summary for the new words; null removes it. */
    aiSummary: z
      .string()
      .trim()
      .max(1000, "AI summary must be at most 1000 characters")
      .nullable()
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "Change at least one field");
export type UpdateJobBody = z.input<typeof UpdateJobBody>;

export const EditableJobField = z.enum(EDITABLE_JOB_FIELDS);

/** One field of a job as an edit changed it: its value before and after (a budget as a decimal string). */
export const JobFieldChange = z.object({
  field: EditableJobField,
  from: z.union([z.string(), z.array(z.string())]).nullable(),
  to: z.union([z.string(), z.array(z.string())]).nullable(),
});
export type JobFieldChange = z.infer<typeof JobFieldChange>;

/** One edit of a job: when, and what changed. */
export const JobEdit = z.object({ at: Timestamp, changes: z.array(JobFieldChange) });
export type JobEdit = z.infer<typeof JobEdit>;

/** GET and PATCH /api/jobs/:id: the job with its latest edits, newest first (at most JOB_EDITS_SHOWN). */
export const JobWithEdits = JobDetail.extend({ edits: z.array(JobEdit) });
export type JobWithEdits = z.infer<typeof JobWithEdits>;
