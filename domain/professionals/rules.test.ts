import { describe, expect, it } from "vitest";
import { shortName, skillsPreview } from "./rules";

describe("skillsPreview", () => {
  it("shows the first skill plus one more, then counts the rest", () => {
    expect(skillsPreview(["Plumbing", "Electrical", "Mason", "Painting"])).toEqual({
      visible: ["Plumbing", "Electrical"],
      more: 2,
    });
    expect(skillsPreview(["Plumbing"])).toEqual({ visible: ["Plumbing"], more: 0 });
  });
});

describe("shortName", () => {
  it("gives the first name and the last initial", () => {
    expect(shortName("Aarati", "shrestha")).toBe("Aarati S.");
    expect(shortName("Pemba", "")).toBe("Pemba");
  });
});
