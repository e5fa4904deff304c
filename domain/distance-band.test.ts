import { describe, expect, it } from "vitest";
import { distanceBand, searchCell } from "./distance-band";

describe("distanceBand", () => {
  it("is the whole kilometres below the distance: under 1 km is 0, never a fraction", () => {
    expect(distanceBand(0)).toBe(0);
    expect(distanceBand(999.9)).toBe(0);
    expect(distanceBand(1000)).toBe(1);
    expect(distanceBand(2345.6)).toBe(2);
    expect(distanceBand(24_999)).toBe(24);
  });
});

describe("searchCell", () => {
  it("puts points ~1 km apart in different cells and a GPS fix 300 m on in the same one", () => {
    expect(searchCell({ latitude: 27.6727, longitude: 85.3137 })).toEqual({ lat: 2767, lng: 8531 });
    expect(searchCell({ latitude: 27.6741, longitude: 85.3121 })).toEqual({ lat: 2767, lng: 8531 });
    expect(searchCell({ latitude: 27.6827, longitude: 85.3137 })).toEqual({ lat: 2768, lng: 8531 });
  });
});
