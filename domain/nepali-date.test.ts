import NepaliDate from "nepali-date-converter";
import { describe, expect, it } from "vitest";
import { addDays } from "./kathmandu-day";
import {
  adToBs,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  bsMonthLength,
  bsMonthOf,
  bsMonthStart,
  bsToAd,
  formatBsDate,
  formatBsMonth,
} from "./nepali-date";

const bs = (year: number, month: number, day: number) => ({ year, month, day });

describe("Bikram Sambat conversion", () => {
  it.each([
    ["1943-04-14", bs(2000, 1, 1)], // the table's first day
    ["2022-04-14", bs(2079, 1, 1)], // Nepali New Year 2079
    ["2023-04-14", bs(2080, 1, 1)],
    ["2024-04-13", bs(2081, 1, 1)],
    ["2025-04-14", bs(2082, 1, 1)],
    ["1951-02-18", bs(2007, 11, 7)], // Democracy Day, Falgun 7 2007
    ["2008-05-28", bs(2065, 2, 15)], // Republic Day, Jestha 15 2065
    ["2015-09-20", bs(2072, 6, 3)], // Constitution Day, Asoj 3 2072
    ["2023-10-24", bs(2080, 7, 7)], // Vijaya Dashami 2080
    ["2023-11-12", bs(2080, 7, 26)], // Laxmi Puja 2080
    ["2024-10-12", bs(2081, 6, 26)], // Vijaya Dashami 2081
    ["2025-10-02", bs(2082, 6, 16)], // Vijaya Dashami 2082
    ["2026-11-21", bs(2083, 8, 5)],
  ])("%s is %o BS, both ways", (ad, date) => {
    expect(adToBs(ad)).toEqual(date);
    expect(bsToAd(date)).toBe(ad);
  });

  it("knows the year's last day and the turn of the year", () => {
    expect(adToBs("2025-04-13")).toEqual(bs(2081, 12, 31));
    expect(adToBs("2025-01-01")).toEqual(bs(2081, 9, 17));
  });

  it("answers null outside 2000–2099 BS and for dates that do not exist", () => {
    expect(adToBs("1943-04-13")).toBeNull();
    const lastDay = bsToAd(bs(BS_LAST_YEAR, 12, bsMonthLength(BS_LAST_YEAR, 12)));
    expect(lastDay).not.toBeNull();
    expect(adToBs(addDays(lastDay ?? "", 1))).toBeNull();
    expect(adToBs("not a day")).toBeNull();
    expect(bsToAd(bs(2081, 1, 32))).toBeNull();
    expect(bsToAd(bs(2081, 13, 1))).toBeNull();
    expect(bsToAd(bs(1999, 1, 1))).toBeNull();
  });

  it("has years of 365 or 366 days and months of 29 to 32", () => {
    for (let year = BS_FIRST_YEAR; year <= BS_LAST_YEAR; year++) {
      const months = Array.from({ length: 12 }, (_, index) => bsMonthLength(year, index + 1));
      expect(
        months.every((days) => days >= 29 && days <= 32),
        `${year}`,
      ).toBe(true);
      expect([365, 366], `${year}`).toContain(months.reduce((sum, days) => sum + days, 0));
    }
  });

  it("agrees with nepali-date-converter on every day from 2000 to 2090 BS", () => {
    const end = bsToAd(bs(2090, 12, bsMonthLength(2090, 12))) ?? "";
    const mismatches: string[] = [];
    for (let day = "1943-04-14"; day <= end; day = addDays(day, 1)) {
      const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
      // The package reads a Date's local fields, so build one from the same calendar day.
      const theirs = new NepaliDate(new Date(year, month - 1, date));
      const expected = bs(theirs.getYear(), theirs.getMonth() + 1, theirs.getDate());
      const ours = adToBs(day);
      if (JSON.stringify(ours) !== JSON.stringify(expected))
        mismatches.push(`${day}: ${JSON.stringify(ours)}`);
      if (bsToAd(expected) !== day) mismatches.push(`${JSON.stringify(expected)} back: ${bsToAd(expected)}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});

describe("formatBsDate", () => {
  it("writes the day, the month's name and the year", () => {
    expect(formatBsDate(bs(2083, 8, 5))).toBe("5 Mangsir 2083");
    expect(formatBsDate(bs(2083, 8, 5), "ne")).toBe("५ मंसिर २०८३");
    expect(formatBsDate(bs(2081, 1, 1), "ne", false)).toBe("१ बैशाख");
    expect(formatBsDate(bs(2082, 6, 16), "en", false)).toBe("16 Asoj");
  });
});

describe("Bikram Sambat months", () => {
  it("names the BS month of a day and finds its first day", () => {
    expect(bsMonthOf("2026-11-21")).toBe("2083-08");
    expect(bsMonthOf("2026-11-16")).toBe("2083-07");
    expect(bsMonthStart("2083-08")).toBe("2026-11-17");
    expect(bsMonthOf("1900-01-01")).toBeNull();
    expect(bsMonthStart("2200-01")).toBeNull();
  });

  it("writes a BS month in either language", () => {
    expect(formatBsMonth("2083-08")).toBe("Mangsir 2083");
    expect(formatBsMonth("2083-08", "ne")).toBe("मंसिर २०८३");
    expect(formatBsMonth("2083-01", "ne", false)).toBe("बैशाख");
  });
});
