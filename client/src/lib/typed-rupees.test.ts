import { describe, expect, it } from "vitest";
import { typedRupeesToPaisa } from "./typed-rupees";

describe("rupees as typed, in paisa", () => {
  it("is exact, whatever the digits, grouping or sign typed", () => {
    expect(typedRupeesToPaisa("1980")).toBe(198000);
    expect(typedRupeesToPaisa("1,980.50")).toBe(198050);
    expect(typedRupeesToPaisa("0.29")).toBe(29);
    expect(typedRupeesToPaisa("१,९८०")).toBe(198000);
    expect(typedRupeesToPaisa("₨ 2,200")).toBe(220000);
    expect(typedRupeesToPaisa("1234.567")).toBeNull();
    expect(typedRupeesToPaisa("-5")).toBeNull();
    expect(typedRupeesToPaisa("abc")).toBeNull();
  });
});
