import { describe, expect, it } from "vitest";
import { checkBid } from "./check-bid";

describe("checkBid", () => {
  it("asks a visitor to log in before anything else", () => {
    expect(checkBid(false, "", "")).toEqual({ ok: false, problem: "login" });
  });

  it("needs both the amount and the message", () => {
    expect(checkBid(true, "", "I can do it")).toEqual({ ok: false, problem: "missing" });
    expect(checkBid(true, "2500", "   ")).toEqual({ ok: false, problem: "missing" });
    expect(checkBid(true, "abc", "I can do it")).toEqual({ ok: false, problem: "missing" });
  });

  it("finds an amount the server would refuse: not above 0, more than 2 decimals, too large", () => {
    for (const amount of ["0", "-5", "12.555", "100000000", "1e3"]) {
      expect(checkBid(true, amount, "I can do it")).toEqual({ ok: false, problem: "amount" });
    }
  });

  it("sends the estimated time when there is one, trimmed", () => {
    expect(checkBid(true, "2500", "I can do it", "  2-3 hours ")).toEqual({
      ok: true,
      body: { amount: 2500, message: "I can do it", estimatedTime: "2-3 hours" },
    });
    expect(checkBid(true, "2500", "I can do it", "   ")).toEqual({
      ok: true,
      body: { amount: 2500, message: "I can do it" },
    });
  });

  it("sends the amount as a decimal number and the message trimmed", () => {
    expect(checkBid(true, " 2,500.50 ", "  I can do it  ")).toEqual({
      ok: true,
      body: { amount: 2500.5, message: "I can do it" },
    });
  });
});
