/** How a job is paid (SPEC §3; some views call it the job type). */
export const PAYMENT_TYPES = ["hourly", "fixed", "contact"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const URGENCIES = ["urgent", "moderate", "flexible"] as const;
export type Urgency = (typeof URGENCIES)[number];

/** How a job is filled: dispatched at once, booked for a time, or open for bids. */
export const JOB_TYPES = ["instant", "scheduled", "bidding"] as const;
export type JobType = (typeof JOB_TYPES)[number];
