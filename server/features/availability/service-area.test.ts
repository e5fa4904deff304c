import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_NOW_NEEDS_ONLINE, HOME_NEEDS_BOTH } from "../../../domain/availability/service-area";
import { users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { professional, signUp } from "../../test/people";
import { fieldRefusal } from "../../test/refusal-body";
import { get, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = "/api/professionals/profile";
const patch = (cookie: string | undefined, body: Record<string, unknown>) =>
  send(t.app, "PATCH", URL, cookie, body);

async function stored(id: string) {
  const [row] = await t.db
    .select({
      isOnline: users.isOnline,
      isFreeNow: users.isFreeNow,
      serviceRadius: users.serviceRadius,
      homeLatitude: users.homeLatitude,
      homeLongitude: users.homeLongitude,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe("GET /api/professionals/profile", () => {
  it("returns a new professional's defaults, and is not mistaken for /api/professionals/:id", async () => {
    const pro = await professional(t.app);
    const response = await get(t.app, URL, pro.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isOnline: false,
      isFreeNow: false,
      serviceRadius: 5,
      homeLatitude: null,
      homeLongitude: null,
      location: null,
      responseTime: null,
      acceptanceRate: null,
      completedJobs: 0,
      rating: 0,
    });
    const detail = await get(t.app, `/api/professionals/${pro.user.id}`, pro.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().id).toBe(pro.user.id);
  });

  it("is for professionals only: 401 logged out, 403 for a customer, on GET and PATCH", async () => {
    const customer = await signUp(t.app);
    expect((await get(t.app, URL)).statusCode).toBe(401);
    expect((await patch(undefined, { serviceRadius: 3 })).statusCode).toBe(401);
    const read = await get(t.app, URL, customer.cookie);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ code: "auth.forbidden", message: "You do not have permission to do this" });
    expect((await patch(customer.cookie, { serviceRadius: 3 })).statusCode).toBe(403);
    expect((await patch(customer.cookie, { serviceRadius: 99 })).statusCode).toBe(403);
  });
});

describe("PATCH /api/professionals/profile", () => {
  it("saves the radius, home location and place, and returns the saved profile", async () => {
    const pro = await professional(t.app);
    const response = await patch(pro.cookie, {
      serviceRadius: 12,
      homeLatitude: 27.6727,
      homeLongitude: "85.3142",
      location: "  Jawalakhel, Lalitpur ",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      serviceRadius: 12,
      homeLatitude: "27.6727000",
      homeLongitude: "85.3142000",
      location: "Jawalakhel, Lalitpur",
    });
    expect((await get(t.app, URL, pro.cookie)).json()).toMatchObject({ serviceRadius: 12 });

    for (const radius of [1, 25]) {
      expect((await patch(pro.cookie, { serviceRadius: radius })).json().serviceRadius).toBe(radius);
    }
    const cleared = await patch(pro.cookie, { homeLatitude: null, homeLongitude: null });
    expect(cleared.json()).toMatchObject({ homeLatitude: null, homeLongitude: null });
  });

  it("refuses a radius outside 1-25 km or not whole, and coordinates out of range, changing nothing", async () => {
    const pro = await professional(t.app);
    await patch(pro.cookie, { serviceRadius: 7, homeLatitude: 27.7, homeLongitude: 85.3 });
    const cases: [Record<string, unknown>, string][] = [
      [{ serviceRadius: 0 }, "serviceRadius: Service radius must be at least 1 km"],
      [{ serviceRadius: 26 }, "serviceRadius: Service radius must be at most 25 km"],
      [{ serviceRadius: 2.5 }, "serviceRadius: Service radius must be a whole number of kilometres"],
      [{ serviceRadius: "5" }, "serviceRadius: Service radius must be a number"],
      [{ homeLatitude: 90.5, homeLongitude: 85 }, "homeLatitude: Latitude must be between -90 and 90"],
      [{ homeLatitude: -91, homeLongitude: 85 }, "homeLatitude: Latitude must be between -90 and 90"],
      [{ homeLatitude: 27, homeLongitude: 181 }, "homeLongitude: Longitude must be between -180 and 180"],
      [{ homeLatitude: 27, homeLongitude: -180.1 }, "homeLongitude: Longitude must be between -180 and 180"],
      [{ homeLatitude: "north", homeLongitude: 85 }, "homeLatitude: Latitude must be a number"],
      [{ homeLatitude: 27.7 }, `body: ${HOME_NEEDS_BOTH}`],
      [{ homeLatitude: null, homeLongitude: 85 }, `body: ${HOME_NEEDS_BOTH}`],
      [{ isOnline: "yes" }, "isOnline: isOnline must be true or false"],
      [{ rating: 5 }, "body: rating cannot be changed here"],
    ];
    for (const [body, message] of cases) {
      const response = await patch(pro.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(fieldRefusal(message));
    }
    expect(await stored(pro.user.id)).toMatchObject({
      serviceRadius: 7,
      homeLatitude: "27.7000000",
      homeLongitude: "85.3000000",
    });
  });

  it("keeps Free Now on only while Online: refused while offline, switched off with Online", async () => {
    const pro = await professional(t.app);
    const early = await patch(pro.cookie, { isFreeNow: true });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      code: "service_area.free_now_needs_online",
      field: "isFreeNow",
      message: FREE_NOW_NEEDS_ONLINE,
    });
    const both = await patch(pro.cookie, { isOnline: false, isFreeNow: true, serviceRadius: 9 });
    expect(both.statusCode).toBe(400);
    expect(await stored(pro.user.id)).toMatchObject({ isOnline: false, isFreeNow: false, serviceRadius: 5 });

    expect((await patch(pro.cookie, { isOnline: true })).json()).toMatchObject({
      isOnline: true,
      isFreeNow: false,
    });
    expect((await patch(pro.cookie, { isFreeNow: true })).json()).toMatchObject({
      isOnline: true,
      isFreeNow: true,
    });
    const offline = await patch(pro.cookie, { isOnline: false });
    expect(offline.json()).toMatchObject({ isOnline: false, isFreeNow: false });
    expect(await stored(pro.user.id)).toMatchObject({ isOnline: false, isFreeNow: false });

    const together = await patch(pro.cookie, { isOnline: true, isFreeNow: true });
    expect(together.json()).toMatchObject({ isOnline: true, isFreeNow: true });
    expect((await patch(pro.cookie, { isFreeNow: false })).json()).toMatchObject({
      isOnline: true,
      isFreeNow: false,
    });
  });

  it("is backed by database checks that no other write can get past", async () => {
    const pro = await professional(t.app);
    const writes = [
      { isOnline: false, isFreeNow: true },
      { serviceRadius: 0 },
      { serviceRadius: 26 },
      { homeLatitude: "27.7000000", homeLongitude: null },
      { homeLatitude: "95.0000000", homeLongitude: "85.0000000" },
    ];
    for (const values of writes) {
      await expect(t.db.update(users).set(values).where(eq(users.id, pro.user.id))).rejects.toThrow();
    }
  });
});
