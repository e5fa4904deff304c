import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type en from "@/locales/en.json";

export type DeliveryField = keyof typeof en.shop.checkout.errors;

/** A delivery field's error in the active language, by issue code; the message as given otherwise (the server's). */
export function useCheckoutError() {
  const { t } = useTranslation();
  return (field: DeliveryField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const messages: Record<string, string | undefined> = t(`shop.checkout.errors.${field}`, {
      returnObjects: true,
    });
    return messages[error.type] ?? error.message;
  };
}

const FIELDS: DeliveryField[] = ["deliveryName", "deliveryPhone", "deliveryAddress"];

/** The field a server 400 is about and its message ("deliveryPhone: Enter a valid …"), if it names one. */
export function fieldOfMessage(message: string): { field: DeliveryField; message: string } | undefined {
  const match = /^(\w+): (.+)$/s.exec(message);
  const field = FIELDS.find((name) => name === match?.[1]);
  return field && match?.[2] ? { field, message: match[2] } : undefined;
}
