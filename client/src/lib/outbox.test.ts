import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createOutbox, isRefusal, type OutboxItem, type OutboxStore, retryDelay } from "./outbox";

/** The outbox over a Map, a clock the test moves, and a server the test scripts per attempt. */
function setUp(answers: ((item: OutboxItem) => void | Promise<void>)[] = []) {
  const rows = new Map<string, OutboxItem>();
  const store: OutboxStore = {
    all: async () => [...rows.values()].map((item) => structuredClone(item)),
    put: async (item) => void rows.set(item.id, structuredClone(item)),
    delete: async (id) => void rows.delete(id),
  };
  let clock = 1_000_000;
  const attempts: { id: string; body: unknown }[] = [];
  const sent: string[] = [];
  const refused: string[] = [];
  const outbox = createOutbox({
    store,
    now: () => clock,
    send: async (item) => {
      attempts.push({ id: item.id, body: item.body });
      await answers.shift()?.(item);
    },
    onSent: (item) => sent.push(item.id),
    onRefused: (item) => refused.push(item.id),
  });
  const add = (id: string, userId = "u1", body: Record<string, unknown> = { content: id }) =>
    outbox.add({ id, userId, kind: "message", url: "/api/messages", body, refresh: [["/api/messages"]] });
  return { outbox, rows, attempts, sent, refused, add, tick: (ms: number) => (clock += ms) };
}

const networkDown = () => {
  throw new TypeError("Failed to fetch");
};

