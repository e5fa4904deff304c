import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perEmail: 3, perIp: 50, windowMs: 60_000 } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

describe("signup", () => {
  it("creates a customer by default, signs them in and never returns the password", async () => {
    const response = await post("/api/auth/signup", {
      email: "Maya.Gurung@Example.np",
      password: "himalaya-2026",
      firstName: "Maya",
      lastName: "Gurung",
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ email: "maya.gurung@example.np", firstName: "Maya", role: "customer" });
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/i);
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: sessionCookie(response) } });
    expect(me.json()).toEqual(user);
  });

  it("refuses a duplicate email with 409, whatever its case", async () => {
    await signUp(t.app, { email: "ram@example.np" });
    const response = await post("/api/auth/signup", {
      email: "RAM@example.np",
      password: "another-password",
      firstName: "Ram",
      lastName: "Thapa",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "auth.email_taken",
      message: "An account with this email already exists",
    });
  });

  it("never creates an admin", async () => {
    const response = await post("/api/auth/signup", {
      email: "sneaky@example.np",
      password: "long-enough-1",
      firstName: "S",
      lastName: "N",
      role: "admin",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^role: /);
  });

  it("names the field that is wrong", async () => {
    const response = await post("/api/auth/signup", {
      email: "x@example.np",
      password: "short",
      firstName: "A",
      lastName: "B",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "request.invalid",
      field: "password",
      message: "password: Password must be at least 8 characters",
      params: { problem: "Password must be at least 8 characters" },
    });
  });
});

