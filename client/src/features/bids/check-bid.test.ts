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

  it("sends the amount as a decimal number and the message trimmed", () => {
    expect(checkBid(true, " 2,500.50 ", "  I can do it  ")).toEqual({
      ok: true,
      body: { amount: 2500.5, message: "I can do it" },
    });
  });
});
