import { z } from "zod";
import { JOB_STATUSES } from "./status-rules";

export * from "./status-rules";

export const JobStatus = z.enum(JOB_STATUSES, { error: "Choose a valid job status" });
export type JobStatus = z.infer<typeof JobStatus>;
