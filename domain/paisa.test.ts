import { describe, expect, it } from "vitest";
import { paisaToRupees, rupeeNumberToPaisa, rupeesToPaisa } from "./paisa";

describe("rupeesToPaisa", () => {
  it("reads whole and decimal rupees exactly", () => {
    expect(rupeesToPaisa("100")).toBe(10000);
    expect(rupeesToPaisa("1000.0")).toBe(100000);
    expect(rupeesToPaisa("1234.5")).toBe(123450);
    expect(rupeesToPaisa("1234.50")).toBe(123450);
    expect(rupeesToPaisa("0.01")).toBe(1);
    expect(rupeesToPaisa("1.10")).toBe(110);
    expect(rupeesToPaisa("1.100")).toBe(110);
    // Floating point would make this 1999.9999... and 199999 paisa.
    expect(rupeesToPaisa("19.99")).toBe(1999);
    expect(rupeesToPaisa("4.35")).toBe(435);
  });

  it("refuses what is not a rupee amount, or is finer than a paisa", () => {
    for (const text of [
      "",
      " 100",
      "100 ",
      "-1",
      "+1",
      "1e3",
      "1.",
      ".5",
      "1,000",
      "10.005",
      "NaN",
      "0x10",
      "१००",
    ]) {
      expect(rupeesToPaisa(text), text).toBeNull();
    }
  });
});

describe("paisaToRupees", () => {
  it("writes two fraction digits", () => {
    expect(paisaToRupees(123450)).toBe("1234.50");
    expect(paisaToRupees(10000)).toBe("100.00");
    expect(paisaToRupees(1)).toBe("0.01");
    expect(paisaToRupees(0)).toBe("0.00");
  });

  it("round-trips every amount", () => {
    for (const paisa of [1, 99, 100, 101, 1999, 123449, 123450, 9_999_999_99]) {
      expect(rupeesToPaisa(paisaToRupees(paisa))).toBe(paisa);
    }
  });

  it("refuses what is not a whole, non-negative number of paisa", () => {
    for (const paisa of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => paisaToRupees(paisa), String(paisa)).toThrow(RangeError);
    }
  });
});

describe("rupeeNumberToPaisa", () => {
  it("reads the numbers a JSON answer carries", () => {
    expect(rupeeNumberToPaisa(100.0)).toBe(10000);
    expect(rupeeNumberToPaisa(1234.5)).toBe(123450);
    expect(rupeeNumberToPaisa(19.99)).toBe(1999);
    expect(rupeeNumberToPaisa(0.07)).toBe(7);
  });

  it("refuses numbers that are no amount of paisa", () => {
    for (const value of [0.1 + 0.2, 1e21, -5, Number.NaN, 0.001]) {
      expect(rupeeNumberToPaisa(value), String(value)).toBeNull();
    }
  });
});
