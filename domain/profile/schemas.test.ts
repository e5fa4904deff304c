import { describe, expect, it } from "vitest";
import { ProfessionalForm, skillsFromText, UpdateProfileBody } from "./schemas";

describe("skillsFromText", () => {
  it("splits on commas, trims, drops empties and repeats", () => {
    expect(skillsFromText(" Plumbing, Electrical ,, plumbing , AC Repair,")).toEqual([
      "Plumbing",
      "Electrical",
      "AC Repair",
    ]);
    expect(skillsFromText("   ")).toEqual([]);
  });
});

describe("UpdateProfileBody", () => {
  it("refuses fields a user may not set on themselves", () => {
    const result = UpdateProfileBody.safeParse({ firstName: "Sita", isVerified: true, rating: 5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("isVerified, rating cannot be changed here");
  });

  it("refuses the admin role", () => {
    const result = UpdateProfileBody.safeParse({ role: "admin" });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["role"],
      message: "Account type must be customer or professional",
    });
  });
});

describe("ProfessionalForm", () => {
  it("turns the typed skills and rates into what the API takes", () => {
    expect(ProfessionalForm.parse({ skills: "Plumbing, Mason", hourlyRate: "800", dailyRate: "" })).toEqual({
      skills: ["Plumbing", "Mason"],
      hourlyRate: 800,
      dailyRate: null,
    });
  });

  it("names what is wrong", () => {
    const tooMany = ProfessionalForm.safeParse({
      skills: Array.from({ length: 11 }, (_, i) => `Skill ${i}`).join(","),
      hourlyRate: "abc",
      dailyRate: "2000000",
    });
    const messages = tooMany.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages).toEqual([
      "skills: Add at most 10 skills",
      "hourlyRate: Hourly rate must be a number",
      "dailyRate: Daily rate must be at most 1,000,000",
    ]);
  });
});
