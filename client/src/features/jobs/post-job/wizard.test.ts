import { CreateJobBody } from "@domain/jobs/schemas";
import { describe, expect, it } from "vitest";
import { firstError, nextTab, previousTab } from "./wizard";

function errorsOf(values: Record<string, unknown>) {
  const result = CreateJobBody.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue]));
}

describe("firstError", () => {
  it("jumps to the Description tab when a required description field is missing", () => {
    const errors = errorsOf({
      title: "Tap",
      description: "",
      skillCategory: "Plumbing",
      location: "",
      budget: -1,
    });
    expect(firstError(errors)).toEqual({ tab: "description", field: "description" });
  });

  it("jumps to the Job Type tab when only the budget is wrong", () => {
    const errors = errorsOf({
      title: "Tap",
      description: "Drips",
      skillCategory: "Plumbing",
      location: "Patan",
      budget: Number.NaN,
    });
    expect(firstError(errors)).toEqual({ tab: "jobType", field: "budget" });
  });

  it("finds nothing in a valid job", () => {
    expect(
      firstError(
        errorsOf({ title: "Tap", description: "Drips", skillCategory: "Plumbing", location: "Patan" }),
      ),
    ).toBeNull();
  });
});

describe("nextTab and previousTab", () => {
  it("walk the three tabs and stop at the ends", () => {
    expect(nextTab("description")).toBe("jobType");
    expect(nextTab("jobType")).toBe("review");
    expect(nextTab("review")).toBe("review");
    expect(previousTab("review")).toBe("jobType");
    expect(previousTab("description")).toBe("description");
  });
});
