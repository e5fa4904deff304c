import type { ShopBrand, ShopCategory } from "@domain/shop/catalogue";
import type { ShopPriceRangeId } from "@domain/shop/schemas";
import { Flame, Percent } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FilterSelect } from "./filter-select";
import { clearedFilters, hasNarrowing, type ShopFilters } from "./filters";
import { ALL, useFilterChoices } from "./use-filter-choices";

type ShopFiltersProps = { filters: ShopFilters; onChange: (changes: Partial<ShopFilters>) => void };

/** Category, brand, price range and the Sale / Hot toggles; every change goes to the URL at once. */
export function ShopFilterPanel({ filters, onChange }: ShopFiltersProps) {
  const { t } = useTranslation();
  const choices = useFilterChoices();
  return (
    <div className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-3 sm:grid-cols-3 sm:p-4 lg:grid-cols-1 lg:content-start">
      <h3 className="col-span-full font-semibold">{t("shop.filters.title")}</h3>
      <FilterSelect
        label={t("shop.filters.category")}
        value={filters.category || ALL}
        choices={choices.categories}
        onChange={(value) => onChange({ category: value === ALL ? "" : (value as ShopCategory) })}
      />
      <FilterSelect
        label={t("shop.filters.brand")}
        value={filters.brand || ALL}
        choices={choices.brands}
        onChange={(value) => onChange({ brand: value === ALL ? "" : (value as ShopBrand) })}
      />
      <FilterSelect
        label={t("shop.filters.price")}
        value={filters.price}
        choices={choices.prices}
        onChange={(value) => onChange({ price: value as ShopPriceRangeId })}
        className="col-span-2 grid gap-1.5 sm:col-span-1"
      />
      <div className="col-span-full flex flex-wrap gap-x-6 gap-y-3 pt-1 lg:grid">
        <Toggle
          label={t("shop.filters.sale")}
          icon={<Percent className="size-4 text-primary" aria-hidden="true" />}
          checked={filters.sale}
          onChange={(sale) => onChange({ sale })}
        />
        <Toggle
          label={t("shop.filters.hot")}
          icon={<Flame className="size-4 text-warning" aria-hidden="true" />}
          checked={filters.hot}
          onChange={(hot) => onChange({ hot })}
        />
      </div>
      {hasNarrowing(filters) && (
        <Button
          variant="outline"
          size="sm"
          className="col-span-full"
          onClick={() => onChange(clearedFilters())}
        >
          {t("shop.clearAll")}
        </Button>
      )}
    </div>
  );
}

function Toggle({
  label,
  icon,
  checked,
  onChange,
}: {
  label: string;
  icon: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id} className="flex items-center gap-1.5">
        {icon}
        {label}
      </Label>
    </div>
  );
}
