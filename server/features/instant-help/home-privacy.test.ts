import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceKm, type GeoPoint } from "../../../domain/places";
import { jobStatusEvents, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { signUp } from "../../test/people";
import { get, send } from "../../test/requests";
import { availableNow, requestInstantHelp } from "./test-helpers";

// Security review, finding 7: 64 requests to GET /api/professionals/nearby used to recover a
// professional's home to 7 decimals (exact distances to 0.1 km, a hard 25 km edge on the exact home).

const HOUR = 60 * 60 * 1000;
let clock = new Date("2026-03-01T06:00:00.000Z");
const now = () => clock;

let t: TestApp;
beforeAll(async () => {
  // The search-point limit raised out of the way: the rounding alone must defeat the attacker.
  t = await createTestApp({ now, searchPoints: { max: 1_000_000, windowMs: HOUR } });
});
afterAll(() => t.close());

// Two homes in the same 0.01° cell (snapped to 27.70, 85.33), at opposite corners ~1.4 km apart.
const HOME = { latitude: 27.7046123, longitude: 85.3347456 };
const NEIGHBOUR = { latitude: 27.6954321, longitude: 85.3253789 };

async function signedInPro(home: GeoPoint, skills: string[], firstName: string) {
  const person = await signUp(t.app, { role: "professional", firstName, lastName: "Shrestha" });
  await availableNow(t.db, [person.user.id], { home, skills, serviceRadius: 5 });
  return person;
}

type Listed = { id: string; distanceBand?: number; distanceKm?: number };

/**
 * The attacker: a customer without a home point who asks GET /api/professionals/nearby from any
 * point they like, and reads the finest figure the answer gives.
 */
function attacker(cookie: string, targetId: string, twinId: string) {
  let requests = 0;
  const twinsDiffered: string[] = [];
  const look = async (p: GeoPoint) => {
    requests += 1;
    const response = await get(
      t.app,
      `/api/professionals/nearby?instant=true&lat=${p.latitude.toFixed(7)}&lng=${p.longitude.toFixed(7)}`,
      cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as Listed[];
    const target = list.find((pro) => pro.id === targetId);
    const twin = list.find((pro) => pro.id === twinId);
    // Everything others may learn depends on the cell alone: two homes in one cell look the same.
    if (JSON.stringify(target?.distanceBand ?? null) !== JSON.stringify(twin?.distanceBand ?? null))
      twinsDiffered.push(`${p.latitude},${p.longitude}`);
    return target;
  };
  const figure = (pro: Listed) => pro.distanceKm ?? pro.distanceBand ?? Number.NaN;

  /** Between a point where `inside` holds and one where it does not: the edge, to ~1 cm. */
  async function bisect(inside: (p: GeoPoint) => Promise<boolean>, from: GeoPoint, to: GeoPoint) {
    let [a, b] = [from, to];
    for (let step = 0; step < 24; step += 1) {
      const mid = { latitude: (a.latitude + b.latitude) / 2, longitude: (a.longitude + b.longitude) / 2 };
      if (await inside(mid)) a = mid;
      else b = mid;
    }
    return a;
  }

  /**
   * The centre of the circle where `inside` flips: along a parallel the two edges are symmetric
   * about the centre's longitude; along that meridian, about its latitude.
   */
  async function centreOf(inside: (p: GeoPoint) => Promise<boolean>, start: GeoPoint, reach: number) {
    const east = await bisect(inside, start, { ...start, longitude: start.longitude + reach });
    const west = await bisect(inside, start, { ...start, longitude: start.longitude - reach });
    const longitude = (east.longitude + west.longitude) / 2;
    const onMeridian = { latitude: start.latitude, longitude };
    const north = await bisect(inside, onMeridian, { ...onMeridian, latitude: start.latitude + reach });
    const south = await bisect(inside, onMeridian, { ...onMeridian, latitude: start.latitude - reach });
    return { latitude: (north.latitude + south.latitude) / 2, longitude };
  }

  return {
    get requests() {
      return requests;
    },
    twinsDiffered,
    /** Bisects the 25 km edge of the list from a point a few km off. */
    radiusEdge: (start: GeoPoint) => centreOf(async (p) => (await look(p)) !== undefined, start, 0.5),
    /** Bisects the edge of "under 1 km" (or of 0.9 km shown) around a point near the home. */
    nearEdge: (start: GeoPoint) =>
      centreOf(
        async (p) => {
          const target = await look(p);
          return target !== undefined && figure(target) < 1;
        },
        start,
        0.03,
      ),
    /** Reads the figure given from a ring of points, to trilaterate from. */
    ring: async (centre: GeoPoint, km: number, count: number) => {
      const seen: { point: GeoPoint; km: number }[] = [];
      for (let i = 0; i < count; i += 1) {
        const angle = (2 * Math.PI * i) / count;
        const point = {
          latitude: centre.latitude + (km / 111.2) * Math.sin(angle),
          longitude:
            centre.longitude + (km / (111.2 * Math.cos((centre.latitude * Math.PI) / 180))) * Math.cos(angle),
        };
        const target = await look(point);
        if (target) seen.push({ point, km: figure(target) });
      }
      return seen;
    },
  };
}

describe("a professional's home, against an attacker with many search points", () => {
  it("cannot be found closer than 500 m by bisecting the edges or trilaterating the distances", async () => {
    const pro = await signedInPro(HOME, ["Plumbing"], "Sabin");
    const twin = await signedInPro(NEIGHBOUR, ["Plumbing"], "Rojina");
    const customer = await signUp(t.app, { firstName: "Attacker" });
    const attack = attacker(customer.cookie, pro.user.id, twin.user.id);

    const fromRadius = await attack.radiusEdge({ latitude: 27.72, longitude: 85.31 });
    const fromBand = await attack.nearEdge(fromRadius);
    // Trilateration: the figures seen from 24 points around the best guess, fitted by least squares
    // on a grid of candidates 20 m apart.
    const ring = await attack.ring(fromBand, 1.5, 24);
    let best = { point: fromBand, error: Number.POSITIVE_INFINITY };
    for (let dy = -40; dy <= 40; dy += 1)
      for (let dx = -40; dx <= 40; dx += 1) {
        const candidate = {
          latitude: fromBand.latitude + (dy * 0.02) / 111.2,
          longitude: fromBand.longitude + (dx * 0.02) / 98.5,
        };
        // A band n means n to n+1 km: measured against its middle.
        const error = ring.reduce((sum, seen) => {
          const middle = Number.isInteger(seen.km) ? seen.km + 0.5 : seen.km;
          return sum + (distanceKm(candidate, seen.point) - middle) ** 2;
        }, 0);
        if (error < best.error) best = { point: candidate, error };
      }

    expect(attack.requests).toBeGreaterThan(200);
    for (const guess of [fromRadius, fromBand, best.point])
      expect(distanceKm(guess, HOME) * 1000).toBeGreaterThan(500);
    // What they find is the cell's snapped point, no more (~690 m from the home).
    expect(distanceKm(fromRadius, { latitude: 27.7, longitude: 85.33 }) * 1000).toBeLessThan(5);
    expect(attack.twinsDiffered).toEqual([]);
  }, 60_000);

  it("answers with a whole-km band, never kilometres to a decimal or a point", async () => {
    const pro = await signedInPro(HOME, ["Electrical"], "Mina");
    const customer = await signUp(t.app);
    const response = await get(
      t.app,
      "/api/professionals/nearby?instant=true&lat=27.7046&lng=85.3347&skillCategory=Electrical",
      customer.cookie,
    );
    const listed = (response.json() as Listed[]).find((p) => p.id === pro.user.id);
    // 690 m from the snapped point, so "under 1 km" though standing at the door.
    expect(listed).toMatchObject({ distanceBand: 0 });
    expect(Object.keys(listed ?? {})).not.toContain("distanceKm");
    expect(response.body).not.toContain("27.7046");
    expect(response.body).not.toContain("85.3347");
  });
});

describe("instant help matching and the hired professional", () => {
  it("decides the service-radius edge on the snapped home, shows the customer a band and the owner their exact distance", async () => {
    // 1 km radius. The customer is 0.9 km east of the exact home but 1.3 km from its snapped point.
    const pro = await signedInPro(HOME, ["Mason"], "Dipak");
    await t.db.update(users).set({ serviceRadius: 1 }).where(eq(users.id, pro.user.id));
    const customer = await signUp(t.app, { firstName: "Gita" });
    const at = { latitude: HOME.latitude, longitude: HOME.longitude + 0.9 / 98.6 };
    expect(distanceKm(at, HOME)).toBeCloseTo(0.9, 1);
    expect(distanceKm(at, { latitude: 27.7, longitude: 85.33 })).toBeGreaterThan(1);

    const jobId = await requestInstantHelp(t.app, customer.cookie, {
      title: "Wall cracked after the rain",
      skillCategory: "Mason",
      location: "Naxal, Kathmandu",
      ...at,
    });
    const [dispatched] = await t.db
      .select({ notes: jobStatusEvents.notes })
      .from(jobStatusEvents)
      .where(and(eq(jobStatusEvents.jobId, jobId), eq(jobStatusEvents.newStatus, "dispatched")));
    // Not inside their own 1 km (measured from the snapped home): reached only by widening to 10 km.
    expect(dispatched?.notes).toBe("Offered to 1 professional within 10 km (widened)");

    // The owner: the request's distance from their exact home, as before (0.9 km).
    const offers = await get(t.app, "/api/instant-help/requests", pro.cookie);
    expect(offers.json()).toEqual([expect.objectContaining({ jobId, distanceKm: 0.9 })]);
    // Their own point, exactly as they set it.
    const profile = await get(t.app, "/api/professionals/profile", pro.cookie);
    expect(profile.json()).toMatchObject({ homeLatitude: "27.7046123", homeLongitude: "85.3347456" });

    // The customer who hired them: a band from the snapped home (1.3 km: 1–2 km).
    expect((await send(t.app, "POST", `/api/jobs/${jobId}/instant/accept`, pro.cookie)).statusCode).toBe(200);
    const state = await get(t.app, `/api/jobs/${jobId}/instant`, customer.cookie);
    expect(state.json().professional).toMatchObject({ id: pro.user.id, distanceBand: 1 });
    expect(state.json().professional).not.toHaveProperty("distanceKm");
  });
});

describe("the search-point limit (production default)", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ now });
  });
  afterAll(() => limited.close());

  const nearby = (cookie: string, p: GeoPoint) =>
    get(limited.app, `/api/professionals/nearby?instant=true&lat=${p.latitude}&lng=${p.longitude}`, cookie);

  it("takes 20 places (~1 km cells) an hour, then 429 with Retry-After; places already used keep working", async () => {
    const customer = await signUp(limited.app);
    const other = await signUp(limited.app);
    const cell = (i: number) => ({ latitude: 27.6 + i * 0.02, longitude: 85.3 });
    for (let i = 0; i < 20; i += 1) expect((await nearby(customer.cookie, cell(i))).statusCode).toBe(200);
    // Moving inside a cell already used (a GPS fix 300 m on) is not a new place.
    expect((await nearby(customer.cookie, { latitude: 27.6022, longitude: 85.3021 })).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 10 * 60 * 1000);
    const refused = await nearby(customer.cookie, cell(20));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(50 * 60));
    expect(refused.json()).toMatchObject({
      code: "instant.too_many_places",
      message: expect.stringMatching(/searched from 20 different places in the last hour.*in 50 minutes/),
      params: { max: 20, wait: "50 minutes" },
    });
    expect((await nearby(customer.cookie, cell(3))).statusCode).toBe(200);
    // Counted per account.
    expect((await nearby(other.cookie, cell(20))).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 50 * 60 * 1000);
    expect((await nearby(customer.cookie, cell(20))).statusCode).toBe(200);
  });
});
