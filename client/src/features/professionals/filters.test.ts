import { describe, expect, it } from "vitest";
import { activeFilters, readFilters, suggestionHref, toApiFilters, withFilters } from "./filters";

describe("directory filters in the URL", () => {
  it("reads skills, location, skillCategory and isVerified, ignoring anything unknown", () => {
    const filters = readFilters(
      new URLSearchParams("skills=plumb&location=%20Lalitpur%20&isVerified=maybe&pro=abc"),
    );
    expect(filters).toEqual({ skills: "plumb", location: "Lalitpur", skillCategory: "", isVerified: "all" });
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

  it("links a suggestion to a fresh search", () => {
    expect(suggestionHref("skills", "Plumbing")).toBe("/professionals?skills=Plumbing");
  });
});
