import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, signUp, type TestApp } from "../test/app";
import { signUpAdmin } from "../test/people";

// OWASP ASVS 5.0 chapter 7: sessions end server-side after 7 idle days, 30 days after sign-in,
// at logout, on a password change (all but the one that changed it) and on suspension.
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

let clock = new Date();
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: "/api/auth/user", headers: { cookie } });
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string) =>
  post("/api/auth/login", { email, password, role: "customer" });

async function secondSession(email: string, password: string) {
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

describe("idle timeout", () => {
  it("keeps a session used within 7 days alive, and ends it after 7 days without a request", async () => {
    const { cookie } = await signUp(t.app);
    advance(7 * DAY - 2 * 60 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    // Each request moves the deadline: another 6 days later it still works.
    advance(6 * DAY);
    expect((await me(cookie)).statusCode).toBe(200);
    advance(7 * DAY + MINUTE);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: "auth.unauthenticated", message: "You are not logged in" });
  });

  it("ends the session on the server even though the browser still sends the cookie", async () => {
    const { cookie, user, password } = await signUp(t.app);
    const cookieAge = (await login(user.email, password)).cookies.find(
      (c) => c.name === "sipalu.sid",
    )?.maxAge;
    expect(cookieAge).toBe(30 * 24 * 60 * 60);
    advance(8 * DAY);
    expect((await me(cookie)).statusCode).toBe(401);
    // A write is refused too, not only reads.
    const write = await post("/api/jobs", { title: "Fix the tap" }, cookie);
    expect(write.statusCode).toBe(401);
  });
});

describe("absolute lifetime", () => {
  it("ends a session 30 days after sign-in however active it is; signing in again starts a new one", async () => {
    const { cookie, user, password } = await signUp(t.app);
    for (let day = 5; day < 30; day += 5) {
      advance(5 * DAY);
      expect((await me(cookie)).statusCode, `day ${day}`).toBe(200);
    }
    advance(4 * DAY);
    expect((await me(cookie)).statusCode).toBe(200);
    advance(DAY + MINUTE); // 30 days and a minute after sign-in, the last request a day ago
    expect((await me(cookie)).statusCode).toBe(401);

    const fresh = await secondSession(user.email, password);
    expect((await me(fresh)).json()).toMatchObject({ id: user.id });
  });
});

describe("logout", () => {
  it("ends only the session that logs out", async () => {
    const { cookie, user, password } = await signUp(t.app);
    const other = await secondSession(user.email, password);
    const response = await post("/api/auth/logout", {}, cookie);
    expect(response.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe("password change", () => {
  const change = (cookie: string | undefined, currentPassword: string, newPassword: string) =>
    post("/api/auth/password", { currentPassword, newPassword }, cookie);

  it("ends every other session, keeps this one, and the new password is the one that signs in", async () => {
    const { cookie, user, password } = await signUp(t.app);
    const phone = await secondSession(user.email, password);
    const laptop = await secondSession(user.email, password);

    const response = await change(cookie, password, "new-secret-2026");
    expect(response.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);

    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await login(user.email, "new-secret-2026")).statusCode).toBe(200);
  });

  it("refuses a wrong current password with 403 and changes nothing", async () => {
    const { cookie, user, password } = await signUp(t.app);
    const phone = await secondSession(user.email, password);
    const response = await change(cookie, "not-my-password", "new-secret-2026");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "auth.wrong_current_password",
      message: "Your current password is not correct",
    });
    expect((await me(phone)).statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(200);
    expect((await login(user.email, "new-secret-2026")).statusCode).toBe(401);
  });

  it("holds the new password to the sign-up rules and names the field", async () => {
    const { cookie, password } = await signUp(t.app);
    const short = await change(cookie, password, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      code: "request.invalid",
      field: "newPassword",
      message: "newPassword: New password must be at least 8 characters",
      params: { problem: "New password must be at least 8 characters" },
    });
    const same = await change(cookie, password, password);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      code: "request.invalid",
      field: "newPassword",
      message: "newPassword: New password must be different from the current one",
      params: { problem: "New password must be different from the current one" },
    });
    const missing = await post("/api/auth/password", { newPassword: "new-secret-2026" }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: "request.invalid",
      field: "currentPassword",
      message: "currentPassword: Current password is required",
      params: { problem: "Current password is required" },
    });
  });

  it("is for signed-in users only", async () => {
    const response = await change(undefined, "whatever-1", "new-secret-2026");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "auth.unauthenticated", message: "You are not logged in" });
  });
});

describe("suspension", () => {
  it("ends every session of the suspended user, who cannot sign in again", async () => {
    const admin = await signUpAdmin(t.app, t.db);
    const { cookie, user, password } = await signUp(t.app, { role: "professional" });
    const phone = await secondSession(user.email, password);

    const suspend = await post(`/api/admin/users/${user.id}/suspend`, {}, admin.cookie);
    expect(suspend.statusCode).toBe(200);
    // Each session's next request says why it ended (the app signs out saying so); then it is gone.
    for (const session of [cookie, phone]) {
      const told = await me(session);
      expect(told.statusCode).toBe(403);
      expect(told.json()).toMatchObject({ code: "auth.suspended" });
      expect((await me(session)).statusCode).toBe(401);
    }

    const again = await login(user.email, password);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      code: "auth.suspended",
      message: "Your account has been suspended. Please contact Sipalu support.",
    });
    expect(again.cookies.find((c) => c.name === "sipalu.sid")).toBeUndefined();
  });
});
