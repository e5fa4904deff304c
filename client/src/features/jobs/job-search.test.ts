import { describe, expect, it } from "vitest";
import { readJobSearch, withChanges } from "./job-search";

describe("readJobSearch", () => {
  it("defaults to available open jobs with no filters", () => {
    expect(readJobSearch(new URLSearchParams())).toEqual({
      view: "available",
      filters: { skillCategory: undefined, location: undefined, status: "open" },
      jobId: null,
    });
  });

  it("reads the filters, the view and the open job from the URL, ignoring unknown statuses", () => {
    const params = new URLSearchParams(
      "view=mine&skillCategory=Plumbing&location=%20Patan%20&status=completed&job=j1",
    );
    expect(readJobSearch(params)).toEqual({
      view: "mine",
      filters: { skillCategory: "Plumbing", location: "Patan", status: "completed" },
      jobId: "j1",
    });
    expect(readJobSearch(new URLSearchParams("status=cancelled")).filters.status).toBe("open");
  });
});

describe("withChanges", () => {
  it("leaves out empty values, the default status and the default view", () => {
    const start = new URLSearchParams("location=Patan&status=completed&view=mine");
    expect(withChanges(start, { location: "", status: "open", view: "available" }).toString()).toBe("");
    expect(withChanges(start, { skillCategory: "Painting" }).toString()).toBe(
      "location=Patan&status=completed&view=mine&skillCategory=Painting",
    );
  });
});
