import { describe, expect, it } from "vitest";
import { buildSearchUrl } from "./search-url";

describe("buildSearchUrl", () => {
  it("includes both boxes when filled", () => {
    expect(buildSearchUrl({ skills: "Plumbing", location: "Kathmandu" })).toBe(
      "/professionals?skills=Plumbing&location=Kathmandu",
    );
  });

  it("leaves out empty and blank values", () => {
    expect(buildSearchUrl({ skills: "", location: "Lalitpur" })).toBe("/professionals?location=Lalitpur");
    expect(buildSearchUrl({ skills: "Electrical", location: "   " })).toBe(
      "/professionals?skills=Electrical",
    );
    expect(buildSearchUrl({})).toBe("/professionals");
  });

  it("trims and encodes what people type", () => {
    expect(buildSearchUrl({ skills: "  Beauty & Spa ", location: "नयाँ बानेश्वर" })).toBe(
      `/professionals?skills=Beauty+%26+Spa&location=${encodeURIComponent("नयाँ").replace(/%20/g, "+")}+${encodeURIComponent("बानेश्वर")}`,
    );
  });
});

describe("a search made on the directory", () => {
  it("keeps the order and the hourly-rate range chosen there, not the other filters", () => {
    const current = new URLSearchParams(
      "skills=Plumbing&isVerified=true&sort=price-asc&minRate=500&maxRate=1500",
    );
    expect(buildSearchUrl({ skills: "Electrical" }, current)).toBe(
      "/professionals?skills=Electrical&sort=price-asc&minRate=500&maxRate=1500",
    );
    expect(buildSearchUrl({}, new URLSearchParams("sort=distance"))).toBe("/professionals?sort=distance");
    expect(buildSearchUrl({ location: "Lalitpur" }, new URLSearchParams())).toBe(
      "/professionals?location=Lalitpur",
    );
  });
});
