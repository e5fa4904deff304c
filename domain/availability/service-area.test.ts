import { describe, expect, it } from "vitest";
import { nextSwitches, UpdateServiceAreaBody } from "./service-area";

describe("Online and Free Now", () => {
  const offline = { isOnline: false, isFreeNow: false };
  const online = { isOnline: true, isFreeNow: false };
  const free = { isOnline: true, isFreeNow: true };

  it("turns Free Now on only while Online", () => {
    expect(nextSwitches(offline, { isFreeNow: true })).toBeNull();
    expect(nextSwitches(online, { isOnline: false, isFreeNow: true })).toBeNull();
    expect(nextSwitches(online, { isFreeNow: true })).toEqual(free);
    expect(nextSwitches(offline, { isOnline: true, isFreeNow: true })).toEqual(free);
  });

  it("turns Free Now off with Online", () => {
    expect(nextSwitches(free, { isOnline: false })).toEqual(offline);
    expect(nextSwitches(free, {})).toEqual(free);
    expect(nextSwitches({ isOnline: false, isFreeNow: true }, {})).toEqual(offline);
  });
});

describe("UpdateServiceAreaBody", () => {
  it("takes coordinates as numbers or decimal strings, in pairs", () => {
    expect(UpdateServiceAreaBody.parse({ homeLatitude: "27.6727", homeLongitude: 85.3142 })).toEqual({
      homeLatitude: 27.6727,
      homeLongitude: 85.3142,
    });
    expect(UpdateServiceAreaBody.safeParse({ homeLatitude: 27.6727 }).success).toBe(false);
    expect(UpdateServiceAreaBody.safeParse({ homeLatitude: null, homeLongitude: null }).success).toBe(true);
  });

  it("keeps the radius a whole number of km from 1 to 25", () => {
    for (const radius of [1, 5, 25])
      expect(UpdateServiceAreaBody.safeParse({ serviceRadius: radius }).success).toBe(true);
    for (const radius of [0, 26, 2.5])
      expect(UpdateServiceAreaBody.safeParse({ serviceRadius: radius }).success).toBe(false);
  });
});
