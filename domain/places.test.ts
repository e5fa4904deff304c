import { describe, expect, it } from "vitest";
import { distanceKm, PLACE_LIST, PLACES, searchPlaces } from "./places";

describe("places", () => {
  it("lists every place with its label and coordinates inside Nepal", () => {
    expect(PLACE_LIST).toHaveLength(Object.keys(PLACES).length);
    for (const place of PLACE_LIST) {
      expect(place.latitude).toBeGreaterThan(26.3);
      expect(place.latitude).toBeLessThan(30.5);
      expect(place.longitude).toBeGreaterThan(80);
      expect(place.longitude).toBeLessThan(88.3);
    }
    expect(PLACE_LIST.find((place) => place.key === "jawalakhel")?.label).toBe("Jawalakhel, Lalitpur");
  });

  it("finds places by area, city or district in any case", () => {
    expect(searchPlaces("  ").length).toBe(PLACE_LIST.length);
    expect(searchPlaces("pokhara").map((place) => place.area)).toEqual([
      "Lakeside",
      "Mahendrapul",
      "Chipledhunga",
      "Bagar",
    ]);
    expect(searchPlaces("KASKI")).toHaveLength(4);
    expect(searchPlaces("baneshwor").map((place) => place.key)).toEqual(["baneshwor"]);
    expect(searchPlaces("zzz")).toEqual([]);
  });

  it("measures great-circle distance in km", () => {
    expect(distanceKm(PLACES.jawalakhel, PLACES.jawalakhel)).toBe(0);
    expect(distanceKm(PLACES.jawalakhel, PLACES.baneshwor)).toBeCloseTo(2.9, 0);
  });
});
