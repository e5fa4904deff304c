import { FREE_DELIVERY_ABOVE } from "@domain/shop/rules";
import { useTranslation } from "react-i18next";
import { useShopFormat } from "./format";

/**
 * How far the cart is from free delivery (strictly above NPR 15,000): "Add ₨ X more for free
 * delivery", or that it already ships free. Nothing for an empty cart.
 */
export function FreeDeliveryHint({ subtotal, className }: { subtotal: number; className?: string }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  if (subtotal <= 0) return null;
  if (subtotal > FREE_DELIVERY_ABOVE) return <p className={className}>{t("shop.delivery.free")}</p>;
  // Whole rupees that take the cart past the threshold: "above" is strict, so 15,000 itself is not free.
  const missing = Math.floor(FREE_DELIVERY_ABOVE - subtotal) + 1;
  return <p className={className}>{t("shop.delivery.addMore", { amount: format.money(missing) })}</p>;
}
