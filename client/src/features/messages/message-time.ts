import { type DisplayLocale, toDevanagariDigits } from "@domain/money";

const DAY_MS = 24 * 60 * 60 * 1000;

type Span = "today" | "week" | "older";

// Browsers often ship without Nepali date data (Intl falls back to English), so Nepali is spelled
// out here, the way ICU's ne locale writes it: 24-hour time, "नोभेम्बर २१, ९:४५".
const NE_WEEKDAYS = ["आइत", "सोम", "मङ्गल", "बुध", "बिहि", "शुक्र", "शनि"];
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

const EN_FORMATS: Record<Span, Intl.DateTimeFormat> = {
  today: new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" }),
  week: new Intl.DateTimeFormat("en-IN", { weekday: "short", hour: "numeric", minute: "2-digit" }),
  older: new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  }),
};

function nepali(when: Date, span: Span): string {
  const clock = `${when.getHours()}:${String(when.getMinutes()).padStart(2, "0")}`;
  const text =
    span === "today"
      ? clock
      : span === "week"
        ? `${NE_WEEKDAYS[when.getDay()]} ${clock}`
        : `${NE_MONTHS[when.getMonth()]} ${when.getDate()}, ${clock}`;
  return toDevanagariDigits(text);
}

/**
 * A chat timestamp: the clock time today, the weekday and time within a week, the date and time
 * before that ("9:05 am", "Tue, 6:00 pm", "20 Feb, 8:45 am"; Nepali "९:०५", "मङ्गल १८:००").
 */
export function formatMessageTime(
  date: Date | string,
  locale: DisplayLocale = "en",
  now = new Date(),
): string {
  const when = new Date(date);
  const span: Span =
    when.toDateString() === now.toDateString()
      ? "today"
      : now.getTime() - when.getTime() < 6 * DAY_MS
        ? "week"
        : "older";
  return locale === "ne" ? nepali(when, span) : EN_FORMATS[span].format(when);
}
