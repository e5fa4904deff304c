import { describe, expect, it } from "vitest";
import { foldPlaceText, MAX_PLACE_QUERY } from "./place-search";
import {
  canonicalLocation,
  distanceKm,
  findPlaceIn,
  localizedLocation,
  locationFilterTerms,
  nearestPlace,
  PLACE_LIST,
  PLACES,
  placeLabel,
  searchPlaces,
} from "./places";
import { PROVINCES } from "./training/catalogue";

const keys = (text: string) => searchPlaces(text).map((place) => place.key);

describe("the gazetteer", () => {
  it("lists places in all seven provinces, each with names in both scripts and a point inside Nepal", () => {
    expect(new Set(PLACE_LIST.map((place) => place.province))).toEqual(new Set(PROVINCES));
    expect(PLACE_LIST.length).toBeGreaterThan(140);
    for (const place of PLACE_LIST) {
      expect(place.latitude).toBeGreaterThan(26.3);
      expect(place.latitude).toBeLessThan(30.5);
      expect(place.longitude).toBeGreaterThan(80);
      expect(place.longitude).toBeLessThan(88.3);
      for (const name of [place.area, place.city, place.district]) expect(name).toMatch(/^[A-Za-z .]+$/);
      for (const name of Object.values(place.ne)) expect(name).toMatch(/^[\u0900-\u097f ]+$/);
    }
    expect(new Set(PLACE_LIST.map((place) => place.label)).size).toBe(PLACE_LIST.length);
  });

  it("covers Karnali and the main city of every province", () => {
    const karnali = PLACE_LIST.filter((place) => place.province === "Karnali").map((place) => place.district);
    expect(karnali).toEqual(
      expect.arrayContaining(["Surkhet", "Jumla", "Dailekh", "Humla", "Dolpa", "Mugu"]),
    );
    for (const city of [
      "Pokhara",
      "Bharatpur",
      "Biratnagar",
      "Dharan",
      "Butwal",
      "Nepalgunj",
      "Dhangadhi",
      "Hetauda",
      "Janakpur",
      "Birgunj",
      "Birendranagar",
    ]) {
      expect(PLACE_LIST.some((place) => place.city === city)).toBe(true);
    }
  });

  it("puts the valley's localities in their own municipalities", () => {
    expect(PLACES.kirtipur.city).toBe("Kirtipur");
    expect(PLACES.budhanilkantha.city).toBe("Budhanilkantha");
    expect(PLACES.imadol.city).toBe("Mahalaxmi");
    expect(PLACES.thimi.city).toBe("Madhyapur Thimi");
    expect(PLACES.thimi.district).toBe("Bhaktapur");
    expect(PLACES.sauraha.city).toBe("Ratnanagar");
  });

  it("labels a place by area and municipality, or district when they share a name", () => {
    expect(placeLabel("jawalakhel")).toBe("Jawalakhel, Lalitpur");
    expect(placeLabel("kirtipur")).toBe("Kirtipur, Kathmandu");
    expect(placeLabel("imadol")).toBe("Imadol, Mahalaxmi");
    expect(placeLabel("bhaktapur")).toBe("Bhaktapur");
    expect(PLACE_LIST.find((place) => place.key === "jawalakhel")?.labelNe).toBe("जावलाखेल, ललितपुर");
  });
});

