import { describe, expect, it } from "vitest";
import { linesTotal, takesQuotes } from "./rules";

describe("quote totals", () => {
  it("add up in paisa, so amounts with paisa total exactly", () => {
    expect(linesTotal([{ amount: 0.1 }, { amount: 0.2 }])).toBe("0.30");
    expect(linesTotal([{ amount: 1800 }, { amount: "650.25" }, { amount: 0.1 }])).toBe("2450.35");
    expect(linesTotal([])).toBe("0.00");
  });

  it("are for hourly and contact jobs; fixed-price jobs take bids", () => {
    expect(["hourly", "contact", "fixed"].map(takesQuotes)).toEqual([true, true, false]);
  });
});
