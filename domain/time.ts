import { NEPAL_TIME_ZONE, nepalDay } from "./kathmandu-day";
import { type DisplayLocale, toDevanagariDigits } from "./money";
import { adToBs, formatBsDate } from "./nepali-date";

// Relative times ("about 3 hours ago") are in ./relative-time: they need date-fns, and a page that
// only writes dates should not download it (so they are not re-exported here either).

// Browsers ship uneven Nepali calendar data, so the Nepali names of the (Gregorian) months and
// days are written here, as the relative-time words are (./relative-time). Nepali dates are Bikram Sambat
// (./nepali-date); the Gregorian month names serve month buckets and the AD date shown beside.
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
/** Sunday first, as Date.getDay and Nepal's week count. */
export const NE_WEEKDAYS = ["आइतबार", "सोमबार", "मङ्गलबार", "बुधबार", "बिहीबार", "शुक्रबार", "शनिबार"];
/** The short names, without बार: "आइत", "मङ्गल". */
export const NE_WEEKDAYS_SHORT = NE_WEEKDAYS.map((name) => name.replace(/बार$/, ""));

/**
 * The part of the day Nepali says before a 12-hour time: बिहान (morning) 04:00–11:59, दिउँसो
 * (afternoon) 12:00–15:59, बेलुकी (evening) 16:00–18:59, राति (night) 19:00–03:59.
 */
export function nepaliDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return "बिहान";
  if (hour >= 12 && hour < 16) return "दिउँसो";
  if (hour >= 16 && hour < 19) return "बेलुकी";
  return "राति";
}

/**
 * The one way Sipalu writes a time of day, a 12-hour clock: "9:05 am", "12:30 pm"; in Nepali the
 * part of the day first, "बिहान ९:०५", "दिउँसो १२:३०", "बेलुकी ६:००", "राति ९:००".
 */
export function formatClock(hour: number, minute: number, locale: DisplayLocale = "en"): string {
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, "0")}`;
  if (locale === "ne") return `${nepaliDayPart(hour)} ${toDevanagariDigits(clock)}`;
  return `${clock} ${hour < 12 ? "am" : "pm"}`;
}

/** A wall-clock time "HH:MM" (or "HH:MM:SS", as PostgreSQL sends it) written by formatClock. */
export function formatTimeOfDay(time: string, locale: DisplayLocale = "en"): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return formatClock(hour, minute, locale);
}

/** An instant's time of day in Nepal, whatever the device's time zone: "9:00 am", "बिहान ९:००". */
export function formatNepalTime(at: Date | string | number, locale: DisplayLocale = "en"): string {
  const { hour, minute } = partsOf(new Date(at), NEPAL_TIME_ZONE);
  return formatClock(hour, minute, locale);
}

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
    hour: Number(get("hour")) % 24,
    minute: Number(get("minute")),
  };
}

const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A calendar day "YYYY-MM-DD" as written: "21 Nov" or "Saturday 21 November"; in Nepali the
 * Bikram Sambat day, "५ मंसिर" or "शनिबार, ५ मंसिर".
 */
export function formatCalendarDay(
  day: string,
  locale: DisplayLocale = "en",
  style: "short" | "long" = "short",
) {
  const at = calendarDay(day);
  if (locale === "ne") {
    const { weekday } = partsOf(at, "UTC");
    const text = nepaliDay(day, false);
    return style === "long" ? `${NE_WEEKDAYS[weekday]}, ${text}` : text;
  }
  const options: Intl.DateTimeFormatOptions =
    style === "long"
      ? { weekday: "long", day: "numeric", month: "long" }
      : { day: "numeric", month: "short" };
  return new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(at);
}

/** The BS day in Nepali ("५ मंसिर २०८३"); the AD one in Nepali words outside the BS table. */
function nepaliDay(day: string, withYear: boolean) {
  const bs = adToBs(day);
  if (bs) return formatBsDate(bs, "ne", withYear);
  const { year, month, day: date } = partsOf(calendarDay(day), "UTC");
  return toDevanagariDigits(`${date} ${NE_MONTHS[month]}${withYear ? ` ${year}` : ""}`);
}

/** A calendar day "YYYY-MM-DD", or an instant's day in Nepal. */
function dayOf(at: Date | string | number): string {
  return typeof at === "string" && /^\d{4}-\d{2}-\d{2}$/.test(at) ? at : nepalDay(at);
}

/**
 * A date with its year, in the calendar the language reads first: "21 Nov 2026" in English, the
 * Bikram Sambat "५ मंसिर २०८३" in Nepali. Takes a day "YYYY-MM-DD" or an instant (its day in Nepal).
 */
export function formatDate(at: Date | string | number, locale: DisplayLocale = "en"): string {
  const day = dayOf(at);
  if (locale === "ne") return nepaliDay(day, true);
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(calendarDay(day));
}

/**
 * The same date in the other calendar, to show beside formatDate: "5 Mangsir 2083 BS" in English,
 * "२१ नोभेम्बर २०२६" (AD) in Nepali; null in English outside the BS table.
 */
export function formatOtherCalendarDate(
  at: Date | string | number,
  locale: DisplayLocale = "en",
): string | null {
  const day = dayOf(at);
  if (locale === "ne") {
    const { year, month, day: date } = partsOf(calendarDay(day), "UTC");
    return toDevanagariDigits(`${date} ${NE_MONTHS[month]} ${year}`);
  }
  const bs = adToBs(day);
  return bs ? `${formatBsDate(bs, "en")} BS` : null;
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

/**
 * An instant as Nepal's wall-clock day and time, whatever the device's time zone: "Sat 21 Nov,
 * 10:00 am"; in Nepali the Bikram Sambat day, "शनिबार, ५ मंसिर, बिहान १०:००".
 */
export function formatNepalDateTime(at: Date | string | number, locale: DisplayLocale = "en") {
  const instant = new Date(at);
  const { weekday, hour, minute } = partsOf(instant, NEPAL_TIME_ZONE);
  const clock = formatClock(hour, minute, locale);
  if (locale === "ne") return `${NE_WEEKDAYS[weekday]}, ${nepaliDay(nepalDay(instant), false)}, ${clock}`;
  const day = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: NEPAL_TIME_ZONE,
  }).format(instant);
  return `${day}, ${clock}`;
}
