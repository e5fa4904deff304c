// Editing a posted job without zod, so pages can use it without downloading it (domain/jobs/edit.ts
// re-exports it next to its schemas).

/** What a customer may change on their job while it is open, in the order an edit lists them. */
export const EDITABLE_JOB_FIELDS = [
  "title",
  "skillCategory",
  "budget",
  "location",
  "urgency",
  "description",
  "mediaUrls",
  "aiSummary",
] as const;
export type EditableJobField = (typeof EDITABLE_JOB_FIELDS)[number];

/** How many of a job's latest edits the job shows. */
export const JOB_EDITS_SHOWN = 5;
