import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { useShopFormat } from "./format";

/** "★ 4.6 (214)", read out as "Rated 4.6 out of 5, 214 reviews". */
export function ProductRating({
  rating,
  reviewCount,
  className,
}: {
  rating: number;
  reviewCount: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useShopFormat();
  if (reviewCount === 0)
    return <p className={cn("text-muted-foreground text-sm", className)}>{t("shop.product.noReviews")}</p>;
  return (
    <p className={cn("flex items-center gap-1 text-sm", className)}>
      <Star className="size-4 fill-warning text-warning" aria-hidden="true" />
      <span aria-hidden="true" className="font-semibold">
        {format.rating(rating)}
      </span>
      <span aria-hidden="true" className="text-muted-foreground">
        ({format.number(reviewCount)})
      </span>
      <span className="sr-only">
        {t("shop.product.rating", {
          rating: format.rating(rating),
          count: reviewCount,
          value: format.number(reviewCount),
        })}
      </span>
    </p>
  );
}
