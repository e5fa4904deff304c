import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers ok to anyone, uncached", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("is described in the OpenAPI document", async () => {
    const response = await t.app.inject({ url: "/api/docs/json" });
    expect(Object.keys(response.json().paths)).toContain("/api/health");
  });
});
