/**
 * How place names are compared: typed text and names are folded to one spelling first, so the
 * usual variants find each other. Every step is a single pass over the text (no pattern that
 * backtracks), and text is cut to MAX_PLACE_QUERY characters before anything runs.
 */

/** Longer text is no place name: it is cut here before folding (the longest name is ~30). */
export const MAX_PLACE_QUERY = 80;

// Devanagari: the two nasal marks (काठमाडौं / काठमाडौँ), short and long i and u (ि/ी, ु/ू,
// इ/ई, उ/ऊ), व/ब and श/ष/स as people write them interchangeably, the nukta and zero-width joiners.
const DEVANAGARI_FOLDS: Record<string, string> = {
  "ँ": "ं",
  "ी": "ि",
  "ू": "ु",
  ई: "इ",
  ऊ: "उ",
  व: "ब",
  श: "स",
  ष: "स",
  "़": "",
  "\u200c": "",
  "\u200d": "",
};
/** ङ ञ ण न म with a virama before a consonant are the nasal mark: मङ्गल and मंगल. */
const NASALS = new Set(["ङ", "ञ", "ण", "न", "म"]);
const VIRAMA = "्";
const isDevanagariConsonant = (char: string | undefined) => char !== undefined && char >= "क" && char <= "ह";

// Latin romanisations, in order: long vowels and doubled letters written once (Bouddha/Boudha,
// Koteshwor/Koteshwar), -ow- and -au- as o (Pulchowk/Pulchok), aspiration dropped (Bhaktapur/
// Baktapur), v as b, z as j, -gunj as -ganj, sh as s, w before a vowel and r as in wor/war.
const LATIN_FOLDS: readonly [RegExp, string][] = [
  [/aa/g, "a"],
  [/ee/g, "i"],
  [/oo/g, "u"],
  [/([a-z])\1/g, "$1"],
  [/ou|au|ow/g, "o"],
  [/([bcdgjkpt])h/g, "$1"],
  [/sh/g, "s"],
  [/v/g, "b"],
  [/z/g, "j"],
  [/gunj/g, "ganj"],
  [/w[aeo]r/g, "war"],
];

function foldDevanagari(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (NASALS.has(char) && text.charAt(i + 1) === VIRAMA && isDevanagariConsonant(text.charAt(i + 2))) {
      out += "ं";
      i++;
      continue;
    }
    out += DEVANAGARI_FOLDS[char] ?? char;
  }
  return out;
}

/**
 * One spelling for comparing: lower case, Latin accents dropped, punctuation as spaces, runs of
 * spaces as one, then the Devanagari and Latin folds above.
 */
export function foldPlaceText(text: string): string {
  const plain = text
    .slice(0, MAX_PLACE_QUERY)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^a-z0-9\u0900-\u097f]+/g, " ")
    .trim();
  let latin = foldDevanagari(plain);
  for (const [pattern, replacement] of LATIN_FOLDS) latin = latin.replace(pattern, replacement);
  return latin;
}

/** How well a folded name answers a folded query: 0 the whole name, 1 its start, 2 a word's start, 3 inside; null not at all. */
export function matchRank(name: string, query: string): 0 | 1 | 2 | 3 | null {
  if (!query) return null;
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  const at = name.indexOf(query);
  if (at < 0) return null;
  return name.charAt(at - 1) === " " || name.indexOf(` ${query}`) >= 0 ? 2 : 3;
}
