import type { EstimateArea } from "@domain/estimates/schemas";
import { formatNpr } from "@domain/money";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { Calculator } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { estimateQuery } from "@/lib/estimate-queries";
import { currentLanguage } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** A typed place is asked about once typing pauses this long, not at every key. */
const SETTLE_MS = 400;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Where the estimate's jobs were, in the reader's language: "Lalitpur", "Bagmati Province", "Nepal". */
function areaName(t: TFunction, area: EstimateArea): string {
  const name = currentLanguage() === "ne" ? area.nameNe : area.name;
  return area.level === "province" ? t("estimates.province", { name }) : name;
}

export type PriceEstimateProps = {
  /** Any job category (domain/categories.ts); nothing is shown without one. */
  skillCategory: string;
  /** Where the work is, as typed or picked (English or Nepali); blank asks for all of Nepal. */
  location?: string;
  className?: string;
};

/**
 * The typical agreed price of this kind of work near this place, from completed jobs: "Typical
 * price in Lalitpur: ₨ 1,500 – ₨ 3,000", then "Median ₨ 2,000, from 23 completed jobs". The
 * server answers from the district, else the province, else Nepal; with too few jobs anywhere it
 * answers nothing, and so does this (an estimate is a help, never an error). A placeholder while
 * it loads. Announced politely when it appears or changes.
 */
export function PriceEstimate({ skillCategory, location = "", className }: PriceEstimateProps) {
  const { t } = useTranslation();
  const place = useSettled(location.trim());
  const { data, isLoading } = useQuery(estimateQuery(skillCategory, place));
  const locale = currentLanguage();
  return (
    <div aria-live="polite" className={cn("empty:hidden", className)}>
      {isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : data ? (
        <div className="flex items-start gap-3 rounded-lg border border-brand-blue/30 bg-brand-blue/5 p-3 text-sm">
          <Calculator className="mt-0.5 size-4 shrink-0 text-brand-blue" aria-hidden="true" />
          <div>
            <p className="font-medium">
              {t("estimates.typical", {
                place: areaName(t, data.area),
                low: formatNpr(data.low, locale),
                high: formatNpr(data.high, locale),
              })}
            </p>
            <p className="text-muted-foreground text-xs">
              {t("estimates.basis", { median: formatNpr(data.median, locale), count: data.sampleSize })}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
