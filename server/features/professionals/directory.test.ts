import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { fieldRefusal } from "../../test/refusal-body";
import { insertUser } from "../../test/rows";

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const add = async (key: string, values: Parameters<typeof insertUser>[1]) => {
    ids[key] = (await insertUser(t.db, values)).id;
  };
  await add("nabin", {
    firstName: "Nabin",
    lastName: "Karki",
    skillCategories: ["Plumbing"],
    location: "Baneshwor, Kathmandu",
    rating: "4.90",
    completedJobs: 40,
    isVerified: true,
    hourlyRate: "800.00",
    dailyRate: "6000.00",
    responseTime: 15,
    bio: "Leaks and taps.",
  });
  await add("ramesh", {
    firstName: "Ramesh",
    lastName: "Maharjan",
    skillCategories: ["Plumbing", "Electrical"],
    location: "Jawalakhel, Lalitpur",
    rating: "4.90",
    completedJobs: 55,
    isVerified: false,
  });
  await add("gita", {
    firstName: "Gita",
    lastName: "Tamang",
    skillCategories: ["Beauty & Spa", "Massage"],
    location: "Pulchowk, Lalitpur",
    rating: "4.50",
    completedJobs: 10,
    isVerified: true,
  });
  await add("discount", {
    firstName: "Hari",
    lastName: "Percent",
    skillCategories: ["100% Cleaning_Pro"],
    location: "Bhaktapur",
    rating: "3.00",
  });
  await add("suspended", {
    skillCategories: ["Plumbing"],
    location: "Lalitpur",
    rating: "5.00",
    suspendedAt: new Date(),
  });
  await add("customer", { role: "customer", skillCategories: ["Plumbing"], location: "Lalitpur" });
  await add("admin", { role: "admin", skillCategories: ["Plumbing"], location: "Lalitpur" });
});
afterAll(() => t.close());

async function list(query = "") {
  const response = await t.app.inject({ url: `/api/professionals${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { professionals: { id: string }[]; total: number };
}
const names = (page: { professionals: { id: string }[] }) =>
  page.professionals.map((pro) => Object.entries(ids).find(([, id]) => id === pro.id)?.[0]);

describe("GET /api/professionals", () => {
  // Nobody here has reviews yet: every score is the prior, and jobs done decide (ranking.test.ts ranks by reviews).
  it("lists professionals only, best rated first, then most jobs done", async () => {
    const page = await list();
    expect(names(page)).toEqual(["ramesh", "nabin", "gita", "discount"]);
    expect(page.total).toBe(4);
  });

  it("returns the public card fields and nothing private", async () => {
    const { professionals } = await list("?skills=plumb&location=baneshwor");
    expect(professionals).toEqual([
      {
        id: ids.nabin,
        firstName: "Nabin",
        lastName: "Karki",
        profileImageUrl: null,
        location: "Baneshwor, Kathmandu",
        skillCategories: ["Plumbing"],
        hourlyRate: 800,
        rating: 4.9,
        completedJobs: 40,
        reviewCount: 0,
        isVerified: true,
        isOnline: false,
        distanceBand: null,
      },
    ]);
  });

  it("finds skills and places from parts of words, in any case", async () => {
    expect(names(await list("?skills=plumb"))).toEqual(["ramesh", "nabin"]);
    expect(names(await list("?skills=ELECTR"))).toEqual(["ramesh"]);
    expect(names(await list("?location=lalit"))).toEqual(["ramesh", "gita"]);
    expect(names(await list("?skills=plumb&location=lalit"))).toEqual(["ramesh"]);
  });

  it("finds a place named in Nepali or in another spelling, as stored in English", async () => {
    expect(names(await list(`?location=${encodeURIComponent("ललितपुर")}`))).toEqual(["ramesh", "gita"]);
    expect(names(await list(`?location=${encodeURIComponent("जावलाखेल")}`))).toEqual(["ramesh"]);
    expect(names(await list("?location=Patan"))).toEqual(["ramesh", "gita"]);
    expect(names(await list("?location=Baneshwar"))).toEqual(["nabin"]);
  });

  it("takes % and _ in the search literally", async () => {
    expect(names(await list("?skills=100%25"))).toEqual(["discount"]);
    expect(names(await list("?skills=g_p"))).toEqual(["discount"]);
    expect(names(await list("?skills=%25"))).toEqual(["discount"]);
    expect(names(await list("?skills=_"))).toEqual(["discount"]);
  });

  it("filters by verification", async () => {
    expect(names(await list("?isVerified=true"))).toEqual(["nabin", "gita"]);
    expect(names(await list("?isVerified=false"))).toEqual(["ramesh", "discount"]);
  });

  it("filters by an exact browse category, whatever its case", async () => {
    expect(names(await list(`?skillCategory=${encodeURIComponent("Beauty & Spa")}`))).toEqual(["gita"]);
    expect(names(await list("?skillCategory=plumbing"))).toEqual(["ramesh", "nabin"]);
    // A part of a category is not the category.
    expect(names(await list("?skillCategory=Plumb"))).toEqual([]);
  });

  it("pages with limit and offset and always counts the whole result", async () => {
    const first = await list("?limit=2");
    const second = await list("?limit=2&offset=2");
    const past = await list("?limit=2&offset=10");
    expect(names(first)).toEqual(["ramesh", "nabin"]);
    expect(names(second)).toEqual(["gita", "discount"]);
    expect(past).toEqual({ professionals: [], total: 4, totalCapped: false });
    expect(first.total).toBe(4);
  });

  it("ignores empty filters", async () => {
    expect((await list("?skills=&location=&skillCategory=")).total).toBe(4);
  });

  it("answers bad parameters with 400 naming the parameter", async () => {
    const cases: [string, string][] = [
      ["?isVerified=yes", "isVerified: isVerified must be true or false"],
      ["?limit=0", "limit: Limit must be at least 1"],
      ["?limit=51", "limit: Limit must be at most 50"],
      ["?offset=-1", "offset: Offset must be at least 0"],
      [`?skills=${"a".repeat(101)}`, "skills: Skills must be at most 100 characters"],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({ url: `/api/professionals${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual(fieldRefusal(message));
    }
  });

  it("is open to visitors and signed-in users alike", async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({ url: "/api/professionals", headers: { cookie } });
    expect(response.json().total).toBe(4);
  });
});
