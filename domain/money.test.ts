import { describe, expect, it } from "vitest";
import { formatCompactNpr, formatNpr, formatPaisa, toDevanagariDigits } from "./money";

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

  it("keeps the one sign, ₨, in Nepali, with Devanagari digits and the same lakh grouping", () => {
    expect(formatNpr(125000, "ne")).toBe("₨ १,२५,०००");
    expect(formatNpr(12500000, "ne")).toBe("₨ १,२५,००,०००");
    expect(formatNpr("1500.5", "ne")).toBe("₨ १,५००.५०");
    expect(formatNpr(-500, "ne")).toBe("-₨ ५००");
  });

  it("keeps the minus sign in front", () => {
    expect(formatNpr(-500)).toBe("-₨ 500");
  });
});

describe("formatPaisa", () => {
  it("shows integer paisa as rupees, with paisa only when there are any", () => {
    expect(formatPaisa(220000)).toBe("₨ 2,200");
    expect(formatPaisa(123450)).toBe("₨ 1,234.50");
    expect(formatPaisa(1)).toBe("₨ 0.01");
    expect(formatPaisa(-19800000)).toBe("-₨ 1,98,000");
    expect(formatPaisa(198000, "ne")).toBe("₨ १,९८०");
  });
});

describe("formatCompactNpr", () => {
  it("leaves amounts below 1000 whole", () => {
    expect(formatCompactNpr(999)).toBe("₨ 999");
    expect(formatCompactNpr(999, "ne")).toBe("₨ ९९९");
  });

  it("counts thousands with K only below a lakh", () => {
    expect(formatCompactNpr(1000)).toBe("₨ 1K");
    expect(formatCompactNpr(1500)).toBe("₨ 1.5K");
    expect(formatCompactNpr(95_500)).toBe("₨ 95.5K");
    expect(formatCompactNpr(99_940)).toBe("₨ 99.9K");
  });

  it("counts lakh from 1,00,000 and crore from 1,00,00,000, to two places", () => {
    expect(formatCompactNpr(99_999)).toBe("₨ 1 lakh");
    expect(formatCompactNpr(100_000)).toBe("₨ 1 lakh");
    expect(formatCompactNpr(125_000)).toBe("₨ 1.25 lakh");
    expect(formatCompactNpr(245_680)).toBe("₨ 2.46 lakh");
    expect(formatCompactNpr(1_234_600)).toBe("₨ 12.35 lakh");
    expect(formatCompactNpr(9_999_999)).toBe("₨ 1 crore");
    expect(formatCompactNpr(10_000_000)).toBe("₨ 1 crore");
    expect(formatCompactNpr(125_000_000)).toBe("₨ 12.5 crore");
    expect(formatCompactNpr(99_999_999.99)).toBe("₨ 10 crore");
  });

  it("uses the same units in Nepali words, हजार, लाख and करोड, with Devanagari digits", () => {
    expect(formatCompactNpr(1500, "ne")).toBe("₨ १.५ हजार");
    expect(formatCompactNpr(99_999, "ne")).toBe("₨ १ लाख");
    expect(formatCompactNpr(125_000, "ne")).toBe("₨ १.२५ लाख");
    expect(formatCompactNpr(10_000_000, "ne")).toBe("₨ १ करोड");
    expect(formatCompactNpr("-2000", "ne")).toBe("-₨ २ हजार");
  });
});

describe("toDevanagariDigits", () => {
  it("converts only digits", () => {
    expect(toDevanagariDigits("Job 42, 7 km")).toBe("Job ४२, ७ km");
    expect(toDevanagariDigits("0123456789")).toBe("०१२३४५६७८९");
  });
});
