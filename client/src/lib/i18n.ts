import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "@/locales/en.json";
import ne from "@/locales/ne.json";

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

export function setLanguage(language: Language): Promise<unknown> {
  saveLanguage(language);
  return i18n.changeLanguage(language);
}

/** The active language as the formatters in domain/ take it. */
export function currentLanguage(): Language {
  return i18n.language === "ne" ? "ne" : "en";
}

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ne: { translation: ne } },
  lng: readLanguage(),
  fallbackLng: "en",
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

export { i18n };
