import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { activeFilters, type FilterName, type Filters } from "./filters";
import { useTrainingFormat } from "./format";

type ActiveFiltersProps = {
  filters: Filters;
  onRemove: (name: FilterName) => void;
  onClear: () => void;
};

/** One removable chip per filter in use, and Clear all. */
export function ActiveFilters({ filters, onRemove, onClear }: ActiveFiltersProps) {
  const { t } = useTranslation();
  const format = useTrainingFormat();
  const active = activeFilters(filters);
  if (active.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t("training.activeFilters")}>
      {active.map(({ name, value }) => {
        const text = name === "q" ? t("training.chipSearch", { value }) : format.label(name, value);
        return (
          <li key={name}>
            <button
              type="button"
              onClick={() => onRemove(name)}
              aria-label={t("training.removeFilter", { label: text })}
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
          {t("training.clearAll")}
        </Button>
      </li>
    </ul>
  );
}
