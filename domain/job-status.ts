/** Job lifecycle states of SPEC §3/§4 ("in-progress" with a hyphen, as the dialog and filters use it). */
export const JOB_STATUSES = [
  "open",
  "dispatched",
  "accepted",
  "in-progress",
  "completed",
  "cancelled",
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
