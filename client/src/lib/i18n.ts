import i18n, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { setPlaceNames } from "./place-name";

export const LANGUAGES = ["en", "ne"] as const;
export type Language = (typeof LANGUAGES)[number];
/** localStorage key kept across forced updates (SPEC §3); holds JSON `{ "language": "en" | "ne" }`. */
export const PREFERENCES_KEY = "user-preferences";

function readPreferences(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readLanguage(): Language {
  const saved = readPreferences().language;
  return LANGUAGES.find((language) => language === saved) ?? "en";
}

function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ ...readPreferences(), language }));
  } catch {
    // Storage unavailable: the choice lasts for this visit.
  }
}

/** Switches language, fetching Nepali first when it hasn't been loaded yet. */
export function setLanguage(language: Language): Promise<unknown> {
  saveLanguage(language);
  return i18n.changeLanguage(language);
}

/** The active language as the formatters in domain/ take it. */
export function currentLanguage(): Language {
  return i18n.language === "ne" ? "ne" : "en";
}

/**
 * Adds one top-level namespace of English strings. The build (scripts/locale-namespaces.ts) puts
 * these calls in the chunks whose code uses the namespace, so a page brings its own strings.
 */
export function addEnglish(namespace: string, strings: object): void {
  i18n.addResourceBundle("en", "translation", { [namespace]: strings }, true, true);
}

/** Nepali is one chunk of its own, fetched only by those who choose it. */
const nepaliBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (language !== "ne") return callback(null, {});
    // The places' Nepali names too, so a location shows in Nepali from the first Nepali paint.
    Promise.all([import("@/locales/ne.json"), import("@domain/places")]).then(
      ([strings, places]) => {
        setPlaceNames(places);
        callback(null, strings.default);
      },
      (error: Error) => callback(error, false),
    );
  },
};

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

/** Settles when the saved language's strings are in: main.tsx renders after it (no flash of English). */
export const i18nReady: Promise<unknown> = i18n
  .use(nepaliBackend)
  .use(initReactI18next)
  .init({
    // English arrives namespace by namespace (addEnglish); the backend is asked only for Nepali.
    resources: { en: { translation: {} } },
    partialBundledLanguages: true,
    lng: readLanguage(),
    fallbackLng: "en",
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  })
  .catch(() => undefined);

export { i18n };
