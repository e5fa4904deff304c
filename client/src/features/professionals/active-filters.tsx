import { BROWSE_CATEGORIES } from "@domain/categories";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { activeFilters, type FilterName, type Filters } from "./filters";
import { useProFormat } from "./format";

type ActiveFiltersProps = {
  filters: Filters;
  onRemove: (name: FilterName) => void;
  onClear: () => void;
};

/** One removable chip per filter in use, and Clear all. */
export function ActiveFilters({ filters, onRemove, onClear }: ActiveFiltersProps) {
  const { t } = useTranslation();
  const format = useProFormat();
  const active = activeFilters(filters);
  if (active.length === 0) return null;
  const label = (name: FilterName, value: string) => {
    switch (name) {
      case "skills":
        return t("professionals.chipSkills", { value });
      case "location":
        return t("professionals.chipLocation", { value });
      case "skillCategory": {
        const known = BROWSE_CATEGORIES.find((category) => category.toLowerCase() === value.toLowerCase());
        return t("professionals.chipCategory", { value: known ? t(`categories.${known}`) : value });
      }
      case "isVerified":
        return value === "true"
          ? t("professionals.verificationVerified")
          : t("professionals.verificationUnverified");
      case "minRate":
        return t("professionals.chipMinRate", { amount: format.money(Number(value)) });
      case "maxRate":
        return t("professionals.chipMaxRate", { amount: format.money(Number(value)) });
    }
  };
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t("professionals.activeFilters")}>
      {active.map(({ name, value }) => {
        const text = label(name, value);
        return (
          <li key={name}>
            <button
              type="button"
              onClick={() => onRemove(name)}
              aria-label={t("professionals.removeFilter", { label: text })}
              className="inline-flex items-center gap-1.5 rounded-full border bg-secondary py-1 pr-2 pl-3 text-secondary-foreground text-sm transition-colors hover:bg-secondary/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {text}
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        );
      })}
      <li>
        <Button variant="link" size="sm" className="h-auto px-1" onClick={onClear}>
          {t("professionals.clearAll")}
        </Button>
      </li>
    </ul>
  );
}
