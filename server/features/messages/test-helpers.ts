import type { FastifyInstance } from "fastify";
import { jobs } from "../../db/schema";
import type { TestApp } from "../../test/app";

/** A job posted by `customerId`, inserted straight into the test database. */
export async function insertJob(t: TestApp, customerId: string, title = "Fix a leaking tap") {
  const [job] = await t.db
    .insert(jobs)
    .values({
      customerId,
      title,
      description: "The kitchen tap drips all night.",
      skillCategory: "Plumbing",
      paymentType: "fixed",
      location: "Baneshwor, Kathmandu",
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error("no job");
  return job.id;
}

/** Thin inject helpers for one signed-in user (or none, with cookie ""). */
export function as(app: FastifyInstance, cookie: string) {
  const headers = cookie ? { cookie } : {};
  return {
    send: (payload: object) => app.inject({ method: "POST", url: "/api/messages", payload, headers }),
    read: (payload: object) => app.inject({ method: "POST", url: "/api/messages/read", payload, headers }),
    get: (url: string) => app.inject({ url, headers }),
  };
}
