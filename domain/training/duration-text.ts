import { type DisplayLocale, toDevanagariDigits } from "../money";

const NE_UNITS: Record<string, string> = {
  hour: "घण्टा",
  day: "दिन",
  week: "हप्ता",
  month: "महिना",
  year: "वर्ष",
};

/**
 * A course's duration as its provider wrote it ("3 months", "2 weeks", "1 year") in the reader's
 * language: Nepali says "३ महिना", "२ हप्ता", "१ वर्ष". Anything else stays as written.
 */
export function formatCourseDuration(duration: string, locale: DisplayLocale): string {
  if (locale === "en") return duration;
  const match = /^(\d{1,3}) (hour|day|week|month|year)s?$/.exec(duration.trim().toLowerCase());
  const unit = match?.[2] && NE_UNITS[match[2]];
  return match?.[1] && unit ? `${toDevanagariDigits(match[1])} ${unit}` : duration;
}
