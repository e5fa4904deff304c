import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { fieldRefusal } from "../../test/refusal-body";
import { as, insertJob } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/messages", () => {
  it("sends a general message and answers 201 with it, content trimmed", async () => {
    const customer = await signUp(t.app);
    const pro = await signUp(t.app, { role: "professional" });
    const response = await as(t.app, customer.cookie).send({
      receiverId: pro.user.id,
      content: "  Namaste! Are you free on Saturday?  ",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      senderId: customer.user.id,
      receiverId: pro.user.id,
      jobId: null,
      content: "Namaste! Are you free on Saturday?",
      attachmentUrls: [],
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("lets anyone write to a job's customer about it, and the customer reply", async () => {
    const customer = await signUp(t.app);
    const pro = await signUp(t.app, { role: "professional" });
    const jobId = await insertJob(t, customer.user.id);
    const asked = await as(t.app, pro.cookie).send({ receiverId: customer.user.id, jobId, content: "Hi" });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().jobId).toBe(jobId);
    const replied = await as(t.app, customer.cookie).send({
      receiverId: pro.user.id,
      jobId,
      content: "Hello",
    });
    expect(replied.statusCode).toBe(201);
  });

  it("refuses a job thread between two people who are not its customer with 403", async () => {
    const customer = await signUp(t.app);
    const pro = await signUp(t.app, { role: "professional" });
    const other = await signUp(t.app, { role: "professional" });
    const jobId = await insertJob(t, customer.user.id);
    const response = await as(t.app, pro.cookie).send({ receiverId: other.user.id, jobId, content: "Psst" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "message.not_job_thread",
      message: "Messages about a job must be with the customer who posted it",
    });
  });

  it("answers 401 when logged out, before looking at the body", async () => {
    const response = await as(t.app, "").send({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "auth.unauthenticated", message: "You are not logged in" });
  });

  it("refuses messaging yourself with 400", async () => {
    const me = await signUp(t.app);
    const response = await as(t.app, me.cookie).send({ receiverId: me.user.id, content: "Hello me" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "message.to_self", message: "You cannot message yourself" });
  });

  it("answers 404 for an unknown receiver or job", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const noUser = await as(t.app, me.cookie).send({ receiverId: randomUUID(), content: "Hi" });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json()).toEqual({
      code: "message.receiver_not_found",
      message: "The person you are writing to was not found",
    });
    const noJob = await as(t.app, me.cookie).send({
      receiverId: other.user.id,
      jobId: randomUUID(),
      content: "Hi",
    });
    expect(noJob.statusCode).toBe(404);
    expect(noJob.json()).toEqual({ code: "job.not_found", message: "Job not found" });
  });

  it("names the field that is wrong", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const send = as(t.app, me.cookie).send;
    const cases: [object, string][] = [
      [{ receiverId: other.user.id }, "content: Message is required"],
      [{ receiverId: other.user.id, content: "   " }, "content: Please enter a message"],
      [{ receiverId: other.user.id, content: 42 }, "content: Message must be text"],
      [
        { receiverId: other.user.id, content: "x".repeat(2001) },
        "content: Message must be at most 2000 characters",
      ],
      [{ content: "Hi" }, "receiverId: Receiver is required"],
      [{ receiverId: "not-a-uuid", content: "Hi" }, "receiverId: Receiver must be a valid id"],
      [{ receiverId: other.user.id, content: "Hi", jobId: "42" }, "jobId: Job must be a valid id"],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual(fieldRefusal(message));
    }
    const longest = await send({ receiverId: other.user.id, content: "x".repeat(2000) });
    expect(longest.statusCode).toBe(201);
  });

  it("limits each sender to 60 messages a minute, without slowing anyone else down", async () => {
    const chatty = await signUp(t.app);
    const other = await signUp(t.app);
    const send = (from: { cookie: string }, to: { user: { id: string } }) =>
      as(t.app, from.cookie).send({ receiverId: to.user.id, content: "Are you there?" });
    const statuses = await Promise.all(Array.from({ length: 60 }, () => send(chatty, other)));
    expect(statuses.every((response) => response.statusCode === 201)).toBe(true);
    expect((await send(chatty, other)).statusCode).toBe(429);
    expect((await send(other, chatty)).statusCode).toBe(201);
  });
});
