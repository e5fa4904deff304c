import { ERRORS, isErrorCode } from "@domain/errors";
import { afterAll, describe, expect, it } from "vitest";
import { i18n, setLanguage } from "@/lib/i18n";
import en from "./en.json";
import ne from "./ne.json";

function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const textAt = (tree: object, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;

/** Placeholder names, without a format: "{{count, number}}" is count. */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((match) => match[1]).sort();

/** What is left of a Nepali string to read once placeholders are taken out. */
const readable = (text: string) => text.replace(/{{[^}]*}}/g, "");

/** Strings that read the same in both languages: the language switch's own names and pure layout. */
const SAME_IN_BOTH = new Set([
  "language.en",
  "language.ne",
  "login.emailPlaceholder",
  "proDetail.range",
  "proDetail.reviewBy",
  "shop.filters.between",
  "shop.checkout.times",
  "shop.orders.lineDetail",
  "admin.review.doneText",
  "mobile.photo.details",
  "jobPhotos.fileProblem",
  "admin.orders.by",
]);

/**
 * Latin that stays in Nepali copy: the EN switch, keyboard keys, file formats people see on their
 * files, the A-Z of English product names and an email example.
 */
const LATIN_ALLOWED = /\b(EN|Enter|Shift|JPEG|PNG|WebP|PDF|A-Z|you@example\.com)\b/g;

/** Keys whose Nepali spells the numbers out instead of taking them (still Devanagari). */
const FIXED_NUMBERS_IN_NEPALI = new Set(["serviceArea.radiusError"]);

describe("translations", () => {
  it("Nepali has exactly the English keys", () => {
    expect(keys(ne).sort()).toEqual(keys(en).sort());
  });

  it("has no empty strings", () => {
    const empty = (tree: object) => keys(tree).filter((key) => !textAt(tree, key));
    expect(empty(en)).toEqual([]);
    expect(empty(ne)).toEqual([]);
  });

  it("translates every string: Nepali differs from English unless it is layout or a name", () => {
    const untranslated = keys(en).filter(
      (key) => !SAME_IN_BOTH.has(key) && textAt(ne, key) === textAt(en, key),
    );
    expect(untranslated).toEqual([]);
  });

  it("writes Nepali in Devanagari: no English words and no ASCII digits outside placeholders", () => {
    const latin = keys(ne).filter((key) =>
      /[A-Za-z0-9]/.test(readable(textAt(ne, key)).replace(LATIN_ALLOWED, "")),
    );
    expect(latin).toEqual([]);
  });

  it("uses one Nepali word per concept, spelt as the Nepal Academy does", () => {
    // Each word that must not appear, with the one used instead (issue 17: "Free Now" read two ways,
    // urgent two ways, "professional" spelt two ways across the app).
    const NOT_USED: [RegExp, string][] = [
      [/पेशेवर/, "पेसेवर (a professional)"],
      [/पेशा/, "पेसा (an occupation)"],
      [/अत्यावश्यक/, "जरुरी (urgent)"],
      [/अहिले खाली/, "अहिले फुर्सदमा (Free Now)"],
    ];
    const found = keys(ne).flatMap((key) =>
      NOT_USED.filter(([word]) => word.test(textAt(ne, key))).map(([, instead]) => `${key}: use ${instead}`),
    );
    expect(found).toEqual([]);
    // Free Now is the same words wherever the switch is named.
    expect(new Set(["proDetail.freeNow", "serviceArea.freeNow"].map((key) => textAt(ne, key)))).toEqual(
      new Set(["अहिले फुर्सदमा"]),
    );
  });

  it("leaves amounts to the money formatter: no sign or currency beside a digit, one way to name the unit", () => {
    const BESIDE_DIGIT = /(₨|NPR|Rs\.?|रू|रु\.?)\s*[0-9०-९]|[0-9०-९]\s*(NPR|रुपैयाँ)/;
    // A field's unit is "(NPR)" in English and "(रुपैयाँ)" in Nepali, never a sign or "रु.".
    const OTHER_UNIT = /\((₨|Rs\.?|रू|रु\.?)[,)]/;
    const found = (["en", "ne"] as const).flatMap((language) => {
      const tree = language === "en" ? en : ne;
      return keys(tree)
        .filter((key) => BESIDE_DIGIT.test(readable(textAt(tree, key))) || OTHER_UNIT.test(textAt(tree, key)))
        .map((key) => `${language}: ${key}: ${textAt(tree, key)}`);
    });
    expect(found).toEqual([]);
  });

  it("never says two different things in one place with the same Nepali words (rank and location were both स्थान)", () => {
    // Pairs that mean the same in Nepali: the same request after a failed sign-in or sign-up; a
    // time that reads "at" or "on" in English.
    const SAME_MEANING = new Set(["login.signupFailedDescription", "offlineNotice.savedOn"]);
    // English that differs only in case or a closing stop says the same thing.
    const sameWords = (text: string) => text.toLowerCase().replace(/[.!?]$/, "");
    const firstWith = new Map<string, string>();
    const clashes: string[] = [];
    for (const key of keys(en)) {
      const base = key.replace(/_(one|other)$/, "");
      const place = `${key.slice(0, key.lastIndexOf("."))}|${textAt(ne, key)}`;
      const first = firstWith.get(place);
      if (first === undefined) firstWith.set(place, key);
      else if (
        first.replace(/_(one|other)$/, "") !== base &&
        sameWords(textAt(en, first)) !== sameWords(textAt(en, key)) &&
        !SAME_MEANING.has(key)
      )
        clashes.push(`${first} and ${key}: ${textAt(ne, key)}`);
    }
    expect(clashes).toEqual([]);
  });

  it("keeps every placeholder of the English string", () => {
    const changed = keys(en).filter(
      (key) =>
        !FIXED_NUMBERS_IN_NEPALI.has(key) &&
        placeholders(textAt(en, key)).join() !== placeholders(textAt(ne, key)).join(),
    );
    expect(changed).toEqual([]);
  });

  it("formats numbers in Nepali strings with Devanagari digits, which browsers without ne data also have", () => {
    // Chromium ships no "ne" number data: Intl.NumberFormat("ne") writes 123, but the deva
    // numbering system option writes १२३ in any locale.
    const plainNumbers = keys(ne).filter((key) =>
      [...textAt(ne, key).matchAll(/{{\s*\w+\s*,\s*number([^}]*)}}/g)].some(
        (match) => !match[1]?.includes("numberingSystem: deva"),
      ),
    );
    expect(plainNumbers).toEqual([]);
  });

  it("has both plural forms wherever English has them", () => {
    const plurals = keys(en).filter((key) => key.endsWith("_one"));
    const missing = plurals.filter((key) => !textAt(ne, key.replace(/_one$/, "_other")));
    expect(missing).toEqual([]);
  });
});

