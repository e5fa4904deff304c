/**
 * Bikram Sambat (BS), Nepal's official calendar, for BS 2000–2099 (AD 1943–2043). BS months are
 * solar and their lengths (29–32 days) follow no formula, so they come from a table: the one the
 * nepali-date-converter package publishes for 2000–2090 (checked against it day by day in the
 * tests), and the projected lengths nepali-datetime publishes for 2091–2099. Days are calendar
 * days "YYYY-MM-DD" (take an instant's day in Nepal with nepalDay from ./kathmandu-day first).
 */
import { type DisplayLocale, toDevanagariDigits } from "./money";

/** A BS date; month 1 is Baishakh. */
export type BsDate = { year: number; month: number; day: number };

export const BS_FIRST_YEAR = 2000;
export const BS_LAST_YEAR = 2099;

/** 1 Baishakh 2000 BS was 14 April 1943. */
const EPOCH_MS = Date.UTC(1943, 3, 14);
const DAY_MS = 86_400_000;

// biome-ignore format: one BS year a line, Baishakh to Chaitra
const MONTH_LENGTHS: readonly (readonly number[])[] = [
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2000
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2001
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2002
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2003
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2004
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2005
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2006
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2007
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 29, 31], // 2008
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2009
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2010
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2011
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2012
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2013
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2014
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2015
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2016
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2017
  [31, 32, 31, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2018
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2019
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2020
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2021
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 2022
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2023
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2024
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2025
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2026
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2027
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2028
  [31, 31, 32, 31, 32, 30, 30, 29, 30, 29, 30, 30], // 2029
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2030
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2031
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2032
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2033
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2034
  [30, 32, 31, 32, 31, 31, 29, 30, 30, 29, 29, 31], // 2035
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2036
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2037
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2038
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2039
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2040
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2041
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2042
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2043
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2044
  [31, 32, 31, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2045
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2046
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2047
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2048
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 2049
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2050
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2051
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2052
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 2053
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2054
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2055
  [31, 31, 32, 31, 32, 30, 30, 29, 30, 29, 30, 30], // 2056
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2057
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2058
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2059
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2060
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2061
  [30, 32, 31, 32, 31, 31, 29, 30, 29, 30, 29, 31], // 2062
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2063
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2064
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2065
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 29, 31], // 2066
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2067
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2068
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2069
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2070
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2071
  [31, 32, 31, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2072
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2073
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2074
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2075
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 2076
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2077
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2078
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2079
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 2080
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2081
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2082
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2083
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2084
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2085
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2086
  [31, 31, 32, 31, 31, 31, 30, 30, 29, 30, 30, 30], // 2087
  [30, 31, 32, 32, 30, 31, 30, 30, 29, 30, 30, 30], // 2088
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 30, 30], // 2089
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 30, 30], // 2090
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2091
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2092
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 29, 31], // 2093
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2094
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2095
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2096
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2097
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2098
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2099
];

export const BS_MONTH_NAMES: Record<DisplayLocale, readonly string[]> = {
  en: [
    "Baishakh",
    "Jestha",
    "Asar",
    "Shrawan",
    "Bhadra",
    "Asoj",
    "Kartik",
    "Mangsir",
    "Poush",
    "Magh",
    "Falgun",
    "Chaitra",
  ],
  ne: ["बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कात्तिक", "मंसिर", "पुस", "माघ", "फागुन", "चैत"],
};

/** Days from the epoch to 1 Baishakh of each year, and one past the last year's end. */
const YEAR_STARTS = MONTH_LENGTHS.reduce<number[]>(
  (starts, months) => {
    starts.push((starts.at(-1) ?? 0) + months.reduce((sum, days) => sum + days, 0));
    return starts;
  },
  [0],
);

/** The number of days in a BS month, or 0 outside 2000–2099. */
export function bsMonthLength(year: number, month: number): number {
  return MONTH_LENGTHS[year - BS_FIRST_YEAR]?.[month - 1] ?? 0;
}

/** The BS date of an AD calendar day "YYYY-MM-DD", or null outside the table's years. */
export function adToBs(day: string): BsDate | null {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return null;
  let offset = Math.round((time - EPOCH_MS) / DAY_MS);
  if (offset < 0 || offset >= (YEAR_STARTS.at(-1) ?? 0)) return null;
  let index = 0;
  while ((YEAR_STARTS[index + 1] ?? Number.POSITIVE_INFINITY) <= offset) index++;
  offset -= YEAR_STARTS[index] ?? 0;
  const months = MONTH_LENGTHS[index] ?? [];
  let month = 0;
  while (offset >= (months[month] ?? Number.POSITIVE_INFINITY)) offset -= months[month++] ?? 0;
  return { year: BS_FIRST_YEAR + index, month: month + 1, day: offset + 1 };
}

/** The AD calendar day "YYYY-MM-DD" of a BS date, or null when there is no such BS date. */
export function bsToAd({ year, month, day }: BsDate): string | null {
  const index = year - BS_FIRST_YEAR;
  if (!Number.isInteger(day) || day < 1 || day > bsMonthLength(year, month)) return null;
  const months = MONTH_LENGTHS[index] ?? [];
  const offset =
    (YEAR_STARTS[index] ?? 0) + months.slice(0, month - 1).reduce((sum, days) => sum + days, 0) + day - 1;
  return new Date(EPOCH_MS + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The BS month "YYYY-MM" (2083-08 is Mangsir 2083) of an AD calendar day, or null outside the table. */
export function bsMonthOf(day: string): string | null {
  const bs = adToBs(day);
  return bs && `${bs.year}-${String(bs.month).padStart(2, "0")}`;
}

/** The AD calendar day of the 1st of a BS month "YYYY-MM", or null outside the table. */
export function bsMonthStart(month: string): string | null {
  const [year = 0, index = 0] = month.split("-").map(Number);
  return bsToAd({ year, month: index, day: 1 });
}

/** "Mangsir 2083" (en) or "मंसिर २०८३" (ne) of a BS month "YYYY-MM"; only the name when asked. */
export function formatBsMonth(month: string, locale: DisplayLocale = "en", withYear = true): string {
  const [year = 0, index = 0] = month.split("-").map(Number);
  const text = `${BS_MONTH_NAMES[locale][index - 1] ?? ""}${withYear ? ` ${year}` : ""}`;
  return locale === "ne" ? toDevanagariDigits(text) : text;
}

/** "5 Mangsir 2083" (en) or "५ मंसिर २०८३" (ne); without the year when asked. */
export function formatBsDate(date: BsDate, locale: DisplayLocale = "en", withYear = true): string {
  const text = `${date.day} ${BS_MONTH_NAMES[locale][date.month - 1] ?? ""}${withYear ? ` ${date.year}` : ""}`;
  return locale === "ne" ? toDevanagariDigits(text) : text;
}
