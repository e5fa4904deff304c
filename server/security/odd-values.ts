import fc from "fast-check";

/** A JSON token written into a body as it is (1e400, deep nesting), which JSON.stringify cannot. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object written as a list of entries, so keys may repeat or be `__proto__`. */
export class Entries {
  constructor(readonly list: [string, unknown][]) {}
}

/** JSON text of a value that may hold RawJson tokens and Entries objects. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = value instanceof Entries ? value.list : Object.entries(value);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Percent-encodes text for a URL; a lone surrogate (which encodeURIComponent refuses) becomes its
 * three WTF-8 bytes, which are not valid UTF-8.
 */
export function encodeUrlText(text: string): string {
  let encoded = "";
  let from = 0;
  for (const match of text.matchAll(LONE_SURROGATE)) {
    const unit = match[0].charCodeAt(0);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    encoded += encodeURIComponent(text.slice(from, match.index));
    encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    from = match.index + 1;
  }
  return encoded + encodeURIComponent(text.slice(from));
}

const LONE_SURROGATES = ["\ud800", "\udbff", "\udc00", "\udfff", "a\ud83d", "\ude00b"];
const ODD_PIECES = [
  "\u0000",
  "a\u0000b",
  "\u202e", // right-to-left override
  "\u200f", // right-to-left mark
  "\u200b\ufeff\u2060",
  "\u2028\u2029",
  "\r\n\t",
  "😀",
  "👩🏽‍🔧",
  "𝕏𝔸",
  "नमस्ते",
  "क्षत्रि",
  "\u0915\u093f\u0902\u094d\u200d", // Devanagari with combining vowel sign, anusvara, virama, ZWJ
  "\u094d\u093c\u0901", // combining marks with nothing to combine with
  "e\u0301\u0301\u0301\u0301",
  "\uffff\ufffe",
  "' OR '1'='1",
  "1; DROP TABLE users --",
  "<script>alert(1)</script>",
  "\u0024{7*7}{{7*7}}", // template injection
  "../../etc/passwd",
  "%00%zz%",
  "\\u0000\\",
  " ",
];

/** Short strings of odd unicode: lone surrogates, NUL, RTL marks, emoji, Devanagari combining marks. */
export const oddText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...ODD_PIECES, ...LONE_SURROGATES),
      fc.string({ unit: "binary", minLength: 1, maxLength: 4 }),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) => parts.join(""));

/** 100,000 characters of one odd kind. */
export const hugeText: fc.Arbitrary<string> = fc
  .constantFrom("a", "क्", "😀", "\u0000", "\u202e", " ", "\ud800")
  .map((piece) => piece.repeat(Math.ceil(100_000 / piece.length)));

/** Numbers no schema wants: negative, fractional, beyond 2^53, overflowing to Infinity. */
export const oddNumber: fc.Arbitrary<RawJson> = fc
  .constantFrom(
    "-1",
    "-0.5",
    "1.5",
    "0.001",
    "-999999999999",
    "9007199254740993",
    "1e308",
    "1e400",
    "-1e400",
    "123456789012345678901234567890",
    "1e-400",
  )
  .map((text) => new RawJson(text));

/** Nesting hundreds to a hundred thousand deep: arrays in arrays, or objects in objects. */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(100, 5_000, 100_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? new RawJson(`${"[".repeat(depth)}${"]".repeat(depth)}`)
      : new RawJson(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
  );

/** Anything JSON can hold, to put where a schema expects something else. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, "", "text", [], {}, [1, "a"], { a: 1 }),
  oddText,
  oddNumber,
  deepNesting,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Query string values a typed field refuses (already percent-encoded). */
export const oddQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "%20",
    "abc",
    "1.5",
    "-1",
    "1e400",
    "NaN",
    "Infinity",
    "0x10",
    "99999999999999999999",
    "true%20",
    "null",
    "%zz",
    "%E0%A4",
    "%00",
  ),
  oddText.map(encodeUrlText),
  hugeText.map((text) => encodeUrlText(text.slice(0, 20_000))),
);

/** Path segments where a uuid goes that are no uuid (already percent-encoded). */
export const badPathParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "not-a-uuid",
    "1",
    "-1",
    "0",
    "null",
    "undefined",
    "NaN",
    "%20",
    "%00",
    "%zz",
    "%",
    "%E0%A4",
    "%ED%A0%80",
    "..%2F..%2Fetc%2Fpasswd",
    "'%20OR%20'1'%3D'1",
    "1%3B%20DROP%20TABLE%20users",
    "%7B%7D",
    "a".repeat(5_000),
  ),
  fc
    .uuid({ version: 4 })
    .chain((id) =>
      fc.constantFrom(
        id.slice(1),
        `${id}x`,
        id.replaceAll("-", ""),
        `%7B${id}%7D`,
        `${id.slice(0, -1)}g`,
        `${id}%20`,
        `%20${id}`,
        `${id}%00`,
        id.replaceAll("-", "_"),
      ),
    ),
  oddText.map(encodeUrlText),
);
