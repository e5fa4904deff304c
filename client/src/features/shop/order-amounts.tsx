import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { useShopFormat } from "./format";

/** Subtotal, delivery fee ("Free" when nothing) and total, as a definition list. */
export function OrderAmounts({
  subtotal,
  deliveryFee,
  total,
  className,
}: {
  subtotal: number;
  deliveryFee: number;
  total: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useShopFormat();
  return (
    <dl className={cn("grid gap-2 text-sm", className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{t("shop.cart.subtotal")}</dt>
        <dd>{format.money(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{t("shop.cart.deliveryFee")}</dt>
        <dd className={cn(deliveryFee === 0 && subtotal > 0 && "font-medium text-success")}>
          {deliveryFee === 0 && subtotal > 0 ? t("shop.cart.free") : format.money(deliveryFee)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t pt-2 font-semibold text-base">
        <dt>{t("shop.cart.total")}</dt>
        <dd>{format.money(total)}</dd>
      </div>
    </dl>
  );
}
