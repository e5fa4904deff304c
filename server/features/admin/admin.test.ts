import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userEvents } from "../../db/schema";
import { createTestApp, sessionCookie, signUp, type TestApp } from "../../test/app";
import { memoryStorage } from "../../test/memory-storage";
import { signUpAdmin } from "../../test/people";
import { insertJob, insertUser } from "../../test/rows";
import { proWithDocument } from "../../test/verification-documents";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
const unknownId = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp({ storage: memoryStorage() });
  admin = await signUpAdmin(t.app, t.db);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });

const signUpPro = (firstName = "Bikash") =>
  signUp(t.app, { role: "professional", firstName, lastName: "Tamang" });

describe("access", () => {
  const routes = [
    ["GET", "/api/admin/overview"],
    ["GET", "/api/admin/verifications"],
    ["POST", `/api/admin/verifications/${unknownId}/approve`],
    ["POST", `/api/admin/verifications/${unknownId}/reject`],
    ["POST", `/api/admin/verifications/${unknownId}/revoke`],
    ["GET", `/api/admin/verifications/${unknownId}/document`],
    ["GET", "/api/admin/orders"],
    ["GET", `/api/admin/orders/${unknownId}`],
    ["GET", "/api/admin/users"],
    ["POST", `/api/admin/users/${unknownId}/suspend`],
    ["POST", `/api/admin/users/${unknownId}/reinstate`],
    ["GET", "/api/admin/payouts"],
    ["POST", `/api/admin/payouts/${unknownId}/paid`],
    ["POST", `/api/admin/payouts/${unknownId}/reject`],
    ["GET", "/api/admin/disputes"],
    ["POST", `/api/admin/disputes/${unknownId}/resolve`],
    ["GET", "/api/admin/refunds"],
    ["POST", `/api/admin/refunds/${unknownId}/settled`],
  ] as const;

  it("covers every /api/admin route the API documents", async () => {
    const documented = Object.entries((await get("/api/docs/json")).json().paths as Record<string, object>)
      .filter(([path]) => path.startsWith("/api/admin"))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace("{id}", unknownId)}`),
      );
    expect(documented.sort()).toEqual(routes.map(([method, url]) => `${method} ${url}`).sort());
  });

  it("refuses anonymous (401), customers and professionals (403) on every route", async () => {
    const customer = await signUp(t.app);
    const pro = await signUpPro();
    for (const [method, url] of routes) {
      const send = (cookie?: string) =>
        t.app.inject({
          method,
          url,
          headers: cookie ? { cookie } : {},
          ...(method === "POST" ? { payload: {} } : {}),
        });
      expect((await send()).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const cookie of [customer.cookie, pro.cookie]) {
        const response = await send(cookie);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          code: "auth.forbidden",
          message: "You do not have permission to do this",
        });
      }
    }
  });
});

describe("users", () => {
  it("lists users newest first, searched by name or email and filtered by role, 20 a page", async () => {
    const tag = `zz${Date.now().toString(36)}`;
    const pro = await signUp(t.app, { role: "professional", firstName: "Dipesh", lastName: tag });
    const customer = await signUp(t.app, { firstName: "Dipika", lastName: tag });
    const byName = await get(`/api/admin/users?q=${tag}`, admin.cookie);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(byName.json().users.map((u: { id: string }) => u.id)).toEqual([customer.user.id, pro.user.id]);
    expect(byName.json().users[0]).toMatchObject({
      role: "customer",
      suspendedAt: null,
      email: customer.user.email,
    });

    const fullName = await get(`/api/admin/users?q=${encodeURIComponent(`dipesh ${tag}`)}`, admin.cookie);
    expect(fullName.json().users.map((u: { id: string }) => u.id)).toEqual([pro.user.id]);
    const byEmail = await get(`/api/admin/users?q=${encodeURIComponent(pro.user.email)}`, admin.cookie);
    expect(byEmail.json().users.map((u: { id: string }) => u.id)).toEqual([pro.user.id]);
    const pros = await get(`/api/admin/users?q=${tag}&role=professional`, admin.cookie);
    expect(pros.json().users.map((u: { id: string }) => u.id)).toEqual([pro.user.id]);

    const admins = await get("/api/admin/users?role=admin", admin.cookie);
    expect(admins.json().users.map((u: { id: string }) => u.id)).toContain(admin.user.id);
    expect((await get("/api/admin/users?role=owner", admin.cookie)).json()).toEqual({
      code: "request.invalid",
      field: "role",
      message: "role: Role must be customer, professional or admin",
      params: { problem: "Role must be customer, professional or admin" },
    });
    expect((await get("/api/admin/users?page=0", admin.cookie)).json()).toEqual({
      code: "request.invalid",
      field: "page",
      message: "page: Page must be at least 1",
      params: { problem: "Page must be at least 1" },
    });
  });

  it("pages through the users", async () => {
    const tag = `pg${Date.now().toString(36)}`;
    for (let i = 0; i < 21; i++) await insertUser(t.db, { lastName: tag, role: "customer" });
    const first = (await get(`/api/admin/users?q=${tag}`, admin.cookie)).json();
    const second = (await get(`/api/admin/users?q=${tag}&page=2`, admin.cookie)).json();
    expect(first.users).toHaveLength(20);
    expect(second).toMatchObject({ total: 21, page: 2 });
    expect(second.users).toHaveLength(1);
    expect(first.users.map((u: { id: string }) => u.id)).not.toContain(second.users[0].id);
  });

  it("suspending tells the user's open sessions once (403 auth.suspended), then they are over; login is refused until reinstated", async () => {
    const pro = await signUpPro("Suman");
    const phone = await post("/api/auth/login", undefined, {
      email: pro.user.email,
      password: pro.password,
      role: "professional",
    });
    const phoneCookie = sessionCookie(phone);
    expect((await get("/api/auth/user", pro.cookie)).statusCode).toBe(200);

    const response = await post(`/api/admin/users/${pro.user.id}/suspend`, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: pro.user.id, suspendedAt: expect.any(String) });
    const events = await t.db
      .select({ type: userEvents.type })
      .from(userEvents)
      .where(eq(userEvents.userId, pro.user.id));
    expect(events.map((event) => event.type)).toContain("account.suspended");

    // Each session's next request, on any API path, says why and ends it (its cookie cleared).
    for (const [cookie, url] of [
      [pro.cookie, "/api/auth/user"],
      [phoneCookie, "/api/professionals"],
    ] as const) {
      const told = await get(url, cookie);
      expect(told.statusCode, `${url} ${told.body}`).toBe(403);
      expect(told.json()).toEqual({
        code: "auth.suspended",
        message: "Your account has been suspended. Please contact Sipalu support.",
      });
      const cleared = told.cookies.find((c) => c.name === "sipalu.sid");
      expect(cleared?.value).toBe("");
      expect((await get(url, cookie)).statusCode).toBe(url === "/api/auth/user" ? 401 : 200);
    }
    expect((await get("/api/verifications", pro.cookie)).statusCode).toBe(401);
    const login = await post("/api/auth/login", undefined, {
      email: pro.user.email,
      password: pro.password,
      role: "professional",
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      code: "auth.suspended",
      message: "Your account has been suspended. Please contact Sipalu support.",
    });
    expect(login.cookies.find((c) => c.name === "sipalu.sid")).toBeUndefined();
    expect((await get(`/api/professionals/${pro.user.id}`)).statusCode).toBe(404);

    const reinstated = await post(`/api/admin/users/${pro.user.id}/reinstate`, admin.cookie);
    expect(reinstated.json()).toMatchObject({ suspendedAt: null });
    const again = await post("/api/auth/login", undefined, {
      email: pro.user.email,
      password: pro.password,
      role: "professional",
    });
    expect(again.statusCode).toBe(200);
    expect((await get("/api/auth/user", sessionCookie(again))).statusCode).toBe(200);
  });

  it("reinstating does not bring back the sessions a suspension ended, and leaves others' alone", async () => {
    const customer = await signUp(t.app);
    await post(`/api/admin/users/${customer.user.id}/suspend`, admin.cookie);
    await post(`/api/admin/users/${customer.user.id}/reinstate`, admin.cookie);
    const stale = await get("/api/auth/user", customer.cookie);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe("auth.unauthenticated");

    const active = await signUp(t.app);
    expect((await post(`/api/admin/users/${active.user.id}/reinstate`, admin.cookie)).statusCode).toBe(200);
    expect((await get("/api/auth/user", active.cookie)).statusCode).toBe(200);
  });

  it("keeps admins: an admin cannot suspend themself or another admin; unknown users are 404", async () => {
    const self = await post(`/api/admin/users/${admin.user.id}/suspend`, admin.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      code: "admin.cannot_suspend_self",
      message: "You cannot suspend your own account",
    });
    const other = await signUpAdmin(t.app, t.db);
    const otherAdmin = await post(`/api/admin/users/${other.user.id}/suspend`, admin.cookie);
    expect(otherAdmin.statusCode).toBe(400);
    expect(otherAdmin.json()).toEqual({
      code: "admin.cannot_suspend_admin",
      message: "Administrators cannot be suspended here",
    });
    expect((await get("/api/auth/user", admin.cookie)).statusCode).toBe(200);

    for (const action of ["suspend", "reinstate"]) {
      const missing = await post(`/api/admin/users/${unknownId}/${action}`, admin.cookie);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: "user.not_found", message: "User not found" });
    }
  });
});

describe("overview", () => {
  it("counts users by role, suspended users, open jobs, pending verifications and orders", async () => {
    const before = (await get("/api/admin/overview", admin.cookie)).json();
    expect(before).toEqual({
      usersByRole: {
        customer: expect.any(Number),
        professional: expect.any(Number),
        admin: expect.any(Number),
      },
      suspendedUsers: expect.any(Number),
      openJobs: expect.any(Number),
      pendingVerifications: expect.any(Number),
      orders: expect.any(Number),
    });
    const customer = await signUp(t.app);
    await proWithDocument(t.app, "kyc");
    await post(`/api/admin/users/${customer.user.id}/suspend`, admin.cookie);
    await insertJob(t.db, customer.user.id, { status: "open" });

    const after = (await get("/api/admin/overview", admin.cookie)).json();
    expect(after).toEqual({
      usersByRole: {
        customer: before.usersByRole.customer + 1,
        professional: before.usersByRole.professional + 1,
        admin: before.usersByRole.admin,
      },
      suspendedUsers: before.suspendedUsers + 1,
      openJobs: before.openJobs + 1,
      pendingVerifications: before.pendingVerifications + 1,
      orders: before.orders,
    });
  });
});
