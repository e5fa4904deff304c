import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localDigits } from "@/lib/local-digits";

/**
 * "★ 4.8" with its meaning for screen readers; before the first review never "★ 0.0" but `unrated`
 * ("New" by default).
 */
export function RatingValue({
  rating,
  className,
  unrated,
}: {
  rating: number;
  className?: string;
  unrated?: string;
}) {
  const { t } = useTranslation();
  if (rating <= 0) return <span className={className}>{unrated ?? t("professionals.noRating")}</span>;
  const value = localDigits(rating.toFixed(1));
  return (
    <span className={className}>
      <Star className="inline size-4 fill-warning align-[-2px] text-warning" aria-hidden="true" />{" "}
      <span aria-hidden="true" className="font-semibold">
        {value}
      </span>
      <span className="sr-only">{t("professionals.rating", { rating: value })}</span>
    </span>
  );
}
