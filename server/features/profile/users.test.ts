import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { fieldRefusal } from "../../test/refusal-body";
import { insertUser } from "../../test/rows";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (payload: object, cookie?: string) =>
  t.app.inject({
    method: "PATCH",
    url: "/api/users/profile",
    payload,
    headers: cookie ? { cookie } : {},
  });
const me = (cookie: string) => t.app.inject({ url: "/api/users/profile", headers: { cookie } });

describe("GET /api/users/profile", () => {
  it("returns my own editable profile", async () => {
    const { cookie, user } = await signUp(t.app, { firstName: "Sita", lastName: "Sharma" });
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: "Sita",
      lastName: "Sharma",
      profileImageUrl: null,
      role: "customer",
      location: null,
      bio: null,
      phone: null,
      phoneVerified: false,
      skills: [],
      hourlyRate: null,
      dailyRate: null,
      isVerified: false,
      kycStatus: null,
      rating: 0,
      completedJobs: 0,
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it("refuses visitors with 401", async () => {
    expect((await t.app.inject({ url: "/api/users/profile" })).statusCode).toBe(401);
  });
});

describe("PATCH /api/users/profile", () => {
  it("updates the fields sent, stores skills as the professional's categories and answers the profile", async () => {
    const { cookie } = await signUp(t.app);
    const response = await patch(
      {
        firstName: "  Gita ",
        lastName: "Tamang",
        bio: "Bridal makeup and mehendi.",
        location: "Pulchowk, Lalitpur",
        role: "professional",
        skills: [" Beauty & Spa", "Massage", "massage "],
        hourlyRate: 1200,
        dailyRate: 8000.5,
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Gita",
      lastName: "Tamang",
      bio: "Bridal makeup and mehendi.",
      location: "Pulchowk, Lalitpur",
      role: "professional",
      skills: ["Beauty & Spa", "Massage"],
      hourlyRate: 1200,
      dailyRate: 8000.5,
    });
    // Now listed in the directory under the new skills and place, and the session sees the new role.
    const found = (await t.app.inject({ url: "/api/professionals?skills=massa&location=lalit" })).json();
    expect(found.professionals.map((pro: { firstName: string }) => pro.firstName)).toEqual(["Gita"]);
    const session = (await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).json();
    expect(session).toMatchObject({ firstName: "Gita", role: "professional" });
  });

  it("leaves fields not sent alone and clears bio, location and rates on empty or null", async () => {
    const { cookie } = await signUp(t.app, { firstName: "Ram" });
    await patch({ bio: "Hello", location: "Kathmandu", hourlyRate: 500 }, cookie);
    const cleared = (await patch({ bio: "  ", location: "", hourlyRate: null }, cookie)).json();
    expect(cleared).toMatchObject({ firstName: "Ram", bio: null, location: null, hourlyRate: null });
    expect((await patch({}, cookie)).json()).toMatchObject({ firstName: "Ram" });
  });

  it("saves a Nepali mobile number in E.164, refuses anything else with 400, and clears it", async () => {
    const { cookie, user } = await signUp(t.app);
    for (const typed of ["9841234567", "+977 984-1234567", "977-9841234567", "९८४१२३४५६७"]) {
      const saved = await patch({ phone: typed }, cookie);
      expect(saved.statusCode, typed).toBe(200);
      expect(saved.json().phone).toBe("+9779841234567");
    }
    for (const typed of ["12345", "01-5551234", "9541234567", "98412345678", "+1 984 123 4567"]) {
      const refused = await patch({ phone: typed }, cookie);
      expect(refused.statusCode, typed).toBe(400);
      expect(refused.json()).toEqual({
        code: "request.invalid",
        field: "phone",
        message: "phone: Enter a valid Nepali mobile number (10 digits starting with 98, 97 or 96)",
        params: { problem: "Enter a valid Nepali mobile number (10 digits starting with 98, 97 or 96)" },
      });
    }
    expect((await me(cookie)).json().phone).toBe("+9779841234567");
    expect((await patch({ phone: 9841234567 }, cookie)).json()).toEqual({
      code: "request.invalid",
      field: "phone",
      message: "phone: Phone number must be text",
      params: { problem: "Phone number must be text" },
    });
    expect((await patch({ firstName: "Sita" }, cookie)).json().phone).toBe("+9779841234567");
    expect((await patch({ phone: "" }, cookie)).json().phone).toBeNull();
    await patch({ phone: "9801234567" }, cookie);
    expect((await patch({ phone: null }, cookie)).json().phone).toBeNull();
    const [row] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, user.id));
    expect(row?.phone).toBeNull();
  });

  it("refuses visitors with 401", async () => {
    const response = await patch({ firstName: "X" });
    expect(response.statusCode).toBe(401);
  });

  it("answers bad values with 400 naming the field, and changes nothing", async () => {
    const { cookie } = await signUp(t.app, { firstName: "Hari" });
    const cases: [object, string][] = [
      [{ firstName: "" }, "firstName: First name is required"],
      [{ lastName: "x".repeat(81) }, "lastName: Last name must be at most 80 characters"],
      [{ bio: "x".repeat(1001) }, "bio: Bio must be at most 1000 characters"],
      [{ location: "x".repeat(121) }, "location: Location must be at most 120 characters"],
      [{ skills: Array.from({ length: 11 }, (_, i) => `S${i}`) }, "skills: Add at most 10 skills"],
      [{ skills: ["x".repeat(41)] }, "skills.0: Each skill must be at most 40 characters"],
      [{ skills: "Plumbing" }, "skills: Skills must be a list"],
      [{ hourlyRate: -1 }, "hourlyRate: Hourly rate cannot be negative"],
      [{ dailyRate: 1_000_001 }, "dailyRate: Daily rate must be at most 1,000,000"],
      [{ hourlyRate: "900" }, "hourlyRate: Hourly rate must be a number"],
      [{ role: "admin" }, "role: Account type must be customer or professional"],
    ];
    for (const [body, message] of cases) {
      const response = await patch(body, cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(fieldRefusal(message));
    }
    expect((await me(cookie)).json()).toMatchObject({ firstName: "Hari", role: "customer", skills: [] });
  });

  it("refuses fields nobody may set on themselves (mass assignment)", async () => {
    const { cookie } = await signUp(t.app);
    for (const body of [
      { isVerified: true },
      { rating: 5 },
      { email: "x@example.np" },
      { completedJobs: 9 },
    ]) {
      const response = await patch({ firstName: "Sneaky", ...body }, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "request.invalid",
        message: `body: ${Object.keys(body)[0]} cannot be changed here`,
        params: { problem: `${Object.keys(body)[0]} cannot be changed here` },
      });
    }
    expect((await me(cookie)).json()).toMatchObject({ isVerified: false, rating: 0, firstName: "Sita" });
  });

  it("never lets an admin change their own role here", async () => {
    const admin = await signUp(t.app);
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    const response = await patch({ role: "customer" }, admin.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "user.admin_role_locked",
      message: "An administrator's account type cannot be changed here",
    });
    expect((await patch({ firstName: "Boss" }, admin.cookie)).json()).toMatchObject({
      firstName: "Boss",
      role: "admin",
    });
  });
});

