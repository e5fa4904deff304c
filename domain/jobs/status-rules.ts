// Job statuses and their state machine without zod, so pages can use them without downloading it
// (domain/jobs/status.ts re-exports them next to the JobStatus schema).

/**
 * Job lifecycle states of SPEC §3/§4 ("in-progress" with a hyphen, as the dialog and filters use it).
 * "offered": hired directly by the customer, waiting for the professional to accept (or decline);
 * a professional who bid or took an instant request has agreed already, so those go to "accepted".
 */
export const JOB_STATUSES = [
  "open",
  "dispatched",
  "offered",
  "accepted",
  "in-progress",
  "completed",
  "cancelled",
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A hired job still being worked on: a professional's active project (SPEC §4). */
export const ACTIVE_PROJECT_STATUSES = ["accepted", "in-progress"] as const satisfies readonly JobStatus[];

/** A professional's work in the Jobs Hub: direct hires waiting for their answer, then their active projects. */
export const HIRED_WORK_STATUSES = [
  "offered",
  ...ACTIVE_PROJECT_STATUSES,
] as const satisfies readonly JobStatus[];

/**
 * Who asks for a change, seen from the job: its customer, its hired professional, another
 * professional (accepting a dispatched instant job), or the system (dispatching).
 */
export type JobActor = "customer" | "hired" | "professional" | "system";

type Transition = { from: JobStatus; to: JobStatus; by: readonly JobActor[] };

/** The state machine of ARCHITECTURE.md "Rules the server owns"; anything not listed is refused. */
export const JOB_TRANSITIONS: readonly Transition[] = [
  // Accepting a bid: the professional agreed to the price when bidding.
  { from: "open", to: "accepted", by: ["customer"] },
  // A direct hire: the professional still has to agree, so it waits for them (accept or decline).
  { from: "open", to: "offered", by: ["customer"] },
  { from: "offered", to: "accepted", by: ["hired"] },
  { from: "offered", to: "open", by: ["hired"] },
  { from: "open", to: "dispatched", by: ["system"] },
  { from: "dispatched", to: "accepted", by: ["professional"] },
  { from: "accepted", to: "in-progress", by: ["hired"] },
  { from: "in-progress", to: "completed", by: ["hired", "customer"] },
  { from: "open", to: "cancelled", by: ["customer"] },
  { from: "dispatched", to: "cancelled", by: ["customer"] },
  { from: "offered", to: "cancelled", by: ["customer"] },
  { from: "accepted", to: "cancelled", by: ["customer"] },
];

export function canTransition(from: JobStatus, to: JobStatus, actor: JobActor): boolean {
  return JOB_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(actor));
}

/** Whether this actor may ever move a job to `to` (from some status): tells 403 from 409 apart. */
export function mayMoveTo(to: JobStatus, actor: JobActor): boolean {
  return JOB_TRANSITIONS.some((t) => t.to === to && t.by.includes(actor));
}

/** The statuses this actor can move a job to from `from`: which action buttons to show. */
export function nextStatuses(from: JobStatus, actor: JobActor): JobStatus[] {
  return JOB_TRANSITIONS.filter((t) => t.from === from && t.by.includes(actor)).map((t) => t.to);
}

/** The user's part in a job, or null when they have none. */
export function actorFor(
  job: { customerId: string; hiredProfessionalId: string | null },
  user: { id: string; role: string },
): JobActor | null {
  if (user.id === job.customerId) return "customer";
  if (job.hiredProfessionalId && user.id === job.hiredProfessionalId) return "hired";
  return user.role === "professional" ? "professional" : null;
}
