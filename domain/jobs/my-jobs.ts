import { z } from "zod";
import { JobBid } from "../bids/schemas";
import { Review } from "../reviews/schemas";
import { JobDetail } from "./schemas";

/** GET /api/jobs/mine: a job of mine with every bid it received and its review, if any. */
export const MyJob = JobDetail.extend({ bids: z.array(JobBid), review: Review.nullable() });
export type MyJob = z.infer<typeof MyJob>;
