import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../db/client";
import { jobStatusEvents } from "../../db/schema";
import { sessionCookie } from "../../test/app";

type Payload = Record<string, unknown>;

/** A JSON write as the browser sends it, signed in with `cookie` when given. */
export function send(
  app: FastifyInstance,
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  cookie?: string,
  payload: Payload = {},
) {
  return app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

export function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}

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

let people = 0;
/**
 * Signs up a new user from an address of their own, so files that need many people stay under the
 * signup rate limit (20 per address).
 */
export async function signUp(
  app: FastifyInstance,
  person: { role?: "customer" | "professional"; firstName?: string; lastName?: string } = {},
) {
  people += 1;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    remoteAddress: `10.77.${people >> 8}.${people & 255}`,
    payload: {
      email: `person${people}-${Date.now()}@example.np`,
      password: "correct horse battery",
      firstName: "Sita",
      lastName: "Sharma",
      role: "customer",
      ...person,
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed ${response.statusCode}: ${response.body}`);
  return { cookie: sessionCookie(response), user: response.json() };
}

export const professional = (app: FastifyInstance, firstName = "Ramesh") =>
  signUp(app, { role: "professional", firstName, lastName: "Maharjan" });

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