describe("password rules", () => {
  it("refuses a sign-up with one of the most common passwords, saying why", async () => {
    const response = await post("/api/auth/signup", {
      email: "common@example.np",
      password: "Password1",
      firstName: "Hari",
      lastName: "Karki",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "request.invalid",
      field: "password",
      message: "password: This password is one of the most common: choose one that is harder to guess",
      params: { problem: "This password is one of the most common: choose one that is harder to guess" },
    });
  });

  it("refuses a sign-up with a password of only spaces or one character repeated", async () => {
    for (const password of ["          ", "xxxxxxxxxx"]) {
      const response = await post("/api/auth/signup", {
        email: "repeated@example.np",
        password,
        firstName: "Hari",
        lastName: "Karki",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "request.invalid",
        field: "password",
        message: "password: A password cannot be only spaces or one character repeated",
        params: { problem: "A password cannot be only spaces or one character repeated" },
      });
    }
  });

  it("refuses the same passwords as a new password, and keeps the old one", async () => {
    const { cookie, user, password } = await signUp(t.app);
    for (const [newPassword, why] of [
      ["sunshine", "one of the most common"],
      ["77777777", "one character repeated"],
    ]) {
      const response = await post(
        "/api/auth/password",
        { currentPassword: password, newPassword },
        { cookie },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^newPassword: .*${why}`));
    }
    const login = await post("/api/auth/login", { email: user.email, password, role: "customer" });
    expect(login.statusCode).toBe(200);
  });
});

describe("login", () => {
  it("signs in each role and returns the account's own role whatever tab was used", async () => {
    for (const role of ["customer", "professional"] as const) {
      const { user, password } = await signUp(t.app, { role });
      const response = await post("/api/auth/login", { email: user.email, password, role: "customer" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, role });
    }
  });

  it("answers a wrong password with 401 and a message", async () => {
    const { user } = await signUp(t.app);
    const response = await post("/api/auth/login", {
      email: user.email,
      password: "wrong-password",
      role: "customer",
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: "auth.invalid_credentials",
      message: "Invalid email or password",
    });
    expect(response.cookies.find((c) => c.name === "sipalu.sid")).toBeUndefined();
  });

  it("answers an unknown email exactly like a wrong password", async () => {
    const response = await post("/api/auth/login", {
      email: "nobody@example.np",
      password: "whatever1",
      role: "customer",
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: "auth.invalid_credentials",
      message: "Invalid email or password",
    });
  });

  it("answers missing fields with 400 naming the field", async () => {
    const noPassword = await post("/api/auth/login", { email: "a@example.np", role: "customer" });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({
      code: "request.invalid",
      field: "password",
      message: "password: Password is required",
      params: { problem: "Password is required" },
    });
    const noEmail = await post("/api/auth/login", { password: "x", role: "customer" });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({
      code: "request.invalid",
      field: "email",
      message: "email: Email is required",
      params: { problem: "Email is required" },
    });
  });

  it("sets an HttpOnly, SameSite=Lax session cookie and issues a new sid at every login", async () => {
    const { user, password, cookie: signupCookie } = await signUp(t.app);
    const first = await post("/api/auth/login", { email: user.email, password, role: "customer" });
    const second = await post("/api/auth/login", { email: user.email, password, role: "customer" });
    const cookie = first.cookies.find((c) => c.name === "sipalu.sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.maxAge).toBeGreaterThan(0);
    const sids = new Set([signupCookie, sessionCookie(first), sessionCookie(second)]);
    expect(sids.size).toBe(3);
  });

  it("ignores a session cookie it did not issue", async () => {
    const response = await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie: "sipalu.sid=forged-token" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("rate limits repeated failures for one email with 429, even with the right password", async () => {
    const { user, password } = await signUp(t.app);
    for (let i = 0; i < 3; i++) {
      expect(
        (await post("/api/auth/login", { email: user.email, password: "nope-nope", role: "customer" }))
          .statusCode,
      ).toBe(401);
    }
    const limited = await post("/api/auth/login", { email: user.email, password, role: "customer" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json()).toMatchObject({
      code: "auth.throttled",
      message: expect.stringMatching(/Too many failed sign-in attempts/),
    });
  });
});

describe("current user and logout", () => {
  it("answers 401 with a message when logged out", async () => {
    const response = await t.app.inject({ url: "/api/auth/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "auth.unauthenticated", message: "You are not logged in" });
  });

  it("ends the session on logout so the old cookie no longer works", async () => {
    const { cookie } = await signUp(t.app);
    const logout = await post("/api/auth/logout", {}, { cookie });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === "sipalu.sid")?.value).toBe("");
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("redirects /api/login to the login page", async () => {
    const response = await t.app.inject({ url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login");
  });
});

describe("write protection", () => {
  it("refuses a cross-origin write", async () => {
    const { cookie } = await signUp(t.app);
    const response = await post("/api/auth/logout", {}, { cookie, origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "request.cross_origin",
      message: "Cross-origin request refused",
    });
    expect((await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);
  });

  it("accepts a write from its own origin", async () => {
    const { cookie } = await signUp(t.app);
    const response = await post(
      "/api/auth/logout",
      {},
      { cookie, origin: "http://localhost:80", host: "localhost:80" },
    );
    expect(response.statusCode).toBe(204);
  });

  it("refuses a write that is not JSON, as a cross-site form would send", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "email=a@example.np&password=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/application\/json/);
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "request.invalid_json",
      message: "Request body is not valid JSON",
    });
  });
});

describe("API conventions", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await t.app.inject({ url: "/api/no-such-thing?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      code: "route.not_found",
      message: "Not found: GET /api/no-such-thing",
      params: { method: "GET", path: "/api/no-such-thing" },
    });
  });

  it("serves the version with no-cache headers", async () => {
    const response = await t.app.inject({ url: "/api/version" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: "test" });
    expect(response.headers["cache-control"]).toMatch(/no-cache/);
  });

  it("describes every route in the OpenAPI document", async () => {
    const response = await t.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/auth/signup",
        "/api/auth/login",
        "/api/auth/logout",
        "/api/auth/user",
        "/api/version",
      ]),
    );
  });

  it("sends hardening headers", async () => {
    const response = await t.app.inject({ url: "/api/version" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  });
});
