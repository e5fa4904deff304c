import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, signUp, TEST_PASSWORD_HASH_COST, type TestApp } from "../../test/app";
import { hashPassword, PRODUCTION_HASH_COST, verifyPassword } from "./password";

describe("password hashes", () => {
  it("are scrypt at N=2^15, r=8, p=1 unless a cost is given", async () => {
    expect(PRODUCTION_HASH_COST).toBe(2 ** 15);
    expect(await hashPassword("correct horse battery")).toMatch(
      /^scrypt\$32768\$8\$1\$[\w+/]{22}==\$[\w+/]{43}=$/,
    );
    expect(await hashPassword("correct horse battery", 16)).toMatch(/^scrypt\$16\$8\$1\$/);
  });

  it("verify at the cost written in the hash, whatever the cost now", async () => {
    for (const cost of [2, 16, PRODUCTION_HASH_COST]) {
      const stored = await hashPassword("correct horse battery", cost);
      expect(await verifyPassword("correct horse battery", stored), String(cost)).toBe(true);
      expect(await verifyPassword("correct horse batterY", stored), String(cost)).toBe(false);
    }
  });

  it("refuse a cost that is not a power of two, and a stored hash that names one", async () => {
    for (const cost of [0, 1, 3, 1000, 2 ** 21]) {
      await expect(hashPassword("correct horse battery", cost), String(cost)).rejects.toThrow(/scrypt cost/);
    }
    const stored = await hashPassword("correct horse battery", 16);
    expect(await verifyPassword("correct horse battery", stored.replace("$16$", "$15$"))).toBe(false);
  });
});

describe("the app's password cost", () => {
  let cheap: TestApp;
  let full: TestApp;
  beforeAll(async () => {
    [cheap, full] = await Promise.all([
      createTestApp(),
      createTestApp({ passwordHashCost: PRODUCTION_HASH_COST }),
    ]);
  });
  afterAll(() => Promise.all([cheap?.close(), full?.close()]));

  const storedHash = async (t: TestApp, id: string) =>
    (await t.db.select({ password: users.password }).from(users).where(eq(users.id, id)))[0]?.password;
  const login = (t: TestApp, email: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password, role: "customer" } });

  it("is production's unless the app is given another, and tests are given a cheap one", async () => {
    expect(TEST_PASSWORD_HASH_COST).toBeLessThan(PRODUCTION_HASH_COST);
    const { user } = await signUp(full.app);
    expect(await storedHash(full, user.id)).toMatch(/^scrypt\$32768\$8\$1\$/);
    const tested = await signUp(cheap.app);
    expect(await storedHash(cheap, tested.user.id)).toMatch(
      new RegExp(`^scrypt\\$${TEST_PASSWORD_HASH_COST}\\$`),
    );
  });

  it("does not stop a hash of another cost from signing in", async () => {
    const { user, password } = await signUp(cheap.app);
    await cheap.db
      .update(users)
      .set({ password: await hashPassword(password, PRODUCTION_HASH_COST) })
      .where(eq(users.id, user.id));
    expect((await login(cheap, user.email, password)).statusCode).toBe(200);
    expect((await login(cheap, user.email, "not-the-password")).statusCode).toBe(401);
  });

  it("is production's for an app in production, which refuses a cheaper one", async () => {
    await expect(createTestApp({ env: "production", passwordHashCost: 16 })).rejects.toThrow(
      /PASSWORD_HASH_COST: 16 is below 32768/,
    );
    const production = await createTestApp({ env: "production" });
    try {
      const { user } = await signUp(production.app);
      expect(await storedHash(production, user.id)).toMatch(/^scrypt\$32768\$/);
    } finally {
      await production.close();
    }
  });
});
