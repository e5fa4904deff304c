import { describe, expect, it } from "vitest";
import {
  buildHeatmap,
  heatmapLevel,
  heatmapStart,
  monthlyTotals,
  profileCompleteness,
  successRate,
  trendStart,
  weeklyTotals,
} from "./schemas";

const TODAY = "2026-11-21"; // a Saturday

describe("heatmap", () => {
  it("has levels 0, up to 2, up to 5 and above 5 jobs a day", () => {
    expect([0, 1, 2, 3, 5, 6, 40].map(heatmapLevel)).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  it("shows 53 Sunday-first weeks ending today, with each day's jobs", () => {
    const weeks = buildHeatmap(TODAY, [
      { day: TODAY, jobs: 6, earnings: 0 },
      { day: "2026-11-15", jobs: 2, earnings: 0 },
      { day: "2025-11-16", jobs: 3, earnings: 0 },
      { day: "2025-11-15", jobs: 9, earnings: 0 },
    ]);
    expect(weeks).toHaveLength(53);
    expect(heatmapStart(TODAY)).toBe("2025-11-16");
    expect(weeks[0]?.start).toBe("2025-11-16");
    expect(weeks[0]?.days[0]).toEqual({ date: "2025-11-16", jobs: 3, level: 2 });
    expect(weeks.at(-1)?.days.map((d) => d.jobs)).toEqual([2, 0, 0, 0, 0, 0, 6]);
    expect(weeks.at(-1)?.days.at(-1)).toEqual({ date: TODAY, jobs: 6, level: 3 });
    expect(weeks.flatMap((w) => w.days)).toHaveLength(52 * 7 + 7);
  });

  it("stops the current week at today", () => {
    const weeks = buildHeatmap("2026-11-17", []);
    expect(weeks.at(-1)?.days.map((d) => d.date)).toEqual(["2026-11-15", "2026-11-16", "2026-11-17"]);
  });
});

describe("period totals", () => {
  const totals = [
    { day: "2026-11-21", jobs: 1, earnings: 1000 },
    { day: "2026-11-15", jobs: 1, earnings: 500.5 },
    { day: "2026-11-14", jobs: 2, earnings: 2000 },
    { day: "2026-10-01", jobs: 1, earnings: 300 },
    { day: "2025-11-30", jobs: 1, earnings: 9999 },
  ];

  it("sums the last 8 Sunday-to-Saturday weeks, oldest first, idle weeks as zero", () => {
    const weeks = weeklyTotals(TODAY, totals);
    expect(weeks).toHaveLength(8);
    expect(weeks[0]?.period).toBe("2026-09-27");
    expect(weeks.at(-1)).toEqual({ period: "2026-11-15", jobs: 2, earnings: 1500.5 });
    expect(weeks.at(-2)).toEqual({ period: "2026-11-08", jobs: 2, earnings: 2000 });
    expect(weeks.find((w) => w.period === "2026-09-27")).toEqual({
      period: "2026-09-27",
      jobs: 1,
      earnings: 300,
    });
  });

  it("sums the last 12 months, oldest first, leaving out older days", () => {
    const months = monthlyTotals(TODAY, totals);
    expect(trendStart(TODAY)).toBe("2025-12-01");
    expect(months.map((m) => m.period)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(months.at(-1)).toEqual({ period: "2026-11", jobs: 4, earnings: 3500.5 });
    expect(months.reduce((sum, m) => sum + m.jobs, 0)).toBe(5);
  });

  it("counts Bikram Sambat months when asked: Mangsir 2083 began on 17 November 2026", () => {
    const months = monthlyTotals(TODAY, totals, 12, "bs");
    expect(trendStart(TODAY, "bs")).toBe("2025-12-16");
    expect(months.map((m) => m.period)).toEqual([
      "2082-09",
      "2082-10",
      "2082-11",
      "2082-12",
      "2083-01",
      "2083-02",
      "2083-03",
      "2083-04",
      "2083-05",
      "2083-06",
      "2083-07",
      "2083-08",
    ]);
    // 21 November is in Mangsir; 14 and 15 November still in Kartik; 1 October in Asoj.
    expect(months.at(-1)).toEqual({ period: "2083-08", jobs: 1, earnings: 1000 });
    expect(months.at(-2)).toEqual({ period: "2083-07", jobs: 3, earnings: 2500.5 });
    expect(months.at(-3)).toEqual({ period: "2083-06", jobs: 1, earnings: 300 });
    expect(months.reduce((sum, m) => sum + m.jobs, 0)).toBe(5);
  });
});

describe("success rate and profile", () => {
  it("rounds accepted bids to a percentage, null before any bid", () => {
    expect(successRate(0, 0)).toBeNull();
    expect(successRate(2, 3)).toBe(67);
    expect(successRate(3, 3)).toBe(100);
  });

  it("checks the profile from real fields", () => {
    const empty = profileCompleteness({
      profileImageUrl: null,
      bio: "  ",
      location: null,
      skills: [],
      hourlyRate: null,
      dailyRate: null,
      hasHome: false,
      weeklyBlocks: 0,
      isVerified: false,
    });
    expect(empty.percent).toBe(0);
    expect(empty.items.every((item) => !item.done)).toBe(true);
    const some = profileCompleteness({
      profileImageUrl: null,
      bio: "Plumber",
      location: "Lalitpur",
      skills: ["Plumbing"],
      hourlyRate: null,
      dailyRate: 6500,
      hasHome: true,
      weeklyBlocks: 6,
      isVerified: false,
    });
    expect(some.percent).toBe(75);
    expect(some.items.filter((item) => !item.done).map((item) => item.key)).toEqual(["photo", "verified"]);
  });
});
