import type { Product } from "@domain/shop/schemas";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { useShopFormat } from "./format";

/** The price, and on sale the price before it struck through with the discount. */
export function ProductPrice({
  product,
  size = "default",
}: {
  product: Pick<Product, "price" | "originalPrice" | "discountPercent">;
  size?: "default" | "large";
}) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const { price, originalPrice, discountPercent } = product;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className={cn("font-bold", size === "large" ? "text-3xl" : "text-base sm:text-lg")}>
        {format.money(price)}
      </span>
      {originalPrice !== null && originalPrice > price && (
        <>
          <span className="sr-only">{t("shop.product.was")}</span>
          <s className={cn("text-muted-foreground", size === "large" ? "text-base" : "text-sm")}>
            {format.money(originalPrice)}
          </s>
        </>
      )}
      {discountPercent !== null && discountPercent > 0 && (
        <span className="font-semibold text-success text-sm">
          {t("shop.product.percentOff", { value: format.number(discountPercent) })}
        </span>
      )}
    </p>
  );
}
