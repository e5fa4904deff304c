import { afterEach, describe, expect, it, vi } from "vitest";
import { api, apiRequest, submitOnce } from "./api";
import { ApiError, errorCode, errorField, errorStatus } from "./api-error";

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("throws an ApiError with the status, code and words of a refusal", async () => {
    mockFetch(
      new Response(
        JSON.stringify({ code: "auth.invalid_credentials", message: "Invalid email or password" }),
        {
          status: 401,
        },
      ),
    );
    const error = await apiRequest("GET", "/api/auth/user").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: "auth.invalid_credentials",
      message: "Invalid email or password",
    });
  });

  it("keeps the field, the values and the Retry-After of a refusal", async () => {
    const body = {
      code: "cart.only_left",
      field: "quantity",
      message: "Only 2 left in stock",
      params: { left: 2 },
    };
    mockFetch(new Response(JSON.stringify(body), { status: 409, headers: { "Retry-After": "30" } }));
    const error = await apiRequest("PUT", "/api/shop/cart/x").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 409, field: "quantity", params: { left: 2 }, retryAfter: 30 });
    expect(errorCode(error)).toBe("cart.only_left");
    expect(errorField(error)).toBe("quantity");
  });

  it("has no code, and says 'status: text', for an answer that is not the server's JSON", async () => {
    mockFetch(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    const empty = await apiRequest("GET", "/api/version").catch((caught: unknown) => caught);
    expect(empty).toMatchObject({ status: 503, code: undefined, message: "503: Service Unavailable" });
    mockFetch(new Response("<html>Bad gateway</html>", { status: 502 }));
    const page = await apiRequest("GET", "/api/version").catch((caught: unknown) => caught);
    expect(page).toMatchObject({ status: 502, code: undefined, message: "502: <html>Bad gateway</html>" });
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
      .mockResolvedValue(
        new Response('{"code":"bid.already_exists","message":"You have already bid"}', { status: 409 }),
      );
    vi.stubGlobal("fetch", refused);
    await expect(submitOnce("/api/bids", {})).rejects.toMatchObject({
      status: 409,
      code: "bid.already_exists",
      message: "You have already bid",
    });
    expect(refused).toHaveBeenCalledTimes(1);

    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", offline);
    const outcome = await settle(submitOnce("/api/messages", {}));
    expect(outcome).toEqual({ error: new TypeError("Failed to fetch") });
    expect(offline).toHaveBeenCalledTimes(3);
  });
});

describe("errorStatus and errorCode", () => {
  it("read an ApiError, and give nothing for any other failure", () => {
    const error = new ApiError(429, "rate.limited", "Too many bids", undefined, {}, 60);
    expect(errorStatus(error)).toBe(429);
    expect(errorCode(error)).toBe("rate.limited");
    expect(errorStatus(new Error("429: Too many"))).toBeUndefined();
    expect(errorCode(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(errorStatus("not an error")).toBeUndefined();
  });
});
