import { describe, expect, it } from "vitest";
import { PROVINCES, TRAINING_DISTRICTS } from "./catalogue";
import { provinceOfDistrict, TrainingQuery } from "./schemas";

describe("TrainingQuery", () => {
  it("defaults to every price, page 1 of 12, and reads empty values as no filter", () => {
    expect(TrainingQuery.parse({})).toEqual({ price: "all", sort: "rating", page: 1, pageSize: 12 });
    expect(TrainingQuery.parse({ q: "  ", province: "", level: "", price: "", page: "2" })).toEqual({
      price: "all",
      sort: "rating",
      page: 2,
      pageSize: 12,
    });
  });

  it("accepts a district inside its province and refuses one outside it", () => {
    expect(TrainingQuery.safeParse({ province: "Bagmati", district: "Lalitpur" }).success).toBe(true);
    expect(TrainingQuery.safeParse({ district: "Lalitpur" }).success).toBe(true);
    const result = TrainingQuery.safeParse({ province: "Gandaki", district: "Lalitpur" });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["district"],
      message: "Lalitpur is not in Gandaki Province",
    });
  });

  it("caps the page size at 48", () => {
    expect(TrainingQuery.safeParse({ pageSize: "48" }).success).toBe(true);
    expect(TrainingQuery.safeParse({ pageSize: "49" }).error?.issues[0]?.message).toBe(
      "Page size must be at most 48",
    );
  });
});

describe("provinceOfDistrict", () => {
  it("knows the province of every filter district, one or more in each province", () => {
    for (const { name, province } of TRAINING_DISTRICTS) expect(provinceOfDistrict(name)).toBe(province);
    expect(provinceOfDistrict("Pokhara")).toBeUndefined();
    const covered = new Set(TRAINING_DISTRICTS.map((district) => district.province));
    expect([...covered].sort()).toEqual([...PROVINCES].sort());
  });
});
