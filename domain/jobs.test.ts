import { describe, expect, it } from "vitest";
import { AI_SUMMARY_CLOSING, CreateJobBody, JobsQuery, makeAiSummary } from "./jobs";

describe("makeAiSummary", () => {
  it("is the title, the whole short description and the fixed sentence", () => {
    expect(makeAiSummary("Fix a leaking tap", "The kitchen tap drips all night.")).toBe(
      `Fix a leaking tap. The kitchen tap drips all night. ${AI_SUMMARY_CLOSING}`,
    );
  });

  it("keeps the first 100 characters of a longer description and adds an ellipsis", () => {
    const description = "a".repeat(100) + "b".repeat(20);
    expect(makeAiSummary("Paint", description)).toBe(`Paint. ${"a".repeat(100)}... ${AI_SUMMARY_CLOSING}`);
  });

  it("adds no ellipsis at exactly 100 characters", () => {
    const description = "c".repeat(100);
    expect(makeAiSummary("Clean", description)).toBe(`Clean. ${description} ${AI_SUMMARY_CLOSING}`);
  });

  it("tidies whitespace and does not double the title's full stop", () => {
    expect(makeAiSummary(" Wiring check. ", "  Two   rooms\n need checking ")).toBe(
      `Wiring check. Two rooms need checking ${AI_SUMMARY_CLOSING}`,
    );
  });
});

describe("CreateJobBody", () => {
  const valid = { title: "Tap", description: "Drips", skillCategory: "Plumbing", location: "Patan" };

  it("fills the spec's defaults", () => {
    expect(CreateJobBody.parse(valid)).toEqual({
      ...valid,
      jobType: "hourly",
      budget: 0,
      mediaUrls: [],
      urgency: "moderate",
    });
  });

  it("says which required field is missing", () => {
    const result = CreateJobBody.safeParse({ ...valid, title: "  ", location: undefined });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", "Title is required"],
      ["location", "Location is required"],
    ]);
  });
});

describe("JobsQuery", () => {
  it("drops empty filters and reads in_progress as in-progress", () => {
    expect(JobsQuery.parse({ location: " ", skillCategory: "", status: "in_progress" })).toEqual({
      location: undefined,
      skillCategory: undefined,
      status: "in-progress",
      limit: 24,
      offset: 0,
    });
  });
});
