import { describe, expect, it } from "vitest";
import { activeFilters, readFilters, readSort, suggestionHref, toApiFilters, withFilters } from "./filters";

describe("directory filters in the URL", () => {
  it("reads skills, location, skillCategory and isVerified, ignoring anything unknown", () => {
    const filters = readFilters(
      new URLSearchParams("skills=plumb&location=%20Lalitpur%20&isVerified=maybe&pro=abc"),
    );
    expect(filters).toEqual({
      skills: "plumb",
      location: "Lalitpur",
      skillCategory: "",
      isVerified: "all",
      minRate: "",
      maxRate: "",
    });
    expect(readFilters(new URLSearchParams("isVerified=false")).isVerified).toBe("false");
  });

  it("writes changes back, dropping empty values and 'all', keeping other parameters", () => {
    const params = new URLSearchParams("skills=plumb&isVerified=true&pro=abc");
    expect(withFilters(params, { skills: "", location: "Bhaktapur ", isVerified: "all" }).toString()).toBe(
      "pro=abc&location=Bhaktapur",
    );
    expect(params.toString()).toBe("skills=plumb&isVerified=true&pro=abc");
  });

  it("lists the active filters for chips and the API", () => {
    const filters = readFilters(new URLSearchParams("skillCategory=Beauty+%26+Spa&isVerified=true"));
    expect(activeFilters(filters)).toEqual([
      { name: "skillCategory", value: "Beauty & Spa" },
      { name: "isVerified", value: "true" },
    ]);
    expect(toApiFilters(filters)).toEqual({ skillCategory: "Beauty & Spa", isVerified: "true" });
  });

  it("keeps the hourly-rate range in whole rupees and the order, leaving out what is not one", () => {
    const params = new URLSearchParams("minRate=1,500&maxRate=lots&sort=price-desc");
    expect(readFilters(params)).toMatchObject({ minRate: "1500", maxRate: "" });
    expect(readSort(params)).toBe("price-desc");
    expect(readSort(new URLSearchParams("sort=cheapest"))).toBe("rating");
    expect(withFilters(params, { minRate: " 800.50 ", sort: "rating" }).toString()).toBe(
      "minRate=800&maxRate=lots",
    );
    expect(withFilters(new URLSearchParams(), { sort: "distance", maxRate: "-3" }).toString()).toBe(
      "sort=distance",
    );
    const filters = readFilters(new URLSearchParams("minRate=500&skills=tap"));
    expect(toApiFilters(filters, "price-asc")).toEqual({ skills: "tap", minRate: "500", sort: "price-asc" });
    expect(toApiFilters(filters)).toEqual({ skills: "tap", minRate: "500" });
  });

  it("reads a rate typed in Devanagari digits, as the Nepali placeholder shows them", () => {
    expect(withFilters(new URLSearchParams(), { minRate: "१,०००", maxRate: "२५००" }).toString()).toBe(
      "minRate=1000&maxRate=2500",
    );
    expect(readFilters(new URLSearchParams("minRate=%E0%A5%AE%E0%A5%A6%E0%A5%A6")).minRate).toBe("800");
  });

  it("links a suggestion to a fresh search", () => {
    expect(suggestionHref("skills", "Plumbing")).toBe("/professionals?skills=Plumbing");
  });
});
