import { describe, expect, it } from "vitest";
import { formatCompactNpr, formatNpr, toDevanagariDigits } from "./money";

describe("formatNpr", () => {
  it("groups thousands the Nepali way", () => {
    expect(formatNpr(125000)).toBe("₨ 1,25,000");
    expect(formatNpr(12500000)).toBe("₨ 1,25,00,000");
    expect(formatNpr(950)).toBe("₨ 950");
  });

  it("accepts decimal strings from the API and shows paisa only when present", () => {
    expect(formatNpr("1500.00")).toBe("₨ 1,500");
    expect(formatNpr("1500.5")).toBe("₨ 1,500.50");
    expect(formatNpr("not a number")).toBe("₨ 0");
  });

  it("uses रू and Devanagari digits in Nepali, with the same lakh grouping", () => {
    expect(formatNpr(125000, "ne")).toBe("रू १,२५,०००");
    expect(formatNpr(12500000, "ne")).toBe("रू १,२५,००,०००");
    expect(formatNpr("1500.5", "ne")).toBe("रू १,५००.५०");
    expect(formatNpr(-500, "ne")).toBe("-रू ५००");
  });

  it("keeps the minus sign in front", () => {
    expect(formatNpr(-500)).toBe("-₨ 500");
  });
});

describe("formatCompactNpr", () => {
  it("abbreviates from 1000 with K", () => {
    expect(formatCompactNpr(1500)).toBe("₨ 1.5K");
    expect(formatCompactNpr(2000)).toBe("₨ 2K");
    expect(formatCompactNpr(245680)).toBe("₨ 245.7K");
  });

  it("leaves small amounts whole", () => {
    expect(formatCompactNpr(999)).toBe("₨ 999");
  });

  it("says हजार and, from a lakh, लाख in Nepali digits", () => {
    expect(formatCompactNpr(999, "ne")).toBe("रू ९९९");
    expect(formatCompactNpr(1500, "ne")).toBe("रू १.५ हजार");
    expect(formatCompactNpr(125000, "ne")).toBe("रू १.३ लाख");
    expect(formatCompactNpr(245680, "ne")).toBe("रू २.५ लाख");
    expect(formatCompactNpr("-2000", "ne")).toBe("-रू २ हजार");
  });
});

describe("toDevanagariDigits", () => {
  it("converts only digits", () => {
    expect(toDevanagariDigits("Job 42, 7 km")).toBe("Job ४२, ७ km");
    expect(toDevanagariDigits("0123456789")).toBe("०१२३४५६७८९");
  });
});
