import { formatNpr } from "@domain/money";
import { formatNepalDateTime } from "@domain/time";
import { currentLanguage } from "@/lib/i18n";
import { localDigits } from "@/lib/local-digits";

/** The short number people read out on the phone: the id's first 8 characters (as the customer's order page). */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/** The next step an admin may take with an order (placed → shipped → delivered), or none. */
export function nextOrderStatus(status: string): "shipped" | "delivered" | null {
  if (status === "placed") return "shipped";
  if (status === "shipped") return "delivered";
  return null;
}

/** Money, dates and numbers of the admin's order screens in the active language. */
export function orderFormat() {
  const language = currentLanguage();
  return {
    money: (amount: number) => formatNpr(amount, language),
    dateTime: (at: string) => formatNepalDateTime(at, language),
    number: (value: number) => localDigits(value),
  };
}
