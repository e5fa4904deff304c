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

/** Whether a refusal's field is one of the delivery form's. */
export const isDeliveryField = (field: string | undefined): field is DeliveryField =>
  FIELDS.some((name) => name === field);
