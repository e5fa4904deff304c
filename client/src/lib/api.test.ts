import { afterEach, describe, expect, it, vi } from "vitest";
import { api, apiRequest, errorStatus, serverMessage } from "./api";

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
