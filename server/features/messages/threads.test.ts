import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { as, insertJob } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;

async function say(from: Person, to: Person, content: string, jobId?: string) {
  const response = await as(t.app, from.cookie).send({ receiverId: to.user.id, content, jobId });
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.body}`);
  return response.json();
}

const threadUrl = (withId: string, params: Record<string, string> = {}) =>
  `/api/messages/thread?${new URLSearchParams({ with: withId, ...params })}`;

describe("threads", () => {
  it("returns one thread per job, oldest first, and pages back with a cursor", async () => {
    const customer = await signUp(t.app);
    const pro = await signUp(t.app, { role: "professional" });
    const jobId = await insertJob(t, customer.user.id);
    await say(customer, pro, "General hello");
    for (const n of [1, 2, 3, 4, 5])
      await say(n % 2 ? pro : customer, n % 2 ? customer : pro, `Job ${n}`, jobId);

    const general = await as(t.app, customer.cookie).get(threadUrl(pro.user.id));
    expect(general.statusCode).toBe(200);
    expect(general.json()).toMatchObject({ hasMore: false, job: null });
    expect(general.json().messages.map((m: { content: string }) => m.content)).toEqual(["General hello"]);

    const page1 = await as(t.app, pro.cookie).get(threadUrl(customer.user.id, { jobId, limit: "2" }));
    expect(page1.json()).toMatchObject({ hasMore: true, job: { id: jobId, title: "Fix a leaking tap" } });
    const contents = (page: { json: () => { messages: { content: string; id: string }[] } }) =>
      page.json().messages.map((m) => m.content);
    expect(contents(page1)).toEqual(["Job 4", "Job 5"]);
    const before = page1.json().messages[0]?.id ?? "";
    const page2 = await as(t.app, pro.cookie).get(threadUrl(customer.user.id, { jobId, limit: "2", before }));
    expect(contents(page2)).toEqual(["Job 2", "Job 3"]);
    expect(page2.json().hasMore).toBe(true);
  });

  it("never shows a third person a thread between two others (object-level authorization)", async () => {
    const customer = await signUp(t.app);
    const pro = await signUp(t.app, { role: "professional" });
    const snoop = await signUp(t.app);
    const jobId = await insertJob(t, customer.user.id);
    const secret = await say(pro, customer, "My private quote is 5000", jobId);

    const probes: Record<string, string>[] = [{ jobId }, {}, { jobId, before: secret.id }];
    for (const params of probes) {
      for (const other of [customer, pro]) {
        const response = await as(t.app, snoop.cookie).get(threadUrl(other.user.id, params));
        expect(response.statusCode).toBe(200);
        expect(response.json().messages).toEqual([]);
      }
    }
    const conversations = await as(t.app, snoop.cookie).get("/api/messages/conversations");
    expect(conversations.json()).toEqual([]);
    const marked = await as(t.app, snoop.cookie).read({ with: pro.user.id, jobId });
    expect(marked.json()).toEqual({ updated: 0 });
    const stillUnread = await as(t.app, customer.cookie).get("/api/messages/unread-count");
    expect(stillUnread.json()).toEqual({ count: 1 });
  });

  it("refuses bad ids with 400 naming the field, and 401 when logged out", async () => {
    const me = await signUp(t.app);
    const bad = await as(t.app, me.cookie).get("/api/messages/thread?with=nope");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: "request.invalid",
      field: "with",
      message: "with: Person must be a valid id",
      params: { problem: "Person must be a valid id" },
    });
    const missing = await as(t.app, me.cookie).get("/api/messages/thread");
    expect(missing.json()).toEqual({
      code: "request.invalid",
      field: "with",
      message: "with: Person is required",
      params: { problem: "Person is required" },
    });
    const badLimit = await as(t.app, me.cookie).get(threadUrl(me.user.id, { limit: "500" }));
    expect(badLimit.json()).toEqual({
      code: "request.invalid",
      field: "limit",
      message: "limit: Limit must be at most 100",
      params: { problem: "Limit must be at most 100" },
    });
    const self = await as(t.app, me.cookie).get(threadUrl(me.user.id));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ code: "message.to_self", message: "You cannot message yourself" });
    const badRead = await as(t.app, me.cookie).read({ with: "x" });
    expect(badRead.json()).toEqual({
      code: "request.invalid",
      field: "with",
      message: "with: Person must be a valid id",
      params: { problem: "Person must be a valid id" },
    });

    for (const url of ["/api/messages/conversations", "/api/messages/unread-count", threadUrl(me.user.id)]) {
      expect((await as(t.app, "").get(url)).statusCode).toBe(401);
    }
    expect((await as(t.app, "").read({ with: me.user.id })).statusCode).toBe(401);
  });
});

describe("conversations and unread counts", () => {
  it("lists one conversation per person and job, newest first, with unread counts", async () => {
    const customer = await signUp(t.app, { firstName: "Aarati", lastName: "Shrestha" });
    const ramesh = await signUp(t.app, { firstName: "Ramesh", lastName: "Maharjan", role: "professional" });
    const bikash = await signUp(t.app, { firstName: "Bikash", lastName: "Gurung", role: "professional" });
    const jobId = await insertJob(t, customer.user.id, "Paint the living room");

    await say(ramesh, customer, "About the paint job", jobId);
    await say(ramesh, customer, "Can I come Tuesday?", jobId);
    await say(customer, ramesh, "A general question");
    await say(bikash, customer, "I can paint it too", jobId);

    const response = await as(t.app, customer.cookie).get("/api/messages/conversations");
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(
      list.map((c: { otherUser: { firstName: string }; job: unknown; unreadCount: number }) => [
        c.otherUser.firstName,
        c.job,
        c.unreadCount,
      ]),
    ).toEqual([
      ["Bikash", { id: jobId, title: "Paint the living room" }, 1],
      ["Ramesh", null, 0],
      ["Ramesh", { id: jobId, title: "Paint the living room" }, 2],
    ]);
    expect(list[2]).toMatchObject({
      otherUser: { id: ramesh.user.id, lastName: "Maharjan", role: "professional", profileImageUrl: null },
      lastMessage: { content: "Can I come Tuesday?", senderId: ramesh.user.id },
      updatedAt: list[2].lastMessage.createdAt,
    });
    expect(JSON.stringify(list)).not.toMatch(/email|password/);

    const count = () => as(t.app, customer.cookie).get("/api/messages/unread-count");
    expect((await count()).json()).toEqual({ count: 3 });
    const marked = await as(t.app, customer.cookie).read({ with: ramesh.user.id, jobId });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ updated: 2 });
    expect((await count()).json()).toEqual({ count: 1 });
    const again = await as(t.app, customer.cookie).read({ with: ramesh.user.id, jobId });
    expect(again.json()).toEqual({ updated: 0 });

    // Unread counts are per reader: Ramesh has not read the general question sent to him.
    const rameshList = await as(t.app, ramesh.cookie).get("/api/messages/conversations");
    expect(
      rameshList.json().map((c: { job: unknown; unreadCount: number }) => [c.job, c.unreadCount]),
    ).toEqual([
      [null, 1],
      [{ id: jobId, title: "Paint the living room" }, 0],
    ]);

    await say(ramesh, customer, "Tuesday then!", jobId);
    const reordered = await as(t.app, customer.cookie).get("/api/messages/conversations");
    expect(reordered.json()[0]).toMatchObject({
      otherUser: { id: ramesh.user.id },
      job: { id: jobId },
      unreadCount: 1,
      lastMessage: { content: "Tuesday then!" },
    });
  });
});
