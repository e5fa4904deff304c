import type { JobDetail } from "@domain/jobs/schemas";
import type { Conversation } from "@domain/messages/schemas";

export type HireCandidate = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  /** Booked with Book Now, or wrote to the customer about the job. */
  reason: "booked" | "messaged";
};

/** Whether the customer hires for this job directly: open and taking no bids (hourly or contact). */
export function hiresDirectly(job: Pick<JobDetail, "status" | "paymentType">): boolean {
  return job.status === "open" && job.paymentType !== "fixed";
}

/**
 * Who the customer can hire for a job: the professional they booked, then the professionals they
 * have a conversation with about this job, most recent first, each once.
 */
export function hireCandidates(
  job: Pick<JobDetail, "id" | "invitedProfessional">,
  conversations: readonly Conversation[] | undefined,
): HireCandidate[] {
  const candidates: HireCandidate[] = [];
  const booked = job.invitedProfessional;
  if (booked) candidates.push({ ...pickPerson(booked), reason: "booked" });
  for (const conversation of conversations ?? []) {
    const person = conversation.otherUser;
    if (conversation.job?.id !== job.id || person.role !== "professional") continue;
    if (candidates.some((candidate) => candidate.id === person.id)) continue;
    candidates.push({ ...pickPerson(person), reason: "messaged" });
  }
  return candidates;
}

function pickPerson(person: {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}) {
  const { id, firstName, lastName, profileImageUrl } = person;
  return { id, firstName, lastName, profileImageUrl };
}
