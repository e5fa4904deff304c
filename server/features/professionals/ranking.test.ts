import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATING_PRIOR_MEAN, rankScore } from "../../../domain/professionals/ranking";
import { createTestApp, signUp, type TestApp } from "../../test/app";
import { fieldRefusal } from "../../test/refusal-body";
import { insertUser } from "../../test/rows";

// The directory's orders and the hourly-rate filter (issue 17): a confidence-weighted rating instead
// of the raw average, by rate both ways, and nearest first without giving homes away.

const HOUR = 60 * 60 * 1000;
let t: TestApp;
const ids: Record<string, string> = {};
/** A skill only this file's professionals have, so each list holds them alone. */
const TAG = "Ranktest";

beforeAll(async () => {
  t = await createTestApp({ searchPoints: { max: 2, windowMs: HOUR } });
  const add = async (key: string, values: Parameters<typeof insertUser>[1]) => {
    ids[key] = (await insertUser(t.db, { skillCategories: [TAG], firstName: key, ...values })).id;
  };
  // One job, one happy customer: a perfect 5.0 that says little yet.
  await add("oneFive", { rating: "5.00", reviewCount: 1, completedJobs: 1, hourlyRate: "1500.00" });
  // Six customers, 4.6 on average: a record.
  await add("sixFourSix", { rating: "4.60", reviewCount: 6, completedJobs: 6, hourlyRate: "900.00" });
  // Thirty customers, 4.8: better still.
  await add("thirtyFourEight", { rating: "4.80", reviewCount: 30, completedJobs: 41, hourlyRate: "2500.00" });
  // Not rated yet: ranks at the prior.
  await add("newcomer", { rating: "0.00", reviewCount: 0, completedJobs: 0 });
  // Many customers, but a poor average: below an unknown newcomer.
  await add("tenThreeFive", { rating: "3.50", reviewCount: 10, completedJobs: 12, hourlyRate: "500.00" });
});
afterAll(() => t.close());

type Card = { id: string; distanceBand: number | null; reviewCount: number };
async function list(query: string, cookie?: string) {
  const response = await t.app.inject({
    url: `/api/professionals?skills=${TAG}&${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { professionals: Card[]; total: number };
}
const names = (page: { professionals: Card[] }) =>
  page.professionals.map((pro) => Object.entries(ids).find(([, id]) => id === pro.id)?.[0]);

describe("best rated", () => {
  it("puts 4.6 from six customers above 5.0 from one, and a poor record below a newcomer", async () => {
    const order = ["thirtyFourEight", "sixFourSix", "oneFive", "newcomer", "tenThreeFive"];
    expect(names(await list(""))).toEqual(order);
    expect(names(await list("sort=rating"))).toEqual(order);
    const page = await list("");
    expect(page.professionals.find((pro) => pro.id === ids.sixFourSix)?.reviewCount).toBe(6);
  });

  it("scores in the database exactly as domain/professionals/ranking.ts does", async () => {
    const cases = [
      [0, 0],
      [5, 1],
      [4.6, 6],
      [1, 1],
      [4.99, 9999],
      [3.33, 7],
    ] as const;
    for (const [rating, reviewCount] of cases) {
      const { id } = await insertUser(t.db, { rating: rating.toFixed(2), reviewCount });
      const result = await t.db.execute<{ score: string }>(
        sql`select rank_score as score from users where id = ${id}`,
      );
      expect(Number(result.rows[0]?.score), `${rating} × ${reviewCount}`).toBe(
        rankScore(rating, reviewCount),
      );
    }
    expect(rankScore(5, 1)).toBe(4.25);
    expect(rankScore(4.6, 6)).toBe(4.4);
    expect(rankScore(0, 0)).toBe(RATING_PRIOR_MEAN);
  });

  it("follows reviews as they come in: the rank is recomputed with the rating", async () => {
    const customer = await signUp(t.app);
    const { id } = await insertUser(t.db, { skillCategories: ["Rankreview"], rating: "0.00" });
    const job = await t.db.execute<{ id: string }>(sql`
      insert into jobs (customer_id, title, description, skill_category, payment_type, location, status, hired_professional_id, final_price, completed_at)
      values (${customer.user.id}, 'Fix a tap', 'It drips.', 'Plumbing', 'fixed', 'Lalitpur', 'completed', ${id}, 1000, now())
      returning id`);
    const review = await t.app.inject({
      method: "POST",
      url: `/api/jobs/${job.rows[0]?.id}/review`,
      headers: { cookie: customer.cookie },
      payload: { rating: 5, comment: "Quick and tidy." },
    });
    expect(review.statusCode, review.body).toBe(201);
    const row = await t.db.execute<{ review_count: number; rank_score: string }>(
      sql`select review_count, rank_score from users where id = ${id}`,
    );
    expect(row.rows[0]).toEqual({ review_count: 1, rank_score: "4.250" });
  });
});

describe("by hourly rate", () => {
  it("orders low to high and high to low, professionals without a rate last either way", async () => {
    expect(names(await list("sort=price-asc"))).toEqual([
      "tenThreeFive",
      "sixFourSix",
      "oneFive",
      "thirtyFourEight",
      "newcomer",
    ]);
    expect(names(await list("sort=price-desc"))).toEqual([
      "thirtyFourEight",
      "oneFive",
      "sixFourSix",
      "tenThreeFive",
      "newcomer",
    ]);
  });

  it("filters by a range of hourly rates, leaving out those without one", async () => {
    expect(names(await list("minRate=900&maxRate=1500&sort=price-asc"))).toEqual(["sixFourSix", "oneFive"]);
    expect(names(await list("maxRate=900"))).toEqual(["sixFourSix", "tenThreeFive"]);
    const from = await list("minRate=1000");
    expect(names(from)).toEqual(["thirtyFourEight", "oneFive"]);
    expect(from.total).toBe(2);
  });

  it("refuses a range that is not one", async () => {
    const cases: [string, string][] = [
      ["minRate=-5", "minRate: Lowest hourly rate cannot be negative"],
      ["maxRate=lots", "maxRate: Highest hourly rate must be a number"],
      ["minRate=12.5", "minRate: Lowest hourly rate must be a whole number of rupees"],
      ["maxRate=2000000", "maxRate: Highest hourly rate must be at most 1,000,000"],
      ["minRate=2000&maxRate=1000", "maxRate: The highest hourly rate cannot be below the lowest"],
      ["sort=cheapest", "sort: Sort must be rating, price-asc, price-desc or distance"],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({ url: `/api/professionals?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual(fieldRefusal(message));
    }
  });
});

