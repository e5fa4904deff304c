import { afterAll, expect, it } from "vitest";
import { i18n, setLanguage } from "@/lib/i18n";
import { cartErrorMessage, QuantityCapError } from "./use-cart";

afterAll(() => setLanguage("en"));

it("says how many of one product an order takes, in the active language", async () => {
  await setLanguage("en");
  expect(cartErrorMessage(i18n.t, new QuantityCapError())).toBe("You can order at most 10 of one product");
  await setLanguage("ne");
  expect(cartErrorMessage(i18n.t, new QuantityCapError())).toBe(
    "एउटै सामान एक अर्डरमा बढीमा १० वटा मात्र मगाउन सकिन्छ",
  );
});
