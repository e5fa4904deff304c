import { describe, expect, it } from "vitest";
import { roundEstimate } from "./rules";

describe("roundEstimate", () => {
  it("rounds to ₨ 50 below ₨ 2,000, ₨ 100 below ₨ 20,000, then ₨ 500", () => {
    expect(roundEstimate(1624)).toBe(1600);
    expect(roundEstimate(1625)).toBe(1650);
    expect(roundEstimate(3750)).toBe(3800);
    expect(roundEstimate(19_949)).toBe(19_900);
    expect(roundEstimate(23_260)).toBe(23_500);
  });

  it("never answers less than one step, so a tiny price is not shown as free", () => {
    expect(roundEstimate(10)).toBe(50);
  });
});
