import { INSTANT_HELP_CATEGORIES } from "@domain/categories";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { categoryLabel } from "@/features/jobs/format";
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
        <Select
          value={filters.category ?? ALL}
          onValueChange={(value) => onChange({ category: value === ALL ? null : value })}
        >
          <SelectTrigger id={`${id}-category`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("instantHelpPro.filters.allCategories")}</SelectItem>
            {INSTANT_HELP_CATEGORIES.map((category) => (
              <SelectItem key={category} value={category}>
                {categoryLabel(t, category)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-range`}>{t("instantHelpPro.filters.range")}</Label>
        <Select
          value={filters.rangeKm ? String(filters.rangeKm) : ALL}
          onValueChange={(value) => onChange({ range: value === ALL ? null : value })}
        >
          <SelectTrigger id={`${id}-range`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("instantHelpPro.filters.anyRange")}</SelectItem>
            {RANGES_KM.map((km) => (
              <SelectItem key={km} value={String(km)}>
                {t("instantHelpPro.filters.within", { value: format.number(km) })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
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
