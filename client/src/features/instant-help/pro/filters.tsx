import { INSTANT_HELP_CATEGORIES } from "@domain/categories";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LazySelect } from "@/components/lazy-select";
import { Label } from "@/components/ui/label";
import { categoryLabel } from "@/lib/category-label";
import type { OfferFilters } from "./api";
import { instantFormat } from "./format";

const ALL = "all";
/** The distances offered (km); none chosen shows every request offered to me. */
export const RANGES_KM = [2, 5, 10, 25] as const;

type FiltersProps = {
  filters: OfferFilters;
  onChange: (changes: { category?: string | null; range?: string | null }) => void;
};

/** Category (the 10 instant-help ones, or all) and distance; the page keeps them in the URL. */
export function OfferFiltersBar({ filters, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const format = instantFormat();
  return (
    <search aria-label={t("instantHelpPro.filters.label")} className="grid grid-cols-2 gap-3 lg:max-w-2xl">
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-category`}>{t("instantHelpPro.filters.category")}</Label>
        <LazySelect
          id={`${id}-category`}
          value={filters.category ?? ALL}
          onValueChange={(value) => onChange({ category: value === ALL ? null : value })}
          options={[
            { value: ALL, label: t("instantHelpPro.filters.allCategories") },
            ...INSTANT_HELP_CATEGORIES.map((category) => ({
              value: category,
              label: categoryLabel(t, category),
            })),
          ]}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-range`}>{t("instantHelpPro.filters.range")}</Label>
        <LazySelect
          id={`${id}-range`}
          value={filters.rangeKm ? String(filters.rangeKm) : ALL}
          onValueChange={(value) => onChange({ range: value === ALL ? null : value })}
          options={[
            { value: ALL, label: t("instantHelpPro.filters.anyRange") },
            ...RANGES_KM.map((km) => ({
              value: String(km),
              label: t("instantHelpPro.filters.within", { value: format.number(km) }),
            })),
          ]}
        />
      </div>
    </search>
  );
}

/** The filters of the URL (?category=Plumbing&range=5); anything unknown is ignored. */
export function readOfferFilters(params: URLSearchParams): OfferFilters {
  const category = INSTANT_HELP_CATEGORIES.find((name) => name === params.get("category"));
  const rangeKm = RANGES_KM.find((km) => String(km) === params.get("range"));
  return { ...(category && { category }), ...(rangeKm && { rangeKm }) };
}
