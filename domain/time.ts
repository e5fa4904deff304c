import { type FormatDistanceToken, formatDistanceToNow, type Locale } from "date-fns";
import { type DisplayLocale, toDevanagariDigits } from "./money";

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

// Browsers ship uneven Nepali calendar data, so the Nepali names of the (Gregorian) months and
// days are written here, as the relative-time words are above.
const NE_MONTHS = [
  "जनवरी",
  "फेब्रुअरी",
  "मार्च",
  "अप्रिल",
  "मे",
  "जुन",
  "जुलाई",
  "अगस्ट",
  "सेप्टेम्बर",
  "अक्टोबर",
  "नोभेम्बर",
  "डिसेम्बर",
];
const NE_WEEKDAYS = ["आइतबार", "सोमबार", "मङ्गलबार", "बुधबार", "बिहीबार", "शुक्रबार", "शनिबार"];

/** The calendar fields of an instant in a time zone. */
function partsOf(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return {
    year: get("year"),
    month: Number(get("month")) - 1,
    day: String(Number(get("day"))),
    weekday,
    time: `${get("hour")}:${get("minute")}`,
  };
}

const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar day "YYYY-MM-DD" as written: "21 Nov" or "Saturday 21 November" (ne: "नोभेम्बर २१"). */
export function formatCalendarDay(
  day: string,
  locale: DisplayLocale = "en",
  style: "short" | "long" = "short",
) {
  const at = calendarDay(day);
  if (locale === "ne") {
    const { month, day: date, weekday } = partsOf(at, "UTC");
    const text = `${NE_MONTHS[month]} ${toDevanagariDigits(date)}`;
    return style === "long" ? `${NE_WEEKDAYS[weekday]}, ${text}` : text;
  }
  const options: Intl.DateTimeFormatOptions =
    style === "long"
      ? { weekday: "long", day: "numeric", month: "long" }
      : { day: "numeric", month: "short" };
  return new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(at);
}

/** A month "YYYY-MM" as its short name, "Nov" (ne: "नोभेम्बर"), optionally with the year. */
export function formatCalendarMonth(month: string, locale: DisplayLocale = "en", withYear = false) {
  const at = calendarDay(`${month}-01`);
  if (locale === "ne") {
    const { year, month: index } = partsOf(at, "UTC");
    return withYear ? `${NE_MONTHS[index]} ${toDevanagariDigits(year)}` : (NE_MONTHS[index] ?? "");
  }
  const options: Intl.DateTimeFormatOptions = withYear
    ? { month: "long", year: "numeric" }
    : { month: "short" };
  return new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(at);
}

/** An instant as Nepal's wall-clock time: "Sat 21 Nov, 10:00 am" (ne: "शनिबार, नोभेम्बर २१, १०:००"). */
export function formatNepalDateTime(at: Date | string, locale: DisplayLocale = "en") {
  const instant = new Date(at);
  if (locale === "ne") {
    const { month, day, weekday, time } = partsOf(instant, "Asia/Kathmandu");
    return toDevanagariDigits(`${NE_WEEKDAYS[weekday]}, ${NE_MONTHS[month]} ${day}, ${time}`);
  }
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h12",
    timeZone: "Asia/Kathmandu",
  }).format(instant);
}
