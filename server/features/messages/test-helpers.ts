import type { FastifyInstance } from "fastify";
import type { TestApp } from "../../test/app";
import { insertJob as insertJobRow } from "../../test/rows";

/** A job posted by `customerId`, inserted straight into the test database. */
export async function insertJob(t: TestApp, customerId: string, title = "Fix a leaking tap") {
  return (await insertJobRow(t.db, customerId, { title })).id;
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
