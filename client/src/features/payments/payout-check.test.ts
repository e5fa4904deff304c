import { describe, expect, it } from "vitest";
import { checkPayout } from "./payout-check";
import { otherMonth, statementMonth, thisMonth } from "./statement-month";

describe("checking a payout request", () => {
  const available = 198000;

  it("sends paisa, the method and a wallet's number in +977 form", () => {
    expect(checkPayout({ amount: "1500", method: "esewa", destination: "984-1234567" }, available)).toEqual({
      body: { amountPaisa: 150000, method: "esewa", destination: "+9779841234567" },
    });
    expect(
      checkPayout(
        { amount: "1980", method: "bank", destination: " NIC Asia, Patan, 0123456789 " },
        available,
      ),
    ).toEqual({ body: { amountPaisa: 198000, method: "bank", destination: "NIC Asia, Patan, 0123456789" } });
  });

  it("names what is wrong with each field", () => {
    expect(checkPayout({ amount: "", method: "khalti", destination: "" }, available).errors).toEqual({
      amount: "amountRequired",
      destination: "destinationRequired",
    });
    expect(checkPayout({ amount: "0", method: "khalti", destination: "12345" }, available).errors).toEqual({
      amount: "amountInvalid",
      destination: "mobileInvalid",
    });
    expect(checkPayout({ amount: "99.99", method: "bank", destination: "x" }, available).errors).toEqual({
      amount: "belowMinimum",
    });
    expect(checkPayout({ amount: "1980.01", method: "bank", destination: "x" }, available).errors).toEqual({
      amount: "overBalance",
    });
    expect(
      checkPayout({ amount: "100", method: "bank", destination: "x".repeat(81) }, available).errors,
    ).toEqual({
      destination: "destinationTooLong",
    });
  });
});

describe("the statement's month", () => {
  const now = Date.parse("2026-11-30T18:30:00Z"); // 1 December, 00:15 in Nepal

  it("is this month in Nepal unless the address names an earlier one", () => {
    expect(thisMonth(now)).toBe("2026-12");
    expect(statementMonth(null, now)).toBe("2026-12");
    expect(statementMonth("2026-03", now)).toBe("2026-03");
    expect(statementMonth("2027-01", now)).toBe("2026-12");
    expect(statementMonth("2026-13", now)).toBe("2026-12");
  });

  it("steps a month at a time across years", () => {
    expect(otherMonth("2026-01", -1)).toBe("2025-12");
    expect(otherMonth("2026-12", 1)).toBe("2027-01");
  });
});
