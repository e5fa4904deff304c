import { z } from "zod";
import { JOB_STATUSES } from "./job-status-rules";

export * from "./job-status-rules";

export const JobStatus = z.enum(JOB_STATUSES, { error: "Choose a valid job status" });
export type JobStatus = z.infer<typeof JobStatus>;
