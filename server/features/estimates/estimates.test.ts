import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { insertJob } from "../hiring/queries";

let t: TestApp;
let customerId: string;
let professionalId: string;

beforeAll(async () => {
  t = await createTestApp();
  customerId = (await signUp(t.app, { firstName: "Aarati" })).user.id;
  professionalId = (await signUp(t.app, { firstName: "Nabin", role: "professional" })).user.id;
});
afterAll(() => t.close());

type Done = { status?: "completed" | "in-progress"; customer?: string };

/** A job posted the way the app posts one (its district worked out from the location), then finished at `price`. */
async function job(
  category: string,
  location: string,
  price: number | null,
  { status = "completed", customer }: Done = {},
) {
  return insertJob(t.db, {
    customerId: customer ?? customerId,
    title: `${category} work`,
    description: "Work done for the estimate tests.",
    skillCategory: category,
    paymentType: "contact",
    location,
    status,
    hiredProfessionalId: professionalId,
    finalPrice: price === null ? null : price.toFixed(2),
  });
}

const estimate = (query: string) => t.app.inject({ url: `/api/estimates?${query}` });

describe("GET /api/estimates", () => {
  beforeAll(async () => {
    // Lalitpur plumbing: six finished jobs, picked from the list or typed in either language.
    await job("Plumbing", "Jawalakhel, Lalitpur", 1000);
    await job("Plumbing", "Pulchowk, Lalitpur", 1500);
    await job("Plumbing", "ललितपुर", 2000);
    await job("Plumbing", "Patan", 3000);
    await job("Plumbing", "Kupondole, Lalitpur", 4000);
    await job("Plumbing", "near Lagankhel", 5200);
    // Not in the sample: unfinished, finished without a price, another category.
    await job("Plumbing", "Pulchowk, Lalitpur", 90_000, { status: "in-progress" });
    await job("Plumbing", "Pulchowk, Lalitpur", null);
    await job("Electrical", "Pulchowk, Lalitpur", 90_000);
    // Elsewhere in Bagmati: two in Bhaktapur. Elsewhere in Nepal: one in Pokhara, one unknown place.
    await job("Plumbing", "Suryabinayak, Bhaktapur", 2400);
    await job("Plumbing", "Thimi", 2600);
    await job("Plumbing", "Lakeside, Pokhara", 7000);
    await job("Plumbing", "Behind the old temple", 800);
  });

  it("answers the district's 25th percentile, median and 75th percentile, rounded, and how many jobs", async () => {
    // By hand over 1000, 1500, 2000, 3000, 4000, 5200 (linear interpolation at (n - 1) x p):
    // 25th: 1500 + 0.25 x 500 = 1625 → ₨ 1,650; median: 2000 + 0.5 x 1000 = 2500;
    // 75th: 3000 + 0.75 x 1000 = 3750 → ₨ 3,800 (to ₨ 100 from ₨ 2,000 up).
    const expected = {
      low: 1650,
      median: 2500,
      high: 3800,
      sampleSize: 6,
      area: { level: "district", name: "Lalitpur", nameNe: "ललितपुर" },
    };
    for (const location of ["Lalitpur", "ललितपुर", "Jawalakhel, Lalitpur", "patan", "Satdobato"]) {
      const response = await estimate(`skillCategory=Plumbing&location=${encodeURIComponent(location)}`);
      expect(response.statusCode, location).toBe(200);
      expect(response.json(), location).toEqual(expected);
    }
  });

  it("falls back to the province, then to the whole country, when the district has too few jobs", async () => {
    // Bhaktapur has 2: Bagmati has those and Lalitpur's 6.
    const bhaktapur = await estimate("skillCategory=Plumbing&location=Bhaktapur");
    expect(bhaktapur.json()).toMatchObject({
      sampleSize: 8,
      area: { level: "province", name: "Bagmati", nameNe: "बागमती" },
    });
    // Pokhara has 1 and Gandaki no more: the country's 10, the unknown place's job included.
    const pokhara = await estimate("skillCategory=Plumbing&location=Pokhara");
    expect(pokhara.json()).toMatchObject({
      sampleSize: 10,
      area: { level: "country", name: "Nepal", nameNe: "नेपाल" },
    });
    // By hand over 800, 1000, 1500, 2000, 2400, 2600, 3000, 4000, 5200, 7000: positions 2.25, 4.5, 6.75:
    // 1625 → ₨ 1,650, 2500, 3750 → ₨ 3,800.
    expect(pokhara.json()).toMatchObject({ low: 1650, median: 2500, high: 3800 });
    // A province by name, and no place or one nobody knows: the country.
    expect((await estimate("skillCategory=Plumbing&location=Bagmati")).json().area.level).toBe("province");
    expect((await estimate("skillCategory=Plumbing&location=गण्डकी")).json().area.level).toBe("country");
    expect((await estimate("skillCategory=Plumbing")).json().area.level).toBe("country");
    expect((await estimate("skillCategory=Plumbing&location=Atlantis")).json().area.level).toBe("country");
  });

  it("answers 204 when even the whole country has fewer than 5 jobs", async () => {
    for (const price of [1000, 2000, 3000, 4000]) await job("Carpentry", "Jawalakhel, Lalitpur", price);
    for (const location of ["Lalitpur", "Bagmati", ""]) {
      const response = await estimate(`skillCategory=Carpentry&location=${location}`);
      expect(response.statusCode, location).toBe(204);
      expect(response.body).toBe("");
    }
    await job("Carpentry", "Lakeside, Pokhara", 5000);
    const fifth = await estimate("skillCategory=Carpentry&location=Lalitpur");
    expect(fifth.json()).toMatchObject({ sampleSize: 5, area: { level: "country" } });
  });

  it("leaves out the jobs of suspended people", async () => {
    const { user } = await signUp(t.app, { firstName: "Fake" });
    for (const price of [100, 100, 100, 100, 100])
      await job("Moving", "Thamel", price, { customer: user.id });
    expect((await estimate("skillCategory=Moving")).json()).toMatchObject({ sampleSize: 5, median: 100 });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect((await estimate("skillCategory=Moving")).statusCode).toBe(204);
  });

  it("is public and may be cached by anyone, as it is the same for everyone", async () => {
    const response = await estimate("skillCategory=Plumbing&location=Lalitpur");
    expect(response.headers["cache-control"]).toBe("public, max-age=600");
    const { cookie } = await signUp(t.app);
    const signedIn = await t.app.inject({
      url: "/api/estimates?skillCategory=Plumbing&location=Lalitpur",
      headers: { cookie },
    });
    expect(signedIn.json()).toEqual(response.json());
    expect(signedIn.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a missing or unknown category and an overlong location with 400 request.invalid", async () => {
    for (const query of [
      "location=Lalitpur",
      "skillCategory=Rocket%20Science",
      "skillCategory=plumbing",
      `skillCategory=Plumbing&location=${"x".repeat(101)}`,
    ]) {
      const response = await estimate(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe("request.invalid");
    }
  });
});

describe("GET /api/estimates/categories", () => {
  it("lists the country-wide estimate of each category with at least 5 jobs", async () => {
    const response = await t.app.inject({ url: "/api/estimates/categories" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=600");
    const byCategory = new Map(
      (response.json() as { skillCategory: string }[]).map((row) => [row.skillCategory, row]),
    );
    expect(byCategory.get("Plumbing")).toEqual({
      skillCategory: "Plumbing",
      low: 1650,
      median: 2500,
      high: 3800,
      sampleSize: 10,
    });
    expect(byCategory.get("Carpentry")).toEqual({
      skillCategory: "Carpentry",
      low: 2000,
      median: 3000,
      high: 4000,
      sampleSize: 5,
    });
    // One Electrical job, and the suspended customer's Moving jobs: no estimate.
    expect(byCategory.has("Electrical")).toBe(false);
    expect(byCategory.has("Moving")).toBe(false);
  });
});
