import type { ProfessionalSort } from "@domain/professionals/ranking";
import { PROFESSIONAL_SORTS } from "@domain/professionals/ranking";
import { MapPin, Search } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LazySelect } from "@/components/lazy-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Filters, Verification } from "./filters";

type FilterBarProps = {
  filters: Filters;
  sort: ProfessionalSort;
  onChange: (changes: Partial<Filters>) => void;
  onSort: (sort: ProfessionalSort) => void;
};

/**
 * Skills, location and the hourly-rate range apply on Search (or Enter); verification and the order
 * apply at once. The text boxes are keyed by the URL's values so removing a chip empties them too.
 */
export function FilterBar({ filters, sort, onChange, onSort }: FilterBarProps) {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    onChange({
      skills: text("skills"),
      location: text("location"),
      minRate: text("minRate"),
      maxRate: text("maxRate"),
    });
  };
  return (
    <search aria-label={t("professionals.filtersLabel")}>
      <form
        onSubmit={onSubmit}
        className="grid grid-cols-2 items-end gap-3 rounded-xl border bg-card p-4 shadow-sm lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_11rem_12rem]"
      >
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor="filter-skills">{t("professionals.skills")}</Label>
          <div className="relative">
            <Search className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden="true" />
            <Input
              key={filters.skills}
              id="filter-skills"
              name="skills"
              type="search"
              enterKeyHint="search"
              defaultValue={filters.skills}
              placeholder={t("professionals.skillsPlaceholder")}
              className="pl-9"
            />
          </div>
        </div>
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor="filter-location">{t("professionals.location")}</Label>
          <div className="relative">
            <MapPin className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden="true" />
            <Input
              key={filters.location}
              id="filter-location"
              name="location"
              type="search"
              enterKeyHint="search"
              defaultValue={filters.location}
              placeholder={t("professionals.locationPlaceholder")}
              className="pl-9"
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-verification">{t("professionals.verification")}</Label>
          <LazySelect
            id="filter-verification"
            value={filters.isVerified}
            onValueChange={(value) => onChange({ isVerified: value as Verification })}
            options={[
              { value: "all", label: t("professionals.verificationAll") },
              { value: "true", label: t("professionals.verificationVerified") },
              { value: "false", label: t("professionals.verificationUnverified") },
            ]}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-sort">{t("professionals.sortLabel")}</Label>
          <LazySelect
            id="filter-sort"
            value={sort}
            onValueChange={(value) => onSort(value as ProfessionalSort)}
            options={PROFESSIONAL_SORTS.map((value) => ({ value, label: t(`professionals.sorts.${value}`) }))}
          />
        </div>
        <fieldset className="col-span-2 grid gap-1.5">
          <legend className="mb-1.5 font-medium text-sm leading-none">{t("professionals.rateLabel")}</legend>
          <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
            <Input
              key={`min-${filters.minRate}`}
              name="minRate"
              inputMode="numeric"
              enterKeyHint="search"
              defaultValue={filters.minRate}
              placeholder={t("professionals.rateMinPlaceholder")}
              aria-label={t("professionals.rateMin")}
            />
            <span className="text-muted-foreground" aria-hidden="true">
              –
            </span>
            <Input
              key={`max-${filters.maxRate}`}
              name="maxRate"
              inputMode="numeric"
              enterKeyHint="search"
              defaultValue={filters.maxRate}
              placeholder={t("professionals.rateMaxPlaceholder")}
              aria-label={t("professionals.rateMax")}
            />
          </div>
        </fieldset>
        <Button type="submit" className="col-span-2 lg:col-span-1 lg:col-start-4">
          <Search aria-hidden="true" />
          {t("professionals.search")}
        </Button>
      </form>
    </search>
  );
}
