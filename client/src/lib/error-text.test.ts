import { afterAll, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { errorText } from "./error-text";
import { setLanguage } from "./i18n";

afterAll(() => setLanguage("en"));

it("says a refusal by its code in the active language", async () => {
  const refused = new ApiError(401, "auth.invalid_credentials", "Invalid email or password");
  await setLanguage("en");
  expect(errorText(refused)).toBe("Invalid email or password");
  await setLanguage("ne");
  expect(errorText(refused)).toBe("इमेल वा पासवर्ड मिलेन");
  // Words do not count: the same code says the same, whatever the server's words were.
  expect(errorText(new ApiError(409, "bid.job_not_accepting", "Bids are closed"))).toBe(
    "यो कामले अब बोली स्वीकार गर्दैन",
  );
});

it("passes the server's words through in English for a code without words of its own, and leaves Nepali to the caller", async () => {
  const other = new ApiError(404, "training.course_not_found", "Course not found");
  await setLanguage("en");
  expect(errorText(other)).toBe("Course not found");
  await setLanguage("ne");
  expect(errorText(other)).toBeUndefined();
  expect(errorText(new ApiError(502, undefined, "502: Bad Gateway"))).toBeUndefined();
  expect(errorText(new Error("Network down"))).toBeUndefined();
});

it("translates the shop's limits on orders", async () => {
  await setLanguage("ne");
  expect(errorText(new ApiError(409, "order.too_many_open", "x"))).toBe(
    "तपाईंका ५ वटा अर्डर आउँदै छन्। तीमध्ये एउटा डेलिभर वा रद्द भएपछि मात्र अर्को अर्डर गर्न सक्नुहुन्छ।",
  );
  expect(errorText(new ApiError(409, "order.quantity_cap", "x"))).toBe(
    "एउटै सामान एक अर्डरमा बढीमा १० वटा मात्र मगाउन सकिन्छ",
  );
  expect(errorText(new ApiError(409, "cart.only_left", "x", undefined, { left: 3 }))).toBe(
    "स्टकमा ३ वटा मात्र बाँकी छ",
  );
});

it("says a price above its category's cap in the active language, naming the limit", async () => {
  const refused = new ApiError(
    400,
    "hire.over_price_cap",
    "agreedPrice: Agreed price must be at most NPR 2,00,000 for Plumbing",
    "agreedPrice",
    { category: "Plumbing" },
  );
  await setLanguage("en");
  expect(errorText(refused)).toBe("The price can be at most ₨ 2,00,000 for Plumbing.");
  await setLanguage("ne");
  expect(errorText(refused)).toBe("प्लम्बिङ का लागि मूल्य बढीमा ₨ २,००,००० हुन सक्छ।");
});

it("says how long to wait from Retry-After", async () => {
  const throttled = new ApiError(429, "auth.throttled", "x", undefined, { wait: "5 minutes" }, 290);
  await setLanguage("en");
  expect(errorText(throttled)).toBe("Too many failed sign-in attempts. Try again in 5 minutes.");
  expect(errorText(new ApiError(429, "rate.limited", "x", undefined, {}, 30))).toBe(
    "You have done this too many times for now. Try again in 1 minute.",
  );
  await setLanguage("ne");
  expect(errorText(throttled)).toBe("लगइनका धेरै प्रयास असफल भए। ५ मिनेटपछि फेरि प्रयास गर्नुहोस्।");
});

it("says a refused field's problem without the field's name, in Nepali by the field's rule", async () => {
  const invalid = new ApiError(400, "request.invalid", "amount: Amount must be more than 0", "amount", {
    problem: "Amount must be more than 0",
  });
  await setLanguage("en");
  expect(errorText(invalid)).toBe("Amount must be more than 0");
  await setLanguage("ne");
  expect(errorText(invalid)).toBe("₨ ० भन्दा बढी र बढीमा २ दशमलव अङ्कसम्मको रकम लेख्नुहोस्।");
  const email = new ApiError(400, "request.invalid", "email: Enter a valid email address", "email", {
    problem: "Enter a valid email address",
  });
  expect(errorText(email)).toBe("मान्य इमेल ठेगाना लेख्नुहोस्");
  // A field without words of its own still gets a reason in Nepali, never the English one.
  const other = new ApiError(400, "request.invalid", "widget: Widget is wrong", "widget", {
    problem: "Widget is wrong",
  });
  expect(errorText(other)).toBe("तपाईंले लेखेको केही कुरा स्वीकार भएन। फारम जाँचेर फेरि प्रयास गर्नुहोस्।");
  expect(errorText(new ApiError(409, "instant.taken", "x"))).toBe("यो अनुरोध अरू कसैले लिइसक्नुभयो");
});

it("writes the amounts a refusal names with the money formatter, in the reader's digits", async () => {
  const small = new ApiError(400, "payout.below_minimum", "x", "amountPaisa", { minimumPaisa: 100_00 });
  await setLanguage("en");
  expect(errorText(small)).toBe("A payout must be at least ₨ 100");
  await setLanguage("ne");
  expect(errorText(small)).toBe("भुक्तानी निकासी कम्तीमा ₨ १०० हुनुपर्छ");
  const negative = new ApiError(400, "request.invalid", "x", "budget", { problem: "Too small" });
  expect(errorText(negative)).toBe("₨ ० वा बढीको बजेट लेख्नुहोस्।");
});
