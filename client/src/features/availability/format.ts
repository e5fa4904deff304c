import { toDevanagariDigits } from "@domain/money";
import { formatCalendarDay } from "@domain/time";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/lib/i18n";

/** Kilometres, coordinates and dates in the active language. */
export function useAreaFormat() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const digits = (text: string) => (language === "ne" ? toDevanagariDigits(text) : text);
  return {
    digits,
    km: (value: number) => t("serviceArea.radiusValue", { value: digits(String(value)) }),
    coordinates: (latitude: number, longitude: number) =>
      digits(
        `${Math.abs(latitude).toFixed(4)}°${latitude < 0 ? "S" : "N"}, ${Math.abs(longitude).toFixed(4)}°${longitude < 0 ? "W" : "E"}`,
      ),
    day: (day: string) => formatCalendarDay(day, language, "long"),
  };
}
