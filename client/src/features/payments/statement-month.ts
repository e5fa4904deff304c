import { addMonths, monthOf, nepalDay } from "@domain/kathmandu-day";

/** This month in Nepal, "YYYY-MM". */
export const thisMonth = (now = Date.now()) => monthOf(nepalDay(now));

/** The month a statement shows: `?month=YYYY-MM` when it is a month up to this one, else this month. */
export function statementMonth(param: string | null, now = Date.now()): string {
  const current = thisMonth(now);
  if (!param || !/^\d{4}-(0[1-9]|1[0-2])$/.test(param) || param > current) return current;
  return param;
}

/** The month before or after, "YYYY-MM" (addMonths writes the year unpadded). */
export const otherMonth = (month: string, by: number) => {
  const [year = "", index = ""] = addMonths(month, by).split("-");
  return `${year.padStart(4, "0")}-${index}`;
};