describe("searchPlaces", () => {
  it("finds places typed in Nepali, by area, municipality or district", () => {
    expect(keys("जावलाखेल")).toEqual(["jawalakhel"]);
    expect(keys("ललितपुर")).toEqual(expect.arrayContaining(["jawalakhel", "pulchowk", "imadol", "godawari"]));
    expect(keys("काठमाडौं")[0]).toBe("baneshwor");
    expect(keys("जुम्ला")).toEqual(["jumla"]);
  });

  it("folds nasal marks, long and short vowels and व/ब, श/स, ङ्/ं as Nepali is written both ways", () => {
    expect(keys("काठमाडौँ")).toEqual(keys("काठमाडौं"));
    expect(keys("किर्तिपुर")).toEqual(["kirtipur"]);
    expect(keys("बिरेन्द्रनगर")).toEqual(["birendranagar"]);
    expect(keys("कोटेस्वर")).toEqual(["koteshwor"]);
    expect(foldPlaceText("शङ्खरापुर")).toBe(foldPlaceText("संखरापुर"));
  });

  it("finds the usual romanisations, in any case and with accents", () => {
    expect(keys("Bouddha")).toEqual(["boudha"]);
    expect(keys("boudhanath")).toEqual(["boudha"]);
    expect(keys("Pulchok")).toEqual(["pulchowk"]);
    expect(keys("BANESHWAR")).toEqual(["baneshwor"]);
    expect(keys("Koteswor")).toEqual(["koteshwor"]);
    expect(keys("Jwalakhel")).toEqual(["jawalakhel"]);
    expect(keys("Maharajganj")).toEqual(["maharajgunj"]);
    expect(keys("Pokharā")[0]).toBe("lakeside");
    expect(keys("patan")).toEqual(expect.arrayContaining(["jawalakhel", "mangalBazar"]));
  });

  it("ranks the place named exactly, then names starting with the text, then districts", () => {
    expect(keys("Godawari").slice(0, 2)).toEqual(["godawari", "chapagaun"]);
    expect(keys("Godawari")).toContain("attariya");
    const lalit = keys("Lalit");
    expect(lalit.indexOf("jawalakhel")).toBeLessThan(lalit.indexOf("imadol"));
    expect(keys("Baneshwor")[0]).toBe("baneshwor");
  });

  it("takes a whole label, in either script, and comma-separated parts", () => {
    expect(keys("Jawalakhel, Lalitpur")).toEqual(["jawalakhel"]);
    expect(keys("जावलाखेल, ललितपुर")).toEqual(["jawalakhel"]);
    expect(keys("thimi, bhak")).toEqual(["thimi", "kausaltar"]);
    expect(keys("lakeside pokhara")).toEqual(["lakeside"]);
  });

  it("returns every place for blank text and nothing for unknown text", () => {
    expect(searchPlaces("  ")).toHaveLength(PLACE_LIST.length);
    expect(searchPlaces("zzz")).toEqual([]);
    expect(searchPlaces("!!!")).toHaveLength(PLACE_LIST.length);
  });

  it("stays fast on long hostile input: cut to a short query, linear folds", () => {
    for (const hostile of [
      "a".repeat(100_000),
      "ौं्".repeat(50_000),
      `${"sh".repeat(50_000)}!`,
      ",".repeat(100_000),
    ]) {
      const started = performance.now();
      searchPlaces(hostile);
      foldPlaceText(hostile);
      expect(performance.now() - started).toBeLessThan(100);
    }
    expect(foldPlaceText("x".repeat(1000)).length).toBeLessThanOrEqual(MAX_PLACE_QUERY);
  });
});

describe("findPlaceIn", () => {
  it("reads the place out of a free-text location", () => {
    expect(findPlaceIn("Baneshwor, Kathmandu")?.key).toBe("baneshwor");
    expect(findPlaceIn("Somewhere near Thamel")?.key).toBe("thamel");
    expect(findPlaceIn("ललितपुर")?.key).toBe("jawalakhel");
    expect(findPlaceIn("Somewhere unknown")).toBeUndefined();
  });
});

describe("distances", () => {
  it("measures great-circle distance in km", () => {
    expect(distanceKm(PLACES.jawalakhel, PLACES.jawalakhel)).toBe(0);
    expect(distanceKm(PLACES.jawalakhel, PLACES.baneshwor)).toBeCloseTo(2.9, 0);
  });

  it("names the nearest place", () => {
    expect(nearestPlace({ latitude: 29.27, longitude: 82.18 })?.place.key).toBe("jumla");
  });
});

describe("stored locations", () => {
  it("are stored by their English label and read in the reader's language", () => {
    expect(canonicalLocation("जावलाखेल, ललितपुर")).toBe("Jawalakhel, Lalitpur");
    expect(canonicalLocation("jawalakhel, lalitpur")).toBe("Jawalakhel, Lalitpur");
    expect(canonicalLocation("Near the river")).toBe("Near the river");
    expect(localizedLocation("Jawalakhel, Lalitpur", "ne")).toBe("जावलाखेल, ललितपुर");
    expect(localizedLocation("जावलाखेल, ललितपुर", "en")).toBe("Jawalakhel, Lalitpur");
    expect(localizedLocation("Near the river", "ne")).toBe("Near the river");
  });
});

describe("locationFilterTerms", () => {
  it("adds the English and Nepali names of a place named in either language or spelling", () => {
    expect(locationFilterTerms("ललितपुर")).toEqual([
      "ललितपुर",
      "Lalitpur",
      "Mahalaxmi",
      "महालक्ष्मी",
      "Godawari",
      "गोदावरी",
    ]);
    expect(locationFilterTerms("जुम्ला")).toEqual(["जुम्ला", "Jumla", "Chandannath", "चन्दननाथ"]);
    expect(locationFilterTerms("Patan")).toEqual(["Patan", "Lalitpur", "ललितपुर"]);
    expect(locationFilterTerms("bouddha")).toEqual(["bouddha", "Boudha", "बौद्ध"]);
    const kathmandu = locationFilterTerms("काठमाडौँ");
    expect(kathmandu.slice(0, 3)).toEqual(["काठमाडौँ", "Kathmandu", "काठमाडौं"]);
    expect(kathmandu).toEqual(expect.arrayContaining(["Kirtipur", "Budhanilkantha", "Tokha"]));
    expect(kathmandu).not.toContain("Lalitpur");
  });

  it("keeps other text as it is, and adds nothing for part of a name", () => {
    expect(locationFilterTerms("Near the river")).toEqual(["Near the river"]);
    expect(locationFilterTerms("Lalit")).toEqual(["Lalit"]);
  });
});
