/** Jobs and bids through the API, a hired job, and the status path a job has been through. */
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../db/client";
import { jobStatusEvents } from "../db/schema";
import { professional, signUp } from "./people";
import { send } from "./requests";

type Payload = Record<string, unknown>;

export const jobBody = (overrides: Payload = {}): Payload => ({
  title: "Fix a leaking kitchen tap",
  description: "The kitchen tap drips all night and the washer seems worn out.",
  skillCategory: "Plumbing",
  location: "Baneshwor, Kathmandu",
  jobType: "fixed",
  budget: 2500,
  ...overrides,
});

/** Posts a job (fixed price unless overridden) and returns it. */
export async function postJob(app: FastifyInstance, cookie: string, overrides: Payload = {}) {
  const response = await send(app, "POST", "/api/jobs", cookie, jobBody(overrides));
  if (response.statusCode !== 201)
    throw new Error(`post job failed ${response.statusCode}: ${response.body}`);
  return response.json();
}

export function placeBid(app: FastifyInstance, cookie: string, jobId: string, overrides: Payload = {}) {
  return send(app, "POST", "/api/bids", cookie, {
    jobId,
    amount: 2200,
    message: "I can fix it tomorrow morning with new washers.",
    ...overrides,
  });
}

/** A customer's fixed-price job with one bid from a professional, accepted unless told otherwise. */
export async function hiredJob(app: FastifyInstance, { accept = true } = {}) {
  const customer = await signUp(app, { firstName: "Aarati", lastName: "Shrestha" });
  const pro = await professional(app);
  const job = await postJob(app, customer.cookie);
  const bid = (await placeBid(app, pro.cookie, job.id)).json();
  if (accept) {
    const accepted = await send(app, "POST", `/api/bids/${bid.id}/accept`, customer.cookie);
    expect(accepted.statusCode).toBe(200);
  }
  return { customer, pro, job, bid };
}

/** The status path a job has been through, as "previous→new by whom" steps. */
export async function statusEvents(db: Db, jobId: string) {
  const rows = await db
    .select({
      previousStatus: jobStatusEvents.previousStatus,
      newStatus: jobStatusEvents.newStatus,
      triggeredBy: jobStatusEvents.triggeredBy,
    })
    .from(jobStatusEvents)
    .where(eq(jobStatusEvents.jobId, jobId))
    .orderBy(asc(jobStatusEvents.createdAt), asc(jobStatusEvents.id));
  return rows;
}
