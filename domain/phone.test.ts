import { describe, expect, it } from "vitest";
import {
  isNepaliMobile,
  NEPALI_MOBILE_MESSAGE,
  nationalMobile,
  normalizeNepaliMobile,
  OptionalNepaliMobile,
} from "./phone";

describe("Nepali mobile numbers", () => {
  it.each([
    ["9841234567", "+9779841234567"],
    ["9801234567", "+9779801234567"],
    ["9761234567", "+9779761234567"],
    ["9612345678", "+9779612345678"],
    ["9621234567", "+9779621234567"],
    ["9881234567", "+9779881234567"],
    ["9701234567", "+9779701234567"],
    ["9741234567", "+9779741234567"],
    ["9751234567", "+9779751234567"],
    ["9811234567", "+9779811234567"],
    ["9821234567", "+9779821234567"],
    ["9851234567", "+9779851234567"],
    ["9861234567", "+9779861234567"],
    ["+9779841234567", "+9779841234567"],
    ["977-9841234567", "+9779841234567"],
    ["00977 9841234567", "+9779841234567"],
    ["+977 984-123-4567", "+9779841234567"],
    ["(984) 123 4567", "+9779841234567"],
    ["९८४१२३४५६७", "+9779841234567"],
  ])("accepts %s as %s", (typed, stored) => {
    expect(normalizeNepaliMobile(typed)).toBe(stored);
    expect(isNepaliMobile(typed)).toBe(true);
  });

  it.each([
    "",
    "984123456", // 9 digits
    "98412345678", // 11 digits
    "9541234567", // not a mobile prefix
    "9601234567", // series no operator has
    "9631234567",
    "9711234567",
    "9721234567", // UTL, closed
    "9831234567",
    "9871234567",
    "9891234567",
    "9001234567",
    "8841234567",
    "01-5551234", // a Kathmandu landline
    "+19841234567",
    "+978 9841234567",
    "98412345ab",
    "+977+9841234567",
  ])("refuses %s", (typed) => {
    expect(normalizeNepaliMobile(typed)).toBeNull();
    expect(isNepaliMobile(typed)).toBe(false);
  });

  it("reads a stored number back as its 10 digits", () => {
    expect(nationalMobile("+9779841234567")).toBe("9841234567");
  });
});

describe("OptionalNepaliMobile", () => {
  it("normalizes a number, clears on empty and names the problem otherwise", () => {
    expect(OptionalNepaliMobile.parse(" 984-1234567 ")).toBe("+9779841234567");
    expect(OptionalNepaliMobile.parse("  ")).toBeNull();
    const refused = OptionalNepaliMobile.safeParse("12345");
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([NEPALI_MOBILE_MESSAGE]);
    expect(OptionalNepaliMobile.safeParse(9841234567).error?.issues[0]?.message).toBe(
      "Phone number must be text",
    );
  });
});