describe("renaming a verified professional", () => {
  async function verifiedPro() {
    const pro = await signUp(t.app, { role: "professional", firstName: "Ramesh", lastName: "Maharjan" });
    await t.db
      .update(users)
      .set({ isVerified: true, kycStatus: "approved", kycDocumentUrl: "/api/verifications/x/document" })
      .where(eq(users.id, pro.user.id));
    return pro;
  }
  const badge = async (pro: { cookie: string; user: { id: string } }) =>
    (await t.app.inject({ url: `/api/users/${pro.user.id}`, headers: { cookie: pro.cookie } })).json()
      .isVerified;

  it("drops the Verified badge and asks for a new ID when the name changes", async () => {
    const pro = await verifiedPro();
    const response = await patch({ firstName: "Krishna", lastName: "Shrestha" }, pro.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: "Krishna", isVerified: false, kycStatus: null });
    expect(await badge(pro)).toBe(false);
    const current = await t.app.inject({ url: "/api/auth/user", headers: { cookie: pro.cookie } });
    expect(current.json()).toMatchObject({ firstName: "Krishna", isVerified: false });

    const lastNameOnly = await verifiedPro();
    expect((await patch({ lastName: "Thapa" }, lastNameOnly.cookie)).json()).toMatchObject({
      isVerified: false,
    });
  });

  it("keeps it for other changes, the same name sent again, or new capitals and spacing", async () => {
    const pro = await verifiedPro();
    for (const change of [
      { bio: "Twenty years of pipes", location: "Patan" },
      { firstName: "Ramesh", lastName: "Maharjan" },
      { firstName: "  RAMESH ", lastName: "maharjan" },
    ]) {
      expect((await patch(change, pro.cookie)).json()).toMatchObject({
        isVerified: true,
        kycStatus: "approved",
      });
    }
    expect(await badge(pro)).toBe(true);
  });
});

describe("GET /api/users/:id", () => {
  it("returns public fields only, never email, password or session data", async () => {
    const viewer = await signUp(t.app);
    const { id } = await insertUser(t.db, {
      role: "customer",
      firstName: "Aarati",
      lastName: "Shrestha",
      location: "Baneshwor, Kathmandu",
      rating: "4.20",
      email: "aarati.private@example.np",
    });
    const response = await t.app.inject({ url: `/api/users/${id}`, headers: { cookie: viewer.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      firstName: "Aarati",
      lastName: "Shrestha",
      location: "Baneshwor, Kathmandu",
      rating: 4.2,
      profileImageUrl: null,
      role: "customer",
      isVerified: false,
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(response.body).not.toMatch(/email|password|private|sess/i);
  });

  it("answers 404 for unknown ids, 400 for bad ones and 401 for visitors", async () => {
    const { cookie } = await signUp(t.app);
    const unknown = await t.app.inject({
      url: "/api/users/00000000-0000-4000-8000-000000000000",
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "user.not_found", message: "User not found" });
    const bad = await t.app.inject({ url: "/api/users/123", headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: "request.invalid",
      field: "id",
      message: "id: Id must be a valid id",
      params: { problem: "Id must be a valid id" },
    });
    const { user } = await signUp(t.app);
    expect((await t.app.inject({ url: `/api/users/${user.id}` })).statusCode).toBe(401);
  });
});
