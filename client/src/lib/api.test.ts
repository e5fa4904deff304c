import { afterEach, describe, expect, it, vi } from "vitest";
import { api, apiRequest, errorStatus, serverMessage, submitOnce } from "./api";

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("throws 'status: response text' on a non-ok response", async () => {
    mockFetch(new Response(JSON.stringify({ message: "Invalid email or password" }), { status: 401 }));
    await expect(apiRequest("GET", "/api/auth/user")).rejects.toThrow(
      '401: {"message":"Invalid email or password"}',
    );
  });

  it("falls back to the status text when the body is empty", async () => {
    mockFetch(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/version")).rejects.toThrow("503: Service Unavailable");
  });

  it("sends writes as JSON with credentials, {} when there is no body", async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await api.post("/api/auth/logout");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/auth/logout");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
  });
});

describe("submitOnce", () => {
  const keyOf = (init: RequestInit | undefined) =>
    (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"];
  const created = () => new Response(JSON.stringify({ id: "job-1" }), { status: 201 });

  /** Runs a submit to its end, letting the retry waits pass at once. */
  async function settle<T>(promise: Promise<T>) {
    vi.useFakeTimers();
    try {
      const outcome = promise.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      await vi.runAllTimersAsync();
      return await outcome;
    } finally {
      vi.useRealTimers();
    }
  }

  it("sends a fresh Idempotency-Key with every submit", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => created());
    vi.stubGlobal("fetch", fetchMock);
    await api.submit("/api/jobs", { title: "Fix a tap" });
    await api.submit("/api/jobs", { title: "Fix a tap" });
    const [first, second] = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it("retries a dropped connection, a gateway error and a 409 still in flight with the same key", async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response("busy", { status: 409, headers: { "Retry-After": "1" } }))
      .mockResolvedValueOnce(created());
    vi.stubGlobal("fetch", fetchMock);
    const outcome = await settle(submitOnce("/api/bids", { amount: 2200 }));
    expect(outcome).toHaveProperty("value");
    const keys = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual(Array(3).fill('{"amount":2200}'));
  });

  it("does not retry a refusal, and gives up after two retries", async () => {
    const refused = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('{"message":"You have already bid"}', { status: 409 }));
    vi.stubGlobal("fetch", refused);
    await expect(submitOnce("/api/bids", {})).rejects.toThrow('409: {"message":"You have already bid"}');
    expect(refused).toHaveBeenCalledTimes(1);

    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", offline);
    const outcome = await settle(submitOnce("/api/messages", {}));
    expect(outcome).toEqual({ error: new TypeError("Failed to fetch") });
    expect(offline).toHaveBeenCalledTimes(3);
  });
});

describe("serverMessage and errorStatus", () => {
  it("read the server's message and the status from a client error", () => {
    const error = new Error('429: {"message":"Too many attempts, try again in a minute"}');
    expect(serverMessage(error)).toBe("Too many attempts, try again in a minute");
    expect(errorStatus(error)).toBe(429);
  });

  it("give nothing for bodies that are not the server's JSON", () => {
    expect(serverMessage(new Error("502: <html>Bad gateway</html>"))).toBeUndefined();
    expect(serverMessage(new Error("Failed to fetch"))).toBeUndefined();
    expect(serverMessage("not an error")).toBeUndefined();
    expect(errorStatus(new Error("Failed to fetch"))).toBeUndefined();
  });
});
