import { describe, expect, it } from "vitest";

describe("zod-jitless", () => {
  it("turns zod's JIT off (no `new Function` probe under the CSP) without importing zod", async () => {
    await import("./zod-jitless");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
  });
});