describe("outbox", () => {
  it("sends a user's items oldest first, each under its own key, and empties", async () => {
    const { outbox, add, attempts, sent, rows } = setUp();
    await add("key-a");
    await add("key-b");
    await add("key-c");
    const result = await outbox.flush("u1");
    expect(attempts.map((a) => a.id)).toEqual(["key-a", "key-b", "key-c"]);
    expect(sent).toEqual(["key-a", "key-b", "key-c"]);
    expect(result.sent.map((item) => item.id)).toEqual(["key-a", "key-b", "key-c"]);
    expect(rows.size).toBe(0);
  });

  it("keeps the order of items made in the same millisecond", async () => {
    const { outbox, add } = setUp();
    // Keys that sort the other way round: the order is when they were made.
    await add("zz");
    await add("aa");
    expect((await outbox.list("u1")).map((item) => item.id)).toEqual(["zz", "aa"]);
  });

  it("sends only the given user's items", async () => {
    const { outbox, add, attempts, rows } = setUp();
    await add("mine", "u1");
    await add("theirs", "u2");
    await outbox.flush("u1");
    expect(attempts.map((a) => a.id)).toEqual(["mine"]);
    expect([...rows.keys()]).toEqual(["theirs"]);
  });

  it("after a network failure keeps the item and later ones, and retries with the same key after the backoff", async () => {
    const { outbox, add, attempts, rows, tick } = setUp([networkDown]);
    await add("key-a", "u1", { content: "first" });
    await add("key-b", "u1", { content: "second" });

    const first = await outbox.flush("u1");
    expect(first.sent).toEqual([]);
    expect(first.nextRetryAt).toBe(1_000_000 + retryDelay(1));
    expect(attempts.map((a) => a.id)).toEqual(["key-a"]);
    expect(rows.get("key-a")).toMatchObject({ attempts: 1, failure: null });

    // Before the backoff is over nothing is sent, so the second never overtakes the first.
    tick(retryDelay(1) - 1);
    await outbox.flush("u1");
    expect(attempts).toHaveLength(1);

    tick(1);
    const second = await outbox.flush("u1");
    expect(attempts.map((a) => a.id)).toEqual(["key-a", "key-a", "key-b"]);
    expect(attempts[1]?.body).toEqual({ content: "first" });
    expect(second.sent.map((item) => item.id)).toEqual(["key-a", "key-b"]);
    expect(rows.size).toBe(0);
  });

  it("retries at once when forced (the connection came back), still with the same key", async () => {
    const { outbox, add, attempts } = setUp([networkDown]);
    await add("key-a");
    await outbox.flush("u1");
    await outbox.flush("u1", { force: true });
    expect(attempts.map((a) => a.id)).toEqual(["key-a", "key-a"]);
  });

  it("treats server errors, 429 and a write still in flight as try-later, waiting at least Retry-After", async () => {
    const answers = [
      () => {
        throw new ApiError(503, undefined, "503: Service Unavailable", undefined, {}, 10);
      },
    ];
    const { outbox, add, rows } = setUp(answers);
    await add("key-a");
    const result = await outbox.flush("u1");
    expect(result.nextRetryAt).toBe(1_000_000 + 10_000);
    expect(rows.get("key-a")?.failure).toBeNull();
  });

  it("keeps a refusal (4xx) with its error, never sends it again, and goes on with the next", async () => {
    const refusal = () => {
      throw new ApiError(400, "bid.job_not_accepting", "This job is no longer accepting bids", undefined, {});
    };
    const { outbox, add, attempts, rows, sent, refused } = setUp([refusal]);
    await add("key-a");
    await add("key-b");
    const result = await outbox.flush("u1");
    expect(result.failed.map((item) => item.id)).toEqual(["key-a"]);
    expect(refused).toEqual(["key-a"]);
    expect(sent).toEqual(["key-b"]);
    expect(rows.get("key-a")?.failure).toMatchObject({
      status: 400,
      code: "bid.job_not_accepting",
      message: "This job is no longer accepting bids",
    });

    await outbox.flush("u1", { force: true });
    expect(attempts.map((a) => a.id)).toEqual(["key-a", "key-b"]);

    await outbox.discard("key-a");
    expect(rows.size).toBe(0);
  });

  it("stops on a 401 without marking the item (the app signs out)", async () => {
    const { outbox, add, rows } = setUp([
      () => {
        throw new ApiError(401, "auth.unauthenticated", "You are not logged in");
      },
    ]);
    await add("key-a");
    const result = await outbox.flush("u1");
    expect(result).toEqual({ sent: [], failed: [], nextRetryAt: null });
    expect(rows.get("key-a")).toMatchObject({ attempts: 0, failure: null, retryAt: null });
  });

  it("runs one flush at a time: a second call shares the first", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { outbox, add, attempts } = setUp([() => gate]);
    await add("key-a");
    const one = outbox.flush("u1");
    const two = outbox.flush("u1");
    expect(two).toBe(one);
    release();
    await one;
    expect(attempts).toHaveLength(1);
  });

  it("goes round once more for an item added while a flush was under way", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { outbox, add, attempts, rows } = setUp([() => gate]);
    await add("key-a");
    const one = outbox.flush("u1");
    await add("key-b");
    const two = outbox.flush("u1");
    release();
    const result = await one;
    expect(await two).toBe(result);
    expect(attempts.map((a) => a.id)).toEqual(["key-a", "key-b"]);
    expect(result.sent.map((item) => item.id)).toEqual(["key-a", "key-b"]);
    expect(rows.size).toBe(0);
  });

  it("clears everything on sign-out, or everyone else's when another user signs in", async () => {
    const { outbox, add, rows } = setUp();
    await add("a", "u1");
    await add("b", "u2");
    await outbox.clear("u2");
    expect([...rows.keys()]).toEqual(["b"]);
    await outbox.clear();
    expect(rows.size).toBe(0);
  });

  it("tells subscribers when items change", async () => {
    const { outbox, add } = setUp();
    let changes = 0;
    const stop = outbox.subscribe(() => {
      changes += 1;
    });
    await add("a");
    await outbox.flush("u1");
    stop();
    await add("b");
    expect(changes).toBe(2);
  });
});

describe("isRefusal and retryDelay", () => {
  it("separates refusals from answers worth another try", () => {
    expect(isRefusal(new ApiError(400, "request.invalid", "bad"))).toBe(true);
    expect(isRefusal(new ApiError(403, "auth.forbidden", "no"))).toBe(true);
    expect(isRefusal(new ApiError(409, "bid.already_exists", "dup"))).toBe(true);
    expect(isRefusal(new ApiError(409, "idempotency.in_flight", "busy", undefined, {}, 1))).toBe(false);
    expect(isRefusal(new ApiError(429, "rate.limited", "slow down", undefined, {}, 60))).toBe(false);
    expect(isRefusal(new ApiError(401, "auth.unauthenticated", "out"))).toBe(false);
    expect(isRefusal(new ApiError(500, undefined, "500"))).toBe(false);
    expect(isRefusal(new TypeError("Failed to fetch"))).toBe(false);
  });

  it("doubles the wait from 2 s up to a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelay(n))).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
    expect(retryDelay(1, 30)).toBe(30_000);
  });
});
