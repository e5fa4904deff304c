import { describe, expect, it } from "vitest";
import { parseRadius } from "./radius";

describe("parseRadius", () => {
  it("reads whole kilometres from 1 to 25, typed in either language's digits", () => {
    expect(parseRadius("10")).toBe(10);
    expect(parseRadius(" १० ")).toBe(10);
    expect(parseRadius("२५")).toBe(25);
    expect(parseRadius("1")).toBe(1);
  });

  it("refuses what is not a whole number in range", () => {
    for (const text of ["", "0", "26", "२६", "2.5", "-3", "ten", "1e1"])
      expect(parseRadius(text), text).toBeNull();
  });
});
