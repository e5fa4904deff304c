import { describe, expect, it } from "vitest";
import { commissionOf } from "./rules";

describe("commission", () => {
  it("is taken to the nearest paisa", () => {
    expect(commissionOf(160000, 10)).toBe(16000);
    expect(commissionOf(12345, 10)).toBe(1235);
    expect(commissionOf(12344, 10)).toBe(1234);
    expect(commissionOf(100, 0)).toBe(0);
  });
});
