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