describe("nearest first", () => {
  // Two homes in one 0.01° cell (snapped to 27.68, 85.32), the first ~60 m from the search point,
  // the second ~700 m away; a third home two cells east, ~2.4 km away.
  const HERE = { lat: 27.6791, lng: 85.3196 };
  const cell = async (key: string, latitude: string, longitude: string) => {
    ids[key] = (
      await insertUser(t.db, {
        skillCategories: ["Neartest"],
        firstName: key,
        homeLatitude: latitude,
        homeLongitude: longitude,
      })
    ).id;
  };
  const near = async (query: string, cookie?: string) =>
    t.app.inject({
      url: `/api/professionals?skills=Neartest&sort=distance&${query}`,
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    await cell("closeInCell", "27.6796000", "85.3198000");
    await cell("farInCell", "27.6849000", "85.3249000");
    await cell("twoCellsEast", "27.6800000", "85.3439000");
    await insertUser(t.db, { skillCategories: ["Neartest"], firstName: "noHome" });
  });

  it("lists those with a home nearest first by their snapped home, with a whole-km band, never finer", async () => {
    const { cookie } = await signUp(t.app);
    const response = await near(`lat=${HERE.lat}&lng=${HERE.lng}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { professionals: Card[]; total: number };
    const inCell = [ids.closeInCell, ids.farInCell].sort();
    // Within one cell the order is the id's: how close each exact home is must not show.
    expect(page.professionals.map((pro) => pro.id)).toEqual([...inCell, ids.twoCellsEast]);
    expect(page.total).toBe(3);
    const bands = Object.fromEntries(page.professionals.map((pro) => [pro.id, pro.distanceBand]));
    expect(bands[ids.closeInCell ?? ""]).toBe(bands[ids.farInCell ?? ""]);
    expect(bands[ids.closeInCell ?? ""]).toBe(0);
    expect(bands[ids.twoCellsEast ?? ""]).toBe(2);
    expect(JSON.stringify(page)).not.toMatch(/homeLatitude|85\.3198/);
  });

  it("measures from a signed-in professional's own home when no place is given", async () => {
    const pro = await signUp(t.app, { role: "professional" });
    await t.db.execute(
      sql`update users set home_latitude = 27.68, home_longitude = 85.344 where id = ${pro.user.id}`,
    );
    const response = await near("", pro.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().professionals[0].id).toBe(ids.twoCellsEast);
  });

  it("is for the signed-in, needs a place, and counts new places against the nearby list's hourly limit", async () => {
    const anonymous = await near(`lat=${HERE.lat}&lng=${HERE.lng}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("auth.unauthenticated");

    const { cookie } = await signUp(t.app);
    const nowhere = await near("", cookie);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({ code: "professional.place_needed", field: "lat" });
    expect((await near("lat=27.7", cookie)).json()).toMatchObject({
      code: "request.invalid",
      message: "lng: Give both lat and lng, or neither",
    });

    // Two places an hour in this app: a third new one waits, places already used still answer.
    expect((await near("lat=27.60&lng=85.30", cookie)).statusCode).toBe(200);
    expect((await near("lat=27.70&lng=85.30", cookie)).statusCode).toBe(200);
    const third = await near("lat=27.80&lng=85.30", cookie);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe("instant.too_many_places");
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect((await near("lat=27.6001&lng=85.3001", cookie)).statusCode).toBe(200);
  });
});