describe("numbers inside Nepali strings", () => {
  afterAll(() => setLanguage("en"));

  it("come out in Devanagari digits with lakh grouping, years without grouping", async () => {
    await setLanguage("ne");
    expect(i18n.t("jobs.bidCount", { count: 1 })).toBe("१ बोली");
    expect(i18n.t("jobs.bidCount", { count: 12 })).toBe("१२ बोली");
    expect(i18n.t("profile.bioHint", { max: 1000 })).toBe("बढीमा १,००० अक्षर।");
    expect(i18n.t("footer.copyright", { year: 2026 })).toBe("© २०२६ सिपालु। नेपालमा निर्मित।");
    await setLanguage("en");
    expect(i18n.t("jobs.bidCount", { count: 12 })).toBe("12 bids");
  });
});

describe("the words for refusals (errors.<code>)", () => {
  const errorKeys = keys(en.errors).map((key) => ({ key, code: key.replace(/_(one|other)$/, "") }));

  it("are keyed by the codes of domain/errors.ts", () => {
    expect(errorKeys.filter(({ code }) => !isErrorCode(code)).map(({ key }) => key)).toEqual([]);
  });

  it("say a refusal with fixed words as the server does (less the field it names)", () => {
    const differing = errorKeys.filter(({ key, code }) => {
      const { message } = ERRORS[code as keyof typeof ERRORS];
      if (typeof message !== "string") return false;
      return textAt(en.errors, key) !== message.replace(/^\w+: /, "");
    });
    expect(differing.map(({ key }) => key)).toEqual([]);
  });
});
