import { type FormatDistanceToken, formatDistanceToNow, type Locale } from "date-fns";
import { type DisplayLocale, toDevanagariDigits } from "./money";

// "about 3 hours ago" needs date-fns; dates and times (./time.ts) do not, so this lives apart:
// a page that only writes dates does not download it.

// date-fns ships no Nepali locale; formatDistanceToNow only needs formatDistance.
const NE_DISTANCE: Record<FormatDistanceToken, string> = {
  lessThanXSeconds: "{{count}} सेकेन्डभन्दा कम",
  xSeconds: "{{count}} सेकेन्ड",
  halfAMinute: "आधा मिनेट",
  lessThanXMinutes: "{{count}} मिनेटभन्दा कम",
  xMinutes: "{{count}} मिनेट",
  aboutXHours: "करिब {{count}} घण्टा",
  xHours: "{{count}} घण्टा",
  xDays: "{{count}} दिन",
  aboutXWeeks: "करिब {{count}} हप्ता",
  xWeeks: "{{count}} हप्ता",
  aboutXMonths: "करिब {{count}} महिना",
  xMonths: "{{count}} महिना",
  aboutXYears: "करिब {{count}} वर्ष",
  xYears: "{{count}} वर्ष",
  overXYears: "{{count}} वर्षभन्दा बढी",
  almostXYears: "झन्डै {{count}} वर्ष",
};

const nepali: Pick<Locale, "code" | "formatDistance"> = {
  code: "ne",
  formatDistance(token, count, options) {
    const distance = toDevanagariDigits(NE_DISTANCE[token].replace("{{count}}", String(count)));
    if (!options?.addSuffix) return distance;
    return options.comparison && options.comparison > 0 ? `${distance} पछि` : `${distance} अघि`;
  },
};

/** "about 3 hours ago" (en) or "करिब ३ घण्टा अघि" (ne). */
export function formatRelativeTime(date: Date | string | number, locale: DisplayLocale = "en"): string {
  return formatDistanceToNow(new Date(date), {
    addSuffix: true,
    locale: locale === "ne" ? nepali : undefined,
  });
}
