import { BROWSE_CATEGORIES } from "@domain/categories";
import { MapPin } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazySelect } from "@/components/lazy-select";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { categoryLabel } from "@/lib/category-label";
import type { JobFilters as Filters } from "./api";
import { STATUS_FILTERS } from "./job-search";

const ALL = "all";
const TYPING_DELAY_MS = 400;

type JobFiltersProps = {
  filters: Filters;
  onChange: (changes: Record<string, string | undefined>) => void;
  /** The status choices' labels, when a page words them its own way ("Open Jobs" on the Jobs Hub). */
  statusLabel?: (status: (typeof STATUS_FILTERS)[number]) => string;
  /** The category choices after All: the 14 browse categories (SPEC §2, Jobs page) unless a page lists more. */
  categories?: readonly string[];
};

/** Category (All + the 14), location and status (SPEC §2); the page keeps them in the URL. */
export function JobFilters({
  filters,
  onChange,
  statusLabel,
  categories = BROWSE_CATEGORIES,
}: JobFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [location, setLocation] = useState(filters.location ?? "");

  // The URL follows the location box once typing pauses.
  useEffect(() => {
    if (location.trim() === (filters.location ?? "")) return;
    const timer = setTimeout(() => onChange({ location: location.trim() }), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location, filters.location, onChange]);

  return (
    <div className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-3 sm:grid-cols-3 sm:p-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-category`}>{t("jobs.filters.category")}</Label>
        <LazySelect
          id={`${id}-category`}
          value={filters.skillCategory ?? ALL}
          onValueChange={(value) => onChange({ skillCategory: value === ALL ? undefined : value })}
          options={[
            { value: ALL, label: t("jobs.filters.allCategories") },
            ...categories.map((category) => ({ value: category, label: categoryLabel(t, category) })),
          ]}
        />
      </div>
      <div className="order-last col-span-2 grid gap-1.5 sm:order-none sm:col-span-1">
        <Label htmlFor={`${id}-location`}>{t("jobs.filters.location")}</Label>
        <div className="relative">
          <MapPin
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-location`}
            type="search"
            enterKeyHint="search"
            className="pl-9"
            placeholder={t("jobs.filters.locationPlaceholder")}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            onKeyDown={(event) => event.key === "Enter" && onChange({ location: location.trim() })}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>{t("jobs.filters.status")}</Label>
        <LazySelect
          id={`${id}-status`}
          value={filters.status}
          onValueChange={(status) => onChange({ status })}
          options={STATUS_FILTERS.map((status) => ({
            value: status,
            label: statusLabel ? statusLabel(status) : t(`jobs.status.${status}`),
          }))}
        />
      </div>
    </div>
  );
}
