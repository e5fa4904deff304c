import { describe, expect, it } from "vitest";
import { estimateScopes, jobArea } from "./areas";

describe("jobArea", () => {
  it("places a job by the place its location names, in either language and the usual spellings", () => {
    expect(jobArea("Jawalakhel, Lalitpur")).toEqual({ district: "Lalitpur", province: "Bagmati" });
    expect(jobArea("पाटन")).toEqual({ district: "Lalitpur", province: "Bagmati" });
    expect(jobArea("near Thamel")).toEqual({ district: "Kathmandu", province: "Bagmati" });
    expect(jobArea("Lakeside, Pokhara")).toEqual({ district: "Kaski", province: "Gandaki" });
  });

  it("places a job its text does not name by its point, when a known place is near it", () => {
    const nearLakeside = { latitude: 28.21, longitude: 83.96 };
    expect(jobArea("the yellow house", nearLakeside)).toEqual({ district: "Kaski", province: "Gandaki" });
    expect(jobArea("the yellow house", { latitude: 0, longitude: 0 })).toBeNull();
    expect(jobArea("the yellow house")).toBeNull();
  });
});

describe("estimateScopes", () => {
  it("looks in the place's district, then its province", () => {
    expect(estimateScopes("Patan")).toEqual([
      { area: { level: "district", name: "Lalitpur", nameNe: "ललितपुर" }, district: "Lalitpur" },
      { area: { level: "province", name: "Bagmati", nameNe: "बागमती" }, province: "Bagmati" },
    ]);
  });

  it("looks in a province named in English or Nepali", () => {
    const gandaki = [{ area: { level: "province", name: "Gandaki", nameNe: "गण्डकी" }, province: "Gandaki" }];
    expect(estimateScopes("Gandaki")).toEqual(gandaki);
    expect(estimateScopes("गण्डकी प्रदेश")).toEqual(gandaki);
    expect(estimateScopes("gandaki province")).toEqual(gandaki);
  });

  it("leaves only the country for no place, or one nobody knows", () => {
    expect(estimateScopes(undefined)).toEqual([]);
    expect(estimateScopes("Atlantis")).toEqual([]);
  });
});
