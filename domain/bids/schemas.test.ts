import { describe, expect, it } from "vitest";
import { bidCompetition, successRate } from "./schemas";

describe("successRate", () => {
  it("is accepted over all bids as a rounded percent, and 0% with no bids", () => {
    expect(successRate({ accepted: 0, total: 0 })).toBe(0);
    expect(successRate({ accepted: 1, total: 3 })).toBe(33);
    expect(successRate({ accepted: 2, total: 3 })).toBe(67);
    expect(successRate({ accepted: 4, total: 4 })).toBe(100);
  });
});

describe("bidCompetition", () => {
  const bids = [
    { id: "a", amount: "2400.00" },
    { id: "b", amount: "1900.00" },
    { id: "c", amount: "2100.50" },
    { id: "d", amount: "1900.00" },
    { id: "e", amount: "3000.00" },
  ];

  it("ranks bids by amount, lowest first, with lowest, average and highest", () => {
    const result = bidCompetition(bids, "c");
    expect(result.ranked.map(({ bid, rank }) => [bid.id, rank])).toEqual([
      ["b", 1],
      ["d", 1],
      ["c", 3],
      ["a", 4],
      ["e", 5],
    ]);
    expect(result).toMatchObject({ lowest: 1900, highest: 3000, average: 2260.1, rank: 3, count: 5 });
  });

  it("gives equal amounts the same rank", () => {
    expect(bidCompetition(bids, "d").rank).toBe(1);
    expect(bidCompetition(bids, "e").rank).toBe(5);
  });

  it("rounds the average to paisa, and copes with no bids or a bid not among them", () => {
    const thirds = [
      { id: "x", amount: "100.00" },
      { id: "y", amount: "100.00" },
      { id: "z", amount: "100.01" },
    ];
    expect(bidCompetition(thirds, "x").average).toBe(100);
    expect(bidCompetition([], "x")).toEqual({
      ranked: [],
      lowest: 0,
      average: 0,
      highest: 0,
      rank: null,
      count: 0,
    });
    expect(bidCompetition(bids, "nope").rank).toBeNull();
  });
});
