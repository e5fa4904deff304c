import { MapPin, Search } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LazySelect } from "@/components/lazy-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Filters, Verification } from "./filters";

type FilterBarProps = { filters: Filters; onChange: (changes: Partial<Filters>) => void };

/**
 * Skills and location apply on Search (or Enter); the verification select applies at once. The
 * text boxes are keyed by the URL's values so removing a chip empties them too.
 */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({ skills: String(form.get("skills") ?? ""), location: String(form.get("location") ?? "") });
  };
  return (
    <search aria-label={t("professionals.filtersLabel")}>
      <form
        onSubmit={onSubmit}
        className="grid grid-cols-2 items-end gap-3 rounded-xl border bg-card p-4 shadow-sm lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_12rem_auto]"
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
        <Button type="submit">
          <Search aria-hidden="true" />
          {t("professionals.search")}
        </Button>
      </form>
    </search>
  );
}
