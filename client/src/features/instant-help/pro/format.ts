import { formatCompactNpr, toDevanagariDigits } from "@domain/money";
import { currentLanguage } from "@/lib/i18n";

const oneDecimal = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/** Numbers, countdowns and money of the instant-help page in the active language's digits. */
export function instantFormat() {
  const language = currentLanguage();
  const digits = (text: string) => (language === "ne" ? toDevanagariDigits(text) : text);
  return {
    /** 3 → "3", 2.345 → "2.3" */
    number: (value: number) => digits(oneDecimal.format(value)),
    /** 75 → "1:15" */
    clock: (seconds: number) =>
      digits(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`),
    money: (amount: number) => formatCompactNpr(amount, language),
  };
}
