import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../domain/auth/schemas";
import { users } from "../db/schema";
import { hashPassword } from "../features/auth/password";
import { createTestApp, sessionCookie, type TestApp } from "../test/app";
import { adminPasswordFile, resolveAdminPassword } from "./admin-password";
import { AdminNotCreated, createAdmin } from "./create-admin";
import { retireDemoAdminPassword } from "./retire-demo-password";

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "sipalu-admin-"));
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const signIn = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password, role: "customer" } });

describe("the seeded admin's password", () => {
  it("is generated on first start, strong and not the demo one, into DATA_DIR/admin-password readable by its owner only", async () => {
    const dataDir = path.join(dir, "first");
    const first = await resolveAdminPassword(dataDir);
    expect(first.created).toBe(true);
    expect(first.password).not.toBe(DEMO_PASSWORD);
    expect(first.password).toMatch(/^[\w-]{24}$/);
    const file = adminPasswordFile(dataDir);
    expect(await fs.readFile(file, "utf8")).toBe(`${first.password}\n`);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect((await resolveAdminPassword(path.join(dir, "other"))).password).not.toBe(first.password);
  });

  it("is kept by a second start, and replaced only when the file was left empty", async () => {
    const dataDir = path.join(dir, "second");
    const first = await resolveAdminPassword(dataDir);
    expect(await resolveAdminPassword(dataDir)).toEqual({ password: first.password, created: false });
    await fs.writeFile(adminPasswordFile(dataDir), "");
    const fresh = await resolveAdminPassword(dataDir);
    expect(fresh.created).toBe(true);
    expect(fresh.password).not.toBe(first.password);
  });
});

describe("npm run admin -- create EMAIL", () => {
  it("makes an admin with a new random password who can sign in", async () => {
    const admin = await createAdmin(t.db, { email: "  Ops@Sipalu.NP ", firstName: "Kamala" });
    expect(admin.email).toBe("ops@sipalu.np");
    expect(admin.password).not.toBe(DEMO_PASSWORD);
    const response = await signIn("ops@sipalu.np", admin.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: "admin", firstName: "Kamala", lastName: "Admin" });
  });

  it("refuses an email that already has an account, changing nothing, and one that is not an email", async () => {
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: {
        email: "sita@example.np",
        password: "correct horse battery",
        firstName: "Sita",
        lastName: "Sharma",
        role: "customer",
      },
    });
    expect(signup.statusCode).toBe(201);
    await expect(createAdmin(t.db, { email: "SITA@example.np" })).rejects.toThrow(
      new AdminNotCreated(
        "sita@example.np already has an account (customer): nothing changed. Choose another email; an existing account is never turned into an admin.",
      ),
    );
    expect((await signIn("sita@example.np", "correct horse battery")).json().role).toBe("customer");
    await expect(createAdmin(t.db, { email: "not-an-email" })).rejects.toBeInstanceOf(AdminNotCreated);
  });
});

describe("an admin@demo.np seeded by an earlier version with the demo password", () => {
  it("gets the generated password on start, and its sessions end", async () => {
    await t.db.insert(users).values({
      email: DEMO_ACCOUNTS.admin,
      password: await hashPassword(DEMO_PASSWORD),
      firstName: "Sipalu",
      lastName: "Admin",
      role: "admin",
    });
    const old = await signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    expect(old.statusCode).toBe(200);
    const cookie = sessionCookie(old);
    expect((await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);

    const dataDir = path.join(dir, "upgraded");
    const password = await retireDemoAdminPassword(t.db, dataDir);
    expect(password).toBe((await fs.readFile(adminPasswordFile(dataDir), "utf8")).trim());
    expect((await signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(DEMO_ACCOUNTS.admin, password ?? "")).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(401);

    // Already retired: nothing to do on the next start.
    expect(await retireDemoAdminPassword(t.db, dataDir)).toBeNull();
    await t.db.delete(users).where(eq(users.email, DEMO_ACCOUNTS.admin));
  });
});
