import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createQueryClient, queryKeyToUrl, shouldRetryQuery } from "./query-client";

describe("shouldRetryQuery", () => {
  it("retries a read up to 2 times", () => {
    const error = new ApiError(500, "server.internal", "Internal Server Error");
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
  });

  it("never retries a 401, whatever its words", () => {
    expect(shouldRetryQuery(0, new ApiError(401, "auth.unauthenticated", "You are not logged in"))).toBe(
      false,
    );
    expect(shouldRetryQuery(0, new ApiError(401, undefined, "401: Unauthorized"))).toBe(false);
    // Words are not a status: a failure that only mentions 401 is retried.
    expect(shouldRetryQuery(0, new Error("Room 401 is closed"))).toBe(true);
  });
});

describe("query client defaults", () => {
  it("keeps data fresh 5 minutes, skips focus refetch and never retries writes", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(300_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe("queryKeyToUrl", () => {
  it("joins the key as a path", () => {
    expect(queryKeyToUrl(["/api/auth/user"])).toBe("/api/auth/user");
    expect(queryKeyToUrl(["/api/jobs", "42", "bids"])).toBe("/api/jobs/42/bids");
  });

  it("turns a trailing object into a query string without empty values", () => {
    expect(queryKeyToUrl(["/api/jobs", { status: "open", location: "", skillCategory: undefined }])).toBe(
      "/api/jobs?status=open",
    );
  });
});
