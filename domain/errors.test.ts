import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERRORS, errorField, errorMessage, isErrorCode } from "./errors";

describe("the error catalogue", () => {
  it("names each code feature first, in lower snake case after the dot", () => {
    expect(ERROR_CODES.filter((code) => !/^[a-z_]+\.[a-z_]+$/.test(code))).toEqual([]);
  });

  it("gives each code an error status and words", () => {
    for (const code of ERROR_CODES) {
      const { status, message } = ERRORS[code];
      expect(status >= 400 && status < 600, code).toBe(true);
      expect(typeof message === "string" ? message : "function", code).not.toBe("");
    }
  });

  it("names the field a code is about at the start of its words", () => {
    const named = ERROR_CODES.filter((code) => errorField(code));
    expect(named.length).toBeGreaterThan(0);
    for (const code of named) {
      const { message } = ERRORS[code];
      const words =
        typeof message === "string" ? message : (message as (p: object) => string)({ category: "Plumbing" });
      expect(words, code).toMatch(new RegExp(`^${errorField(code)}: `));
    }
  });

  it("puts a refusal's values in its words", () => {
    expect(errorMessage("cart.only_left", { left: 3 })).toBe("Only 3 left in stock");
    expect(errorMessage("bid.over_price_cap", { category: "Cleaning" })).toBe(
      "amount: Amount must be at most NPR 50,000 for Cleaning",
    );
    expect(errorMessage("verification.already_pending", { type: "nstb" })).toBe(
      "Your NSTB certificate is already waiting for review",
    );
    expect(errorMessage("auth.unauthenticated", undefined)).toBe("You are not logged in");
  });

  it("knows its codes and nothing else", () => {
    expect(isErrorCode("bid.already_exists")).toBe(true);
    expect(isErrorCode("bid.nope")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
