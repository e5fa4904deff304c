import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { insertUser } from "../../test/rows";

let t: TestApp;
let nabin: string;
let gita: string;
let suspended: string;
const unknownId = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp();
  nabin = (await insertUser(t.db, { firstName: "Nabin", skillCategories: ["Plumbing"] })).id;
  gita = (await insertUser(t.db, { firstName: "Gita", skillCategories: ["Beauty & Spa"] })).id;
  suspended = (await insertUser(t.db, { firstName: "Gone", suspendedAt: new Date() })).id;
});
afterAll(() => t.close());

const send = (method: "PUT" | "DELETE", id: string, cookie?: string) =>
  t.app.inject({
    method,
    url: `/api/saved-professionals/${id}`,
    payload: {},
    headers: cookie ? { cookie } : {},
  });
const savedOf = async (cookie: string) => {
  const response = await t.app.inject({ url: "/api/saved-professionals", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: string; firstName: string }[]).map((pro) => pro.firstName);
};

describe("saved professionals", () => {
  it("saves, lists (most recent first) and removes, per user", async () => {
    const sita = await signUp(t.app);
    const ram = await signUp(t.app);
    expect(await savedOf(sita.cookie)).toEqual([]);

    expect((await send("PUT", nabin, sita.cookie)).statusCode).toBe(204);
    expect((await send("PUT", gita, sita.cookie)).statusCode).toBe(204);
    expect((await send("PUT", gita, sita.cookie)).statusCode).toBe(204);
    expect(await savedOf(sita.cookie)).toEqual(["Gita", "Nabin"]);
    expect(await savedOf(ram.cookie)).toEqual([]);

    expect((await send("DELETE", gita, sita.cookie)).statusCode).toBe(204);
    expect((await send("DELETE", gita, sita.cookie)).statusCode).toBe(204);
    expect(await savedOf(sita.cookie)).toEqual(["Nabin"]);
  });

  it("lists public card fields only", async () => {
    const { cookie } = await signUp(t.app);
    await send("PUT", nabin, cookie);
    const response = await t.app.inject({ url: "/api/saved-professionals", headers: { cookie } });
    expect(Object.keys(response.json()[0]).sort()).toEqual(
      [
        "completedJobs",
        "firstName",
        "hourlyRate",
        "id",
        "isOnline",
        "isVerified",
        "lastName",
        "location",
        "profileImageUrl",
        "rating",
        "reviewCount",
        "skillCategories",
      ].sort(),
    );
  });

  it("refuses logged-out callers with 401", async () => {
    expect((await t.app.inject({ url: "/api/saved-professionals" })).statusCode).toBe(401);
    expect((await send("PUT", nabin)).statusCode).toBe(401);
    expect((await send("DELETE", nabin)).statusCode).toBe(401);
  });

  it("only saves listed professionals, never yourself", async () => {
    const { cookie, user: customer } = await signUp(t.app);
    const pro = await signUp(t.app, { role: "professional" });
    for (const id of [unknownId, customer.id, suspended]) {
      const response = await send("PUT", id, pro.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "professional.not_found", message: "Professional not found" });
    }
    const self = await send("PUT", pro.user.id, pro.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ code: "saved.own_profile", message: "You cannot save your own profile" });
    expect((await send("PUT", "nope", cookie)).json()).toEqual({
      code: "request.invalid",
      field: "id",
      message: "id: Id must be a valid id",
      params: { problem: "Id must be a valid id" },
    });
  });
});
