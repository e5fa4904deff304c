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
