import { QUANTITY_CAP_MESSAGE, TOO_MANY_OPEN_ORDERS } from "@domain/shop-api-rules";
import { afterAll, expect, it } from "vitest";
import { setLanguage } from "./i18n";
import { localizedServerMessage } from "./server-message";

const refusal = (status: number, message: string) => new Error(`${status}: ${JSON.stringify({ message })}`);

afterAll(() => setLanguage("en"));

it("passes the server's words through in English", async () => {
  await setLanguage("en");
  expect(localizedServerMessage(refusal(401, "Invalid email or password"))).toBe("Invalid email or password");
  expect(localizedServerMessage(refusal(409, "Something new"))).toBe("Something new");
  expect(localizedServerMessage(new Error("Network down"))).toBeUndefined();
});

it("translates the messages it knows in Nepali and leaves the rest to the caller's Nepali fallback", async () => {
  await setLanguage("ne");
  expect(localizedServerMessage(refusal(401, "Invalid email or password"))).toBe("इमेल वा पासवर्ड मिलेन");
  expect(localizedServerMessage(refusal(409, "This job is no longer accepting bids"))).toBe(
    "यो कामले अब बोली स्वीकार गर्दैन",
  );
  expect(localizedServerMessage(refusal(409, "Something new"))).toBeUndefined();
});

it("translates the shop's limits on orders", async () => {
  await setLanguage("ne");
  expect(localizedServerMessage(refusal(409, TOO_MANY_OPEN_ORDERS))).toBe(
    "तपाईंका ५ वटा अर्डर आउँदै छन्। तीमध्ये एउटा डेलिभर वा रद्द भएपछि मात्र अर्को अर्डर गर्न सक्नुहुन्छ।",
  );
  expect(localizedServerMessage(refusal(409, QUANTITY_CAP_MESSAGE))).toBe(
    "एउटै सामान एक अर्डरमा बढीमा १० वटा मात्र मगाउन सकिन्छ",
  );
});

it("says a price above its category's cap in the active language, naming the limit", async () => {
  const refused = refusal(400, "agreedPrice: Agreed price must be at most NPR 2,00,000 for Plumbing");
  await setLanguage("en");
  expect(localizedServerMessage(refused)).toBe("The price can be at most ₨ 2,00,000 for Plumbing.");
  await setLanguage("ne");
  expect(localizedServerMessage(refused)).toBe("प्लम्बिङ का लागि मूल्य बढीमा रू २,००,००० हुन सक्छ।");
});
