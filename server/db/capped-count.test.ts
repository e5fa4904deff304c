import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../test/app";
import { countUpTo } from "./capped-count";
import { users } from "./schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 3; i++) await signUp(t.app, { firstName: "Counted" });
});
afterAll(() => t.close());

describe("countUpTo", () => {
  const counted = () =>
    t.db.select({ id: users.id }).from(users).where(eq(users.firstName, "Counted")).$dynamic();

  it("gives the exact count up to the cap", async () => {
    expect(await countUpTo(t.db, counted(), 3)).toEqual({ total: 3, capped: false });
    expect(await countUpTo(t.db, counted(), 1000)).toEqual({ total: 3, capped: false });
  });

  it("stops at the cap and says more match", async () => {
    expect(await countUpTo(t.db, counted(), 2)).toEqual({ total: 2, capped: true });
  });
});
